// The reservation screens' server calls: the client's lists (future / past, page by page), the visited salons,
// one reservation, and what changes it (cancel, move), which show their 409s and 422s themselves (`handles`).
// Book again reads the visit it repeats through the same query helpers (fetchQuery over queryOptions).
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { offsetPaging, pathKey } from '@salonbook/sdk/react';
import type { components } from '@salonbook/sdk';
import { paths } from '../../config/paths';
import { useApi, useSdk } from '../../lib/sdk';
import { useSavedReservation } from '../../lib/state';
import { draftFromReservation } from '../../entities/reservation-draft/client';
import { rememberReservation } from '../../entities/reservation/reservation';

export type ReservationShort = components['schemas']['ReservationShort'];
export type ListType = 'future' | 'past';

/** Visits per page of the lists. */
export const LIST_PAGE = 10;

const ONE = '/rest/clients-app/v2/reservations/{reservationId}';
const LIST = '/rest/clients-app/v2/reservations';
const HISTORY = '/rest/clients-app/v2/reservations/history';

/** The signed-in client's future (nearest first) or past (latest first) visits, page by page. */
export function useReservationList(type: ListType) {
  return useApi().useInfiniteQuery('get', LIST, { params: { query: { type, limit: LIST_PAGE } } }, offsetPaging);
}

/** The salons the client has booked at (latest first). */
export function useVisitedFirms() {
  return useApi().useQuery('get', '/rest/clients-app/v2/reservations/history/firms');
}

/** A reservation of the signed-in client, asked only when `enabled`. */
export function useReservation(reservationId: number, enabled = true) {
  return useApi().useQuery('get', ONE, { params: { path: { reservationId } } }, { enabled });
}

/** After a change: the lists and the visited salons are asked again; the reservation takes the answer. */
function useRefreshAfter() {
  const client = useQueryClient();
  const api = useApi();
  return (reservation: components['schemas']['Reservation']) => {
    client.setQueryData(api.queryOptions('get', ONE, { params: { path: { reservationId: reservation.id } } }).queryKey, reservation);
    void client.invalidateQueries({ queryKey: pathKey('get', LIST) });
    void client.invalidateQueries({ queryKey: pathKey('get', '/rest/clients-app/v2/reservations/history/firms') });
    void client.invalidateQueries({ queryKey: ['get', '/rest/clients-app/v1/reservations/reservation-times'] });
    void client.invalidateQueries({ queryKey: ['get', '/rest/clients-app/v1/reservations/available-times'] });
  };
}

/** Cancels: a 409 (too late: CANCEL_NOT_ALLOWED) and a 422 are shown on the page. */
export function useCancelReservation() {
  const refresh = useRefreshAfter();
  return useApi().useMutation('post', '/rest/clients-app/v2/reservations/{reservationId}/cancel', { handles: [409, 422], onSuccess: refresh });
}

/** Moves the visit: a 409 (the time was taken, or too late) and a 422 are shown on the page. */
export function useMoveReservation() {
  const refresh = useRefreshAfter();
  return useApi().useMutation('put', ONE, { handles: [409, 422], onSuccess: refresh });
}

/**
 * Book again: a new draft with the same services and masters as the visit (its full reservation is read), and the
 * booking opens at the time step. `again.visit(id)` repeats a visit; `again.firm(firm)` the latest finished visit at
 * that salon, or opens the salon when there is none.
 */
export function useBookAgain() {
  const client = useQueryClient();
  const api = useApi();
  const navigate = useNavigate();
  const [, setDraft] = useSavedReservation();
  const visit = async (reservationId: number) => {
    const reservation = await client.fetchQuery(api.queryOptions('get', ONE, { params: { path: { reservationId } } }));
    setDraft(draftFromReservation(reservation));
    navigate(`${paths.booking(reservation.firm.id)}?step=time`);
  };
  const firm = async (firmId: number) => {
    const history = await client.fetchQuery(api.queryOptions('get', HISTORY, { params: { query: { firmId, limit: 1 } } }));
    const last = history.items[0];
    if (last) await visit(last.id);
    else navigate(paths.salon(firmId));
  };
  return { visit, firm };
}

const REVIEWS = '/rest/clients-app/v2/reservations/{reservationId}/reviews';

/** The review form of a finished visit (and the client's review once written), asked only when `enabled`. */
export function useReviewForm(reservationId: number, enabled: boolean) {
  return useApi().useQuery('get', REVIEWS, { params: { path: { reservationId } } }, { enabled });
}

/** Leaves the review: a 409 (already reviewed, not finished) and a 422 are shown in the form. */
export function useCreateReview(reservationId: number) {
  const client = useQueryClient();
  const api = useApi();
  return useApi().useMutation('post', REVIEWS, {
    handles: [409, 422],
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: api.queryOptions('get', REVIEWS, { params: { path: { reservationId } } }).queryKey });
      void client.invalidateQueries({ queryKey: api.queryOptions('get', ONE, { params: { path: { reservationId } } }).queryKey });
      void client.invalidateQueries({ queryKey: pathKey('get', LIST) });
    },
  });
}

/** A complaint about the salon, a master or the visit: a 422 is shown next to the field it names. */
export function useCreateComplaint() {
  return useApi().useMutation('post', '/rest/clients-app/v1/complaints', { handles: [422] });
}

export type HistoryItem = components['schemas']['ReservationHistoryItem'];

/** The client's past visits at one salon (latest first), page by page: the visited salons' filter. */
export function useSalonHistory(firmId: number) {
  return useApi().useInfiniteQuery('get', HISTORY, { params: { query: { firmId, limit: LIST_PAGE } } }, offsetPaging);
}

/**
 * A history item as the lists' card reads it: the end from the services' durations, the masters from the services,
 * and the history's FINISHED read as the reservation's COMPLETED (the same visit, named by another operation).
 */
export function visitOfHistory(item: HistoryItem): ReservationShort {
  const minutes = item.services.reduce((sum, s) => sum + s.durationMinutes, 0);
  // An instant (the screens show every time in Asia/Aqtau, whatever offset it is written with).
  const end = new Date(new Date(item.startTime).getTime() + minutes * 60_000).toISOString();
  return {
    id: item.id,
    status: item.status === 'FINISHED' ? 'COMPLETED' : (item.status as ReservationShort['status']),
    firm: item.firm,
    startTime: item.startTime,
    endTime: end,
    serviceNames: item.services.map((s) => s.name),
    masterNames: item.services.flatMap((s) => (s.masterName ? [s.masterName] : [])),
    totalPrice: item.totalPrice,
    currency: item.currency,
    canCancel: false,
    canReview: item.canReview ?? false,
  };
}

const WAITLIST = '/rest/clients-app/v1/waitlist';
const OFFER = '/rest/clients-app/v1/waitlist/offers/{offerToken}';

export type WaitlistEntry = components['schemas']['WaitlistEntry'];
export type WaitlistOffer = components['schemas']['WaitlistOffer'];

/** The signed-in client's places in waitlists, with the freed times held for them (asked again every half minute). */
export function useWaitlist(enabled = true) {
  return useApi().useQuery('get', WAITLIST, undefined, { enabled, refetchInterval: 30_000 });
}

/** A freed time offered by the SMS link's token (no sign-in); an unknown token says so on the page. */
export function useWaitlistOffer(offerToken: string) {
  return useApi().useQuery('get', OFFER, { params: { path: { offerToken } }, handles: [404] }, { retry: false });
}

/** After an offer or a place changes: the places, the offer, the lists of visits and the free times are asked again. */
function useRefreshWaitlist() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: pathKey('get', WAITLIST) });
    void client.invalidateQueries({ queryKey: pathKey('get', OFFER) });
    void client.invalidateQueries({ queryKey: pathKey('get', LIST) });
    void client.invalidateQueries({ queryKey: ['get', '/rest/clients-app/v1/reservations/available-times'] });
    void client.invalidateQueries({ queryKey: ['get', '/rest/clients-app/v1/reservations/reservation-times'] });
  };
}

/** Leaves a waitlist (a held time goes to the next in line). */
export function useLeaveWaitlist() {
  return useApi().useMutation('delete', '/rest/clients-app/v1/waitlist/{waitlistId}', { handles: [404], onSuccess: useRefreshWaitlist() });
}

/** Books the held time: the visit is remembered for its success page; a closed offer (409) is said on the page. */
export function useAcceptOffer() {
  const sdk = useSdk();
  const refresh = useRefreshWaitlist();
  return useApi().useMutation('post', `${OFFER}/accept`, {
    handles: [404, 409],
    onSuccess: (reservation) => {
      rememberReservation(sdk, reservation as components['schemas']['Reservation']);
      refresh();
    },
  });
}

/** Declines the held time: it goes to the next in line. */
export function useDeclineOffer() {
  return useApi().useMutation('post', `${OFFER}/decline`, { handles: [404, 409], onSuccess: useRefreshWaitlist() });
}
