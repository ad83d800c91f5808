// The booking data of a draft, as query options over the SDK's react helpers, so the salon page can prefetch
// the date strip the moment a service is chosen and the booking screen finds it in the cache.
import type { QueryHelpers } from '@salonbook/sdk/react';
import { useApi } from '../../lib/sdk';
import type { SavedReservation } from '@salonbook/sdk';
import { chosenMaster } from './draft';

/** How many days the strip asks for (the contract's maximum); the firm's bookingDaysAhead cuts it shorter. */
export const STRIP_DAYS = 31;

/** One specific master when every service that has a chosen master has the same one, else undefined (any). */
export function stripMaster(draft: Pick<SavedReservation, 'services' | 'params'>): number | undefined {
  const chosen = new Set(draft.services.map((id) => chosenMaster(draft as SavedReservation, id)).filter((m): m is number => m !== null));
  return chosen.size === 1 ? [...chosen][0] : undefined;
}

type DraftPart = Pick<SavedReservation, 'services' | 'params' | 'peopleCount' | 'firm'>;

/**
 * The date strip's call: slots per day for the draft's services and master, from the server's today (no `date`:
 * the first bookable day comes from the server's clock, never from the device's, which may be a day off).
 */
export function stripInit(draft: DraftPart) {
  return {
    params: {
      query: {
        firmId: draft.firm?.id ?? 0,
        serviceIds: [...draft.services].sort((a, b) => a - b),
        masterId: stripMaster(draft),
        days: STRIP_DAYS,
        peopleCount: draft.peopleCount > 1 ? draft.peopleCount : undefined,
      },
    },
  };
}

/** The date strip as query options (the salon page prefetches it). */
export function stripQuery(api: QueryHelpers, draft: DraftPart) {
  return api.queryOptions('get', '/rest/clients-app/v1/reservations/reservation-times', stripInit(draft));
}

/** The free times of one day. */
export function dayTimesInit(draft: DraftPart, date: string) {
  return {
    params: {
      query: {
        firmId: draft.firm?.id ?? 0,
        serviceIds: [...draft.services].sort((a, b) => a - b),
        masterId: stripMaster(draft),
        date,
        peopleCount: draft.peopleCount > 1 ? draft.peopleCount : undefined,
      },
    },
  };
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
