// Which city the device is in, and when the search offers to switch to it: generated places and cities, a fixed seed.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CITY_RADIUS_METRES, cityAt, metresBetween, otherCity } from './nearCity';

const CITIES = [
  { id: 3, name: 'Актау', countryIsoCode: 'KZ', location: { lat: 43.6532, lng: 51.1605 } },
  { id: 1, name: 'Алматы', countryIsoCode: 'KZ', location: { lat: 43.2383, lng: 76.9456 } },
  { id: 2, name: 'Астана', countryIsoCode: 'KZ', location: { lat: 51.1282, lng: 71.4304 } },
  { id: 4, name: 'Москва', countryIsoCode: 'RU', location: { lat: 55.7558, lng: 37.6173 } },
];

describe('the city the device is in', () => {
  it('Aqtau is about 2 000 km from Almaty; a phone in Aqtau with Almaty chosen is offered Aqtau', () => {
    expect(Math.round(metresBetween(CITIES[0]!.location, CITIES[1]!.location) / 1000)).toBeGreaterThan(1900);
    const aqtau = { lat: 43.65, lng: 51.2 };
    expect(cityAt(aqtau, CITIES)?.name).toBe('Актау');
    expect(otherCity(aqtau, CITIES, 1)?.id).toBe(3);
    expect(otherCity(aqtau, CITIES, 3)).toBeNull();
    // Far from every city (the steppe between them): nothing is offered.
    expect(otherCity({ lat: 47, lng: 60 }, CITIES, 1)).toBeNull();
    expect(otherCity(null, CITIES, 1)).toBeNull();
    expect(otherCity(aqtau, undefined, 1)).toBeNull();
  });

  it('offers only the nearest city within the radius, never the chosen one', () => {
    // Anywhere in the region, or within about a degree of one of the cities (inside its radius, or just out of it).
    const anywhere = fc.record({ lat: fc.double({ min: 35, max: 60, noNaN: true }), lng: fc.double({ min: 30, max: 85, noNaN: true }) });
    const nearCity = fc
      .tuple(fc.constantFrom(...CITIES), fc.double({ min: -1, max: 1, noNaN: true }), fc.double({ min: -1, max: 1, noNaN: true }))
      .map(([city, dLat, dLng]) => ({ lat: city.location.lat + dLat, lng: city.location.lng + dLng }));
    const place = fc.oneof(anywhere, nearCity);
    fc.assert(
      fc.property(place, fc.constantFrom(null, 1, 2, 3, 4), (here, chosen) => {
        const offered = otherCity(here, CITIES, chosen);
        const nearest = [...CITIES].sort((a, b) => metresBetween(here, a.location) - metresBetween(here, b.location))[0]!;
        const inside = metresBetween(here, nearest.location) <= CITY_RADIUS_METRES;
        if (offered === null) expect(!inside || nearest.id === chosen).toBe(true);
        else {
          expect(offered.id).not.toBe(chosen);
          expect(offered.id).toBe(nearest.id);
          expect(inside).toBe(true);
        }
      }),
      { seed: 20261202, numRuns: 500 },
    );
  });
});
