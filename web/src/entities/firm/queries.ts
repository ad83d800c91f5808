// Server state of a firm that several features read (salon, master, booking): the firm, its masters and
// express services, and the paging of lists. Typed react-query helpers of @salonbook/sdk/react (useApi).
import { useQuery } from '@tanstack/react-query';
import type { components } from '@salonbook/sdk';
import { useSdk } from '../../lib/sdk';
import { firmExpressQuery, firmMastersQuery, firmQuery } from './firm';

export { firmExpressQuery, firmMastersQuery, firmPhotos, firmQuery, type Firm, type Photo } from './firm';

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
  return useQuery(firmMastersQuery(useSdk(), firmId));
}

export function useFirmExpress(firmId: number, enabled = true) {
  return useQuery({ ...firmExpressQuery(useSdk(), firmId), enabled });
}
