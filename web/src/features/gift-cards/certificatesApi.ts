// Certificates (openapi/paths/reservation.yaml `/{product}-certificates`): the gift certificates and the
// subscriptions on sale at a salon or everywhere, and buying one as a gift card is paid (a saved card at once, a new
// card's cryptogram with its 3-D Secure step, or the hosted payment page), with the attempt's Idempotency-Key, and
// what the server says of a purchase (getCertificatePurchase) after the bank's page or the hosted page.
import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { components } from '@salonbook/sdk';
import { parseId } from '../../config/paths';
import type { PageDataContext } from '../../lib/query';
import { useApi } from '../../lib/sdk';
import { useCurrentUser } from '../../lib/state';
import { certificatesQuery } from '../../entities/certificate/certificate';
import { firmQuery } from '../../entities/firm/queries';

export type CertificatePurchase = components['schemas']['CertificatePurchase'];

/**
 * A salon's certificates page's data, asked on the server: the salon (its name; one that is not there is the SDK's
 * 404) and both kinds on sale there. A purchase and the saved cards are the signed-in client's, never the server's.
 */
export async function prefetchCertificatesPage({ sdk, queryClient, params, notFound }: PageDataContext): Promise<void> {
  const firmId = parseId(params.firmId);
  if (firmId === null) return notFound();
  await Promise.all([
    queryClient.prefetchQuery(firmQuery(sdk, firmId)),
    queryClient.prefetchQuery(certificatesQuery(sdk, 'gift', firmId)),
    queryClient.prefetchQuery(certificatesQuery(sdk, 'subscription', firmId)),
  ]);
}

/** What every salon sells (/certificates/all), asked on the server: both kinds. */
export async function prefetchAllCertificatesPage({ sdk, queryClient }: PageDataContext): Promise<void> {
  await Promise.all([queryClient.prefetchQuery(certificatesQuery(sdk, 'gift')), queryClient.prefetchQuery(certificatesQuery(sdk, 'subscription'))]);
}
/** The certificates the signed-in client bought for themselves and paid, newest first. */
export function useMyCertificates() {
  return useApi().useQuery('get', '/rest/clients-app/v2/certificate-purchases');
}

export function useBuyCertificate() {
  return useApi().useMutation('post', '/rest/clients-app/v2/{product}-certificates', { handles: [404, 422] });
}

/** The signed-in client's saved cards (none asked for an anonymous visitor). */
export function useSavedCards() {
  const signedIn = useCurrentUser() !== null;
  return useApi().useQuery('get', '/rest/clients-app/v1/payments/cards', {}, { enabled: signedIn });
}

const PURCHASE = '/rest/clients-app/v2/certificate-purchases/{purchaseId}';

/** Asks the server for a purchase now (after the bank's 3-D Secure page, or a lost answer): never the query's word. */
export function useAskPurchase() {
  const client = useQueryClient();
  const api = useApi();
  return (purchaseId: number) => client.fetchQuery({ ...api.queryOptions('get', PURCHASE, { params: { path: { purchaseId } } }), staleTime: 0 });
}

/** A purchase still awaiting payment is asked again every 2 s, at most this many times. */
export const PURCHASE_POLL_MS = 2000;
export const PURCHASE_POLL_LIMIT = 5;

/**
 * A purchase as the server knows it (getCertificatePurchase), after the hosted payment page: while it awaits the
 * provider's confirmation it is asked again, within the limit; `gaveUp` once the limit is reached, `checkAgain`
 * starts another round. A purchase that is not the client's (404) is said on the page.
 */
export function useCertificatePurchase(purchaseId: number) {
  const polls = useRef(0);
  const seen = useRef(0);
  const [round, setRound] = useState(0);
  const query = useApi().useQuery(
    'get',
    PURCHASE,
    { params: { path: { purchaseId } }, handles: [404] },
    {
      staleTime: 0,
      refetchInterval: (q) => {
        // Counted once per answer (react-query asks this more often than it fetches).
        if (q.state.dataUpdatedAt !== seen.current) {
          seen.current = q.state.dataUpdatedAt;
          polls.current += 1;
        }
        return q.state.data?.status === 'AWAITING_PAYMENT' && polls.current <= PURCHASE_POLL_LIMIT ? PURCHASE_POLL_MS : false;
      },
    },
  );
  const gaveUp = query.data?.status === 'AWAITING_PAYMENT' && polls.current > PURCHASE_POLL_LIMIT;
  const checkAgain = () => {
    polls.current = 0;
    setRound(round + 1);
    void query.refetch();
  };
  return { ...query, gaveUp, checkAgain };
}
