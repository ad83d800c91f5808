// The salon page's server calls (the firm itself and what other features read live in entities/firm): the typed
// react-query helpers of @salonbook/sdk/react (useApi; a failure is an ApiError).
import { useQueryClient } from '@tanstack/react-query';
import type { ApiError, SavedReservation } from '@salonbook/sdk';
import { offsetPaging, pathKey } from '@salonbook/sdk/react';
import { useApi, useSdk } from '../../lib/sdk';
import { firmQuery, PAGE_SIZE, type Firm } from '../../entities/firm/queries';
import { stripQuery } from '../../entities/reservation-draft/queries';

export { firmPhotos, useFirm, useFirmExpress, useFirmMasters, type Firm, type FirmShort, type Service } from '../../entities/firm/queries';

export function useFirmDiscounts(firmId: number) {
  return useApi().useQuery('get', '/rest/clients-app/v1/firms/{firmId}/discounts', { params: { path: { firmId } } });
}

export function useFirmReviews(firmId: number) {
  return useApi().useInfiniteQuery(
    'get',
    '/rest/clients-app/v1/firms/{firmId}/reviews',
    { params: { path: { firmId }, query: { limit: PAGE_SIZE } } },
    offsetPaging,
  );
}

export function useFirmPortfolio(firmId: number) {
  return useApi().useInfiniteQuery(
    'get',
    '/rest/clients-app/v1/firms/{firmId}/portfolio',
    { params: { path: { firmId }, query: { limit: PAGE_SIZE } } },
    offsetPaging,
  );
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
    void queryClient.prefetchQuery(api.queryOptions('get', '/rest/clients-app/v1/reservations/firm/{firmId}', { params: { path: { firmId } } }));
    void queryClient.prefetchQuery(stripQuery(api, draft));
  };
}

/**
 * The 'Рекомендуем' compilation (firms/search/compilations?key=RECOMMENDED&limit=3, as the spec calls it): other
 * salons of the client's city for someone still choosing; the salon itself is left out of it.
 */
export function useRecommendedFirms(firmId: number) {
  return useApi().useQuery(
    'get',
    '/rest/clients-app/v1/firms/search/compilations',
    { params: { query: { key: 'RECOMMENDED', limit: 3 } } },
    { select: (compilation) => ({ ...compilation, firms: compilation.firms.filter((f) => f.id !== firmId) }) },
  );
}
