import type { Middleware } from 'openapi-fetch';
import { REFRESH_LOCK } from '../config.js';
import { ApiError } from '../errors.js';
import type { Session, SessionController, TokenRefresh } from '../session.js';
import { isSessionExempt } from './paths.js';

/** The outcome of one call to the refresh endpoint. */
export type RefreshOutcome = { ok: true; tokens: TokenRefresh } | { ok: false; status: number; error?: unknown };

/** Default time a refresh may take before the waiting requests fail and the cross-tab lock is released. */
export const DEFAULT_REFRESH_TIMEOUT_MS = 15_000;

export interface RefreshContext {
  session: SessionController;
  now: () => number;
  /** Calls the refresh endpoint; rejects on a network failure or when `signal` aborts. */
  refresh: (refreshToken: string, signal?: AbortSignal) => Promise<RefreshOutcome>;
  logout: () => Promise<void>;
  isLoggingOut: () => boolean;
  /** The Web Locks API where the browser has it: one tab at a time may spend the refresh token. */
  locks?: Pick<LockManager, 'request'>;
  /** Milliseconds; default DEFAULT_REFRESH_TIMEOUT_MS. */
  timeoutMs?: number;
}

const abortError = (signal: AbortSignal): unknown =>
  signal.reason instanceof Error ? signal.reason : new DOMException('The operation was aborted.', 'AbortError');

/** `promise`, or a rejection with an AbortError as soon as `signal` aborts (the promise itself keeps going). */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(abortError(signal));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * The longest token lifetime believed, in seconds (30 days): a token older than this counts as expired
 * whatever `expiresIn` says (or when there is none). A negative age (the clock was set back, or the token
 * was stored under a wrong clock) counts as expired too: the age says nothing then.
 */
export const MAX_TOKEN_AGE_SECONDS = 30 * 24 * 3600;

/** The token refresh as a middleware, and `renew` for the 401 rule's `error="invalid_token"`. */
export type Refresher = Middleware & {
  /**
   * Refreshes unless the stored access token is no longer `rejected` (another request or tab already did):
   * the same single flight and Web Lock as the refresh of an expired token. A refresh answered 400/401 logs
   * out; one that fails otherwise rejects (the session and the old tokens stay).
   */
  renew(rejected: string, signal?: AbortSignal): Promise<void> | undefined;
};

/**
 * Single-flight token refresh (SPEC.md section 4). When the session is authenticated and the token's
 * age is at least expiresIn seconds (or implausible: negative, or beyond MAX_TOKEN_AGE_SECONDS), the next
 * request first refreshes; requests arriving meanwhile wait for that one refresh. Authenticated without a
 * refresh token: log out. Across tabs, the refresh runs under a Web Lock and re-reads the stored tokens
 * first, so a tab that waited picks up the tokens another tab stored instead of spending the (now rotated)
 * refresh token again.
 *
 * It never blocks: a waiting request rejects with an AbortError as soon as its own signal aborts; the
 * refresh has a timeout (then the waiting requests fail with a TimeoutError and the lock is released);
 * a refresh that failed on the network or with another status than 400/401 fails the waiting requests
 * with that error (none goes out with the expired token) and keeps the session and the old tokens: the
 * next request tries again with the same refresh token (see "A lost refresh answer" in sdk/README.md).
 */
export function refreshMiddleware(context: RefreshContext): Refresher {
  let inFlight: Promise<void> | undefined;
  const timeoutMs = context.timeoutMs ?? DEFAULT_REFRESH_TIMEOUT_MS;

  // One read of the session per request (this runs before every call): the token date is part of it.
  const expiredIn = (session: Session) => {
    if (session.status !== 'authenticated' || session.setTokenDate === undefined) return false;
    const age = (context.now() - session.setTokenDate) / 1000;
    return age < 0 || age >= Math.min(session.expiresIn ?? MAX_TOKEN_AGE_SECONDS, MAX_TOKEN_AGE_SECONDS);
  };

  /** The stored refresh token, read from storage again (another tab may have written it). */
  const storedRefreshToken = () => {
    const session = context.session.get();
    return session.status === 'authenticated' ? session.refreshToken : undefined;
  };

  /**
   * `stale` is read again under the lock: false when another tab refreshed while we waited. A refresh answered
   * 400/401 reads the storage again before logging out: without Web Locks (older browsers) two tabs may refresh at
   * once, and the server, having rotated the token for the faster one, refuses the slower one's. When another tab
   * stored a newer refresh token meanwhile, its fresh pair is taken as it is, or, when the pair is already expired,
   * the newer refresh token is spent once; only then does a refusal log out.
   */
  const refreshNow = async (stale: () => boolean) => {
    if (!stale()) return; // another tab refreshed while we waited for the lock
    let refreshToken = storedRefreshToken();
    if (!refreshToken) return;
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(new DOMException('Token refresh timed out', 'TimeoutError')), timeoutMs);
    try {
      for (let attempt = 0; ; attempt++) {
        // abortable(): a fetch that ignores its signal still releases the lock and the waiting requests.
        const outcome = await abortable(context.refresh(refreshToken, timeout.signal), timeout.signal);
        if (outcome.ok) return context.session.saveRefreshed(outcome.tokens, context.now());
        if (outcome.status !== 400 && outcome.status !== 401) throw new ApiError(outcome.status, outcome.error);
        const newer = storedRefreshToken();
        if (newer && newer !== refreshToken) {
          if (!stale()) return; // another tab's fresh pair: take it as it is
          if (attempt === 0) {
            refreshToken = newer;
            continue;
          }
        }
        return await context.logout();
      }
    } finally {
      clearTimeout(timer);
    }
  };

  /** The one refresh in flight (joined by every caller until it settles); rejects when `signal` aborts. */
  const singleFlight = (stale: () => boolean, signal: AbortSignal | undefined) => {
    inFlight ??= (async () => {
      try {
        if (context.locks) await context.locks.request(REFRESH_LOCK, () => refreshNow(stale));
        else await refreshNow(stale);
      } finally {
        inFlight = undefined;
      }
    })();
    return abortable(inFlight, signal);
  };

  /**
   * Refreshes when `stale` says so (checked again under the lock); nothing to wait for (the common case)
   * returns undefined at once, without a promise.
   */
  const refreshIf = (stale: (session: Session) => boolean, signal: AbortSignal | undefined): Promise<void> | undefined => {
    const session = context.session.get();
    if (session.status !== 'authenticated' || context.isLoggingOut()) return undefined;
    if (!session.refreshToken) return context.logout();
    if (!stale(session)) return undefined;
    return singleFlight(() => stale(context.session.get()), signal);
  };

  return {
    onRequest({ schemaPath, request }) {
      if (isSessionExempt(schemaPath)) return undefined;
      return refreshIf(expiredIn, request.signal)?.then(() => undefined);
    },
    renew: (rejected, signal) => refreshIf((session) => session.status === 'authenticated' && session.accessToken === rejected, signal),
  };
}
