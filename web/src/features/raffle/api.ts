// The raffle's server calls (openapi/paths/raffle.yaml, designed): the campaign (public) and the signed-in client's
// entries with the draw's result. An unknown campaign (404) is said on the page, not the not-found screen.
import { useQuery } from '@tanstack/react-query';
import type { BookingSdk, components } from '@salonbook/sdk';
import { createQueryHelpers } from '@salonbook/sdk/react';
import type { PageDataContext } from '../../lib/query';
import { useApi, useSdk } from '../../lib/sdk';
import { useCurrentUser } from '../../lib/state';
import { clientConfigQuery } from '../../entities/client-config/config';

export type Raffle = components['schemas']['Raffle'];
export type RaffleEntries = components['schemas']['RaffleEntries'];

/** The campaign of the raffle page's address (the spec's one route). */
export const RAFFLE_KEY = 'red_apple';

export const raffleQuery = (sdk: BookingSdk, raffleKey: string) =>
  createQueryHelpers(sdk).queryOptions('get', '/rest/clients-app/v1/raffles/{raffleKey}', { params: { path: { raffleKey } }, handles: [404] });

export function useRaffle(raffleKey: string) {
  return useQuery(raffleQuery(useSdk(), raffleKey));
}

/**
 * The raffle page's data, asked on the server: the campaign, unless the configuration (the loader asks for it too)
 * has the raffle switched off, when the page shows only that. A configuration that failed hides nothing (FeatureGate).
 */
export async function prefetchRafflePage({ sdk, queryClient }: PageDataContext): Promise<void> {
  const config = await queryClient.fetchQuery(clientConfigQuery(sdk)).catch(() => undefined);
  if (config && !config.features.raffle) return;
  await queryClient.prefetchQuery(raffleQuery(sdk, RAFFLE_KEY));
}

/** The client's entries: asked only of a signed-in client. */
export function useRaffleEntries(raffleKey: string) {
  const signedIn = useCurrentUser() !== null;
  return useApi().useQuery(
    'get',
    '/rest/clients-app/v1/raffles/{raffleKey}/entries',
    { params: { path: { raffleKey } }, handles: [404] },
    { enabled: signedIn },
  );
}
