// What follows every successful sign-in: the web session is opened (best effort: its failure never undoes
// the sign-in), what was fetched anonymously is dropped (a salon's heart, prices for a guest) so every
// screen fetches again as the signed-in user, and the user returns to where they were.
// The header shows the account menu as soon as the session is stored, before those steps end: a client who taps
// one of its links meanwhile has gone where they tapped, and is not taken back afterwards.
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { AuthSession } from '@salonbook/sdk';
import { useOpenWebSession } from './api';

export function useSignedIn(returnTo: string) {
  const openWebSession = useOpenWebSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { key } = useLocation();
  const navigation = useNavigation();
  // The page's location while this screen shows; null once it is gone (the client went elsewhere).
  const here = useRef<string | null>(key);
  // Whether a navigation the client started is under way (a lazy screen's code still loading).
  const leaving = useRef(false);
  useEffect(() => {
    here.current = key;
    return () => {
      here.current = null;
    };
  }, [key]);
  useEffect(() => {
    leaving.current = navigation.state !== 'idle';
  }, [navigation.state]);
  return useCallback(
    async (auth: AuthSession) => {
      const from = here.current;
      // The address bar changes the moment a link is tapped, while React may still show this page (the next screen's
      // code loading in a transition, when neither the location above nor the router's navigation state has moved).
      const address = typeof window === 'undefined' ? '' : window.location.href;
      await openWebSession(auth.accessToken);
      await queryClient.resetQueries().catch(() => undefined);
      const moved = typeof window !== 'undefined' && window.location.href !== address;
      if (here.current !== from || leaving.current || moved) return;
      await navigate(returnTo, { replace: true });
    },
    [openWebSession, navigate, queryClient, returnTo],
  );
}
