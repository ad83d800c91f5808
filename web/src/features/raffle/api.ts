// The raffle's server calls (openapi/paths/raffle.yaml, designed): the campaign (public) and the signed-in client's
// entries with the draw's result. An unknown campaign (404) is said on the page, not the not-found screen.
import type { components } from '@salonbook/sdk';
import { useApi } from '../../lib/sdk';
import { useCurrentUser } from '../../lib/state';

export type Raffle = components['schemas']['Raffle'];
export type RaffleEntries = components['schemas']['RaffleEntries'];

export function useRaffle(raffleKey: string) {
  return useApi().useQuery('get', '/rest/clients-app/v1/raffles/{raffleKey}', { params: { path: { raffleKey } }, handles: [404] });
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
