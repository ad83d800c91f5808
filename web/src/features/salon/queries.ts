// Server state of the salon page: react-query over the typed SDK (unwrap throws ApiError on a failure).
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, type components } from '@salonbook/sdk';
import { useSdk } from '../../app/sdk';
import { firmKey, firmQuery, type Firm } from './firm';

export { firmPhotos, type Firm } from './firm';

export type FirmShort = components['schemas']['FirmShort'];
export type Service = components['schemas']['Service'];
export type PriceRange = components['schemas']['PriceRange'];
export type ReviewPage = components['schemas']['ReviewPage'];
export type PhotoPage = components['schemas']['PhotoPage'];

/** Page size of reviews and portfolio. */
export const PAGE_SIZE = 20;

export const salonKeys = {
  firm: firmKey,
  masters: (firmId: number) => ['firm', firmId, 'masters'] as const,
  discounts: (firmId: number) => ['firm', firmId, 'discounts'] as const,
  express: (firmId: number) => ['firm', firmId, 'express'] as const,
  reviews: (firmId: number) => ['firm', firmId, 'reviews'] as const,
  portfolio: (firmId: number) => ['firm', firmId, 'portfolio'] as const,
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
    queryKey: salonKeys.masters(firmId),
    queryFn: () => unwrap(sdk.api.GET('/rest/clients-app/v1/firms/{firmId}/masters', { params: { path: { firmId } } })),
  });
}

export function useFirmDiscounts(firmId: number) {
  const sdk = useSdk();
  return useQuery({
    queryKey: salonKeys.discounts(firmId),
    queryFn: () => unwrap(sdk.api.GET('/rest/clients-app/v1/firms/{firmId}/discounts', { params: { path: { firmId } } })),
  });
}

export function useFirmExpress(firmId: number, enabled = true) {
  const sdk = useSdk();
  return useQuery({
    queryKey: salonKeys.express(firmId),
    enabled,
    queryFn: () => unwrap(sdk.api.GET('/rest/clients-app/v1/firms/{firmId}/express', { params: { path: { firmId } } })),
  });
}

export function useFirmReviews(firmId: number) {
  const sdk = useSdk();
  return useInfiniteQuery({
    queryKey: salonKeys.reviews(firmId),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    queryFn: ({ pageParam }) =>
      unwrap(
        sdk.api.GET('/rest/clients-app/v1/firms/{firmId}/reviews', {
          params: { path: { firmId }, query: { offset: pageParam, limit: PAGE_SIZE } },
        }),
      ),
  });
}

export function useFirmPortfolio(firmId: number) {
  const sdk = useSdk();
  return useInfiniteQuery({
    queryKey: salonKeys.portfolio(firmId),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    queryFn: ({ pageParam }) =>
      unwrap(
        sdk.api.GET('/rest/clients-app/v1/firms/{firmId}/portfolio', {
          params: { path: { firmId }, query: { offset: pageParam, limit: PAGE_SIZE } },
        }),
      ),
  });
}

/**
 * Adds or removes the firm from favourites: the page shows the new state at once (optimistic), and goes back
 * to the old one when the request fails.
 */
export function useToggleFavorite(firmId: number) {
  const sdk = useSdk();
  const client = useQueryClient();
  const key = salonKeys.firm(firmId);
  return useMutation({
    mutationFn: async (favorite: boolean) => {
      const options = { params: { path: { firmId } } };
      const { error, response } = favorite
        ? await sdk.api.PUT('/rest/clients-app/v1/favorite-firms/{firmId}', options)
        : await sdk.api.DELETE('/rest/clients-app/v1/favorite-firms/{firmId}', options);
      if (error !== undefined || !response.ok) throw new Error(`favourite ${response.status}`);
    },
    onMutate: async (favorite) => {
      await client.cancelQueries({ queryKey: key, exact: true });
      const previous = client.getQueryData<Firm>(key);
      if (previous) client.setQueryData<Firm>(key, { ...previous, isFavorite: favorite });
      return { previous };
    },
    onError: (_error, _favorite, context) => {
      if (context?.previous) client.setQueryData<Firm>(key, context.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['favorite-firms'] }),
  });
}
