// Server state of the salon page (the firm itself and what other features read live in entities/firm): the typed
// react-query helpers of @salonbook/sdk/react (useApi; a failure is an ApiError).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { offsetPaging } from '@salonbook/sdk/react';
import { useApi, useSdk } from '../../app/sdk';
import { firmQuery, PAGE_SIZE, type Firm } from '../../entities/firm/queries';

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

/**
 * Adds or removes the firm from favourites: the page shows the new state at once (optimistic), and goes back
 * to the old one when the request fails.
 */
export function useToggleFavorite(firmId: number) {
  const sdk = useSdk();
  const client = useQueryClient();
  const key = firmQuery(sdk, firmId).queryKey;
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
    onSettled: () => client.invalidateQueries({ queryKey: ['get', '/rest/clients-app/v1/favorite-firms'] }),
  });
}
