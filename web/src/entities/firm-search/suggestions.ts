// Search suggestions (salons, services, categories) for the search box on the home and search pages.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap, type components } from '@salonbook/sdk';
import { useSdk } from '../../app/sdk';
import { useCityId } from '../city/city';

export type Suggestions = components['schemas']['SearchSuggestions'];

/** Suggestions for what the client is typing; `text` is already debounced by the caller. */
export function useSuggestions(text: string) {
  const sdk = useSdk();
  const cityId = useCityId();
  const query = text.trim();
  return useQuery({
    queryKey: ['search', cityId, 'suggestions', query],
    enabled: query.length >= 2,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      unwrap(sdk.api.GET('/rest/clients-app/v1/firms/search/suggestions', { signal, params: { query: { query } } })),
  });
}
