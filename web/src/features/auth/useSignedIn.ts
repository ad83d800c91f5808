// What follows every successful sign-in: the web session is opened (best effort: its failure never undoes
// the sign-in), what was fetched anonymously is dropped (a salon's heart, prices for a guest) so every
// screen fetches again as the signed-in user, and the user returns to where they were.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { AuthSession } from '@salonbook/sdk';
import { useOpenWebSession } from './api';

export function useSignedIn(returnTo: string) {
  const openWebSession = useOpenWebSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (auth: AuthSession) => {
      await openWebSession(auth.accessToken);
      await queryClient.resetQueries().catch(() => undefined);
      await navigate(returnTo, { replace: true });
    },
    [openWebSession, navigate, queryClient, returnTo],
  );
}
