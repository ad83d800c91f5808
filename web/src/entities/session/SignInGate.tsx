import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useCurrentUser } from '../../lib/state';
import { accountPaths } from './returnTo';

/**
 * A screen for signed-in users: an anonymous visitor is sent to the sign-in screen, which brings them
 * back here afterwards.
 */
export function SignInGate({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const location = useLocation();
  if (!user) return <Navigate to={accountPaths.login(`${location.pathname}${location.search}${location.hash}`)} replace />;
  return <>{children}</>;
}

/** The sign-in URL that returns to the current page. */
export function useLoginUrl(mode?: Parameters<typeof accountPaths.login>[1]): string {
  const location = useLocation();
  return accountPaths.login(`${location.pathname}${location.search}${location.hash}`, mode);
}
