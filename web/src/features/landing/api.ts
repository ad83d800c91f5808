// The business landing's server calls (openapi/paths/landing.yaml): the country's tariffs (the current grid, whose
// version each tariff carries), the subscription prices per number of months, and an owner's request to connect.
import type { components } from '@salonbook/sdk';
import { useApi } from '../../lib/sdk';

export type Tariff = components['schemas']['Tariff'];
export type SubscriptionPrice = components['schemas']['SubscriptionPrice'];

/** A country with no tariffs (404) is said on the page, not the not-found screen. */
export function useTariffs(country: string) {
  return useApi().useQuery('get', '/rest/common/tariffs', { params: { query: { country } }, handles: [404] }, { retry: false });
}

export function useSubscriptionPrices(country: string) {
  return useApi().useQuery('get', '/rest/common/subscription-prices', { params: { query: { country } }, handles: [404] }, { retry: false });
}

export function useCreateLandingRequest() {
  return useApi().useMutation('post', '/rest/v1/landing/request', { handles: [422] });
}
