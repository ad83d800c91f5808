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

export type FlatSuggestion = components['schemas']['SearchSuggestion'];

/**
 * Masters for what the client is typing: the flat v2 suggestions are the only ones that name masters (v1 groups
 * salons, services and categories, which the box shows from v1), so the box asks v2 for its masters only.
 */
export function useMasterSuggestions(text: string) {
  const cityId = useCityId();
  const query = text.trim();
  return useApi().useQuery(
    'get',
    '/rest/clients-app/v2/firms/search/suggestions',
    { params: { query: { query, limit: 20 }, header: cityHeader(cityId) } },
    {
      enabled: query.length >= 2,
      staleTime: 60_000,
      placeholderData: keepPreviousData,
      select: (list: FlatSuggestion[]) => list.filter((s) => s.type === 'MASTER').slice(0, 5),
    },
  );
}
