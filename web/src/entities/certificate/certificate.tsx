// Certificates on sale (listCertificates): the query both kinds are asked with, and what one gives, as the salon page's
// section and the gift-cards feature's certificate pages show them.
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { BookingSdk, components } from '@salonbook/sdk';
import { createQueryHelpers } from '@salonbook/sdk/react';
import { formatMoney } from '../../lib/numbers';
import { useLanguage } from '../../lib/language';
import { useSdk } from '../../lib/sdk';

export type Certificate = components['schemas']['Certificate'];
export type CertificateProduct = components['schemas']['CertificateProduct'];

const CERTIFICATES = '/rest/clients-app/v2/{product}-certificates';

/** What a salon sells of one kind, or (no salon) what the client's city's salons sell. */
export const certificatesQuery = (sdk: BookingSdk, product: CertificateProduct, firmId?: number) =>
  createQueryHelpers(sdk).queryOptions('get', CERTIFICATES, { params: { path: { product }, query: firmId === undefined ? {} : { firmId } } });

export function useCertificates(product: CertificateProduct, firmId?: number) {
  return useQuery(certificatesQuery(useSdk(), product, firmId));
}

/** Both kinds on sale at a salon, or everywhere (gift certificates first), loading and failing as one. */
export function useFirmCertificates(firmId?: number) {
  const gift = useCertificates('gift', firmId);
  const subscription = useCertificates('subscription', firmId);
  return {
    isPending: gift.isPending || subscription.isPending,
    isError: gift.isError || subscription.isError,
    data: [...(gift.data ?? []), ...(subscription.data ?? [])],
    refetch: () => Promise.all([gift.refetch(), subscription.refetch()]),
  };
}

/** What a certificate gives: its nominal or its visits, and how long it is valid. */
export function CertificateWhat({ certificate }: { certificate: Certificate }) {
  const { t } = useTranslation('salon');
  const { lng } = useLanguage();
  return (
    <p className="certs__what">
      {certificate.product === 'gift' && certificate.nominal
        ? t('certificates.nominal', { amount: formatMoney(certificate.nominal, lng, certificate.currency) })
        : certificate.visits
          ? t('certificates.visits', { count: certificate.visits })
          : null}{' '}
      {t('certificates.validity', { count: certificate.validityDays })}
    </p>
  );
}
