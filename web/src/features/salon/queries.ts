// Server state of the salon page (the firm itself and what other features read live in entities/firm): react-query over the typed SDK (unwrap throws ApiError on a failure).
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@salonbook/sdk';
import { useSdk } from '../../app/sdk';
import { firmKeys, nextOffset, PAGE_SIZE, type Firm } from '../../entities/firm/queries';

export { firmPhotos, useFirm, useFirmExpress, useFirmMasters, type Firm, type FirmShort, type Service } from '../../entities/firm/queries';

export const salonKeys = {
  ...firmKeys,
  discounts: (firmId: number) => ['firm', firmId, 'discounts'] as const,
  reviews: (firmId: number) => ['firm', firmId, 'reviews'] as const,
  portfolio: (firmId: number) => ['firm', firmId, 'portfolio'] as const,
};

export function useFirmDiscounts(firmId: number) {
  const sdk = useSdk();
  return useQuery({
    queryKey: salonKeys.discounts(firmId),
    queryFn: () => unwrap(sdk.api.GET('/rest/clients-app/v1/firms/{firmId}/discounts', { params: { path: { firmId } } })),
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
