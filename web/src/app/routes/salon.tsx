import { SalonScreen } from '../../features/salon/SalonScreen';
import { page } from '../page';
import { prefetchSalonPage } from '../../features/salon/api';
import { clip, pathParam, money, type MetaContext, type PageMeta, type Schemas } from '../meta';

/** Sunday first, as WorkingHours.dayOfWeek counts (0-6), in schema.org's two-letter days. */
const DAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];

/** A salon: its name, what it offers from what price, its photo; schema.org BeautySalon for search engines. */
function salonMeta({ params, data, url, t, lng }: MetaContext): PageMeta | null {
  const firm = data<Schemas['Firm']>('/rest/clients-app/v1/firms/{firmId}', (init) => pathParam(init, 'firmId') === Number(params.firmId));
  if (!firm) return null;
  const services = firm.serviceCategories.flatMap((category) => category.services);
  const prices = services.map((service) => service.price);
  const currency = prices[0]?.currency ?? firm.currency ?? 'KZT';
  const from = prices.length > 0 ? Math.min(...prices.map((price) => price.from)) : firm.priceFrom;
  const to = prices.length > 0 ? Math.max(...prices.map((price) => price.to ?? price.from)) : undefined;
  const names = services.slice(0, 4).map((service) => service.name);
  const description = clip(
    [
      firm.address,
      names.length > 0 && names.join(', '),
      from !== undefined && t('meta.priceFrom', { price: money(from, currency, lng) }),
      firm.reviewCount > 0 && t('meta.rating', { rating: firm.rating.toFixed(1), count: firm.reviewCount }),
    ]
      .filter(Boolean)
      .join(' · '),
  );
  const image = firm.photos[0]?.url ?? firm.photoUrl;
  const city = data<Array<Schemas['City']>>('/rest/clients-app/v1/screen/home/cities')?.find((c) => c.id === firm.cityId);
  return {
    title: `${firm.name} · Salonbook`,
    description,
    ...(image && { image }),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BeautySalon',
      '@id': new URL(url.pathname, url.origin).href,
      url: new URL(url.pathname, url.origin).href,
      name: firm.name,
      ...(firm.description && { description: firm.description }),
      ...(image && { image: new URL(image, url.origin).href }),
      ...(firm.phone && { telephone: firm.phone }),
      address: {
        '@type': 'PostalAddress',
        streetAddress: firm.address,
        ...(city && { addressLocality: city.name }),
        addressCountry: city?.countryIsoCode ?? 'KZ',
      },
      geo: { '@type': 'GeoCoordinates', latitude: firm.location.lat, longitude: firm.location.lng },
      openingHours: firm.workingHours
        .filter((day) => !day.isDayOff)
        .map((day) => `${DAYS[day.dayOfWeek % 7]} ${day.opensAt.slice(0, 5)}-${day.closesAt.slice(0, 5)}`),
      ...(from !== undefined && { priceRange: to && to > from ? `${money(from, currency, lng)} – ${money(to, currency, lng)}` : money(from, currency, lng) }),
      ...(firm.reviewCount > 0 && { aggregateRating: { '@type': 'AggregateRating', ratingValue: firm.rating, reviewCount: firm.reviewCount, bestRating: 5 } }),
    },
  };
}

const screen = page({ title: 'salon', ns: ['salon'], data: prefetchSalonPage, meta: salonMeta });
export const handle = screen.handle;
export const loader = screen.loader;
export const clientLoader = screen.clientLoader;
export const meta = screen.meta;
export const headers = screen.headers;
export const ErrorBoundary = screen.ErrorBoundary;
export default SalonScreen;
