// The client's chosen city, as the city-dependent queries of several features key their data.
import { useCity } from '../../lib/state';

/** The chosen city's id: part of every city-dependent key, so changing the city refetches. */
export function useCityId(): number | null {
  const [city] = useCity();
  return city?.id ?? null;
}
