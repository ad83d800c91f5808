// The salon page's server calls (the firm itself and what other features read live in entities/firm): the typed
// react-query helpers of @salonbook/sdk/react (useApi; a failure is an ApiError).
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError, BookingSdk, SavedReservation } from '@salonbook/sdk';
import { createQueryHelpers, offsetPaging, pathKey } from '@salonbook/sdk/react';
import { parseId } from '../../config/paths';
import { useApi, useSdk } from '../../lib/sdk';
import type { PageDataContext } from '../../lib/query';
import { firmExpressQuery, firmMastersQuery, firmQuery, PAGE_SIZE, type Firm } from '../../entities/firm/queries';
import { certificatesQuery } from '../../entities/certificate/certificate';
import { bookingInfoQuery, stripQuery } from '../../entities/reservation-draft/queries';
import { citiesQuery } from '../../entities/city/city';

export { firmPhotos, useFirm, useFirmExpress, useFirmMasters, type Firm, type FirmShort, type Service } from '../../entities/firm/queries';

/** The salon page's own queries (the firm, its masters and express services are entities/firm's). */
export const salonQueries = {
  discounts: (sdk: BookingSdk, firmId: number) =>
    createQueryHelpers(sdk).queryOptions('get', '/rest/clients-app/v1/firms/{firmId}/discounts', { params: { path: { firmId } } }),
  reviews: (sdk: BookingSdk, firmId: number) =>
    createQueryHelpers(sdk).infiniteQueryOptions(
      'get',
      '/rest/clients-app/v1/firms/{firmId}/reviews',
      { params: { path: { firmId }, query: { limit: PAGE_SIZE } } },
      offsetPaging,
    ),
  portfolio: (sdk: BookingSdk, firmId: number) =>
    createQueryHelpers(sdk).infiniteQueryOptions(
      'get',
      '/rest/clients-app/v1/firms/{firmId}/portfolio',
      { params: { path: { firmId }, query: { limit: PAGE_SIZE } } },
      offsetPaging,
    ),
  /** The 'Рекомендуем' compilation (firms/search/compilations?key=RECOMMENDED&limit=3, as the spec calls it). */
  recommended: (sdk: BookingSdk) =>
    createQueryHelpers(sdk).queryOptions('get', '/rest/clients-app/v1/firms/search/compilations', { params: { query: { key: 'RECOMMENDED', limit: 3 } } }),
};

/**
 * The salon page's data, asked on the server all at once (its express services once the firm says it has them), and
 * the cities, whose names the page's structured data gives as the salon's locality.
 */
export async function prefetchSalonPage({ sdk, queryClient, params, notFound }: PageDataContext): Promise<void> {
  const firmId = parseId(params.firmId);
  if (firmId === null) return notFound();
  await Promise.all([
    queryClient.fetchQuery(firmQuery(sdk, firmId)).then(
      (firm) => (firm.hasExpress === false ? undefined : queryClient.prefetchQuery(firmExpressQuery(sdk, firmId))),
      () => undefined,
    ),
    queryClient.prefetchQuery(firmMastersQuery(sdk, firmId)),
    queryClient.prefetchQuery(salonQueries.discounts(sdk, firmId)),
    queryClient.prefetchInfiniteQuery(salonQueries.portfolio(sdk, firmId)),
    queryClient.prefetchInfiniteQuery(salonQueries.reviews(sdk, firmId)),
    queryClient.prefetchQuery(salonQueries.recommended(sdk)),
    queryClient.prefetchQuery(certificatesQuery(sdk, 'gift', firmId)),
    queryClient.prefetchQuery(certificatesQuery(sdk, 'subscription', firmId)),
    // The salon's city by name, for its schema.org address (app/meta.ts).
    queryClient.prefetchQuery(citiesQuery(sdk)),
  ]);
}

export function useFirmDiscounts(firmId: number) {
  return useQuery(salonQueries.discounts(useSdk(), firmId));
}

export function useFirmReviews(firmId: number) {
  return useInfiniteQuery(salonQueries.reviews(useSdk(), firmId));
}

export function useFirmPortfolio(firmId: number) {
  return useInfiniteQuery(salonQueries.portfolio(useSdk(), firmId));
}

const FAVORITE = '/rest/clients-app/v1/favorite-firms/{firmId}';

/**
 * Adds or removes the firm from favourites (the SDK's PUT and DELETE mutations): the page shows the new state at
 * once (optimistic), and goes back to the old one when the request fails.
 */
export function useToggleFavorite(firmId: number) {
  const sdk = useSdk();
  const api = useApi();
  const client = useQueryClient();
  const key = firmQuery(sdk, firmId).queryKey;
  const optimistic = (favorite: boolean) => ({
    onMutate: async () => {
      await client.cancelQueries({ queryKey: key, exact: true });
      const previous = client.getQueryData<Firm>(key);
      if (previous) client.setQueryData<Firm>(key, { ...previous, isFavorite: favorite });
      return { previous };
    },
    onError: (_error: ApiError, _init: unknown, context: { previous: Firm | undefined } | undefined) => {
      if (context?.previous) client.setQueryData<Firm>(key, context.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey: pathKey('get', '/rest/clients-app/v1/favorite-firms') }),
  });
  const add = api.useMutation('put', FAVORITE, optimistic(true));
  const remove = api.useMutation('delete', FAVORITE, optimistic(false));
  return {
    isPending: add.isPending || remove.isPending,
    mutate(favorite: boolean, callbacks: { onSuccess?: () => void; onError?: (error: ApiError) => void } = {}) {
      (favorite ? add : remove).mutate(
        { params: { path: { firmId } } },
        { onSuccess: () => callbacks.onSuccess?.(), onError: (error) => callbacks.onError?.(error) },
      );
    },
  };
}

/**
 * Starts the booking screen's data for a draft (the firm's booking info and the date strip), so that they are in
 * the cache by the time the client presses 'Записаться'.
 */
export function usePrefetchBooking() {
  const api = useApi();
  const queryClient = useQueryClient();
  return (firmId: number, draft: SavedReservation) => {
    void queryClient.prefetchQuery(bookingInfoQuery(api, firmId));
    void queryClient.prefetchQuery(stripQuery(api, draft));
  };
}

/** Other salons of the client's city for someone still choosing (the 'Рекомендуем' compilation), without this one. */
export function useRecommendedFirms(firmId: number) {
  return useQuery({
    ...salonQueries.recommended(useSdk()),
    select: (compilation) => ({ ...compilation, firms: compilation.firms.filter((f) => f.id !== firmId) }),
  });
}
