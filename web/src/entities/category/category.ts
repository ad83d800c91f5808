// Service categories (home rails, search filter): the query and the lookup by id.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BookingSdk, components } from '@salonbook/sdk';
import { createQueryHelpers } from '@salonbook/sdk/react';
import { useSdk } from '../../lib/sdk';
import { useCityId } from '../city/city';

export type Category = components['schemas']['Category'];

/**
 * All categories, or only those of one menu tab. The city goes in the call's city_id header (the SDK sends
 * it anyway), so that the derived query key differs per city.
 */
export const categoriesQuery = (sdk: BookingSdk, cityId: number | null, menuTabId: number | null = null) =>
  createQueryHelpers(sdk).queryOptions('get', '/rest/clients-app/v1/screen/home/categories', {
    params: { query: { menuTabId: menuTabId ?? undefined }, header: cityHeader(cityId) },
  });

/** The city_id header of a city-dependent call (undefined: none chosen), part of the derived query key. */
export function cityHeader(cityId: number | null) {
  return cityId === null ? undefined : { city_id: cityId };
}

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
