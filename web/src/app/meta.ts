// Each page's title, description, picture and structured data (link previews in messengers, search engines), from
// the data its screen was rendered with: the routes' loaders compute them (app/page.tsx), their meta writes the tags.
import type { Params } from 'react-router';
import type { TFunction } from 'i18next';
import type { components } from '@salonbook/sdk';
import type { Lng } from '../lib/i18n';
import { formatMoney } from '../lib/numbers';
import { paths } from '../config/paths';

export interface PageMeta {
  title?: string;
  description?: string;
  /** An absolute or site-relative picture URL (made absolute in the page). */
  image?: string;
  /** schema.org structured data (JSON-LD). */
  jsonLd?: Record<string, unknown>;
  /** The page's HTTP status when not 200: a link whose data is not there is a 404 for a crawler. */
  status?: number;
}

export interface MetaContext {
  params: Params;
  url: URL;
  lng: Lng;
  t: TFunction;
  /** The answer of an API GET by its path template (the first cached one with data), as the screen has it. */
  data<T>(path: string, match?: (init: unknown) => boolean): T | undefined;
  /** The status of an API GET by its path template that failed, as the screen has it. */
  status(path: string): number | undefined;
}

type Schemas = components['schemas'];

/** Sunday first, as WorkingHours.dayOfWeek counts (0-6), in schema.org's two-letter days. */
const DAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];

const money = (amount: number, currency: string, lng: Lng) => formatMoney(amount, lng, currency);

const clip = (text: string, max = 200) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/** A salon: its name, what it offers from what price, its photo; schema.org BeautySalon for search engines. */
export function salonMeta({ params, data, url, t, lng }: MetaContext): PageMeta | null {
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

/** A master: name, profession and salon, their photo; schema.org Person working for the salon (its BeautySalon's @id). */
export function masterMeta({ params, data, url, t }: MetaContext): PageMeta | null {
  const master = data<Schemas['Master']>('/rest/clients-app/v1/masters/{masterId}/profile', (init) => pathParam(init, 'masterId') === Number(params.masterId));
  if (!master) return null;
  const name = [master.name, master.surname].filter(Boolean).join(' ');
  const page = new URL(url.pathname, url.origin).href;
  const firm = master.firm;
  const salon = firm && new URL(paths.salon(firm.id), url.origin).href;
  return {
    title: `${name} · Salonbook`,
    description: clip(
      [
        master.profession,
        master.firm?.name,
        master.description,
        master.reviewCount > 0 && t('meta.rating', { rating: master.rating.toFixed(1), count: master.reviewCount }),
      ]
        .filter(Boolean)
        .join(' · '),
    ),
    ...(master.photoUrl && { image: master.photoUrl }),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Person',
      '@id': page,
      url: page,
      name,
      ...(master.profession && { jobTitle: master.profession }),
      ...(master.description && { description: master.description }),
      ...(master.photoUrl && { image: new URL(master.photoUrl, url.origin).href }),
      ...(firm && {
        worksFor: {
          '@type': 'BeautySalon',
          '@id': salon,
          url: salon,
          name: firm.name,
          address: { '@type': 'PostalAddress', streetAddress: firm.address },
        },
      }),
    },
  };
}

/** A company's multi-link page: its name, description and logo. */
export function companyMeta({ params, data }: MetaContext): PageMeta | null {
  const page = data<Schemas['MultiLinkPage']>('/rest/clients-app/v1/screen/multi-link/{company}', (init) => pathParam(init, 'company') === params.company);
  if (!page) return null;
  return {
    title: page.company.name,
    description: clip(page.company.description || page.firms.map((firm) => firm.name).join(', ')),
    ...(page.company.logoUrl && { image: page.company.logoUrl }),
  };
}

/** A gift card's recipient page: whose it is and its design; a link that opens no card is a 404. */
export function giftCardLinkMeta({ data, status, t, lng }: MetaContext): PageMeta | null {
  if (status('/rest/clients-app/v2/gift-cards/get-by-token') === 404) return { status: 404 };
  const card = data<Schemas['GiftCard']>('/rest/clients-app/v2/gift-cards/get-by-token');
  if (!card) return null;
  return {
    title: t('meta.giftCard', { name: card.recipientName }),
    description: t('meta.giftCardText', { amount: money(card.amount, card.currency, lng) }),
    ...(card.design.imageUrl && { image: card.design.imageUrl }),
  };
}

function pathParam(init: unknown, name: string): unknown {
  const path = (init as { params?: { path?: Record<string, unknown> } } | undefined)?.params?.path;
  return path?.[name];
}
