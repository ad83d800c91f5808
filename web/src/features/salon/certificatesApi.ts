// A salon's certificates (openapi/paths/reservation.yaml `/{product}-certificates`): the gift certificates and the
// subscriptions on sale, and buying one (a saved card pays at once; otherwise the hosted payment page), with the
// attempt's Idempotency-Key (lib/idempotency.ts).
import type { components } from '@salonbook/sdk';
import { useApi } from '../../lib/sdk';
import { useCurrentUser } from '../../lib/state';

export type Certificate = components['schemas']['Certificate'];
export type CertificatePurchase = components['schemas']['CertificatePurchase'];
export type CertificateProduct = components['schemas']['CertificateProduct'];

const CERTIFICATES = '/rest/clients-app/v2/{product}-certificates';

export function useCertificates(product: CertificateProduct, firmId: number) {
  return useApi().useQuery('get', CERTIFICATES, { params: { path: { product }, query: { firmId } } });
}

export function useBuyCertificate() {
  return useApi().useMutation('post', CERTIFICATES, { handles: [404, 422] });
}

/** The signed-in client's saved cards (none asked for an anonymous visitor). */
export function useSavedCards() {
  const signedIn = useCurrentUser() !== null;
  return useApi().useQuery('get', '/rest/clients-app/v1/payments/cards', {}, { enabled: signedIn });
}
