// Each page's title, description, picture and structured data (link previews in messengers, search engines), from
// the data its screen was rendered with: the routes' loaders compute them (app/page.tsx), their meta writes the tags.
import type { Params } from 'react-router';
import type { TFunction } from 'i18next';
import type { InfiniteData } from '@tanstack/react-query';
import type { components, StorageKey, StoredValues } from '@salonbook/sdk';
import type { Lng } from '../lib/i18n';
import { formatMoney } from '../lib/numbers';
import { OFFER_KINDS, parseId, paths } from '../config/paths';
import { draftOfFirm } from '../entities/reservation-draft/draft';
import { allowedStep, parseStep } from '../features/booking/flow';
import { mobileCheck } from '../features/booking/deferred';

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
  /** What the page keeps in the SDK's storage (the browser's; the server's holds only the city and the country). */
  stored<K extends StorageKey>(key: K): StoredValues[K] | undefined;
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

/** A category's page: the category's name. */
export function categoryMeta({ params, data }: MetaContext): PageMeta | null {
  const page = data<InfiniteData<Schemas['CategoryPage']>>(
    '/rest/clients-app/v1/categories/{categoryId}',
    (init) => pathParam(init, 'categoryId') === Number(params.categoryId),
  );
  const category = page?.pages[0]?.category;
  return category ? { title: `${category.name} · Salonbook` } : null;
}

/** The special offers' page: its kind's name ('Скидки', 'Акции и подарки'). */
export function offersMeta({ params, t }: MetaContext): PageMeta {
  const kind = OFFER_KINDS.find((known) => known === params.kind);
  return kind ? { title: `${t(`offers.${kind}.title`, { ns: 'discovery' })} · Salonbook` } : {};
}

/** A profession's masters: the profession's name (the route's own title for a profession the list does not name). */
export function professionMeta({ params, data }: MetaContext): PageMeta | null {
  const professions = data<Array<Schemas['Profession']>>('/rest/clients-app/v1/masters/professions');
  if (!professions) return null;
  const profession = professions.find((p) => p.id === Number(params.professionId));
  return profession ? { title: `${profession.name} · Salonbook` } : {};
}

/** 'Подобрать салон': the questionnaire's own title, once it has questions to ask. */
export function questionnaireMeta({ data, t }: MetaContext): PageMeta | null {
  const questionnaire = data<Schemas['PersonalizationQuestionnaire']>('/rest/clients-app/v1/category/personalization');
  if (!questionnaire) return null;
  if (questionnaire.questions.length === 0) return {};
  return { title: `${questionnaire.title ?? t('selection.title', { ns: 'discovery' })} · Salonbook` };
}

/** A finished questionnaire's selection: its own title. */
export function selectionMeta({ params, data, t }: MetaContext): PageMeta | null {
  const selection = data<Schemas['PersonalizationResult']>('/rest/clients-app/b2c-p13n/v1/{token}', (init) => pathParam(init, 'token') === params.token);
  return selection ? { title: `${selection.title ?? t('selection.resultTitle', { ns: 'discovery' })} · Salonbook` } : null;
}

/**
 * A booking: the step on screen and the salon ('Ваши данные · Салон красоты «Жасмин»'). The step is the URL's
 * (?step=), lowered to the furthest the draft allows, as the screen decides (features/booking/flow.ts); the draft is
 * the browser's. The express form keeps the route's own title.
 */
export function bookingMeta({ params, url, t, stored }: MetaContext): PageMeta | null {
  if (parseId(url.searchParams.get('express') ?? undefined) !== null) return {};
  const firmId = parseId(params.firmId);
  const draft = firmId === null ? null : draftOfFirm(stored('saved-reservation') ?? null, firmId);
  if (!draft?.firm?.name) return null;
  const requested = parseStep(url.searchParams.get('step'));
  const step = allowedStep(requested, draft, mobileCheck.loaded()) ?? requested;
  return { title: `${t(`steps.${step}`, { ns: 'booking' })} · ${draft.firm.name} · Salonbook` };
}

/** One of the client's visits: its number and the salon ('Запись № 90211 · Салон красоты «Жасмин»'). */
export function visitMeta({ params, data, t }: MetaContext): PageMeta | null {
  const visit = data<Schemas['Reservation']>(
    '/rest/clients-app/v2/reservations/{reservationId}',
    (init) => pathParam(init, 'reservationId') === Number(params.reservationId),
  );
  return visit ? { title: `${t('visit.title', { ns: 'reservations', id: visit.id })} · ${visit.firm.name} · Salonbook` } : null;
}

function pathParam(init: unknown, name: string): unknown {
  const path = (init as { params?: { path?: Record<string, unknown> } } | undefined)?.params?.path;
  return path?.[name];
}
