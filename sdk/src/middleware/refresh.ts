import type { Middleware } from 'openapi-fetch';
import { REFRESH_LOCK } from '../config';
import type { SessionController, TokenRefresh } from '../session';
import { isSessionExempt } from './paths';

/** The outcome of one call to the refresh endpoint. */
export type RefreshOutcome = { ok: true; tokens: TokenRefresh } | { ok: false; status: number };

export interface RefreshContext {
  session: SessionController;
  now: () => number;
  /** Calls the refresh endpoint; rejects on a network failure. */
  refresh: (refreshToken: string) => Promise<RefreshOutcome>;
  logout: () => Promise<void>;
  isLoggingOut: () => boolean;
  /** The Web Locks API where the browser has it: one tab at a time may spend the refresh token. */
  locks?: Pick<LockManager, 'request'>;
}

/**
 * Single-flight token refresh (SPEC.md section 4). When the session is authenticated and the token's
 * age is at least expiresIn seconds, the next request first refreshes; requests arriving meanwhile wait
 * for that one refresh. Authenticated without a refresh token: log out. Across tabs, the refresh runs
 * under a Web Lock and re-reads the stored tokens first, so a tab that waited picks up the tokens
 * another tab stored instead of spending the (now rotated) refresh token again.
 */
export function refreshMiddleware(context: RefreshContext): Middleware {
  let inFlight: Promise<void> | undefined;

  const isExpired = () => {
    const session = context.session.get();
    if (session.status !== 'authenticated' || session.expiresIn === undefined) return false;
    const age = context.session.tokenAge(context.now());
    return age !== undefined && age >= session.expiresIn;
  };

  const refreshNow = async () => {
    if (!isExpired()) return; // another tab refreshed while we waited for the lock
    const session = context.session.get();
    if (session.status !== 'authenticated' || !session.refreshToken) return;
    const outcome = await context.refresh(session.refreshToken);
    if (outcome.ok) context.session.saveRefreshed(outcome.tokens, context.now());
    else if (outcome.status === 400 || outcome.status === 401) await context.logout();
  };

  const ensureFresh = async () => {
    const session = context.session.get();
    if (session.status !== 'authenticated' || context.isLoggingOut()) return;
    if (!session.refreshToken) return context.logout();
    if (!isExpired()) return;
    inFlight ??= (async () => {
      try {
        if (context.locks) await context.locks.request(REFRESH_LOCK, refreshNow);
        else await refreshNow();
      } finally {
        inFlight = undefined;
      }
    })();
    await inFlight;
  };

  return {
    async onRequest({ schemaPath }) {
      if (isSessionExempt(schemaPath)) return;
      await ensureFresh();
    },
  };
}
