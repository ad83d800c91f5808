// Search suggestions (salons, services, categories) for the search box on the home and search pages.
import { keepPreviousData } from '@tanstack/react-query';
import type { components } from '@salonbook/sdk';
import { useApi } from '../../lib/sdk';
import { cityHeader } from '../category/category';
import { useCityId } from '../city/city';

export type Suggestions = components['schemas']['SearchSuggestions'];

/** Suggestions for what the client is typing; `text` is already debounced by the caller. */
export function useSuggestions(text: string) {
  const cityId = useCityId();
  const query = text.trim();
  return useApi().useQuery(
    'get',
    '/rest/clients-app/v1/firms/search/suggestions',
    { params: { query: { query }, header: cityHeader(cityId) } },
    { enabled: query.length >= 2, staleTime: 60_000, placeholderData: keepPreviousData },
  );
}
