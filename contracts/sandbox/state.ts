// The sandbox's mutable state and the domain rules over it: sessions, free slots, reservations.
// Pure functions of (state, now); the HTTP layer (routes/) only translates requests and answers, and json.ts writes
// the answers' shapes from the state.
import type { components } from '@salonbook/sdk';
import { buildSeed, prepaymentOf, priceRange, type Seed, type SeedFirm, type SeedMaster, type SeedReservation, type SeedUser } from './seed';
import { DAY, MINUTE, dayOfWeek, isoLocal, localMidnight, minutesOf } from './time';

type S = components['schemas'];

export interface Session {
  userId: number;
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: number;
}

export interface State extends Seed {
  sessions: Session[];
  /** Refresh tokens that were rotated or revoked: using one again is refused. */
  spentRefreshTokens: Set<string>;
  complaints: (S['Complaint'] & { userId: number })[];
  deletionRequests: { phone: string; reason: string | null; at: number }[];
  landingRequests: (S['LandingRequest'] & { id: number; at: number })[];
  /** `forSelf`: bought for the buyer (no recipient), so it is theirs to list. */
  certificatePurchases: (S['CertificatePurchase'] & { userId: number; forSelf?: boolean })[];
  /** Pending 3-D Secure steps: card additions and payments waiting for the bank page's answer. */
  threeDs: Map<string, ThreeDsPending>;
  avatars: Map<string, { type: string; bytes: Uint8Array<ArrayBuffer> }>;
  /** The feature switches v2/configs answers (tests turn one off: `sandbox.state.features.bnpl = false`). */
  features: S['ClientConfig']['features'];
  /** Places in the waitlists of full days, in the order they were taken (waitlist.ts). */
  waitlist: WaitlistEntry[];
  /** Freed times offered from the waitlists: an OFFERED one holds its masters like a booking (masterFree). */
  waitlistOffers: WaitlistOffer[];
  /** The SMS texts sent (the waitlist's offers), newest last: the test control `/__sandbox/sms` reads them. */
  smsSent: { phone: string; text: string; at: number }[];
  nextId: number;
}

export interface WaitlistEntry {
  id: number;
  userId: number | null;
  firmId: number;
  wanted: Wanted;
  people: number;
  /** Local midnight of the day wanted, and the window of starts in minutes of that day [from, to). */
  dayStart: number;
  fromMinute: number;
  toMinute: number;
  clientName: string;
  clientPhone: string;
  status: 'WAITING' | 'OFFERED' | 'BOOKED' | 'EXPIRED' | 'LEFT';
  /** Starts never offered to this entry: free when it joined, or offered and passed on. */
  skip: number[];
  createdAt: number;
}

export interface WaitlistOffer {
  id: number;
  token: string;
  entryId: number;
  status: 'OFFERED' | 'ACCEPTED' | 'DECLINED' | 'LAPSED';
  items: Allocation;
  companions: Allocation;
  start: number;
  holdUntil: number;
  offeredAt: number;
  reservationId: number | null;
}

export type ThreeDsPending =
  | { kind: 'card'; userId: number; card: S['PaymentCard'] }
  | { kind: 'prepayment'; reservationId: number; userId: number | null; saveCard: S['PaymentCard'] | null; token?: string; refusal?: string | null }
  | { kind: 'gift-card'; giftCardId: number; userId: number }
  | { kind: 'certificate'; purchaseId: number; userId: number };

export function createState(now: number): State {
  const seed = buildSeed(now);
  // The demo client's own gift certificate of «Жасмин» (4101), bought and paid (the contract's example 5501).
  const own = seed.certificates.find((c) => c.id === 4101);
  const demo = seed.users[0];
  return {
    ...seed,
    sessions: [],
    spentRefreshTokens: new Set(),
    complaints: [],
    deletionRequests: [],
    landingRequests: [],
    certificatePurchases:
      own && demo
        ? [
            {
              id: 5501,
              userId: demo.id,
              forSelf: true,
              certificateId: own.id,
              product: own.product,
              status: 'PAID',
              price: own.price,
              currency: own.currency,
              code: 'CERT-7Q4M-K2XD-9HTP',
              paymentUrl: null,
              expiresAt: isoLocal(now + own.validityDays * DAY),
            },
          ]
        : [],
    threeDs: new Map(),
    avatars: new Map(),
    features: { bnpl: true, giftCards: true, raffle: true, cardSaving: true },
    waitlist: [],
    waitlistOffers: [],
    smsSent: [],
    nextId: 1,
  };
}

/** A fresh id above everything in the seed. */
export function newId(state: State, base: number) {
  return base + state.nextId++;
}

export const digits = (phone: string | number) => String(phone).replace(/\D/g, '');

export function userByPhone(state: State, phone: string | number): SeedUser | undefined {
  const wanted = digits(phone);
  return state.users.find((u) => digits(u.phone) === wanted);
}

export function token(prefix: string) {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return `${prefix}_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export function openSession(state: State, userId: number, now: number, ttlSeconds: number): Session {
  const session = { userId, accessToken: token('sbx_at'), refreshToken: token('sbx_rt'), accessExpiresAt: now + ttlSeconds * 1000 };
  state.sessions.push(session);
  return session;
}

// --- reviews

/**
 * A master's reviews: those written about them (`masterId`) and the visits' reviews that marked them
 * (`masterRatings`), each with the master's own mark as its rating and the master as its `masterId`.
 */
export function reviewsOfMaster(state: State, masterId: number): State['reviews'] {
  return state.reviews.flatMap((r) => {
    const own = r.masterRatings?.find((x) => x.masterId === masterId);
    if (own) return [{ ...r, masterId, rating: own.rating }];
    return !r.masterRatings && r.masterId === masterId ? [r] : [];
  });
}

// --- slots

const ACTIVE: S['ReservationStatus'][] = ['PENDING', 'CONFIRMED'];
export const SLOT_STEP_MINUTES = 30;

/**
 * Whether `master` works and is free over [start, end): no active booking of theirs, and no freed time held for the
 * first in a waitlist (an OFFERED offer), then. `ignoreReservation` is a booking being moved, or the offer being
 * accepted (its holder books the time it holds).
 */
export function masterFree(state: State, master: SeedMaster, start: number, end: number, ignoreReservation?: number): boolean {
  const day = localMidnight(start);
  if (localMidnight(end - 1) !== day) return false;
  const hours = master.schedule[dayOfWeek(day) as 1];
  if (!hours) return false;
  const from = (start - day) / MINUTE;
  const to = (end - day) / MINUTE;
  if (from < minutesOf(hours.from) || to > minutesOf(hours.to)) return false;
  if (hours.breakFrom && hours.breakTo && from < minutesOf(hours.breakTo) && to > minutesOf(hours.breakFrom)) return false;
  return (
    !state.reservations.some(
      (r) =>
        r.id !== ignoreReservation &&
        ACTIVE.includes(r.status) &&
        [...r.items, ...(r.companions ?? [])].some((i) => i.masterId === master.id && i.start < end && i.end > start),
    ) &&
    !state.waitlistOffers.some(
      (o) =>
        o.id !== ignoreReservation &&
        o.status === 'OFFERED' &&
        [...o.items, ...o.companions].some((i) => i.masterId === master.id && i.start < end && i.end > start),
    )
  );
}

export type Allocation = SeedReservation['items'];

/** The services of a booking in their order, each with its chosen master (null or absent: any master). */
export type Wanted = { serviceId: number; masterId?: number | null }[];

/**
 * Places the services one after the other from `start`, each with its chosen master or the first free one
 * who does it (and is not in `busy` then). Null when some service finds no free master (the slot is taken).
 */
export function allocate(state: State, firmId: number, wanted: Wanted, start: number, ignoreReservation?: number, busy: Allocation = []): Allocation | null {
  const items: Allocation = [];
  let at = start;
  for (const want of wanted) {
    const s = state.services.find((x) => x.id === want.serviceId && x.firmId === firmId);
    if (!s) return null;
    const end = at + s.durationMinutes * MINUTE;
    const candidates = state.masters.filter((m) => m.firmId === firmId && m.serviceIds.includes(s.id) && (want.masterId == null || m.id === want.masterId));
    const overlaps = (i: Allocation[number], m: SeedMaster) => i.masterId === m.id && i.start < end && i.end > at;
    const master = candidates.find(
      (m) => masterFree(state, m, at, end, ignoreReservation) && !items.some((i) => overlaps(i, m)) && !busy.some((i) => overlaps(i, m)),
    );
    if (!master) return null;
    items.push({ serviceId: s.id, masterId: master.id, start: at, end, price: s.price });
    at = end;
  }
  return items;
}

/** How long before its start a visit can still be booked: the salon needs the time to get ready. */
export const LEAD_MINUTES = 30;
/** How far ahead the booking calendar opens (days after today). */
export const BOOKING_DAYS_AHEAD = 30;

/** A booking placed: the first person's services and masters, and the rest of a group's. */
export interface Placement {
  items: Allocation;
  companions: Allocation;
}

/**
 * The one rule of what can be booked, shared by the free times (`daySlots`) and by preview, create and move
 * (routes/reservation-draft.ts), so what is offered is what is accepted: a start at least LEAD_MINUTES from now and
 * within the booking calendar; a group no larger than the firm takes; the services one after the other, each with
 * its chosen master (or any free one who does it); every other person of a group the same services at the same
 * start with other free masters. Null when any of it fails.
 */
export function placeBooking(
  state: State,
  firm: SeedFirm,
  wanted: Wanted,
  start: number,
  now: number,
  people = 1,
  ignoreReservation?: number,
): Placement | null {
  if (start < now + LEAD_MINUTES * MINUTE || start >= localMidnight(now) + (BOOKING_DAYS_AHEAD + 1) * DAY) return null;
  if (!Number.isInteger(people) || people < 1 || people > firm.maxPeopleCount) return null;
  const items = allocate(state, firm.id, wanted, start, ignoreReservation);
  if (!items) return null;
  const companions: Allocation = [];
  for (let person = 1; person < people; person++) {
    const more = allocate(
      state,
      firm.id,
      wanted.map((w) => ({ serviceId: w.serviceId })),
      start,
      ignoreReservation,
      [...items, ...companions],
    );
    if (!more) return null;
    companions.push(...more);
  }
  return { items, companions };
}

/** What a group pays: the services' prices for each person. */
export const groupPrice = (items: Allocation, people: number) => items.reduce((a, i) => a + i.price, 0) * people;

/** The free slots of one local day, every 30 minutes: the starts `placeBooking` accepts. */
export function daySlots(state: State, firm: SeedFirm, wanted: Wanted, dayStart: number, now: number, people = 1, ignoreReservation?: number): S['TimeSlot'][] {
  const hours = firm.hours.find((h) => h.dayOfWeek === dayOfWeek(dayStart));
  if (!hours || hours.isDayOff) return [];
  const slots: S['TimeSlot'][] = [];
  for (let minute = minutesOf(hours.opensAt); minute < minutesOf(hours.closesAt); minute += SLOT_STEP_MINUTES) {
    const start = dayStart + minute * MINUTE;
    const placed = placeBooking(state, firm, wanted, start, now, people, ignoreReservation);
    if (!placed) continue;
    const { items } = placed;
    slots.push({
      startTime: isoLocal(start),
      endTime: isoLocal(items[items.length - 1]!.end),
      masterId: items[0]!.masterId,
      price: groupPrice(items, people),
      currency: firm.currency,
      available: true,
    });
  }
  return slots;
}

/**
 * The first free start of `wanted` from the day `fromDay` on, up to the end of the booking calendar: the first of
 * `daySlots` of the first day that has one (a day with no free time says when the next one is). Null when none.
 */
export function nextFreeSlot(state: State, firm: SeedFirm, wanted: Wanted, fromDay: number, now: number, people = 1): S['TimeSlot'] | null {
  const last = localMidnight(now) + BOOKING_DAYS_AHEAD * DAY;
  for (let day = Math.max(fromDay, localMidnight(now)); day <= last; day += DAY) {
    const slot = daySlots(state, firm, wanted, day, now, people)[0];
    if (slot) return slot;
  }
  return null;
}

/** Why a group one person larger than the largest that can book cannot (the designed `groups.largerReason`). */
export type GroupLimit = 'FIRM_LIMIT' | 'NOT_ENOUGH_MASTERS' | 'NO_FREE_TIME';

/**
 * The group sizes `wanted` can be booked for (designed `groups` of the date strip): each `people` from 1 up to the
 * firm's `maxPeopleCount` for which `placeBooking` accepts some start from today to the end of the booking calendar
 * (`nextFreeSlot`, the free times' own search), so every size listed is offered free times when asked for. A group
 * that fits at a start fits there one person smaller too (the same masters, one fewer), so the sizes are 1..n and
 * the search stops at the first that finds none. With why n + 1 cannot book: the firm's limit, fewer masters who
 * do a service than people, or masters enough who are never free together.
 */
export function groupSizes(state: State, firm: SeedFirm, wanted: Wanted, now: number): { peopleCounts: number[]; largerReason: GroupLimit } {
  const peopleCounts: number[] = [];
  for (let people = 1; people <= firm.maxPeopleCount; people++) {
    if (!nextFreeSlot(state, firm, wanted, localMidnight(now), now, people)) break;
    peopleCounts.push(people);
  }
  const larger = peopleCounts.length + 1;
  if (larger > firm.maxPeopleCount) return { peopleCounts, largerReason: 'FIRM_LIMIT' };
  const fewest = Math.min(...wanted.map(({ serviceId }) => state.masters.filter((m) => m.firmId === firm.id && m.serviceIds.includes(serviceId)).length));
  return { peopleCounts, largerReason: fewest < larger ? 'NOT_ENOUGH_MASTERS' : 'NO_FREE_TIME' };
}

/** A free time of a salon in a search by free time: the start, the service (its name and price) and the master free then. */
export interface FreeTime {
  startTime: string;
  serviceId: number;
  masterId: number;
  serviceName: string;
  price: components['schemas']['PriceRange'];
}

/**
 * The first `count` free starts of a salon on one day within [fromMinute, toMinute) of it, for any one of
 * `serviceIds` (each alone, any master): the starts `daySlots` offers (so `placeBooking` accepts each with its
 * service and master), earliest first, one per start (the first service of the list that is free then).
 */
export function freeTimes(
  state: State,
  firm: SeedFirm,
  serviceIds: number[],
  dayStart: number,
  fromMinute: number,
  toMinute: number,
  now: number,
  count = 3,
): FreeTime[] {
  const found = new Map<number, FreeTime>();
  for (const serviceId of serviceIds) {
    const service = state.services.find((x) => x.id === serviceId)!;
    for (const slot of daySlots(state, firm, [{ serviceId }], dayStart, now)) {
      const start = Date.parse(slot.startTime);
      const minute = (start - dayStart) / MINUTE;
      if (minute < fromMinute || minute >= toMinute || found.has(start)) continue;
      found.set(start, { startTime: slot.startTime, serviceId, masterId: slot.masterId!, serviceName: service.name, price: priceRange(service) });
    }
  }
  return [...found.entries()]
    .sort(([a], [b]) => a - b)
    .slice(0, count)
    .map(([, t]) => t);
}

/** How long before the visit an unpaid prepayment is due at the latest. */
export const PREPAYMENT_MARGIN_MINUTES = 15;

/**
 * When an unpaid prepayment is due: a day before the visit, but never sooner than 30 minutes from now, and never
 * later than PREPAYMENT_MARGIN_MINUTES before the visit starts.
 */
export function prepaymentDeadline(now: number, start: number): number {
  return Math.min(start - PREPAYMENT_MARGIN_MINUTES * MINUTE, Math.max(now + 30 * MINUTE, start - DAY));
}

/** How many days ahead an express service's nearest free times are looked for. */
export const EXPRESS_HORIZON_DAYS = 14;

/**
 * The next free start times of an express service, the earliest first: today's, then the next days' (up to `days`
 * days, today included), so a service with nothing left today offers its nearest time on a later day.
 */
export function nearestExpress(state: State, firmId: number, e: S['ExpressService'], count: number, now: number, days = EXPRESS_HORIZON_DAYS): string[] {
  const firm = state.firms.find((f) => f.id === firmId)!;
  const out: string[] = [];
  const today = localMidnight(now);
  for (let d = 0; d < days && out.length < count; d++) {
    for (const slot of daySlots(state, firm, [{ serviceId: e.serviceId! }], today + d * DAY, now)) {
      out.push(slot.startTime);
      if (out.length >= count) break;
    }
  }
  return out;
}

// --- reservations

export const CANCEL_WINDOW_MINUTES = 120;

/** The status as the client sees it now: an active visit whose end has passed is COMPLETED. */
export function statusNow(r: SeedReservation, now: number): S['ReservationStatus'] {
  return ACTIVE.includes(r.status) && r.end <= now ? 'COMPLETED' : r.status;
}

export function canCancel(r: SeedReservation, now: number, windowMinutes = CANCEL_WINDOW_MINUTES) {
  return ACTIVE.includes(statusNow(r, now)) && r.start - now >= windowMinutes * MINUTE;
}

export function canReview(r: SeedReservation, now: number) {
  return statusNow(r, now) === 'COMPLETED' && r.reviewId === null;
}

/**
 * The designed cancel terms: free cancelling (and moving) until `windowMinutes` before the visit, a paid prepayment
 * refunded in full then; later nothing (the app cannot cancel: 409 CANCEL_NOT_ALLOWED). No deadline once cancelled or finished.
 */
export function cancelTerms(
  r: SeedReservation,
  currency: string,
  now: number,
  windowMinutes = CANCEL_WINDOW_MINUTES,
): Pick<S['Reservation'], 'cancelDeadline' | 'cancelPolicy'> {
  const active = ACTIVE.includes(statusNow(r, now));
  const free = canCancel(r, now, windowMinutes);
  return {
    cancelDeadline: active ? isoLocal(r.start - windowMinutes * MINUTE) : null,
    cancelPolicy: { free, refundAmount: free && r.prepayment?.paid ? r.prepayment.amount : 0, currency },
  };
}

export const total = (r: SeedReservation) => groupPrice(r.items, r.peopleCount);

export function newReservation(
  state: State,
  firm: SeedFirm,
  placed: Allocation | Placement,
  fields: { userId: number | null; peopleCount: number; comment: string | null; clientName: string; clientPhone: string; express?: boolean },
  now: number,
): SeedReservation {
  const id = newId(state, 90300);
  const { items, companions } = Array.isArray(placed) ? { items: placed, companions: [] } : placed;
  const sum = groupPrice(items, fields.peopleCount);
  const start = items[0]!.start;
  const r: SeedReservation = {
    id,
    userId: fields.userId,
    firmId: firm.id,
    items,
    ...(companions.length > 0 ? { companions } : {}),
    start,
    end: items[items.length - 1]!.end,
    status: fields.express ? 'PENDING' : 'CONFIRMED',
    peopleCount: fields.peopleCount,
    comment: fields.comment,
    clientName: fields.clientName,
    clientPhone: fields.clientPhone,
    createdAt: now,
    prepayment: firm.prepaymentRequired && !fields.express ? { amount: prepaymentOf(sum), deadline: prepaymentDeadline(now, start), paid: false } : null,
    reminderToken: token('r'),
    prepaymentToken: token('pp'),
    reviewId: null,
    express: !!fields.express,
  };
  state.reservations.push(r);
  return r;
}
