// What follows every successful sign-in: the web session is opened (best effort: its failure never undoes
// the sign-in), what was fetched anonymously is dropped (a salon's heart, prices for a guest) so every
// screen fetches again as the signed-in user, and the user returns to where they were.
// The header shows the account menu as soon as the session is stored, before those steps end: a client who taps
// one of its links meanwhile has gone where they tapped, and is not taken back afterwards.
import { useCallback, useContext, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useNavigate, useNavigation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { AuthSession } from '@salonbook/sdk';
import { useOpenWebSession } from './api';

export function useSignedIn(returnTo: string) {
  const openWebSession = useOpenWebSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { key } = useLocation();
  const navigation = useNavigation();
  // The router itself: its location is the address now, even while React still shows this screen, or has hidden it
  // behind the next screen's fallback without running its effects' cleanup yet.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
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
      const routerFrom = router?.state.location.key;
      // The address bar changes the moment a link is tapped, while React may still show this page (the next screen's
      // code loading in a transition, when neither the location above nor the router's navigation state has moved).
      const address = typeof window === 'undefined' ? '' : window.location.href;
      await openWebSession(auth.accessToken);
      await queryClient.resetQueries().catch(() => undefined);
      const moved = typeof window !== 'undefined' && window.location.href !== address;
      const routed = router !== undefined && router.state.location.key !== routerFrom;
      if (here.current !== from || leaving.current || moved || routed) return;
      await navigate(returnTo, { replace: true });
    },
    [openWebSession, navigate, queryClient, returnTo, router],
  );
}
