// The business landing's server calls (openapi/paths/landing.yaml): the country's tariffs (the current grid, whose
// version each tariff carries), the subscription prices per number of months, and an owner's request to connect.
import { useQuery } from '@tanstack/react-query';
import type { BookingSdk, components } from '@salonbook/sdk';
import { createQueryHelpers } from '@salonbook/sdk/react';
import type { PageDataContext } from '../../lib/query';
import { useApi, useSdk } from '../../lib/sdk';

export type Tariff = components['schemas']['Tariff'];
export type SubscriptionPrice = components['schemas']['SubscriptionPrice'];

/** The country whose tariffs the page shows: the client's (its ISO code), Kazakhstan when none is chosen. */
export const DEFAULT_COUNTRY = 'KZ';

/** A country with no tariffs (404) is said on the page, not the not-found screen. */
export const landingQueries = {
  tariffs: (sdk: BookingSdk, country: string) =>
    createQueryHelpers(sdk).queryOptions('get', '/rest/common/tariffs', { params: { query: { country } }, handles: [404] }, { retry: false }),
  subscriptionPrices: (sdk: BookingSdk, country: string) =>
    createQueryHelpers(sdk).queryOptions('get', '/rest/common/subscription-prices', { params: { query: { country } }, handles: [404] }, { retry: false }),
};

export function useTariffs(country: string) {
  return useQuery(landingQueries.tariffs(useSdk(), country));
}

export function useSubscriptionPrices(country: string) {
  return useQuery(landingQueries.subscriptionPrices(useSdk(), country));
}

/** The business landing's data, asked on the server for the request's country (the one its render reads). */
export async function prefetchBusinessPage({ sdk, queryClient }: PageDataContext): Promise<void> {
  const country = sdk.storage.get('currentUsersCountry')?.isoCode ?? DEFAULT_COUNTRY;
  await Promise.all([
    queryClient.prefetchQuery(landingQueries.tariffs(sdk, country)),
    queryClient.prefetchQuery(landingQueries.subscriptionPrices(sdk, country)),
  ]);
}

export function useCreateLandingRequest() {
  return useApi().useMutation('post', '/rest/v1/landing/request', { handles: [422] });
}
