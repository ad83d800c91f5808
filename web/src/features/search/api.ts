// The search page's server calls: the options (filters, sorts, districts) and the paged results; and the search
// as the URL holds it (readSearch, writeSearch). The suggestions under the search box are entities/firm-search's.
import { keepPreviousData } from '@tanstack/react-query';
import type { components } from '@salonbook/sdk';
import { offsetPaging } from '@salonbook/sdk/react';
import { useApi } from '../../lib/sdk';
import { useUserLocation } from '../../lib/state';
import { cityHeader } from '../../entities/category/category';
import { useCityId } from '../../entities/city/city';
import { readWhen, whenQuery, writeWhen, type When } from '../../entities/free-time/when';

export type FilterGroup = components['schemas']['FilterOptionGroup'];
export type SortOption = components['schemas']['SortOption'];
export type SearchLocation = components['schemas']['SearchLocation'];

/** Page size of the results. */
export const PAGE_SIZE = 20;

/** What the URL says to search for (only the parameters the contract accepts). */
export interface SearchParams {
  query?: string;
  categoryId?: number;
  sort?: string;
  filters: string[];
  locationId?: number;
  /** 'Когда': only salons with a free time then, each with its first free times (entities/free-time). */
  when?: When | null;
}

const positive = (raw: string | null): number | undefined => {
  const n = Number(raw);
  return raw && /^\d+$/.test(raw) && Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/** Reads the search from the URL query; junk values are dropped rather than sent to the API. */
export function readSearch(params: URLSearchParams): SearchParams {
  return {
    query: params.get('query')?.trim() || undefined,
    categoryId: positive(params.get('categoryId')),
    sort: params.get('sort') || undefined,
    filters: params.getAll('filters').filter((f) => /^[^:]+:.+$/.test(f)),
    locationId: positive(params.get('locationId')),
    when: readWhen(params) ?? undefined,
  };
}

/** Writes the search back to a URL query (stable order, empty values left out). */
export function writeSearch(search: SearchParams): URLSearchParams {
  const out = new URLSearchParams();
  if (search.query) out.set('query', search.query);
  if (search.categoryId) out.set('categoryId', String(search.categoryId));
  if (search.sort) out.set('sort', search.sort);
  for (const f of search.filters) out.append('filters', f);
  if (search.locationId) out.set('locationId', String(search.locationId));
  return writeWhen(out, search.when ?? null);
}

/** The sort that orders a search by free time by its earliest free time (the contract's designed EARLIEST). */
export const EARLIEST = 'EARLIEST';

export { nextOffset } from '@salonbook/sdk/react';

export function useSearchResults(search: SearchParams) {
  const cityId = useCityId();
  // With the client's place stored (the "near me" button), the API measures distances from it.
  const [here] = useUserLocation();
  return useApi().useInfiniteQuery(
    'get',
    '/rest/clients-app/v1/firms/search',
    {
      params: {
        query: {
          query: search.query,
          categoryId: search.categoryId,
          sort: search.sort === EARLIEST && !search.when ? undefined : search.sort,
          filters: search.filters.length > 0 ? search.filters : undefined,
          locationId: search.locationId,
          ...whenQuery(search.when ?? null),
          lat: here?.lat,
          lng: here?.lng,
          limit: PAGE_SIZE,
        },
        header: cityHeader(cityId),
      },
    },
    { ...offsetPaging, placeholderData: keepPreviousData },
  );
}

const TEN_MINUTES = 10 * 60_000;

export function useFilterOptions() {
  const cityId = useCityId();
  return useApi().useQuery('get', '/rest/clients-app/v1/firms/search/filterOptions', { params: { header: cityHeader(cityId) } }, { staleTime: TEN_MINUTES });
}

export function useSortOptions() {
  return useApi().useQuery('get', '/rest/clients-app/v1/firms/search/sortOptions', undefined, { staleTime: TEN_MINUTES });
}

export function useLocations() {
  const cityId = useCityId();
  return useApi().useQuery('get', '/rest/clients-app/v1/firms/search/locations', { params: { header: cityHeader(cityId) } }, { staleTime: TEN_MINUTES });
}
