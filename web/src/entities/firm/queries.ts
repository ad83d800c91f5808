// Server state of a firm that several features read (salon, master, booking): the firm, its masters and
// express services, and the paging of lists. Typed react-query helpers of @salonbook/sdk/react (useApi).
import { useQuery } from '@tanstack/react-query';
import type { components } from '@salonbook/sdk';
import { useApi, useSdk } from '../../lib/sdk';
import { firmQuery } from './firm';

export { firmPhotos, firmQuery, type Firm, type Photo } from './firm';

export type FirmShort = components['schemas']['FirmShort'];
export type Service = components['schemas']['Service'];
export type PriceRange = components['schemas']['PriceRange'];
export type ReviewPage = components['schemas']['ReviewPage'];
export type PhotoPage = components['schemas']['PhotoPage'];

/** Page size of reviews and portfolio. */
export const PAGE_SIZE = 20;

/** The one paging helper of the offset-paged lists (reviews, portfolio, search results). */
export { nextOffset, offsetPaging, flattenPages } from '@salonbook/sdk/react';

export function useFirm(firmId: number) {
  return useQuery(firmQuery(useSdk(), firmId));
}

export function useFirmMasters(firmId: number) {
  return useApi().useQuery('get', '/rest/clients-app/v1/firms/{firmId}/masters', { params: { path: { firmId } } });
}

export function useFirmExpress(firmId: number, enabled = true) {
  return useApi().useQuery('get', '/rest/clients-app/v1/firms/{firmId}/express', { params: { path: { firmId } } }, { enabled });
}
