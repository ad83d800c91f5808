// The waitlist and the search by free time, through HTTP: a full day's line is offered a freed time first come first
// served, the offer holds the time 15 minutes against everyone else (the free times, the search's chips, create),
// a lapsed or declined offer goes to the next in line, an accepted one is booked, and entries expire after their day.
// The search's chips are the booking's own free times: each is booked as it stands.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from './index';
import { daySlots, freeTimes, newReservation, placeBooking } from './state';
import { DAY, MINUTE, startOfLocalDay } from './time';

const NOW = new Date('2026-12-01T10:00:00+05:00');
const KEYS = { api_key: 'k', client_secret: 's', client_id: 'WEB', Accept: 'application/json' };
const DAY2 = '2026-12-02';
const BASE = 'http://sandbox.test/rest/clients-app/v1';

function api(sandbox: Sandbox, bearer?: string) {
  const headers = { ...KEYS, 'Content-Type': 'application/json', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) };
  return {
    get: async (path: string) => {
      const res = await sandbox.fetch(new Request(`${BASE}${path}`, { headers }));
      return { status: res.status, body: res.status === 204 ? null : await res.json() };
    },
    send: async (method: string, path: string, body?: unknown) => {
      const url = path.startsWith('/rest') ? `http://sandbox.test${path}` : `${BASE}${path}`;
      const res = await sandbox.fetch(new Request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
      return { status: res.status, body: res.status === 204 ? null : await res.json() };
    },
  };
}

/** Books every free start of master 201's haircut on the day for the demo client; returns the reservations' ids. */
function fillDay(sandbox: Sandbox) {
  const s = sandbox.state;
  const firm = s.firms.find((f) => f.id === 101)!;
  const ids: number[] = [];
  for (;;) {
    const slot = daySlots(s, firm, [{ serviceId: 301, masterId: 201 }], startOfLocalDay(DAY2), sandbox.now())[0];
    if (!slot) return ids;
    const placed = placeBooking(s, firm, [{ serviceId: 301, masterId: 201 }], Date.parse(slot.startTime), sandbox.now())!;
    const r = newReservation(
      s,
      firm,
      placed,
      { userId: s.users[0]!.id, peopleCount: 1, comment: null, clientName: 'Алия', clientPhone: '+77011234567' },
      sandbox.now(),
    );
    ids.push(r.id);
  }
}

const join = (phone: string) => ({
  firmId: 101,
  services: [{ serviceId: 301, masterId: 201 }],
  date: DAY2,
  timeFrom: '10:00',
  timeTo: '20:00',
  clientName: 'Клиент',
  clientPhone: phone,
  smsCode: '4821',
});

async function fullDayWithTwoInLine() {
  const sandbox = createSandbox({ now: () => NOW });
  const booked = fillDay(sandbox);
  const demo = sandbox.signIn();
  const anonymous = api(sandbox);
  const first = await anonymous.send('POST', '/waitlist', join('+77050000001'));
  const second = await anonymous.send('POST', '/waitlist', join('+77050000002'));
  return { sandbox, booked, demo: api(sandbox, demo.accessToken), anonymous, first, second };
}

const smsTo = (sandbox: Sandbox, phone: string) => sandbox.state.smsSent.filter((m) => m.phone === phone);
const tokenOf = (text: string) => /offer=([\w-]+)/.exec(text)![1]!;

describe('the waitlist', () => {
  it('a cancellation is offered to the first in line, held from everyone else, and booked when accepted', async () => {
    const { sandbox, booked, demo, anonymous, first, second } = await fullDayWithTwoInLine();
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: 'WAITING', position: 1, offer: null });
    expect(second.body).toMatchObject({ position: 2 });
    expect(smsTo(sandbox, '+77050000001')).toEqual([]);

    const freed = sandbox.state.reservations.find((r) => r.id === booked[3])!;
    expect((await demo.send('POST', `/rest/clients-app/v2/reservations/${freed.id}/cancel`, {})).status).toBe(200);
    // The next request settles: the first in line is offered the freed time, by SMS with the link.
    const day = await anonymous.get(`/reservations/available-times?firmId=101&serviceIds=301&masterId=201&date=${DAY2}`);
    expect(day.body.days[0].slots).toEqual([]);
    const [sms] = smsTo(sandbox, '+77050000001');
    expect(sms?.text).toContain('/my/reservation/history?offer=');
    expect(smsTo(sandbox, '+77050000002')).toEqual([]);
    const token = tokenOf(sms!.text);
    const offer = await anonymous.get(`/waitlist/offers/${token}`);
    expect(offer.body).toMatchObject({ status: 'OFFERED', masterId: 201, holdUntil: '2026-12-01T10:15:00+05:00' });
    expect(Date.parse(offer.body.startTime)).toBe(freed.start);

    // Held: nobody else books it, and the search shows no chip for it.
    const taken = await demo.send('POST', '/rest/clients-app/v2/reservations/create', {
      firmId: 101,
      services: [{ serviceId: 301, masterId: 201 }],
      startTime: offer.body.startTime,
      clientName: 'Алия',
      clientPhone: '+77011234567',
    });
    expect(taken.status).toBe(409);

    const accepted = await anonymous.send('POST', `/waitlist/offers/${token}/accept`);
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({ startTime: offer.body.startTime, clientPhone: '+77050000001' });
    expect((await anonymous.get(`/waitlist/offers/${token}`)).body).toMatchObject({ status: 'ACCEPTED', reservationId: accepted.body.id });
    expect((await anonymous.send('POST', `/waitlist/offers/${token}/accept`)).status).toBe(409);
    expect(smsTo(sandbox, '+77050000002')).toEqual([]);
  });

  it('a lapsed offer goes to the next in line, and so does a declined one; nobody is offered it twice', async () => {
    const { sandbox, booked, demo, anonymous } = await fullDayWithTwoInLine();
    await demo.send('POST', `/rest/clients-app/v2/reservations/${booked[2]}/cancel`, {});
    await anonymous.get('/screen/home/cities');
    const firstToken = tokenOf(smsTo(sandbox, '+77050000001')[0]!.text);
    // The sandbox's clock control moves past the hold: the offer lapses and the next in line is offered the time.
    const moved = await sandbox.fetch(
      new Request('http://sandbox.test/__sandbox/clock', { method: 'POST', body: JSON.stringify({ advanceSeconds: (15 * MINUTE) / 1000 }) }),
    );
    expect(moved.status).toBe(200);
    expect((await anonymous.get(`/waitlist/offers/${firstToken}`)).body.status).toBe('LAPSED');
    expect((await anonymous.send('POST', `/waitlist/offers/${firstToken}/accept`)).status).toBe(409);
    const secondToken = tokenOf(smsTo(sandbox, '+77050000002')[0]!.text);
    const declined = await anonymous.send('POST', `/waitlist/offers/${secondToken}/decline`);
    expect(declined.body.status).toBe('DECLINED');
    // Both passed on it: the time is free for anyone again.
    const day = await anonymous.get(`/reservations/available-times?firmId=101&serviceIds=301&masterId=201&date=${DAY2}`);
    expect(day.body.days[0].slots.map((s: { startTime: string }) => Date.parse(s.startTime))).toEqual([
      sandbox.state.reservations.find((r) => r.id === booked[2])!.start,
    ]);
    expect(smsTo(sandbox, '+77050000001')).toHaveLength(1);
  });

  it('the signed-in client sees their places and offers, and leaves; entries expire after their day', async () => {
    const sandbox = createSandbox({ now: () => NOW });
    fillDay(sandbox);
    let demo = api(sandbox, sandbox.signIn().accessToken);
    const { smsCode: _, ...body } = join('+77011234567');
    const joined = await demo.send('POST', '/waitlist', body);
    expect(joined.status).toBe(201);
    expect(await demo.send('POST', '/waitlist', body)).toMatchObject({ status: 201, body: { id: joined.body.id } });
    expect((await demo.get('/waitlist')).body.map((e: { id: number }) => e.id)).toEqual([joined.body.id]);
    expect((await api(sandbox).get('/waitlist')).status).toBe(401);
    sandbox.advance(2 * DAY);
    demo = api(sandbox, sandbox.signIn().accessToken);
    expect((await demo.get('/waitlist')).body).toEqual([]);
    const again = await demo.send('POST', '/waitlist', { ...body, date: '2026-12-04' });
    expect((await demo.send('DELETE', `/waitlist/${again.body.id}`)).status).toBe(204);
    expect((await demo.get('/waitlist')).body).toEqual([]);
  });

  it('joining without an account needs the phone SMS code; a window must end after it starts', async () => {
    const sandbox = createSandbox({ now: () => NOW });
    const anonymous = api(sandbox);
    expect((await anonymous.send('POST', '/waitlist', { ...join('+77050000003'), smsCode: '0000' })).status).toBe(401);
    expect((await anonymous.send('POST', '/waitlist', { ...join('+77050000003'), timeFrom: '18:00', timeTo: '12:00' })).status).toBe(422);
    expect((await anonymous.send('POST', '/waitlist', { ...join('+77050000003'), date: '2026-11-30' })).status).toBe(422);
  });

  it('a day with no free time says when the next one is', async () => {
    const sandbox = createSandbox({ now: () => NOW });
    fillDay(sandbox);
    const day = await api(sandbox).get(`/reservations/available-times?firmId=101&serviceIds=301&masterId=201&date=${DAY2}`);
    expect(day.body.days[0].slots).toEqual([]);
    expect(day.body.nextFreeTime.startTime.slice(0, 10) > DAY2).toBe(true);
    expect(day.body.nextFreeTime.masterId).toBe(201);
  });
});

describe('the search by free time', () => {
  it("'маникюр, завтра, вечер': salons with a free evening manicure, each with its first three times", async () => {
    const sandbox = createSandbox({ now: () => NOW });
    const found = await api(sandbox).get(`/firms/search?query=${encodeURIComponent('маникюр')}&date=${DAY2}&timeFrom=18:00&timeTo=24:00&sort=EARLIEST`);
    expect(found.status).toBe(200);
    expect(found.body.items.length).toBeGreaterThan(0);
    for (const firm of found.body.items) {
      expect(firm.freeTimes.length).toBeGreaterThan(0);
      expect(firm.freeTimes.length).toBeLessThanOrEqual(3);
      for (const t of firm.freeTimes) expect(t.startTime.slice(11, 16) >= '18:00').toBe(true);
    }
    const firsts = found.body.items.map((f: { freeTimes: { startTime: string }[] }) => Date.parse(f.freeTimes[0]!.startTime));
    expect(firsts).toEqual([...firsts].sort((a, b) => a - b));
    const category = await api(sandbox).get(`/categories/2?date=${DAY2}&timeFrom=18:00`);
    expect(category.status).toBe(200);
  });

  it('generated searches: every chip is booked as it stands, with its service and master', () => {
    const sandbox = createSandbox({ now: () => NOW });
    const s = sandbox.state;
    fc.assert(
      fc.property(fc.nat(), fc.nat(6), fc.integer({ min: 0, max: 23 }), fc.integer({ min: 1, max: 12 }), fc.nat(), (firmIndex, day, from, hours, pick) => {
        const firm = s.firms[firmIndex % s.firms.length]!;
        const own = s.services.filter((x) => x.firmId === firm.id);
        const services = [own[pick % own.length]!.id, own[(pick + 1) % own.length]!.id];
        const dayStart = startOfLocalDay('2026-12-01') + day * DAY;
        for (const chip of freeTimes(s, firm, services, dayStart, from * 60, Math.min(24, from + hours) * 60, sandbox.now())) {
          const placed = placeBooking(s, firm, [{ serviceId: chip.serviceId, masterId: chip.masterId }], Date.parse(chip.startTime), sandbox.now());
          expect(placed?.items[0]).toMatchObject({ serviceId: chip.serviceId, masterId: chip.masterId, start: Date.parse(chip.startTime) });
        }
      }),
      { seed: 20261202, numRuns: 150 },
    );
  });
});
