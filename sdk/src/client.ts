import createClient, { defaultBodySerializer, type Middleware, type MiddlewareCallbackParams } from 'openapi-fetch';
import { createAuth, type AuthApi } from './auth.js';
import type { SdkClient } from './call-policy.js';
import { defaultCookies, type CookieJar } from './cookies.js';
import { deviceInfo } from './device.js';
import { SdkInputError } from './errors.js';
import type { paths } from './generated/schema.js';
import { createLanguageSetting, type Language, type LanguageSetting } from './language.js';
import { csrfMiddleware } from './middleware/csrf.js';
import { fixedHeaders, headersMiddleware, type Credentials } from './middleware/headers.js';
import { notFoundMiddleware } from './middleware/not-found.js';
import { refreshMiddleware } from './middleware/refresh.js';
import { unauthorizedMiddleware } from './middleware/unauthorized.js';
import { createSessionStore, type SessionStore } from './session.js';
import { createTypedStorage, defaultStorage, type TypedStorage, type WebStorageLike } from './storage.js';
import { createTimeLimitedStorage, type TimeLimitedStorage } from './ttl-storage.js';

export interface BookingSdkOptions {
  /**
   * '' (same origin, the default) or an absolute URL such as the Prism mock's. Required, and absolute,
   * where there is no page to be relative to (plain Node): createBookingSdk throws an SdkInputError otherwise.
   */
  baseUrl?: string;
  /** Default: globalThis.fetch, looked up at each call so tests may swap it. */
  fetch?: (request: Request) => Promise<Response>;
  /** Default: localStorage, or memory in widget mode (inside a frame) and outside a browser. */
  storage?: WebStorageLike;
  /** Default: document.cookie (memory outside a browser). */
  cookies?: CookieJar;
  /** Epoch milliseconds. Default: Date.now. */
  now?: () => number;
  /** The app passes its router's navigate; used by the 404 policy and logout. */
  navigate?: (path: string, state?: unknown) => void;
  /** The page the user is on (the 404 rule passes it to /not-found for Retry). Default: location's pathname + search. */
  currentPath?: () => string;
  /** The page's origin, for the CSRF rule. Default: location.origin. */
  pageOrigin?: () => string | undefined;
  credentials: Credentials;
  /** The referrer identifier; default: the stored `user-referrer`. */
  referrer?: string;
  /** Default: 2. */
  apiVersion?: number;
  /** Fixes the language; default: the `lang` cookie (RU, KZ or EN, anything else Russian). */
  language?: Language;
  /** User agent for deviceName and deviceOS. Default: navigator.userAgent. */
  userAgent?: string;
  /** Cross-tab lock for the token refresh. Default: navigator.locks where the browser has it. */
  locks?: Pick<LockManager, 'request'>;
  /** How long a token refresh may take before the waiting requests fail (and the lock is released). Default: 15 000 ms. */
  refreshTimeoutMs?: number;
}

export interface BookingSdk {
  /**
   * The typed openapi-fetch client: every operation of the contract, with every policy applied. A call
   * may name the error statuses it shows itself: `api.POST(path, { body, handles: [409, 422] })`.
   */
  api: SdkClient;
  auth: AuthApi;
  session: SessionStore;
  storage: TypedStorage;
  /** Time-limited records that expire after their time-to-live (default 300 s). */
  ttl: TimeLimitedStorage;
  language: LanguageSetting;
  /** Removes every listener the SDK added (window, sibling instances); the SDK must not be used afterwards. */
  dispose(): void;
}

export const DEFAULT_API_VERSION = 2;

type Hook = (params: MiddlewareCallbackParams & Record<string, unknown>) => unknown;

/**
 * The policies, each its own middleware (and tests), registered as one: openapi-fetch awaits every
 * middleware's hook, so one hook that runs the policies in order (awaiting only those that return a
 * promise) keeps the per-request overhead low. Order and results as openapi-fetch's: onRequest first
 * to last (a Request replaces, a Response answers); onResponse and onError last to first (a Response
 * replaces, and ends onError; an Error replaces).
 */
function combineMiddleware(...middlewares: Middleware[]): Middleware {
  const chain = (name: 'onRequest' | 'onResponse' | 'onError', key: 'request' | 'response' | 'error') => {
    const hooks = middlewares.flatMap((m) => (m[name] ? [m[name] as Hook] : []));
    if (name !== 'onRequest') hooks.reverse();
    type Params = MiddlewareCallbackParams & Record<string, unknown>;
    // Synchronous while the hooks are (the common case): openapi-fetch awaits a plain value faster than a promise.
    const run = (params: Params, from: number, value: unknown): unknown => {
      for (let i = from; i < hooks.length; i++) {
        const result = hooks[i]!(value === params[key] ? params : { ...params, [key]: value });
        if (result instanceof Promise) return result.then((settled: unknown) => after(params, i, value, settled));
        if (result instanceof Response && key !== 'response') return result;
        if (result) value = result;
      }
      return value === params[key] ? undefined : value;
    };
    const after = (params: Params, i: number, value: unknown, result: unknown): unknown =>
      result instanceof Response && key !== 'response' ? result : run(params, i + 1, result || value);
    return (params: Params) => run(params, 0, params[key]);
  };
  return {
    onRequest: chain('onRequest', 'request'),
    onResponse: chain('onResponse', 'response'),
    onError: chain('onError', 'error'),
  } as unknown as Middleware;
}

/**
 * JSON, except a body with a Blob among its fields (a multipart operation such as the avatar upload),
 * which is sent as FormData: `api.POST(path, { body: { file } })` needs no serializer and no cast.
 */
function serializeBody(body: unknown, headers?: Headers | Record<string, string>) {
  if (body && typeof body === 'object' && Object.values(body).some((value) => value instanceof Blob)) {
    const form = new FormData();
    for (const [name, value] of Object.entries(body))
      if (value != null) form.append(name, value instanceof Blob || typeof value === 'string' ? value : JSON.stringify(value));
    return form;
  }
  // openapi-fetch's serializer reads the headers too (form-urlencoded), though its types say one argument.
  return (defaultBodySerializer as (body: unknown, headers?: Headers | Record<string, string>) => string)(body, headers);
}

export function createBookingSdk(options: BookingSdkOptions): BookingSdk {
  const baseUrl = options.baseUrl ?? '';
  // Without a page (plain Node) a relative URL has nothing to be relative to: say so now, not on the first call.
  if (!globalThis.location && !/^https?:\/\/./i.test(baseUrl))
    throw new SdkInputError(
      [{ field: 'baseUrl', problem: baseUrl ? 'invalid' : 'required' }],
      'baseUrl: pass an absolute URL such as https://api.example.com when there is no page to be relative to',
    );
  const storage = createTypedStorage(options.storage ?? defaultStorage());
  const cookies = options.cookies ?? defaultCookies();
  const now = options.now ?? (() => Date.now());
  const navigate = options.navigate ?? ((path: string) => globalThis.location?.assign(path));
  const currentPath = options.currentPath ?? (() => (globalThis.location ? globalThis.location.pathname + globalThis.location.search : '/'));
  const pageOrigin = options.pageOrigin ?? (() => globalThis.location?.origin);
  const language = createLanguageSetting(cookies, options.language);
  const session = createSessionStore(storage);

  const apiVersion = options.apiVersion ?? DEFAULT_API_VERSION;
  const api = createClient<paths>({
    baseUrl,
    fetch: options.fetch ?? ((request) => globalThis.fetch(request)),
    headers: fixedHeaders({ credentials: options.credentials, apiVersion }),
    bodySerializer: serializeBody,
  });

  const auth = createAuth({
    api,
    session,
    storage,
    cookies,
    device: deviceInfo(options.userAgent),
    now,
    navigate,
    referrer: options.referrer,
  });

  const refresher = refreshMiddleware({
    session,
    now,
    refresh: auth.refresh,
    logout: auth.logout,
    isLoggingOut: auth.isLoggingOut,
    locks: 'locks' in options ? options.locks : globalThis.navigator?.locks,
    timeoutMs: options.refreshTimeoutMs,
  });
  // Order matters: the refresh runs first so the headers carry the new token.
  api.use(
    combineMiddleware(
      refresher,
      headersMiddleware({ storage, language, referrer: options.referrer }),
      csrfMiddleware(cookies, pageOrigin),
      unauthorizedMiddleware({ logout: auth.logout, renew: refresher.renew, token: () => storage.get('accessToken') }),
      notFoundMiddleware(navigate, currentPath),
    ),
  );

  const { isLoggingOut: _internal, refresh: _refresh, ...publicAuth } = auth;
  return {
    api: api as unknown as SdkClient,
    auth: publicAuth,
    session: { get: session.get, subscribe: session.subscribe },
    storage: { get: storage.get, set: storage.set, remove: storage.remove, subscribe: storage.subscribe },
    ttl: createTimeLimitedStorage(storage.resilient, now),
    language,
    dispose: storage.dispose,
  };
}
