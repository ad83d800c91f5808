// The booking screen's server calls. What it reads (the firm's booking rules, the date strip, the masters per
// service, a day's free times, the rooms, an express service) through the SDK's query helpers, whose keys come
// from the path and init, so the salon page's prefetch and the booking screen's early start share them.
// What changes something (preview, SMS code, create, express) says which error statuses it shows itself
// (`handles`: 409 slot taken, 422 fields, 429 wait), so the SDK's 404-and-above rule does not take the client
// away from what they typed. Failures become a BookingFailure the steps show.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@salonbook/sdk';
import { createQueryHelpers } from '@salonbook/sdk/react';
import { useApi, useSdk } from '../../lib/sdk';
import { rememberReservation, type Reservation } from '../../entities/reservation/reservation';
import { allocationInit, bookingInfoQuery } from '../../entities/reservation-draft/queries';
import { askAgainOnce, idempotencyHeader } from '../../lib/idempotency';
import type { PageDataContext } from '../../lib/query';
import { parseId } from '../../config/paths';

type ReservationDraft = components['schemas']['ReservationDraft'];
type ReservationCreate = components['schemas']['ReservationCreate'];
type ExpressDraft = components['schemas']['ExpressReservationDraft'];

/** The firm's booking rules and catalogue (days ahead, comment length, people per visit); the salon page prefetches it. */
export function useBookingInfo(firmId: number | null, { enabled = true } = {}) {
  return useQuery({ ...bookingInfoQuery(useApi(), firmId ?? 0), enabled: enabled && firmId !== null });
}

/**
 * What of the booking page is public, asked on the server: the firm's booking rules and catalogue. The rest (the
 * draft's times and masters) follows from the draft, which only the browser has.
 */
export async function prefetchBookingPage({ sdk, queryClient, params }: PageDataContext): Promise<void> {
  const firmId = parseId(params.firmId);
  if (firmId !== null) await queryClient.prefetchQuery(bookingInfoQuery(createQueryHelpers(sdk), firmId));
}

/** One of the firm's discounts (a promotion's link names it), or undefined while asked or when it is gone. */
export function useFirmDiscount(firmId: number, discountId: number | null) {
  const query = useApi().useQuery('get', '/rest/clients-app/v1/firms/{firmId}/discounts', { params: { path: { firmId } } }, { enabled: discountId !== null });
  return query.data?.find((d) => d.id === discountId);
}

/** The date strip and a day's free times (the salon page prefetches the strip; moving a visit uses them too). */
export { useDateStrip, useDayTimes } from '../../entities/reservation-draft/queries';

/** The masters who do each of the services. */
export function useServiceAllocation(firmId: number, services: readonly number[]) {
  return useApi().useQuery('get', '/rest/clients-app/v1/reservations/service-allocation', allocationInit(firmId, services));
}

/** The rooms the services take place in (asked only when `enabled`: more than one person may come). */
export function useRooms(firmId: number, services: number[], enabled: boolean) {
  return useApi().useQuery('get', '/rest/clients-app/v1/reservations/room-info', { params: { query: { firmId, serviceIds: services } } }, { enabled });
}

/** One express service of the firm with its nearest free times. */
export function useExpressService(firmId: number, expressId: number) {
  return useApi().useQuery('get', '/rest/clients-app/v1/firms/{firmId}/express/{expressId}', { params: { path: { firmId, expressId } } });
}

/**
 * The signed-in client's upcoming visits (none asked for a visitor): the time step points out a time that overlaps
 * one of them before the check step.
 */
export function useUpcomingVisits(signedIn: boolean) {
  return useApi().useQuery('get', '/rest/clients-app/v2/reservations', { params: { query: { type: 'future' } } }, { enabled: signedIn });
}

/** Marks every date strip and day's times as stale (a visit was booked, or a slot turned out to be taken). */
export function useRefreshTimes() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ['get', '/rest/clients-app/v1/reservations/reservation-times'] });
    void client.invalidateQueries({ queryKey: ['get', '/rest/clients-app/v1/reservations/available-times'] });
  };
}

/** What went wrong, in the terms a step shows. */
export type BookingFailure =
  | { kind: 'slot-taken'; message: string }
  | { kind: 'fields'; fields: Record<string, string>; message: string }
  | { kind: 'wait'; seconds: number; message: string }
  | { kind: 'bad-code'; message: string; attemptsLeft?: number }
  | { kind: 'network' }
  | { kind: 'server'; status: number; message?: string };

export class BookingError extends Error {
  constructor(readonly failure: BookingFailure) {
    super(failure.kind);
  }
}

/** The failure a step shows for what a mutation threw. */
export function failureOf(error: unknown): BookingFailure | null {
  if (error === null || error === undefined) return null;
  if (error instanceof BookingError) return error.failure;
  return { kind: 'network' };
}

interface Answer {
  error?: unknown;
  response: Response;
}

function failureOfAnswer({ error, response }: Answer): BookingFailure {
  const body = (typeof error === 'object' && error !== null ? error : {}) as { code?: string; message?: string; fields?: { field: string; message: string }[] };
  const message = body.message ?? '';
  if (response.status === 409) return { kind: 'slot-taken', message };
  if (response.status === 422) return { kind: 'fields', message, fields: Object.fromEntries((body.fields ?? []).map((f) => [f.field, f.message])) };
  if (response.status === 429) return { kind: 'wait', message, seconds: Math.max(1, Number(response.headers.get('Retry-After')) || 60) };
  if (response.status === 401 && body.code === 'BAD_SMS_CODE') return { kind: 'bad-code', message };
  return { kind: 'server', status: response.status, message };
}

/** The data of a call's answer, or a BookingError. A fetch that never answered rejects as it is (network). */
async function answered<T>(call: Promise<Answer & { data?: T }>): Promise<T> {
  const result = await call;
  if (result.error !== undefined || !result.response.ok || result.data === undefined) throw new BookingError(failureOfAnswer(result));
  return result.data;
}

export function usePreview() {
  const sdk = useSdk();
  return useMutation({
    mutationFn: (body: ReservationDraft) => answered(sdk.api.POST('/rest/clients-app/v1/reservations/preview', { body, handles: [409, 422] })),
  });
}

export function useSendCode() {
  const sdk = useSdk();
  return useMutation({
    mutationFn: (body: { phone: string; firmId: number }) =>
      answered(sdk.api.POST('/rest/clients-app/v1/reservations/sms-code', { body, handles: [422, 429] })),
  });
}

export function useCheckCode() {
  const sdk = useSdk();
  return useMutation({
    mutationFn: async (body: { phone: string; code: string }) => {
      const result = await answered(sdk.api.POST('/rest/clients-app/v1/reservations/sms', { body, handles: [422, 429] }));
      if (!result.valid) throw new BookingError({ kind: 'bad-code', message: '', attemptsLeft: result.attemptsLeft });
      return result;
    },
  });
}

/**
 * Books the visit; the reservation is remembered for its success page (and put in the query cache). `key` is the
 * attempt's Idempotency-Key (lib/idempotency.ts): a request that got no answer is sent once more with it (the
 * server answers what became of the first), and a Retry sends it again, so the visit is booked once.
 */
export function useCreateReservation() {
  const sdk = useSdk();
  const refreshTimes = useRefreshTimes();
  return useMutation({
    mutationFn: ({ body, key }: { body: ReservationCreate; key: string }) =>
      answered<Reservation>(
        askAgainOnce(() =>
          sdk.api.POST('/rest/clients-app/v2/reservations/create', { body, params: { header: idempotencyHeader(key) }, handles: [404, 409, 422, 429] }),
        ),
      ),
    onSuccess: (reservation) => {
      rememberReservation(sdk, reservation);
      refreshTimes();
    },
  });
}

/** Books an express service; `key` as for useCreateReservation. */
export function useCreateExpress() {
  const sdk = useSdk();
  return useMutation({
    mutationFn: ({ body, key }: { body: ExpressDraft; key: string }) =>
      answered<Reservation>(
        askAgainOnce(() =>
          sdk.api.POST('/rest/clients-app/v2/reservations/express', { body, params: { header: idempotencyHeader(key) }, handles: [404, 409, 422] }),
        ),
      ),
    onSuccess: (reservation) => rememberReservation(sdk, reservation),
  });
}

/** Sends the phone's SMS code (a waitlist place taken without the account's phone needs it): 422 and 429 are shown. */
export function useSendWaitlistCode() {
  return useApi().useMutation('post', '/rest/clients-app/v1/reservations/sms-code', { handles: [422, 429] });
}

/**
 * Takes a place in a day's waitlist: a wrong code (401), an unknown service (404), 422 and too many wrong codes (429)
 * are shown in the form.
 */
export function useJoinWaitlist() {
  const client = useQueryClient();
  return useApi().useMutation('post', '/rest/clients-app/v1/waitlist', {
    handles: [404, 422, 429],
    onSuccess: () => void client.invalidateQueries({ queryKey: ['get', '/rest/clients-app/v1/waitlist'] }),
  });
}
