// Server state of the home screen (and the category list the search page reads too).
import { useQuery } from '@tanstack/react-query';
import { unwrap, type components, type paths } from '@salonbook/sdk';
import { useSdk } from '../../app/sdk';
import { useCity, useCurrentUser } from '../../app/state';

export type Category = components['schemas']['Category'];
export type HomeScreenData = components['schemas']['HomeScreen'];
export type Compilation = components['schemas']['Compilation'];
export type HomeReview = NonNullable<
  paths['/rest/clients-app/v1/screen/home/reviews']['get']['responses'][200]['content']['application/json']
>[number];

/** The chosen city's id: part of every city-dependent key, so changing the city refetches. */
export function useCityId(): number | null {
  const [city] = useCity();
  return city?.id ?? null;
}

export const homeKeys = {
  screen: (cityId: number | null) => ['home', cityId, 'screen'] as const,
  categories: (cityId: number | null) => ['home', cityId, 'categories'] as const,
  reviews: (cityId: number | null) => ['home', cityId, 'reviews'] as const,
  adCompilations: (cityId: number | null) => ['home', cityId, 'ad-compilations'] as const,
  favorites: ['favorite-firms'] as const,
};

export function useHomeScreen() {
  const sdk = useSdk();
  const cityId = useCityId();
  return useQuery({
    queryKey: homeKeys.screen(cityId),
    queryFn: () => unwrap(sdk.api.GET('/rest/clients-app/v1/screen/home')),
  });
}

export function useCategories() {
  const sdk = useSdk();
  const cityId = useCityId();
  return useQuery({
    queryKey: homeKeys.categories(cityId),
    queryFn: () => unwrap(sdk.api.GET('/rest/clients-app/v1/screen/home/categories')),
  });
}

export const HOME_REVIEWS = 6;

export function useHomeReviews() {
  const sdk = useSdk();
  const cityId = useCityId();
  return useQuery({
    queryKey: homeKeys.reviews(cityId),
    queryFn: () => unwrap(sdk.api.GET('/rest/clients-app/v1/screen/home/reviews', { params: { query: { limit: HOME_REVIEWS } } })),
  });
}

export function useAdCompilations() {
  const sdk = useSdk();
  const cityId = useCityId();
  return useQuery({
    queryKey: homeKeys.adCompilations(cityId),
    queryFn: () => unwrap(sdk.api.GET('/rest/clients-app/v2/compilations/ad')),
  });
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

/** A category or subcategory by id, with its parent when it is a subcategory. */
export function findCategory(list: Category[] | undefined, id: number): Category | undefined {
  for (const category of list ?? []) {
    if (category.id === id) return category;
    const sub = findCategory(category.subcategories, id);
    if (sub) return sub;
  }
  return undefined;
}
