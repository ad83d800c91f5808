// A request's own clock (x-sandbox-clock-advance) and a reservation's reminder control: what the e2e uses to review
// a visit "after" it without moving the clock other tests share.
import { describe, expect, it } from 'vitest';
import { CLOCK_ADVANCE_HEADER, createSandbox } from './index';

const NOW = new Date('2026-11-23T10:00:00+05:00');
const KEYS = { api_key: 'k', client_secret: 's', client_id: 'WEB', Accept: 'application/json' };

describe('the clock of one request', () => {
  it('moves the clock for the request that asks, not for the others; tokens issued then live on that clock', async () => {
    const sandbox = createSandbox({ now: () => NOW });
    const later = { [CLOCK_ADVANCE_HEADER]: String(10 * 24 * 3600) };
    const clock = async (headers: Record<string, string> = {}) =>
      ((await (await sandbox.fetch(new Request('http://sandbox.test/__sandbox/clock', { headers }))).json()) as { now: string }).now;
    expect(await clock(later)).toBe('2026-12-03T10:00:00+05:00');
    expect(await clock()).toBe('2026-11-23T10:00:00+05:00');
    // 90211 (1 December) is upcoming for everyone but the request 10 days on.
    const { accessToken } = sandbox.signIn();
    const get = async (headers: Record<string, string> = {}) =>
      (await (
        await sandbox.fetch(
          new Request('http://sandbox.test/rest/clients-app/v2/reservations/90211', {
            headers: { ...KEYS, Authorization: `Bearer ${accessToken}`, ...headers },
          }),
        )
      ).json()) as { status: string };
    const signIn = await sandbox.fetch(
      new Request('http://sandbox.test/auth-app/auth/v1/sign-in', {
        method: 'POST',
        headers: { ...KEYS, 'Content-Type': 'application/json', ...later },
        body: JSON.stringify({ phone: 77011234567, password: 'Qwerty123', appVersion: '15.0.0', clientApp: 'WEB', deviceName: 'x', deviceOS: 'y' }),
      }),
    );
    const shifted = ((await signIn.json()) as { accessToken: string }).accessToken;
    const laterVisit = (await (
      await sandbox.fetch(
        new Request('http://sandbox.test/rest/clients-app/v2/reservations/90211', { headers: { ...KEYS, Authorization: `Bearer ${shifted}`, ...later } }),
      )
    ).json()) as { status: string; canReview: boolean };
    expect(laterVisit).toMatchObject({ status: 'COMPLETED', canReview: true });
    expect((await get()).status).toBe('CONFIRMED');
    expect(sandbox.now()).toBe(NOW.getTime());
  });

  it("gives a reservation's reminder token and links", async () => {
    const sandbox = createSandbox({ now: () => NOW });
    const reminder = await (await sandbox.fetch(new Request('http://sandbox.test/__sandbox/reminders/90211'))).json();
    expect(reminder).toEqual({
      reservationId: 90211,
      token: 'r_3c9e1f7a2b',
      links: ['/rsr?token=r_3c9e1f7a2b', '/rsrwp?token=r_3c9e1f7a2b', '/rsrqr?token=r_3c9e1f7a2b'],
    });
    expect((await sandbox.fetch(new Request('http://sandbox.test/__sandbox/reminders/1'))).status).toBe(404);
  });
});
