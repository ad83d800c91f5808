// The waitlist's rules, pure functions of (state, now) like state.ts: joining a day's line, offering a freed time to
// the first in line (held for OFFER_HOLD_MINUTES: nobody else can book it meanwhile, masterFree), accepting, declining,
// and what time does to them (settleWaitlist: a lapsed hold passes the time on, an entry expires after its day).
// The times offered are `daySlots`' and an offer is accepted through `placeBooking`: the booking's one rule.
import { LEAD_MINUTES, daySlots, newId, placeBooking, token, type State, type Wanted, type WaitlistEntry, type WaitlistOffer } from './state';
import type { SeedFirm } from './seed';
import { DAY, MINUTE, isoLocal, localDate } from './time';

/** How long a freed time is held for the client it is offered to. */
export const OFFER_HOLD_MINUTES = 15;

/** The web app's page that opens an offer by its token without sign-in (My bookings). */
export const offerLink = (offerToken: string) => `/my/reservation/history?offer=${encodeURIComponent(offerToken)}`;

/** The starts of an entry's window that are free now: what it is offered, earliest first. */
function freeStarts(state: State, firm: SeedFirm, e: Pick<WaitlistEntry, 'wanted' | 'people' | 'dayStart' | 'fromMinute' | 'toMinute'>, now: number) {
  return daySlots(state, firm, e.wanted, e.dayStart, now, e.people)
    .map((slot) => Date.parse(slot.startTime))
    .filter((start) => {
      const minute = (start - e.dayStart) / MINUTE;
      return minute >= e.fromMinute && minute < e.toMinute;
    });
}

/** An entry still in line (waiting, or holding an offer). */
export const inLine = (e: WaitlistEntry) => e.status === 'WAITING' || e.status === 'OFFERED';

/**
 * A place in line: the same client (phone) in the same line (salon and day) keeps the place they have. The times
 * free as they join are never offered (they can be booked now); later ones are.
 */
export function joinWaitlist(
  state: State,
  firm: SeedFirm,
  fields: Omit<WaitlistEntry, 'id' | 'status' | 'skip' | 'createdAt' | 'firmId'>,
  now: number,
): WaitlistEntry {
  const digits = (p: string) => p.replace(/\D/g, '');
  const held = state.waitlist.find(
    (e) => inLine(e) && e.firmId === firm.id && e.dayStart === fields.dayStart && digits(e.clientPhone) === digits(fields.clientPhone),
  );
  if (held) return held;
  const entry: WaitlistEntry = {
    ...fields,
    id: newId(state, 7100),
    firmId: firm.id,
    status: 'WAITING',
    skip: freeStarts(state, firm, fields, now),
    createdAt: now,
  };
  state.waitlist.push(entry);
  return entry;
}

/** The entry's place in its line (1: first), among those still in line. */
export function positionOf(state: State, e: WaitlistEntry): number {
  return state.waitlist.filter((x) => inLine(x) && x.firmId === e.firmId && x.dayStart === e.dayStart && x.id <= e.id).length;
}

/** Ends an offer (declined or lapsed): its time goes to the next in line at the next settling, never again to this entry. */
export function passOn(state: State, offer: WaitlistOffer, status: 'DECLINED' | 'LAPSED') {
  offer.status = status;
  const entry = state.waitlist.find((e) => e.id === offer.entryId);
  if (entry) {
    entry.skip.push(offer.start);
    if (entry.status === 'OFFERED') entry.status = 'WAITING';
  }
}

/**
 * What time does to the waitlists, run before every request: holds past their time lapse (passed on), entries whose
 * day has ended expire, then each waiting entry, first in line first, is offered the earliest free start of its
 * window it has not passed on, held for OFFER_HOLD_MINUTES, and told by SMS (`sms`). Only starts that can still be
 * booked when the hold ends are offered (LEAD_MINUTES after it), so accepting in time always places the booking.
 */
export function settleWaitlist(state: State, now: number, sms: (phone: string, text: string) => void) {
  for (const o of state.waitlistOffers) if (o.status === 'OFFERED' && o.holdUntil <= now) passOn(state, o, 'LAPSED');
  for (const e of state.waitlist) {
    if (inLine(e) && e.dayStart + DAY <= now) {
      const held = state.waitlistOffers.find((o) => o.entryId === e.id && o.status === 'OFFERED');
      if (held) passOn(state, held, 'LAPSED');
      e.status = 'EXPIRED';
    }
  }
  for (const e of state.waitlist) {
    if (e.status !== 'WAITING') continue;
    const firm = state.firms.find((f) => f.id === e.firmId);
    if (!firm) continue;
    const soonest = now + (OFFER_HOLD_MINUTES + LEAD_MINUTES) * MINUTE;
    const start = freeStarts(state, firm, e, now).find((t) => t >= soonest && !e.skip.includes(t));
    if (start === undefined) continue;
    const placed = placeBooking(state, firm, e.wanted, start, now, e.people);
    if (!placed) continue;
    const offer: WaitlistOffer = {
      id: newId(state, 70000),
      token: token('wl'),
      entryId: e.id,
      status: 'OFFERED',
      items: placed.items,
      companions: placed.companions,
      start,
      holdUntil: now + OFFER_HOLD_MINUTES * MINUTE,
      offeredAt: now,
      reservationId: null,
    };
    state.waitlistOffers.push(offer);
    e.status = 'OFFERED';
    const time = isoLocal(start).slice(11, 16);
    const until = isoLocal(offer.holdUntil).slice(11, 16);
    const day = localDate(start).split('-').reverse().slice(0, 2).join('.');
    sms(e.clientPhone, `Salonbook: освободилось время ${day} в ${time}, ${firm.name}. Держим его для вас до ${until}: ${offerLink(offer.token)}`);
  }
}

/**
 * Books a held time for its entry's client: the offer's masters at its start, through `placeBooking` with the hold
 * itself ignored. Null when the offer is not open (OFFERED before holdUntil) or the time cannot be placed.
 */
export function placeOffer(state: State, offer: WaitlistOffer, now: number) {
  if (offer.status !== 'OFFERED' || offer.holdUntil <= now) return null;
  const entry = state.waitlist.find((e) => e.id === offer.entryId)!;
  const firm = state.firms.find((f) => f.id === entry.firmId)!;
  const wanted: Wanted = offer.items.map((i) => ({ serviceId: i.serviceId, masterId: i.masterId }));
  const placed = placeBooking(state, firm, wanted, offer.start, now, entry.people, offer.id);
  return placed ? { entry, firm, placed } : null;
}
