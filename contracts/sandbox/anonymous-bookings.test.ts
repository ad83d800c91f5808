// An anonymous booking belongs to its phone: a visit booked without an account and confirmed with the SMS code is
// the account's once that phone signs up (auth.ts), as a real backend links them.
import { describe, expect, it } from 'vitest';
import { createSandbox } from './index';

const NOW = new Date('2026-11-23T10:00:00+05:00');
const KEYS = { api_key: 'k', client_secret: 's', client_id: 'WEB', Accept: 'application/json' };

describe('an anonymous booking belongs to its phone', () => {
  it('a visit booked without an account and confirmed with the SMS code is in the history of the account signed up with that phone', async () => {
    const sandbox = createSandbox({ now: () => NOW });
    const anonymous = (path: string, body: unknown) =>
      sandbox.fetch(
        new Request(`http://sandbox.test${path}`, { method: 'POST', headers: { ...KEYS, 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
      );
    const times = (await (
      await sandbox.fetch(
        new Request('http://sandbox.test/rest/clients-app/v1/reservations/available-times?firmId=103&serviceIds=313&date=2026-11-25', { headers: KEYS }),
      )
    ).json()) as {
      days: { slots: { startTime: string; available: boolean }[] }[];
    };
    const startTime = times.days[0]!.slots.find((s) => s.available)!.startTime;
    const created = await anonymous('/rest/clients-app/v2/reservations/create', {
      firmId: 103,
      services: [{ serviceId: 313 }],
      startTime,
      clientName: 'Ерлан',
      clientPhone: '+77050001122',
      smsCode: '4821',
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const device = { appVersion: '15.0.0', clientApp: 'WEB', deviceName: 'x', deviceOS: 'y', referrer: null };
    const signedUp = await anonymous('/auth-app/auth/v1/sign-up', { phone: '+77050001122', smsCode: '4821', name: 'Ерлан', password: 'Qwerty123', ...device });
    expect(signedUp.status).toBe(200);
    const { accessToken } = (await signedUp.json()) as { accessToken: string };
    const list = await sandbox.fetch(
      new Request('http://sandbox.test/rest/clients-app/v2/reservations?type=future', { headers: { ...KEYS, Authorization: `Bearer ${accessToken}` } }),
    );
    expect(((await list.json()) as { items: { id: number }[] }).items.map((r) => r.id)).toEqual([id]);
  });
});
