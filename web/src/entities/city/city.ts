// The client's chosen city, as the city-dependent queries of several features key their data; the cities' list.
import type { BookingSdk } from '@salonbook/sdk';
import { createQueryHelpers } from '@salonbook/sdk/react';
import { useCity } from '../../lib/state';

/** The cities to choose from (their names and countries: a salon's city by its `cityId`). */
export const citiesQuery = (sdk: BookingSdk) => createQueryHelpers(sdk).queryOptions('get', '/rest/clients-app/v1/screen/home/cities');

/** The chosen city's id: part of every city-dependent key, so changing the city refetches. */
export function useCityId(): number | null {
  const [city] = useCity();
  return city?.id ?? null;
}
