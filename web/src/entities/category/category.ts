// Service categories (home rails, search filter): the query and the lookup by id.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type BookingSdk, type components } from '@salonbook/sdk';
import { useSdk } from '../../app/sdk';
import { useCityId } from '../city/city';

export type Category = components['schemas']['Category'];

export const categoriesKey = (cityId: number | null, menuTabId: number | null = null) => ['home', cityId, 'categories', menuTabId] as const;

/** All categories, or only those of one menu tab. */
export const categoriesQuery = (sdk: BookingSdk, cityId: number | null, menuTabId: number | null = null) =>
  queryOptions({
    queryKey: categoriesKey(cityId, menuTabId),
    queryFn: () =>
      unwrap(sdk.api.GET('/rest/clients-app/v1/screen/home/categories', { params: { query: { menuTabId: menuTabId ?? undefined } } })),
  });

/** While another tab's categories load, the previous ones stay (no skeleton flash on a tab switch). */
export function useCategories(menuTabId: number | null = null) {
  return useQuery({ ...categoriesQuery(useSdk(), useCityId(), menuTabId), placeholderData: keepPreviousData });
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
