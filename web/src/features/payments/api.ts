// The payment screens' server calls: a reservation's prepayment (signed in, or by the link's token), paying it with
// a saved card, a new card's cryptogram (CloudPayments), PayBox's page, a gift card's balance or in parts on the
// installment page (buy now, pay later), each with the attempt's Idempotency-Key
// (lib/idempotency.ts). The pay calls show their own errors (`handles`: 404 a card gone, 409 paid or too late, 422,
// 5xx stay on the page with Retry). After a payment the visit's queries are asked again.
import { useQueryClient } from '@tanstack/react-query';
import { pathKey } from '@salonbook/sdk/react';
import type { components } from '@salonbook/sdk';
import { useApi, useSdk } from '../../lib/sdk';
import { rememberPaid } from '../../entities/reservation/reservation';
import { idempotencyHeader } from '../../lib/idempotency';

export type PrepaymentInfo = components['schemas']['PrepaymentInfo'];
export type PrepaymentResult = components['schemas']['PrepaymentResult'];
export type PrepaymentMethod = components['schemas']['PrepaymentMethod'];

const PREPAYMENT = '/rest/clients-app/v2/reservations/{reservationId}/prepayments';
const BY_LINK = '/rest/v1/client/prepayment-registration/{reservationId}/{token}';
/** Errors a pay call shows itself. */
const PAY_HANDLES = [404, 409, 422, 500, 502, 503, 504] as const;

/** The prepayment page: the signed-in client's own reservation, or by the link's token (no sign-in, no saved cards). */
export function usePrepayment(reservationId: number, token: string | null) {
  const api = useApi();
  const own = api.useQuery('get', PREPAYMENT, { params: { path: { reservationId } } }, { enabled: token === null });
  const link = api.useQuery('get', BY_LINK, { params: { path: { reservationId, token: token ?? '' } } }, { enabled: token !== null });
  return token === null ? own : link;
}

/** The prepayment's state now (after a payment returned, or a pay call got no answer). */
export function useFetchPrepayment() {
  const api = useApi();
  const client = useQueryClient();
  return (reservationId: number, token: string | null) =>
    client.fetchQuery({ ...api.queryOptions('get', PREPAYMENT, { params: { path: { reservationId }, query: token ? { token } : {} } }), staleTime: 0 });
}

/** After a payment: the prepayment, the visit, the lists and the history are asked again; the remembered new booking is paid. */
export function useRefreshAfterPayment() {
  const client = useQueryClient();
  const sdk = useSdk();
  return (reservationId: number) => {
    rememberPaid(sdk, reservationId);
    return Promise.all(
      [
        PREPAYMENT,
        BY_LINK,
        '/rest/clients-app/v2/reservations/{reservationId}',
        '/rest/clients-app/v2/reservations',
        '/rest/clients-app/v2/reservations/history',
        '/rest/clients-app/v1/payments/history',
        '/rest/clients-app/v1/payments/cards',
      ].map((path) => client.invalidateQueries({ queryKey: pathKey('get', path as typeof PREPAYMENT) })),
    );
  };
}

export function usePayWithCard() {
  return useApi().useMutation('post', '/rest/clients-app/v2/reservations/{reservationId}/prepayments/cards/{cardId}', { handles: PAY_HANDLES });
}

export function usePayCloudPayments() {
  return useApi().useMutation('post', '/rest/clients-app/v2/reservations/{reservationId}/prepayments/cloud-payments', { handles: PAY_HANDLES });
}

export function usePayBox() {
  return useApi().useMutation('post', '/rest/clients-app/v2/reservations/{reservationId}/prepayments/pay-box', { handles: PAY_HANDLES });
}

export function usePayBoxSavingCard() {
  return useApi().useMutation('post', '/rest/clients-app/v2/reservations/{reservationId}/prepayments/pay-box/card-saving', { handles: PAY_HANDLES });
}

/** The prepayment from a gift card's balance (its code); 404 and 409 name why not (GIFT_CARD_NOT_FOUND, …_USED, …). */
export function usePayGiftCardBalance() {
  return useApi().useMutation('post', '/rest/clients-app/v2/reservations/{reservationId}/prepayments/gift-card', { handles: [...PAY_HANDLES, 429] });
}

/** Buy now, pay later: the provider's installment page (a redirect, like PayBox's). */
export function usePayInstallment() {
  return useApi().useMutation('post', '/rest/clients-app/v2/reservations/{reservationId}/prepayments/installment', { handles: PAY_HANDLES });
}

export { idempotencyHeader };
