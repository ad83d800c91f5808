// Finding a salon beyond the search: a category's page, the special offers (discounts and offers), the masters'
// professions and a profession's masters, the contest standing. Typed react-query helpers of @salonbook/sdk/react.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { BookingSdk, components } from '@salonbook/sdk';
import { createQueryHelpers, nextOffset, offsetPaging } from '@salonbook/sdk/react';
import { OFFER_KINDS, parseId, type OfferKind } from '../../config/paths';
import type { PageDataContext } from '../../lib/query';
import { useApi, useSdk } from '../../lib/sdk';
import { cityHeader } from '../../entities/category/category';
import { useCityId } from '../../entities/city/city';
import { readWhen, whenQuery, type When } from '../../entities/free-time/when';
import { professionsQuery } from '../../entities/master/professions';

export type CategoryPage = components['schemas']['CategoryPage'];
export type Profession = components['schemas']['Profession'];
export type SpecialOfferFirm = components['schemas']['SpecialOfferFirm'];

/** Page size of the lists here. */
export const PAGE_SIZE = 20;

const OFFERED_FIRMS = {
  discounts: '/rest/clients-app/v1/screen/special-offers/discounted-firms',
  special: '/rest/clients-app/v1/screen/special-offers/offered-firms',
} as const;

/**
 * The queries of the pages here (@salonbook/sdk/react: keys and fetches derived from the calls), which the screens
 * read and their pages' data functions ask for on the server. The city goes in the city_id header, as on the home page.
 */
export const discoveryQueries = {
  /**
   * A category (or subcategory) with its subcategories and a page of the city's salons that offer it; with a 'Когда'
   * (the URL's), only those with a free time then, the earliest first, each with its first free times.
   */
  category: (sdk: BookingSdk, cityId: number | null, categoryId: number, when: When | null) => {
    const free = whenQuery(when);
    return createQueryHelpers(sdk).infiniteQueryOptions(
      'get',
      '/rest/clients-app/v1/categories/{categoryId}',
      { params: { path: { categoryId }, query: { limit: PAGE_SIZE, ...free, ...(free.date ? { sort: 'EARLIEST' } : {}) }, header: cityHeader(cityId) } },
      { pageParamName: 'offset', initialPageParam: 0, getNextPageParam: (page: CategoryPage) => nextOffset(page.firms) },
    );
  },
  /** The city's salons with a discount, or with another special offer (a gift, a bonus), paged. */
  offeredFirms: (sdk: BookingSdk, cityId: number | null, kind: OfferKind) =>
    createQueryHelpers(sdk).infiniteQueryOptions(
      'get',
      OFFERED_FIRMS[kind],
      { params: { query: { limit: PAGE_SIZE }, header: cityHeader(cityId) } },
      offsetPaging,
    ),
  /** The city's masters of one profession, best rated first, paged. */
  professionMasters: (sdk: BookingSdk, cityId: number | null, professionId: number) =>
    createQueryHelpers(sdk).infiniteQueryOptions(
      'get',
      '/rest/clients-app/v1/masters/{professionId}',
      { params: { path: { professionId }, query: { limit: PAGE_SIZE }, header: cityHeader(cityId) } },
      offsetPaging,
    ),
};

/** The request's city on the server (the one the screens read there). */
const storedCityId = (sdk: BookingSdk) => sdk.storage.get('currentUsersCity')?.id ?? null;

export function useCategoryPage(categoryId: number, when: When | null = null) {
  return useInfiniteQuery(discoveryQueries.category(useSdk(), useCityId(), categoryId, when));
}

/** A category's page's data, asked on the server: the category and its first salons, with the URL's 'Когда'. */
export async function prefetchCategoryPage({ sdk, queryClient, params, url, notFound }: PageDataContext): Promise<void> {
  const categoryId = parseId(params.categoryId);
  if (categoryId === null) return notFound();
  await queryClient.prefetchInfiniteQuery(discoveryQueries.category(sdk, storedCityId(sdk), categoryId, readWhen(url.searchParams)));
}

export function useOfferedFirms(kind: OfferKind) {
  return useInfiniteQuery(discoveryQueries.offeredFirms(useSdk(), useCityId(), kind));
}

/** The special offers' page's data, asked on the server: the first salons of its kind. */
export async function prefetchOffersPage({ sdk, queryClient, params, notFound }: PageDataContext): Promise<void> {
  const kind = OFFER_KINDS.find((known) => known === params.kind);
  if (!kind) return notFound();
  await queryClient.prefetchInfiniteQuery(discoveryQueries.offeredFirms(sdk, storedCityId(sdk), kind));
}

export { useProfessions } from '../../entities/master/professions';

export function useProfessionMasters(professionId: number) {
  return useInfiniteQuery(discoveryQueries.professionMasters(useSdk(), useCityId(), professionId));
}

/** The professions' page's data, asked on the server. */
export async function prefetchProfessionsPage({ sdk, queryClient }: PageDataContext): Promise<void> {
  await queryClient.prefetchQuery(professionsQuery(sdk));
}

/** A profession's page's data, asked on the server: the professions (its name) and its first masters. */
export async function prefetchProfessionPage({ sdk, queryClient, params, notFound }: PageDataContext): Promise<void> {
  const professionId = parseId(params.professionId);
  if (professionId === null) return notFound();
  await Promise.all([
    queryClient.prefetchQuery(professionsQuery(sdk)),
    queryClient.prefetchInfiniteQuery(discoveryQueries.professionMasters(sdk, storedCityId(sdk), professionId)),
  ]);
}

export type Questionnaire = components['schemas']['PersonalizationQuestionnaire'];
export type Answer = components['schemas']['PersonalizationAnswers']['answers'][number];

/** The questionnaire behind 'Подобрать салон' (questions and their options). */
export function useQuestionnaire() {
  return useApi().useQuery('get', '/rest/clients-app/v1/category/personalization');
}

/** Sends the answers; the answer is the result's token (its 422 is shown on the last step). */
export function useFinishQuestionnaire() {
  return useApi().useMutation('post', '/rest/clients-app/b2c-p13n/v1/finish', { handles: [422] });
}

/** A finished questionnaire's selection, by its token (a link that can be opened again; an unknown one is 404). */
export function useSelection(token: string) {
  return useApi().useQuery('get', '/rest/clients-app/b2c-p13n/v1/{token}', { params: { path: { token } } });
}
