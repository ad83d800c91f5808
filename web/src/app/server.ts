// The page renderer (the server build's entry besides web/server/main.ts; under `npm start` Vite loads it): a Fetch
// handler for every GET of an app route. Each request gets its own SDK, query cache and i18next in the language,
// city and country it asked for (lib/pageContext.ts), in the routes' context (app/context.ts); React Router matches
// the route, runs its loaders (its data, its 404) and renders the page (entry.server.tsx).
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import type { Query, QueryClient } from '@tanstack/react-query';
import * as build from 'virtual:react-router/server-build';
import { createBookingSdk, createMemoryStorage, memoryCookies, type BookingSdk, type NotFoundState } from '@salonbook/sdk';
import type { AppConfig } from '../config/env';
import { createAnalytics } from '../lib/analytics';
import { codeOf, createI18n, DEFAULT_LNG, lngOf, type Lng, type TextMemo, type Texts } from '../lib/i18n';
import type { ServerView } from '../lib/hydration';
import { pageVariant, VARIANT_HEADER, type PageVariant } from '../lib/pageContext';
import { createQueryClient, failedStatus, isPersonalQuery } from '../lib/query';
import { servicesContext, type PageServices } from './context';
import { PERSONAL_CACHE, PUBLIC_CACHE, publicCache } from './page';

export { PERSONAL_CACHE, PUBLIC_CACHE };

export interface PageServerOptions {
  /** Where the server's SDK calls the API (an absolute URL; the browser's calls go to the page's own origin). */
  apiBaseUrl: string;
  credentials: AppConfig['credentials'];
  /** A translation module's texts (the server reads web/public/locales, or the built copy). */
  texts(lng: Lng, ns: string): Record<string, unknown>;
  /** The Content-Security-Policy to send with a page, given the page's nonce. */
  contentSecurityPolicy?(nonce: string): string;
  /** How the server's SDK reaches the API (default: fetch; tests pass the in-process sandbox). */
  fetch?: (request: Request) => Promise<Response>;
  now?: () => number;
  /** 'development' under `npm start`: an error's page shows its stack. */
  mode?: string;
  /** How long a page's loader waits for the API before the page is incomplete (503); default 3 s. */
  apiWaitMs?: number;
  /**
   * The site's public origin (`https://salonbook.kz`): every absolute address of a page (canonical, og:url, hreflang,
   * JSON-LD) is on it. Default: the request's own origin (tests only: the servers always name it, web/server/main.ts).
   */
  publicOrigin?: string;
  /** How long a shared cache keeps a public page, in seconds (s-maxage; default 60: PUBLIC_CACHE). */
  sharedMaxAge?: number;
}

/** Every translation module some route reads. */
const NAMESPACES = [
  ...new Set(['common', ...Object.values(build.routes).flatMap((route) => (route?.module.handle as { ns?: string[] } | undefined)?.ns ?? [])]),
];

export function createPageServer(options: PageServerOptions): (request: Request) => Promise<Response> {
  const handle = createRequestHandler(build as unknown as ServerBuild, options.mode);
  const publicCacheControl = options.sharedMaxAge === undefined ? PUBLIC_CACHE : publicCache(options.sharedMaxAge);
  // The texts the pages have made: the same for every page in a language (lib/i18n.ts).
  const memo: TextMemo = new Map();
  return async (request) => {
    const url = new URL(request.url);
    // The page's addresses: the configured origin's, whatever Host or X-Forwarded-Proto the request came with.
    const publicUrl = options.publicOrigin ? new URL(url.pathname + url.search, options.publicOrigin) : url;
    // The language, city and country the page is rendered with, and the key a cache in front keeps it under.
    const variant = pageVariant(url, request.headers);
    const { language, view } = variant;
    const lng = lngOf(language);
    const notFound: { current: NotFoundState | null } = { current: null };
    const sdk = serverSdk(options, publicUrl, language, view, (state) => (notFound.current ??= state));
    const queryClient = createQueryClient();
    const i18n = createI18n({ lng, root: null, version: 'server', resources: texts(options, lng, NAMESPACES), memo });
    const nonce = options.contentSecurityPolicy ? newNonce() : undefined;
    const services: PageServices = {
      sdk,
      queryClient,
      i18n,
      analytics: createAnalytics(null),
      lng,
      view,
      phones: {},
      notFound,
      publicUrl,
      ...(options.apiWaitMs !== undefined && { apiWaitMs: options.apiWaitMs }),
      ...(nonce && { nonce }),
    };
    const context = () => {
      const provider = new RouterContextProvider();
      provider.set(servicesContext, services);
      return provider;
    };
    const start = performance.now();
    try {
      let response = await handle(request, context());
      const html = response.headers.get('Content-Type')?.startsWith('text/html');
      // A page that is not whole (a query it needs failed, timed out or was never asked; the render threw) is the
      // 404 rule's page with Retry, 503 (or 500), never kept by a shared cache.
      const personal = response.headers.get('Cache-Control') === PERSONAL_CACHE;
      const status =
        services.renderError === 'error'
          ? 500
          : services.renderError === 'abort' || (html && response.status === 200 && !personal && incomplete(queryClient))
            ? 503
            : 0;
      if (status) {
        services.failed = { status, from: url.pathname + url.search };
        services.renderError = undefined;
        // Nothing of the incomplete page goes to the browser: it asks again itself.
        queryClient.clear();
        response = await handle(request, context());
      }
      // What the page cost: its loaders' wait for the API, and its render (entry.server.tsx).
      const render = Number(/render;dur=([\d.]+)/.exec(response.headers.get('Server-Timing') ?? '')?.[1] ?? 0);
      response.headers.set(
        'Server-Timing',
        `data;dur=${(performance.now() - start - render).toFixed(1)}, render;dur=${render.toFixed(1)}, renders;desc=${status ? 2 : 1}`,
      );
      if (html) {
        response.headers.set(VARIANT_HEADER, variant.key);
        if (response.headers.get('Cache-Control') === PUBLIC_CACHE) {
          response.headers.set('Cache-Control', cacheableUnder(request, variant) ? publicCacheControl : PERSONAL_CACHE);
        }
        if (nonce && options.contentSecurityPolicy) response.headers.set('Content-Security-Policy', options.contentSecurityPolicy(nonce));
      }
      return response;
    } finally {
      queryClient.clear();
      sdk.dispose();
    }
  };
}

/**
 * A page the cache in front may keep: it sent no key of its own (VARIANT_HEADER), or the key it will keep the page
 * under is the one the page was rendered with. Any other page is that visitor's alone (a cache that read the request
 * otherwise than the app must never hand it to the next visitor of its key).
 */
function cacheableUnder(request: Request, variant: PageVariant): boolean {
  const key = request.headers.get(VARIANT_HEADER);
  return key === null || key === variant.key;
}

/**
 * A page that is not whole: a public query its render asked for failed (no answer, a malformed one, or a 5xx; a 4xx
 * is the API's answer, which the page shows), is still being fetched (the wait ran out) or was never asked.
 */
function incomplete(queryClient: QueryClient): boolean {
  const failed = (query: Query) => {
    if (query.state.status !== 'error') return false;
    const status = failedStatus(query);
    return !(status !== undefined && status >= 400 && status < 500);
  };
  return queryClient
    .getQueryCache()
    .getAll()
    .some((query) => !isPersonalQuery(query) && (failed(query) || query.state.fetchStatus === 'fetching' || wanted(query)));
}

/** A query a screen asked for while rendering on the server, that the server could have answered: public, enabled, not asked. */
function wanted(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle' || isPersonalQuery(query)) return false;
  const enabled = (query.options as { enabled?: unknown }).enabled;
  return typeof enabled === 'function' ? (enabled as (q: Query) => boolean)(query) !== false : enabled !== false;
}

/** The modules' texts in `lng`, and in Russian, the fallback of a text missing in Kazakh or English. */
function texts(options: PageServerOptions, lng: Lng, names: string[]): Texts {
  const of = (language: Lng) => Object.fromEntries(names.map((name) => [name, options.texts(language, name)]));
  return lng === DEFAULT_LNG ? { [lng]: of(lng) } : { [lng]: of(lng), [DEFAULT_LNG]: of(DEFAULT_LNG) };
}

/** The request's own SDK: the API with the fixed credentials, no session, the request's language, city and country. */
function serverSdk(
  options: PageServerOptions,
  url: URL,
  language: PageVariant['language'],
  view: ServerView,
  onNotFound: (state: NotFoundState) => void,
): BookingSdk {
  const sdk = createBookingSdk({
    baseUrl: options.apiBaseUrl,
    credentials: options.credentials,
    storage: createMemoryStorage(),
    cookies: memoryCookies({ lang: codeOf(lngOf(language)) }),
    language,
    fetch: options.fetch ?? ((request) => globalThis.fetch(request)),
    navigate: (_path, state) => onNotFound(state as NotFoundState),
    currentPath: () => url.pathname + url.search,
    pageOrigin: () => url.origin,
    userAgent: 'Salonbook-Server',
    ...(options.now && { now: options.now }),
  });
  if (view.currentUsersCity) sdk.storage.set('currentUsersCity', view.currentUsersCity);
  if (view.currentUsersCountry) sdk.storage.set('currentUsersCountry', view.currentUsersCountry);
  return sdk;
}

function newNonce(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
