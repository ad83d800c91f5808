// The search page's server calls: the options (filters, sorts, districts) and the paged results; and the search
// as the URL holds it (readSearch, writeSearch). The suggestions under the search box are entities/firm-search's.
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { BookingSdk, components, StoredValues } from '@salonbook/sdk';
import { createQueryHelpers, offsetPaging } from '@salonbook/sdk/react';
import type { PageDataContext } from '../../lib/query';
import { useSdk } from '../../lib/sdk';
import { useUserLocation } from '../../lib/state';
import { categoriesQuery, cityHeader } from '../../entities/category/category';
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

/** The client's place (the "near me" button), from which the API measures distances; the server knows none. */
type Place = StoredValues['userLocation'] | null;

const TEN_MINUTES = 10 * 60_000;

/**
 * The search page's queries (@salonbook/sdk/react: keys and fetches derived from the calls), which the screen reads
 * and its page's data function asks for on the server. The city goes in the city_id header, as on the home page.
 */
export const searchQueries = {
  results: (sdk: BookingSdk, cityId: number | null, search: SearchParams, here: Place) =>
    createQueryHelpers(sdk).infiniteQueryOptions(
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
      offsetPaging,
    ),
  filterOptions: (sdk: BookingSdk, cityId: number | null) =>
    createQueryHelpers(sdk).queryOptions(
      'get',
      '/rest/clients-app/v1/firms/search/filterOptions',
      { params: { header: cityHeader(cityId) } },
      { staleTime: TEN_MINUTES },
    ),
  sortOptions: (sdk: BookingSdk) =>
    createQueryHelpers(sdk).queryOptions('get', '/rest/clients-app/v1/firms/search/sortOptions', undefined, { staleTime: TEN_MINUTES }),
  locations: (sdk: BookingSdk, cityId: number | null) =>
    createQueryHelpers(sdk).queryOptions(
      'get',
      '/rest/clients-app/v1/firms/search/locations',
      { params: { header: cityHeader(cityId) } },
      { staleTime: TEN_MINUTES },
    ),
};

export function useSearchResults(search: SearchParams) {
  const [here] = useUserLocation();
  return useInfiniteQuery({ ...searchQueries.results(useSdk(), useCityId(), search, here), placeholderData: keepPreviousData });
}

export function useFilterOptions() {
  return useQuery(searchQueries.filterOptions(useSdk(), useCityId()));
}

export function useSortOptions() {
  return useQuery(searchQueries.sortOptions(useSdk()));
}

export function useLocations() {
  return useQuery(searchQueries.locations(useSdk(), useCityId()));
}

/**
 * The search page's data, asked on the server for the request's city and the search its URL holds (read as the
 * screen reads it): the first results, the filters, districts and sorts, and the categories (an applied category's
 * name). The client's place is the browser's: the server searches without it, as its render does.
 */
export async function prefetchSearchPage({ sdk, queryClient, url }: PageDataContext): Promise<void> {
  const cityId = sdk.storage.get('currentUsersCity')?.id ?? null;
  await Promise.all([
    queryClient.prefetchInfiniteQuery(searchQueries.results(sdk, cityId, readSearch(url.searchParams), null)),
    queryClient.prefetchQuery(searchQueries.filterOptions(sdk, cityId)),
    queryClient.prefetchQuery(searchQueries.sortOptions(sdk)),
    queryClient.prefetchQuery(searchQueries.locations(sdk, cityId)),
    queryClient.prefetchQuery(categoriesQuery(sdk, cityId)),
  ]);
}
