// The booking data of a draft, as query options over the SDK's react helpers, so the salon page can prefetch
// the date strip the moment a service is chosen and the booking screen finds it in the cache.
import type { QueryHelpers } from '@salonbook/sdk/react';
import { useApi } from '../../lib/sdk';
import type { SavedReservation } from '@salonbook/sdk';
import { chosenMaster } from './draft';

/** How many days the strip asks for (the contract's maximum); the firm's bookingDaysAhead cuts it shorter. */
export const STRIP_DAYS = 31;

type DraftPart = Pick<SavedReservation, 'services' | 'params' | 'peopleCount' | 'firm'>;

/**
 * What the free times are asked for: the basket as it will be booked. The services in the draft's order (the order
 * the preview and the create place them in), the master of each (0: any; left out when every service is any
 * master's) and the number of people, so every time offered is one the preview and the create accept.
 */
export function basketQuery(draft: DraftPart) {
  const masterIds = draft.services.map((id) => chosenMaster(draft as SavedReservation, id) ?? 0);
  return {
    firmId: draft.firm?.id ?? 0,
    serviceIds: [...draft.services],
    masterIds: masterIds.some((m) => m !== 0) ? masterIds : undefined,
    peopleCount: draft.peopleCount > 1 ? draft.peopleCount : undefined,
  };
}

/**
 * The date strip's call: slots per day for the draft's basket, from the server's today (no `date`: the first
 * bookable day comes from the server's clock, never from the device's, which may be a day off).
 */
export function stripInit(draft: DraftPart) {
  return { params: { query: { ...basketQuery(draft), days: STRIP_DAYS } } };
}

/** The firm's booking rules and catalogue as query options (the salon page and the booking page's server prefetch it). */
export function bookingInfoQuery(api: QueryHelpers, firmId: number) {
  return api.queryOptions('get', '/rest/clients-app/v1/reservations/firm/{firmId}', { params: { path: { firmId } } });
}

/** The date strip as query options (the salon page prefetches it). */
export function stripQuery(api: QueryHelpers, draft: DraftPart) {
  return api.queryOptions('get', '/rest/clients-app/v1/reservations/reservation-times', stripInit(draft));
}

/** The free times of one day. */
export function dayTimesInit(draft: DraftPart, date: string) {
  return { params: { query: { ...basketQuery(draft), date } } };
}

/** The masters who do each service of the draft (the masters step's call). */
export function allocationInit(firmId: number, services: readonly number[]) {
  return { params: { query: { firmId, serviceIds: [...services].sort((a, b) => a - b) } } };
}

interface StripDay {
  date: string;
  available: boolean;
  slots: readonly { available: boolean }[];
}

/** The day the time step shows: the chosen one while it is open, else the first day with free time, else none. */
export function timeStepDate(days: readonly StripDay[], chosen: string | null | undefined): string | null {
  const firstFree = days.find((d) => d.available && d.slots.some((s) => s.available));
  const chosenDay = days.find((d) => d.date === chosen && d.available);
  return chosenDay?.date ?? firstFree?.date ?? null;
}

/** The date strip of a draft's services and masters, from the server's today (booking's time step, moving a visit). */
export function useDateStrip(draft: DraftPart) {
  return useApi().useQuery('get', '/rest/clients-app/v1/reservations/reservation-times', stripInit(draft));
}

/** The free times of one day for a draft's services and masters; nothing is asked while there is no day. */
export function useDayTimes(draft: DraftPart, date: string | null) {
  return useApi().useQuery('get', '/rest/clients-app/v1/reservations/available-times', dayTimesInit(draft, date ?? ''), { enabled: date !== null });
}
