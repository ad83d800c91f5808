// The booking rules the free times and the create share (state.ts placeBooking): a lead time before a visit, a group
// placed whole, the group's price, and a prepayment due before the visit starts.
import { describe, expect, it } from 'vitest';
import { createSandbox } from './index';

const KEYS = { api_key: 'k', client_secret: 's', client_id: 'WEB', Accept: 'application/json' };

function at(now: string) {
  const sandbox = createSandbox({ now: () => new Date(now) });
  const get = async <T>(path: string) => {
    const response = await sandbox.fetch(new Request(`http://sandbox.test${path}`, { headers: KEYS }));
    return { status: response.status, body: (await response.json()) as T };
  };
  const post = async <T>(path: string, body: unknown) => {
    const response = await sandbox.fetch(
      new Request(`http://sandbox.test${path}`, { method: 'POST', headers: { ...KEYS, 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    );
    return { status: response.status, body: (await response.json()) as T };
  };
  return { sandbox, get, post };
}

type Times = { days: { date: string; slots: { startTime: string; price: number; available: boolean }[] }[] };
const starts = (t: Times) => t.days.flatMap((d) => d.slots.filter((s) => s.available).map((s) => s.startTime));

describe('what can be booked', () => {
  it('no time starting sooner than 30 minutes from now is offered, and create refuses one with a reason', async () => {
    const { get, post } = at('2026-12-01T10:10:00+05:00');
    const times = await get<Times>('/rest/clients-app/v1/reservations/available-times?firmId=101&serviceIds=301&date=2026-12-01');
    const offered = starts(times.body);
    expect(offered[0]).toBe('2026-12-01T11:00:00+05:00');
    const tooSoon = await post<{ fields: { field: string; message: string }[] }>('/rest/clients-app/v1/reservations/preview', {
      firmId: 101,
      services: [{ serviceId: 301 }],
      startTime: '2026-12-01T10:30:00+05:00',
      clientName: 'Алия',
      clientPhone: '+77011234567',
    });
    expect(tooSoon.status).toBe(422);
    expect(tooSoon.body.fields[0]).toEqual({ field: 'startTime', message: 'Записаться можно не позже чем за 30 минут до начала' });
  });

  it('a group of two is offered only the times two masters are free, costs twice as much, and keeps both masters busy', async () => {
    const { get, post, sandbox } = at('2026-12-01T08:00:00+05:00');
    const one = await get<Times>('/rest/clients-app/v1/reservations/available-times?firmId=101&serviceIds=304&date=2026-12-02');
    const two = await get<Times>('/rest/clients-app/v1/reservations/available-times?firmId=101&serviceIds=304&date=2026-12-02&peopleCount=2');
    const doers = sandbox.state.masters.filter((m) => m.firmId === 101 && m.serviceIds.includes(304));
    expect(doers.length).toBeGreaterThan(1);
    expect(starts(two.body).every((s) => starts(one.body).includes(s))).toBe(true);
    const slot = two.body.days[0]!.slots.find((s) => s.available)!;
    const single = one.body.days[0]!.slots.find((s) => s.startTime === slot.startTime)!;
    expect(slot.price).toBe(single.price * 2);
    const created = await post<{ totalPrice: number; peopleCount: number }>('/rest/clients-app/v2/reservations/create', {
      firmId: 101,
      services: [{ serviceId: 304 }],
      startTime: slot.startTime,
      peopleCount: 2,
      clientName: 'Алия',
      clientPhone: '+77050002233',
      smsCode: '4821',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ totalPrice: slot.price, peopleCount: 2 });
    const visit = sandbox.state.reservations.at(-1)!;
    expect(new Set([...visit.items, ...(visit.companions ?? [])].map((i) => i.masterId)).size).toBe(2);
  });

  it('a prepayment is due a day before the visit, not sooner than 30 minutes from now, and never later than 15 minutes before it starts', async () => {
    const { get, post } = at('2026-12-01T10:00:00+05:00');
    const soon = starts((await get<Times>('/rest/clients-app/v1/reservations/available-times?firmId=101&serviceIds=301&date=2026-12-01')).body)[0]!;
    expect(soon).toBe('2026-12-01T10:30:00+05:00');
    const preview = await post<{ prepaymentDeadline: string }>('/rest/clients-app/v1/reservations/preview', {
      firmId: 101,
      services: [{ serviceId: 301 }],
      startTime: soon,
      clientName: 'Алия',
      clientPhone: '+77011234567',
    });
    expect(preview.status).toBe(200);
    expect(preview.body.prepaymentDeadline).toBe('2026-12-01T10:15:00+05:00');
    const later = await post<{ prepaymentDeadline: string }>('/rest/clients-app/v1/reservations/preview', {
      firmId: 101,
      services: [{ serviceId: 301 }],
      startTime: '2026-12-03T12:00:00+05:00',
      clientName: 'Алия',
      clientPhone: '+77011234567',
    });
    expect(later.body.prepaymentDeadline).toBe('2026-12-02T12:00:00+05:00');
  });
});
