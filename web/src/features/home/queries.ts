// Server state of the home screen (and the category list the search page reads too).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type BookingSdk, type components, type paths } from '@salonbook/sdk';
import { useSdk } from '../../app/sdk';
import { useCurrentUser } from '../../app/state';
import { categoriesKey, categoriesQuery } from '../../entities/category/category';
import { useCityId } from '../../entities/city/city';

export { findCategory, useCategories, type Category } from '../../entities/category/category';
export { useCityId } from '../../entities/city/city';

export type HomeScreenData = components['schemas']['HomeScreen'];
export type Compilation = components['schemas']['Compilation'];
export type MenuTab = components['schemas']['MenuTab'];
export type Banner = components['schemas']['Banner'];
export type HomeReview = NonNullable<
  paths['/rest/clients-app/v1/screen/home/reviews']['get']['responses'][200]['content']['application/json']
>[number];

export const homeKeys = {
  screen: (cityId: number | null) => ['home', cityId, 'screen'] as const,
  menuTabs: (cityId: number | null) => ['home', cityId, 'menu-tabs'] as const,
  categories: categoriesKey,
  reviews: (cityId: number | null) => ['home', cityId, 'reviews'] as const,
  adCompilations: (cityId: number | null) => ['home', cityId, 'ad-compilations'] as const,
  favorites: ['favorite-firms'] as const,
};

export const HOME_REVIEWS = 6;

/** The home screen's queries. */
export const homeQueries = {
  screen: (sdk: BookingSdk, cityId: number | null) =>
    queryOptions({ queryKey: homeKeys.screen(cityId), queryFn: () => unwrap(sdk.api.GET('/rest/clients-app/v1/screen/home')) }),
  menuTabs: (sdk: BookingSdk, cityId: number | null) =>
    queryOptions({ queryKey: homeKeys.menuTabs(cityId), queryFn: () => unwrap(sdk.api.GET('/rest/clients-app/v1/screen/home/menu-tabs')) }),
  categories: categoriesQuery,
  reviews: (sdk: BookingSdk, cityId: number | null) =>
    queryOptions({
      queryKey: homeKeys.reviews(cityId),
      queryFn: () => unwrap(sdk.api.GET('/rest/clients-app/v1/screen/home/reviews', { params: { query: { limit: HOME_REVIEWS } } })),
    }),
  adCompilations: (sdk: BookingSdk, cityId: number | null) =>
    queryOptions({ queryKey: homeKeys.adCompilations(cityId), queryFn: () => unwrap(sdk.api.GET('/rest/clients-app/v2/compilations/ad')) }),
};

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
  const sdk = useSdk();
  const signedIn = useCurrentUser() !== null;
  return useQuery({
    queryKey: homeKeys.favorites,
    enabled: signedIn,
    queryFn: () => unwrap(sdk.api.GET('/rest/clients-app/v1/favorite-firms')),
  });
}
