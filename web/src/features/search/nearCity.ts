// 'Рядом со мной' and the chosen city: the device's place may lie in another city than the one the search is in
// (the header's Almaty, the phone in Aqtau). Then the page offers that city instead of listing salons 2 000 km away.
import type { components } from '@salonbook/sdk';

type City = components['schemas']['City'];
export interface Place {
  lat: number;
  lng: number;
}

/** How far from a city's centre the device still counts as in it. */
export const CITY_RADIUS_METRES = 60_000;

const EARTH_METRES = 6_371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** The great-circle distance between two places (haversine), in metres. */
export function metresBetween(a: Place, b: Place): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The city the device is in: the nearest one with a centre within CITY_RADIUS_METRES, else none. */
export function cityAt(here: Place, cities: readonly City[]): City | null {
  let found: City | null = null;
  let best = CITY_RADIUS_METRES;
  for (const city of cities) {
    if (!city.location) continue;
    const metres = metresBetween(here, city.location);
    if (metres <= best) {
      best = metres;
      found = city;
    }
  }
  return found;
}

/** The city to offer a switch to: the one the device is in, when it is not the chosen one; else none. */
export function otherCity(here: Place | null, cities: readonly City[] | undefined, chosenId: number | null | undefined): City | null {
  if (!here || !cities) return null;
  const city = cityAt(here, cities);
  return city && city.id !== chosenId ? city : null;
}
