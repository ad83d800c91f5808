// Finding a salon beyond the search: a category's page, the special offers (discounts and offers), the masters'
// professions and a profession's masters, the contest standing. Typed react-query helpers of @salonbook/sdk/react.
import type { components } from '@salonbook/sdk';
import { nextOffset, offsetPaging } from '@salonbook/sdk/react';
import { useApi } from '../../lib/sdk';
import { cityHeader } from '../../entities/category/category';
import { useCityId } from '../../entities/city/city';
import { whenQuery, type When } from '../../entities/free-time/when';

export type CategoryPage = components['schemas']['CategoryPage'];
export type Profession = components['schemas']['Profession'];
export type SpecialOfferFirm = components['schemas']['SpecialOfferFirm'];

/** Page size of the lists here. */
export const PAGE_SIZE = 20;

/**
 * A category (or subcategory) with its subcategories and a page of the city's salons that offer it; with a 'Когда'
 * (the URL's), only those with a free time then, the earliest first, each with its first free times.
 */
export function useCategoryPage(categoryId: number, when: When | null = null) {
  const cityId = useCityId();
  const free = whenQuery(when);
  return useApi().useInfiniteQuery(
    'get',
    '/rest/clients-app/v1/categories/{categoryId}',
    { params: { path: { categoryId }, query: { limit: PAGE_SIZE, ...free, ...(free.date ? { sort: 'EARLIEST' } : {}) }, header: cityHeader(cityId) } },
    { pageParamName: 'offset', initialPageParam: 0, getNextPageParam: (page: CategoryPage) => nextOffset(page.firms) },
  );
}

/** The kinds of special offers, as the URL names them (/offers/discounts, /offers/special). */
export const OFFER_KINDS = ['discounts', 'special'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/** The city's salons with a discount, or with another special offer (a gift, a bonus), paged. */
export function useOfferedFirms(kind: OfferKind) {
  const cityId = useCityId();
  const api = useApi();
  const init = { params: { query: { limit: PAGE_SIZE }, header: cityHeader(cityId) } };
  const discounts = api.useInfiniteQuery('get', '/rest/clients-app/v1/screen/special-offers/discounted-firms', init, {
    ...offsetPaging,
    enabled: kind === 'discounts',
  });
  const special = api.useInfiniteQuery('get', '/rest/clients-app/v1/screen/special-offers/offered-firms', init, {
    ...offsetPaging,
    enabled: kind === 'special',
  });
  return kind === 'discounts' ? discounts : special;
}

export { useProfessions } from '../../entities/master/professions';

/** The city's masters of one profession, best rated first, paged. */
export function useProfessionMasters(professionId: number) {
  const cityId = useCityId();
  return useApi().useInfiniteQuery(
    'get',
    '/rest/clients-app/v1/masters/{professionId}',
    { params: { path: { professionId }, query: { limit: PAGE_SIZE }, header: cityHeader(cityId) } },
    offsetPaging,
  );
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
