// Server state of the salon page: react-query over the typed SDK (unwrap throws ApiError on a failure).
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { unwrap, type BookingSdk, type components } from '@salonbook/sdk';
import { parseId } from '../../app/paths';
import { useSdk } from '../../app/sdk';

export type Firm = components['schemas']['Firm'];
export type FirmShort = components['schemas']['FirmShort'];
export type Service = components['schemas']['Service'];
export type PriceRange = components['schemas']['PriceRange'];
export type ReviewPage = components['schemas']['ReviewPage'];
export type PhotoPage = components['schemas']['PhotoPage'];
export type Photo = components['schemas']['Photo'];

/** Page size of reviews and portfolio. */
export const PAGE_SIZE = 20;

export const salonKeys = {
  firm: (firmId: number) => ['firm', firmId] as const,
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

const firmQuery = (sdk: BookingSdk, firmId: number) =>
  queryOptions({
    queryKey: salonKeys.firm(firmId),
    queryFn: () => unwrap(sdk.api.GET('/rest/clients-app/v1/firms/{firmId}', { params: { path: { firmId } } })),
  });

export function useFirm(firmId: number) {
  return useQuery(firmQuery(useSdk(), firmId));
}

/** The salon's photos, the first one large at the top of its page (the cover when there are no photos). */
export function firmPhotos(firm: Firm): Photo[] {
  return firm.photos.length > 0 ? firm.photos : firm.photoUrl ? [{ id: 0, url: firm.photoUrl }] : [];
}

/**
 * Starts the salon's request on a first page load, while the page's code and texts are still on the way, and
 * the large photo's download as soon as the salon is known (it is the biggest thing on the first screen).
 */
export function prefetchSalon(sdk: BookingSdk, client: QueryClient, params: { firmId?: string }) {
  const firmId = parseId(params.firmId);
  if (firmId === null) return;
  client.fetchQuery(firmQuery(sdk, firmId)).then(
    (firm) => {
      const url = firmPhotos(firm)[0]?.url;
      if (url) preloadImage(url);
    },
    () => undefined, // the page shows the error
  );
}

function preloadImage(url: string) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.fetchPriority = 'high';
  document.head.appendChild(link);
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
