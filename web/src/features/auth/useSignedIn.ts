// What follows every successful sign-in: the web session is opened (best effort: its failure never undoes
// the sign-in), what was fetched anonymously is dropped (a salon's heart, prices for a guest) so every
// screen fetches again as the signed-in user, and the user returns to where they were.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { AuthSession } from '@salonbook/sdk';
import { useSdk } from '../../lib/sdk';

export function useSignedIn(returnTo: string) {
  const sdk = useSdk();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (auth: AuthSession) => {
      await sdk.api.POST('/rest/clients-app/jsf-auth/login', { body: { accessToken: auth.accessToken }, handles: [422] }).catch(() => undefined);
      await queryClient.resetQueries().catch(() => undefined);
      await navigate(returnTo, { replace: true });
    },
    [sdk, navigate, queryClient, returnTo],
  );
}
