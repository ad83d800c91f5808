// The saved-reservation draft (SPEC.md section 3) as the salon and master pages write it.
import type { SavedReservation } from '@salonbook/sdk';
import type { Firm, FirmShort, PriceRange, Service } from '../firm/queries';

/** The FirmShort part of a firm (what the draft keeps). */
export function toFirmShort(firm: FirmShort | Firm): FirmShort {
  const { id, name, address, location, rating, reviewCount, photoUrl, categories, priceFrom, currency, isFavorite, distanceMeters } = firm;
  return { id, name, address, location, rating, reviewCount, photoUrl, categories, priceFrom, currency, isFavorite, distanceMeters };
}

/** A new draft: one person, no waiting time, no time chosen yet. */
export function makeDraft(firm: FirmShort | Firm, services: number[], masters?: Record<string, number | null>): SavedReservation {
  return {
    params: masters ? { masters } : {},
    peopleCount: 1,
    awaitingTime: 0,
    isDeleted: false,
    isTemporary: false,
    services: [...new Set(services)],
    comment: '',
    clientPhone: '',
    clientName: '',
    firm: toFirmShort(firm),
    startTime: null,
  };
}

/** Services of the draft that the firm still offers, when the draft belongs to this firm. */
export function draftServices(draft: SavedReservation | null, firmId: number, offered: Service[]): number[] {
  if (!draft || draft.isDeleted || draft.firm?.id !== firmId) return [];
  const ids = new Set(offered.map((s) => s.id));
  return draft.services.filter((id) => ids.has(id));
}

export interface Totals {
  count: number;
  /** The services' currency (the first one's; a firm prices in one currency). */
  currency?: string;
  from: number;
  /** Set when at least one price is a range. */
  to?: number;
  minutes: number;
}

export function totalsOf(services: Array<Pick<Service, 'price' | 'durationMinutes'>>): Totals {
  const currency = services[0]?.price.currency;
  let from = 0;
  let to = 0;
  let ranged = false;
  let minutes = 0;
  for (const s of services) {
    from += s.price.from;
    to += s.price.to ?? s.price.from;
    ranged ||= s.price.to !== undefined && s.price.to !== s.price.from;
    minutes += s.durationMinutes;
  }
  return { count: services.length, currency, from, to: ranged ? to : undefined, minutes };
}

/** "6 000 ₽" or "6 000 – 9 000 ₽" (in the price's own currency) through the shell's money format. */
export function priceText(price: Pick<PriceRange, 'from' | 'to'> & { currency?: string }, money: (n: number, currency?: string) => string): string {
  const { currency } = price;
  return price.to !== undefined && price.to !== null && price.to !== price.from
    ? `${money(price.from, currency)} – ${money(price.to, currency)}`
    : money(price.from, currency);
}

/** The analytics event of choosing one more service: the first is press_service, the second add_service, then add_another_service. */
export function serviceChoiceEvent(alreadyChosen: number): 'press_service' | 'add_service' | 'add_another_service' {
  return alreadyChosen === 0 ? 'press_service' : alreadyChosen === 1 ? 'add_service' : 'add_another_service';
}

/** The draft of this firm with services, or null (another firm's draft, a deleted one, none). */
export function draftOfFirm(draft: SavedReservation | null, firmId: number): SavedReservation | null {
  return draft && !draft.isDeleted && draft.firm?.id === firmId && draft.services.length > 0 ? draft : null;
}

/** The master chosen for a service: an id, or null for "any master". */
export function chosenMaster(draft: SavedReservation, serviceId: number): number | null {
  return draft.params.masters?.[String(serviceId)] ?? null;
}

/** The draft with a master chosen (null: any master) for one service; the time is chosen again. */
export function withMaster(draft: SavedReservation, serviceId: number, masterId: number | null): SavedReservation {
  return { ...draft, params: { ...draft.params, masters: { ...draft.params.masters, [String(serviceId)]: masterId } }, startTime: null };
}

/** The draft with a service added or removed; masters of removed services are forgotten, the time too. */
export function withServices(draft: SavedReservation, services: number[]): SavedReservation {
  const masters = Object.fromEntries(Object.entries(draft.params.masters ?? {}).filter(([id]) => services.includes(Number(id))));
  return { ...draft, services: [...new Set(services)], params: { ...draft.params, masters }, startTime: null };
}

/** The draft on another day (the time of the old day no longer applies). */
export function withDate(draft: SavedReservation, date: string): SavedReservation {
  return { ...draft, params: { ...draft.params, date }, startTime: draft.startTime?.startsWith(date) ? draft.startTime : null };
}

/** A draft whose chosen time has already passed asks for a new time. */
export function timeHasPassed(draft: SavedReservation, now: number = Date.now()): boolean {
  return draft.startTime !== null && new Date(draft.startTime).getTime() <= now;
}

/**
 * The salons whose basket was chosen or worked on in this page's life (per SDK, so per app; a reload or another tab
 * starts with none): only such a basket is shown ticked on its salon page. One kept from an earlier visit is offered
 * instead (`basketAtSalon`), never merged into a new choice, and never ticked after the page has painted.
 */
const liveBaskets = new WeakMap<object, number>();

/** The basket of `firmId` is being chosen or booked now (the salon page, a free-time chip, the booking's steps). */
export function markBasketLive(owner: object, firmId: number): void {
  liveBaskets.set(owner, firmId);
}

export function basketIsLive(owner: object, firmId: number): boolean {
  return liveBaskets.get(owner) === firmId;
}

/** What a salon page does with the saved basket: nothing, its services ticked (a live one), or offered (a stale one). */
export type BasketAtSalon = { kind: 'none' } | { kind: 'ticks'; services: number[] } | { kind: 'offer'; services: number[]; draft: SavedReservation };

/**
 * The saved basket on the salon page of `firmId`: ticked only when it is live (chosen in this page's life), offered
 * when it was left earlier ('Продолжить запись: …' or start anew), nothing when it is another salon's, deleted or
 * holds none of the services the salon offers now.
 */
export function basketAtSalon(draft: SavedReservation | null, firmId: number, offered: Service[], live: boolean): BasketAtSalon {
  const services = draftServices(draft, firmId, offered);
  if (!draft || services.length === 0) return { kind: 'none' };
  return live ? { kind: 'ticks', services } : { kind: 'offer', services, draft };
}
