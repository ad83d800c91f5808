// Server state of a firm that several features read (salon, master, booking): the firm, its masters and
// express services, and the paging of lists. react-query over the typed SDK (unwrap throws ApiError).
import { useQuery } from '@tanstack/react-query';
import { unwrap, type components } from '@salonbook/sdk';
import { useSdk } from '../../app/sdk';
import { firmKey, firmQuery } from './firm';

export { firmPhotos, firmQuery, prefetchSalon, type Firm, type Photo } from './firm';

export type FirmShort = components['schemas']['FirmShort'];
export type Service = components['schemas']['Service'];
export type PriceRange = components['schemas']['PriceRange'];
export type ReviewPage = components['schemas']['ReviewPage'];
export type PhotoPage = components['schemas']['PhotoPage'];

/** Page size of reviews and portfolio. */
export const PAGE_SIZE = 20;

export const firmKeys = {
  firm: firmKey,
  masters: (firmId: number) => ['firm', firmId, 'masters'] as const,
  express: (firmId: number) => ['firm', firmId, 'express'] as const,
};

/** The next offset of a paged list, or undefined when everything is loaded. */
export function nextOffset(page: { items: unknown[]; offset: number; total: number }): number | undefined {
  const next = page.offset + page.items.length;
  return page.items.length > 0 && next < page.total ? next : undefined;
}

export function useFirm(firmId: number) {
  return useQuery(firmQuery(useSdk(), firmId));
}

export function useFirmMasters(firmId: number) {
  const sdk = useSdk();
  return useQuery({
    queryKey: firmKeys.masters(firmId),
    queryFn: () => unwrap(sdk.api.GET('/rest/clients-app/v1/firms/{firmId}/masters', { params: { path: { firmId } } })),
  });
}

export function useFirmExpress(firmId: number, enabled = true) {
  const sdk = useSdk();
  return useQuery({
    queryKey: firmKeys.express(firmId),
    enabled,
    queryFn: () => unwrap(sdk.api.GET('/rest/clients-app/v1/firms/{firmId}/express', { params: { path: { firmId } } })),
  });
}
