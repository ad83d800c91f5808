// The home screen's server calls (the category list is entities/category's, which the search page reads too).
import { useQuery } from '@tanstack/react-query';
import type { BookingSdk, components, paths } from '@salonbook/sdk';
import { createQueryHelpers } from '@salonbook/sdk/react';
import type { PageDataContext } from '../../lib/query';
import { useApi, useSdk } from '../../lib/sdk';
import { useCurrentUser } from '../../lib/state';
import { categoriesQuery, cityHeader } from '../../entities/category/category';
import { useCityId } from '../../entities/city/city';

export { findCategory, useCategories, type Category } from '../../entities/category/category';
export { useCityId } from '../../entities/city/city';

export type HomeScreenData = components['schemas']['HomeScreen'];
export type Compilation = components['schemas']['Compilation'];
export type MenuTab = components['schemas']['MenuTab'];
export type Banner = components['schemas']['Banner'];
export type HomeReview = NonNullable<paths['/rest/clients-app/v1/screen/home/reviews']['get']['responses'][200]['content']['application/json']>[number];

export const HOME_REVIEWS = 6;

/**
 * The home screen's queries (@salonbook/sdk/react: keys and fetches derived from the calls). The city goes
 * in the city_id header (the SDK sends it anyway) so that each city has its own cache entries.
 */
export const homeQueries = {
  screen: (sdk: BookingSdk, cityId: number | null) =>
    createQueryHelpers(sdk).queryOptions('get', '/rest/clients-app/v1/screen/home', { params: { header: cityHeader(cityId) } }),
  menuTabs: (sdk: BookingSdk, cityId: number | null) =>
    createQueryHelpers(sdk).queryOptions('get', '/rest/clients-app/v1/screen/home/menu-tabs', { params: { header: cityHeader(cityId) } }),
  categories: categoriesQuery,
  reviews: (sdk: BookingSdk, cityId: number | null) =>
    createQueryHelpers(sdk).queryOptions('get', '/rest/clients-app/v1/screen/home/reviews', {
      params: { query: { limit: HOME_REVIEWS }, header: cityHeader(cityId) },
    }),
  adCompilations: (sdk: BookingSdk, cityId: number | null) =>
    createQueryHelpers(sdk).queryOptions('get', '/rest/clients-app/v2/compilations/ad', { params: { header: cityHeader(cityId) } }),
};

/** The home page's data, asked on the server all at once for the request's city (the menu tab is the client's: all). */
export async function prefetchHomePage({ sdk, queryClient }: PageDataContext): Promise<void> {
  const cityId = sdk.storage.get('currentUsersCity')?.id ?? null;
  await Promise.all([
    queryClient.prefetchQuery(homeQueries.screen(sdk, cityId)),
    queryClient.prefetchQuery(homeQueries.menuTabs(sdk, cityId)),
    queryClient.prefetchQuery(homeQueries.categories(sdk, cityId)),
    queryClient.prefetchQuery(homeQueries.reviews(sdk, cityId)),
    queryClient.prefetchQuery(homeQueries.adCompilations(sdk, cityId)),
  ]);
}

/** The stored menu tab (`menu-tab` holds the tab's id as text), or null for "all". */
export function storedMenuTabId(value: string | null | undefined): number | null {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function useHomeScreen() {
  return useQuery(homeQueries.screen(useSdk(), useCityId()));
}

export function useMenuTabs() {
  return useQuery(homeQueries.menuTabs(useSdk(), useCityId()));
}

export function useHomeReviews() {
  return useQuery(homeQueries.reviews(useSdk(), useCityId()));
}

export function useAdCompilations() {
  return useQuery(homeQueries.adCompilations(useSdk(), useCityId()));
}

/** The signed-in client's favourite salons (the salon page invalidates ['favorite-firms'] on a change). */
export function useFavoriteFirmsQuery() {
  const signedIn = useCurrentUser() !== null;
  return useApi().useQuery('get', '/rest/clients-app/v1/favorite-firms', undefined, { enabled: signedIn });
}

/**
 * Fresh cards of the salons the client opened lately (the stored `firms`, newest first), in that order; a salon
 * the server no longer has drops out. Nothing is asked while none was opened.
 */
export function useRecentFirmsQuery(ids: number[]) {
  return useApi().useQuery(
    'get',
    '/rest/clients-app/v1/firms/list',
    { params: { query: { ids } } },
    {
      enabled: ids.length > 0,
      select: (firms) => ids.flatMap((id) => firms.filter((f) => f.id === id)),
    },
  );
}
