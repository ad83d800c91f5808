// What the booking offers, a client can book: a generated test over the in-process sandbox. Random baskets (1-4
// services of a salon in a random order, a chosen master or any master for each, 1-3 people), anonymous or signed in,
// a random offered day and time: the free times are asked exactly as the time step asks them (stripInit,
// dayTimesInit), the preview and the create get the draft as the booking sends it (draftBody), and the created visit
// has exactly the chosen services, in their order, with the chosen masters, at the chosen start. The same for the
// search by free time: a chip (a salon's free time on a day and window) is booked as the chip's draft has it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBookingSdk, createMemoryStorage, type SavedReservation } from '@salonbook/sdk';
import { createSandbox, SMS_CODE, type Sandbox } from '@salonbook/contracts/sandbox';
import { signIn } from '../../test/app';
import { dayTimesInit, stripInit } from './queries';
import { draftBody } from './client';
import { makeDraft } from './draft';
import { groupsInit } from './offeredPeople';

const NOW = new Date('2026-12-01T10:00:00+05:00');

interface Basket {
  firm: number;
  /** Indexes into the firm's services (distinct; their order is the basket's). */
  services: number[];
  /** Per service: 0 for any master, else an index into the masters who do it (plus one). */
  masters: number[];
  people: number;
  signedIn: boolean;
  day: number;
  time: number;
}

const basket = fc.record({
  firm: fc.nat(),
  services: fc.uniqueArray(fc.nat(40), { minLength: 1, maxLength: 4 }),
  masters: fc.array(fc.nat(6), { minLength: 4, maxLength: 4 }),
  people: fc.integer({ min: 1, max: 3 }),
  signedIn: fc.boolean(),
  day: fc.nat(),
  time: fc.nat(),
});

let phones = 0;

/** The SDK as the app makes it, over the in-process sandbox. */
function sdkOf(sandbox: Sandbox) {
  return createBookingSdk({
    credentials: { apiKey: 'test-key', clientSecret: 'test-secret', clientId: 'WEB' },
    baseUrl: 'http://api.test',
    storage: createMemoryStorage(),
    fetch: (request) => sandbox.fetch(request),
    navigate: () => {},
  });
}

/** A generated basket as the booking's draft: the salon, its services in order, the master of each, the people. */
function basketOf(sandbox: Sandbox, b: Basket) {
  const state = sandbox.state;
  const firm = state.firms[b.firm % state.firms.length]!;
  const offered = state.services.filter((s) => s.firmId === firm.id);
  const services = [...new Set(b.services.map((i) => offered[i % offered.length]!.id))];
  const masters: Record<string, number | null> = {};
  services.forEach((id, i) => {
    const doers = state.masters.filter((m) => m.firmId === firm.id && m.serviceIds.includes(id));
    const pick = b.masters[i]! % (doers.length + 1);
    masters[String(id)] = pick === 0 ? null : doers[pick - 1]!.id;
  });
  const people = Math.min(b.people, firm.maxPeopleCount);
  const shortFirm = {
    id: firm.id,
    name: firm.name,
    address: firm.address,
    location: { lat: 43.65, lng: 51.16 },
    rating: 0,
    reviewCount: 0,
    categories: [],
    currency: firm.currency,
    isFavorite: false,
  };
  const draft: SavedReservation = { ...makeDraft(shortFirm, services, masters), peopleCount: people };
  return { firm, services, masters, people, draft };
}

/**
 * Books one generated basket; returns what went wrong, or null when offered meant bookable (or nothing was offered,
 * unless `mustOffer`: a group size the strip's `groups` listed must be offered a time).
 */
async function bookOffered(sandbox: Sandbox, b: Basket, mustOffer = false): Promise<string | null> {
  const { firm, services, masters, people, draft: basketDraft } = basketOf(sandbox, b);
  const sdk = sdkOf(sandbox);
  const session = b.signedIn ? sandbox.signIn() : null;
  if (session) signIn(sdk, session);
  let draft = basketDraft;

  const strip = await sdk.api.GET('/rest/clients-app/v1/reservations/reservation-times', stripInit(draft));
  if (!strip.data) return `times: ${strip.response.status} ${JSON.stringify(strip.error)}`;
  const open = strip.data.days.filter((d) => d.available);
  if (open.length === 0) return mustOffer ? `${people} people were offered, but no day has a free time for them` : null; // nothing offered: nothing to book
  const date = open[b.day % open.length]!.date;
  const day = await sdk.api.GET('/rest/clients-app/v1/reservations/available-times', dayTimesInit(draft, date));
  const slots = (day.data?.days[0]?.slots ?? []).filter((s) => s.available);
  if (slots.length === 0) return `the strip offered ${date}, its day answered no free time`;
  const slot = slots[b.time % slots.length]!;

  phones += 1;
  const phone = session ? '+77011234567' : `+7705${String(phones).padStart(7, '0')}`;
  draft = { ...draft, startTime: slot.startTime, clientName: 'Алия', clientPhone: phone };
  const body = draftBody(draft);
  const preview = await sdk.api.POST('/rest/clients-app/v1/reservations/preview', { body, handles: [409, 422] });
  if (!preview.data) return `preview of the offered ${slot.startTime}: ${preview.response.status} ${JSON.stringify(preview.error)}`;
  if (preview.data.smsCodeRequired) {
    const sent = await sdk.api.POST('/rest/clients-app/v1/reservations/sms-code', { body: { phone, firmId: firm.id }, handles: [422, 429] });
    if (!sent.data) return `sms code: ${sent.response.status}`;
  }
  const created = await sdk.api.POST('/rest/clients-app/v2/reservations/create', {
    body: { ...body, ...(preview.data.smsCodeRequired ? { smsCode: SMS_CODE } : {}) },
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    handles: [409, 422],
  });
  if (!created.data) return `create of the offered ${slot.startTime}: ${created.response.status} ${JSON.stringify(created.error)}`;
  const visit = created.data;
  const got = visit.services.map((s) => `${s.service.id}:${s.master?.id ?? '?'}`);
  const wanted = services.map((id, i) => `${id}:${masters[String(id)] ?? visit.services[i]?.master?.id ?? '?'}`);
  if (JSON.stringify(got) !== JSON.stringify(wanted)) return `booked ${got.join(',')} for ${wanted.join(',')}`;
  if (Date.parse(visit.startTime) !== Date.parse(slot.startTime)) return `booked at ${visit.startTime} for ${slot.startTime}`;
  if (visit.peopleCount !== people) return `booked for ${visit.peopleCount} people, not ${people}`;
  if (visit.totalPrice !== slot.price) return `the slot said ${slot.price}, the visit costs ${visit.totalPrice}`;
  return null;
}

/**
 * The people choice of a generated basket: the sizes the date strip's `groups` lists, asked as the details step asks
 * (groupsInit). Each size is booked, on a fresh sandbox, at a time offered for it; the next size up is offered no
 * time at all, and the reason given for it is the true one. What went wrong, or null.
 */
async function bookEveryGroupSize(b: Basket): Promise<string | null> {
  const sandbox = createSandbox({ now: () => NOW });
  const sdk = sdkOf(sandbox);
  const { firm, draft } = basketOf(sandbox, b);
  const strip = await sdk.api.GET('/rest/clients-app/v1/reservations/reservation-times', groupsInit(draft));
  const groups = strip.data?.groups;
  if (!groups) return `times: ${strip.response.status}, no groups`;
  const { peopleCounts, largerReason } = groups;
  if (peopleCounts.some((n, i) => n !== i + 1)) return `the sizes ${peopleCounts.join()} are not 1..n`;
  for (const people of peopleCounts) {
    const failed = await bookOffered(createSandbox({ now: () => NOW }), { ...b, people }, true);
    if (failed) return `${people} people: ${failed}`;
  }
  const larger = peopleCounts.length + 1;
  if (larger > firm.maxPeopleCount) return largerReason === 'FIRM_LIMIT' ? null : `${larger} is over the salon's ${firm.maxPeopleCount}, said ${largerReason}`;
  if (largerReason === 'FIRM_LIMIT') return `${larger} is within the salon's ${firm.maxPeopleCount}, said FIRM_LIMIT`;
  const bigger = await sdk.api.GET('/rest/clients-app/v1/reservations/reservation-times', stripInit({ ...draft, peopleCount: larger }));
  if (!bigger.data) return `times for ${larger}: ${bigger.response.status}`;
  if (bigger.data.days.some((d) => d.available) || bigger.data.nextFreeTime) return `${larger} people were not offered, yet have a free time`;
  const doers = draft.services.map((id) => sandbox.state.masters.filter((m) => m.firmId === firm.id && m.serviceIds.includes(id)).length);
  const short = Math.min(...doers) < larger;
  if (short !== (largerReason === 'NOT_ENOUGH_MASTERS')) return `${larger} people: ${Math.min(...doers)} masters, said ${largerReason}`;
  return null;
}

describe('every group size the people choice offers books at an offered time', () => {
  // Fixed cases: the salon for groups (110, «Әсем») with a manicure (four manicurists: 1-4 people), and salon 101's
  // haircut (two hairdressers: 1-2, a third has no master of their own).
  const fixed: [Basket, number[]][] = [
    [{ firm: 9, services: [4], masters: [0, 0, 0, 0], people: 1, signedIn: false, day: 3, time: 2 }, [1, 2, 3, 4]],
    [{ firm: 0, services: [0], masters: [0, 0, 0, 0], people: 1, signedIn: true, day: 0, time: 0 }, [1, 2]],
  ];
  for (const [i, [b, sizes]] of fixed.entries()) {
    it(`fixed case ${i + 1}: ${JSON.stringify(b)} offers ${sizes.join(', ')}`, async () => {
      const sandbox = createSandbox({ now: () => NOW });
      const strip = await sdkOf(sandbox).api.GET('/rest/clients-app/v1/reservations/reservation-times', groupsInit(basketOf(sandbox, b).draft));
      expect(strip.data?.groups?.peopleCounts).toEqual(sizes);
      expect(await bookEveryGroupSize(b)).toBeNull();
    }, 60_000);
  }

  it('generated baskets at random salons: each size offered is booked, the next is offered no time and says why', async () => {
    await fc.assert(
      fc.asyncProperty(basket, async (b) => {
        expect(await bookEveryGroupSize(b)).toBeNull();
      }),
      { seed: 20261203, numRuns: 60, endOnFailure: false },
    );
  }, 300_000);
});

const search = fc.record({
  city: fc.constantFrom(1, 2, 3, 4),
  day: fc.nat(6),
  from: fc.integer({ min: 0, max: 23 }),
  hours: fc.integer({ min: 1, max: 12 }),
  pick: fc.nat(),
  signedIn: fc.boolean(),
});

/** Searches by free time as the search page asks, then books one chip as its draft has it; what went wrong, or null. */
async function bookChip(
  sandbox: Sandbox,
  q: { city: number; day: number; from: number; hours: number; pick: number; signedIn: boolean },
): Promise<string | null> {
  const sdk = createBookingSdk({
    credentials: { apiKey: 'test-key', clientSecret: 'test-secret', clientId: 'WEB' },
    baseUrl: 'http://api.test',
    storage: createMemoryStorage(),
    fetch: (request) => sandbox.fetch(request),
    navigate: () => {},
  });
  const session = q.signedIn ? sandbox.signIn() : null;
  if (session) signIn(sdk, session);
  const date = `2026-12-0${1 + q.day}`;
  const timeFrom = `${String(q.from).padStart(2, '0')}:00`;
  const timeTo = `${String(Math.min(24, q.from + q.hours)).padStart(2, '0')}:00`;
  const found = await sdk.api.GET('/rest/clients-app/v1/firms/search', {
    params: { query: { date, timeFrom, timeTo, limit: 100 }, header: { city_id: q.city } },
  });
  if (!found.data) return `search: ${found.response.status}`;
  const chips = found.data.items.flatMap((firm) => (firm.freeTimes ?? []).map((chip) => ({ firm, chip })));
  if (found.data.items.some((f) => (f.freeTimes ?? []).length === 0)) return 'a salon without a free time was listed';
  if (chips.length === 0) return null;
  const { firm, chip } = chips[q.pick % chips.length]!;
  phones += 1;
  const phone = session ? '+77011234567' : `+7706${String(phones).padStart(7, '0')}`;
  // The draft as the chip writes it (entities/free-time/FreeTimeChips).
  const draft: SavedReservation = {
    ...makeDraft(firm, [chip.serviceId], { [String(chip.serviceId)]: chip.masterId }),
    startTime: chip.startTime,
    clientName: 'Алия',
    clientPhone: phone,
  };
  const body = draftBody(draft);
  const preview = await sdk.api.POST('/rest/clients-app/v1/reservations/preview', { body, handles: [409, 422] });
  if (!preview.data) return `preview of the chip ${chip.startTime}: ${preview.response.status} ${JSON.stringify(preview.error)}`;
  const created = await sdk.api.POST('/rest/clients-app/v2/reservations/create', {
    body: { ...body, ...(preview.data.smsCodeRequired ? { smsCode: SMS_CODE } : {}) },
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    handles: [409, 422],
  });
  if (!created.data) return `create of the chip ${chip.startTime}: ${created.response.status} ${JSON.stringify(created.error)}`;
  const got = created.data.services.map((x) => `${x.service.id}:${x.master?.id}`);
  if (got.join() !== `${chip.serviceId}:${chip.masterId}`) return `booked ${got.join()} for the chip's ${chip.serviceId}:${chip.masterId}`;
  if (Date.parse(created.data.startTime) !== Date.parse(chip.startTime)) return `booked at ${created.data.startTime} for ${chip.startTime}`;
  return null;
}

describe('a chip of the search by free time is booked as it stands', () => {
  it('generated searches: every chip is previewed and created with its service, master and start', async () => {
    await fc.assert(
      fc.asyncProperty(search, async (q) => {
        expect(await bookChip(createSandbox({ now: () => NOW }), q)).toBeNull();
      }),
      { seed: 20261202, numRuns: 60, endOnFailure: false },
    );
  }, 300_000);
});

describe('what the booking offers, a client can book', () => {
  // Counterexamples fast-check found (shrunk), kept as fixed cases. Two services of salon 101 with a chosen master
  // each: the times were asked with the services sorted and one master for all, so 10:30 was offered and taken.
  const found: Basket[] = [{ firm: 0, services: [0, 20], masters: [5, 3, 0, 0], people: 1, signedIn: false, day: 0, time: 0 }];
  for (const [i, b] of found.entries()) {
    it(`fixed case ${i + 1}: ${JSON.stringify(b)}`, async () => {
      expect(await bookOffered(createSandbox({ now: () => NOW }), b)).toBeNull();
    });
  }

  it('generated baskets: every offered time is previewed and created as chosen', async () => {
    await fc.assert(
      fc.asyncProperty(basket, async (b) => {
        // A fresh sandbox per basket: a failure shrinks to the same counterexample whatever ran before it.
        expect(await bookOffered(createSandbox({ now: () => NOW }), b)).toBeNull();
      }),
      { seed: 20261201, numRuns: 200, endOnFailure: false },
    );
  }, 300_000);
});
