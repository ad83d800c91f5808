// The server's side of every page (the SSR entry: `vite build --ssr`, and the dev server's ssrLoadModule): React
// Router's static handler matches the request against the app's one route table, the app renders with a fresh SDK,
// query client and i18next of the request's own (language, city and country from its cookies), its data asked for on
// the server, and the page carries the query cache, the texts and the router's state to the client, which hydrates
// it (main.tsx). No session on the server: personal pages render their shell (RouteHandle.clientOnly).
// A page is public (kept by nginx or a CDN) only when it is whole: a query it needs that failed, timed out or is still
// pending, or a render that threw, answers 503 (or 500) `private, no-store` with the page that offers Retry. Every
// absolute address of the page is on the configured public origin (`publicOrigin`), never the request's Host.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { createBookingSdk, createMemoryStorage, memoryCookies, type BookingSdk, type NotFoundState } from '@salonbook/sdk';
import type { AppConfig } from '../config/env';
import { createAnalytics } from '../lib/analytics';
import { codeOf, createI18n, DEFAULT_LNG, lngOf, type Lng, type Texts } from '../lib/i18n';
import { ServerViewProvider, type ServerView } from '../lib/hydration';
import { pageVariant, VARIANT_HEADER, type PageVariant } from '../lib/pageContext';
import { createQueryClient, isPersonalQuery } from '../lib/query';
import { AppProviders } from './AppProviders';
import { headTags, pageMeta, type MetaInput } from './head';
import type { RouteHandle } from './routeHandle';
import { routes, routeNamespaces } from './routes';
import { PAGE_STATE, type PageState } from './pageState';
import { DATA } from './data';
import { clientConfigQuery } from '../entities/client-config/config';
import { addScriptsAfterPaint, escapeJson, takeModuleScripts } from './afterPaint';
import { formatPhone } from '../lib/phone';
import { PhoneTextsContext, type PhoneTexts } from '../ui/usePhoneText';

export interface PageServerOptions {
  /** The page's HTML template: web/index.html as Vite built (or, in development, transformed) it. */
  template: string;
  /** Where the server's SDK calls the API (an absolute URL; the browser's calls go to the page's own origin). */
  apiBaseUrl: string;
  credentials: AppConfig['credentials'];
  /** A translation module's texts (the server reads web/public/locales, or the built copy). */
  texts(lng: Lng, ns: string): Record<string, unknown>;
  /** A screen module's files in the client build (its code and what it imports, its styles); none in development. */
  files?(module: string): { js: string[]; css: string[] };
  /** Every screen's files, which the client downloads once its first screen has settled. */
  allFiles?: { js: string[]; css: string[] };
  /** The Content-Security-Policy to send with a page, given the page's nonce (none in development). */
  contentSecurityPolicy?(nonce: string): string;
  /** How the server's SDK reaches the API (default: fetch; tests pass the in-process sandbox). */
  fetch?: (request: Request) => Promise<Response>;
  /** How long the server waits for the API per round of requests before it renders what it has (the client asks again). */
  apiWaitMs?: number;
  now?: () => number;
  /** The page's module scripts start after its first paint (app/afterPaint.ts); the built server's pages do. */
  scriptsAfterPaint?: boolean;
  /**
   * The site's public origin (`https://salonbook.kz`): every absolute address of a page (canonical, og:url, hreflang,
   * JSON-LD) is on it. Default: the request's own origin (tests only: the servers always name it, web/server/main.ts).
   */
  publicOrigin?: string;
  /** How long a shared cache keeps a public page, in seconds (s-maxage; default 60: PUBLIC_CACHE). */
  sharedMaxAge?: number;
}

/**
 * Rounds of rendering and asking for the data the render asked for, for a page whose route names no data function
 * (RouteHandle.data) or whose function missed a query: a screen's data may depend on other data.
 */
const ROUNDS = 3;

/** Public pages may be kept briefly by nginx or a CDN (per PageVariant.key); personal ones never. */
export const publicCache = (sharedMaxAge: number) => `public, max-age=0, s-maxage=${sharedMaxAge}, stale-while-revalidate=300`;
export const PUBLIC_CACHE = publicCache(60);
export const PERSONAL_CACHE = 'private, no-store';

/** The page renderer: a Fetch handler (Request in, Response out) for every GET of an app route. */
export function createPageServer(options: PageServerOptions): (request: Request) => Promise<Response> {
  const handler = createStaticHandler(routes);
  // The template's module scripts, taken out once: each page's inline script adds them after its first paint.
  const afterPaint = options.scriptsAfterPaint ? takeModuleScripts(options.template) : null;
  const [before, afterRoot] = splitTemplate(afterPaint?.template ?? options.template);
  const publicCacheControl = options.sharedMaxAge === undefined ? PUBLIC_CACHE : publicCache(options.sharedMaxAge);
  return async (request) => {
    const url = new URL(request.url);
    // The page's addresses: the configured origin's, whatever Host or X-Forwarded-Proto the request came with.
    const publicUrl = options.publicOrigin ? new URL(url.pathname + url.search, options.publicOrigin) : url;
    // The language, city and country the page is rendered with, and the key a cache in front keeps it under.
    const variant = pageVariant(url, request.headers);
    const { language, view } = variant;
    const lng = lngOf(language);

    let notFound: NotFoundState | null = null;
    const sdk = serverSdk(options, publicUrl, language, view, (state) => (notFound ??= state));
    const queryClient = createQueryClient();
    try {
      let context = await handler.query(new Request(url, { headers: request.headers, signal: request.signal }));
      if (context instanceof Response) return context;
      const matched = context;
      const ns = (c: StaticHandlerContext) => c.matches.flatMap((m) => (m.route.handle as RouteHandle | undefined)?.ns ?? []);
      const i18n = createI18n({
        lng,
        root: null,
        version: 'server',
        resources: texts(options, lng, ['common', ...routeNamespaces()]),
        ns: ns(context),
      });
      const clientOnly = context.matches.some((m) => (m.route.handle as RouteHandle | undefined)?.clientOnly);
      // The phone numbers the page shows, formatted here and carried to the browser (which then needs no phone module).
      const phones: Record<string, string> = {};
      const phoneTexts: PhoneTexts = { texts: phones, format: (phone) => (phones[phone] ??= formatPhone(phone)) };
      // React's prerender waits for every lazy part (a section's code) instead of leaving its fallback for the client.
      // A render that reported an error: an abort (the API too slow for a part) or a bug (the page threw).
      let renderError: 'abort' | 'error' | null = null;
      const onRenderError = (error: unknown) => {
        const abort = error instanceof Error && error.name === 'AbortError';
        if (!abort) console.error('[salonbook] server render', error);
        if (renderError !== 'error') renderError = abort ? 'abort' : 'error';
      };
      const render = async (c: StaticHandlerContext) => {
        const { prelude } = await prerender(
          <StrictMode>
            <ServerViewProvider view={null}>
              <PhoneTextsContext.Provider value={phoneTexts}>
                <AppProviders services={{ sdk, i18n, queryClient, analytics: createAnalytics(null) }}>
                  <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, c)} context={c} hydrate={false} />
                </AppProviders>
              </PhoneTextsContext.Provider>
            </ServerViewProvider>
          </StrictMode>,
          // Every boundary in place, none outlined with a script to move it (the page has no inline script to allow).
          { signal: AbortSignal.timeout(options.apiWaitMs ?? 3_000), progressiveChunkSize: Number.POSITIVE_INFINITY, onError: onRenderError },
        );
        return new Response(prelude).text();
      };
      const nonce = options.contentSecurityPolicy ? newNonce() : undefined;
      // What the page costs, in its Server-Timing header: waiting for the API, rendering, and how many renders.
      const timing = { data: 0, render: 0, renders: 0 };
      const timed = async <T,>(part: 'data' | 'render', work: () => Promise<T>): Promise<T> => {
        const start = performance.now();
        try {
          return await work();
        } finally {
          timing[part] += performance.now() - start;
          if (part === 'render') timing.renders += 1;
        }
      };
      if (!clientOnly) {
        // The shell's configuration and the landing page's data (data.ts), all before the first render.
        const params = matched.matches.at(-1)?.params ?? {};
        const data = matched.matches.flatMap((m) => (m.route.handle as RouteHandle | undefined)?.data ?? []);
        // A malformed id is the same 404 as one the API does not know (the SDK's 404 rule, below).
        const markMissing = () => void (notFound ??= { status: 404, from: url.pathname + url.search });
        await timed('data', () =>
          settled(
            [
              queryClient.prefetchQuery(clientConfigQuery(sdk)),
              ...data.map((name) => DATA[name]({ sdk, queryClient, params, notFound: markMissing }).catch(() => undefined)),
            ],
            options.apiWaitMs ?? 3_000,
          ),
        );
      }
      // A salon, master or company the data function found missing renders the not-found page below, not this one.
      const renderPage = () =>
        timed('render', () => render(matched)).catch((error: unknown) => {
          onRenderError(error);
          return '';
        });
      let markup = (notFound as NotFoundState | null) ? '' : await renderPage();
      if (!clientOnly) {
        for (let round = 1; round < ROUNDS && !notFound && !renderError; round++) {
          const waiting = queryClient.getQueryCache().findAll({ predicate: (query) => wanted(query) });
          if (waiting.length === 0) break;
          await timed('data', () =>
            settled(
              waiting.map((query) => query.fetch().catch(() => undefined)),
              options.apiWaitMs ?? 3_000,
            ),
          );
          if (!notFound) markup = await renderPage();
        }
      }
      // The 404 rule's page (SPEC.md section 8), in place of a salon, master, company or card that is not there; and
      // the same page with Retry in place of an incomplete one (a query failed, timed out or is pending; the render threw).
      let status = context.statusCode;
      const from = url.pathname + url.search;
      const failed =
        (notFound as NotFoundState | null) ??
        (renderError === 'error' ? { status: 500, from } : renderError || (!clientOnly && incomplete(queryClient)) ? { status: 503, from } : null);
      // A page that threw is the server's fault (500); an API that failed or was too slow leaves it unavailable (503).
      const missing = failed && { ...failed, status: failed.status === 404 ? 404 : failed.status === 500 && !notFound ? 500 : 503 };
      if (missing) {
        const page = await handler.query(new Request(new URL('/not-found', url)));
        if (page instanceof Response) return page;
        const notFoundPage = { ...page, location: { ...page.location, state: missing } };
        context = notFoundPage;
        status = missing.status;
        markup = await timed('render', () => render(notFoundPage)).catch(() => '');
      }
      const state: PageState = {
        lng,
        view,
        queries: dehydrate(queryClient),
        // The modules the render read (react-i18next reports them), so the client's first render has every text at once.
        texts: texts(options, lng, [...new Set(['common', ...ns(context), ...(i18n.reportNamespaces?.getUsedNamespaces() ?? [])])]),
        // The router's state for createBrowserRouter's hydrationData (the routes have no loaders; an error is the client's to meet).
        router: { loaderData: context.loaderData, actionData: context.actionData },
        ...(missing && { notFound: missing }),
        ...(Object.keys(phones).length > 0 && { phones }),
        ...(options.allFiles && { later: options.allFiles }),
      };
      const modules = context.matches.flatMap((m) => (m.route.handle as RouteHandle | undefined)?.module ?? []);
      const files = modules.map((module) => options.files?.(module) ?? { js: [], css: [] });
      const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
      const t = i18n.getFixedT(lng);
      const page = pageMeta(
        context.matches.map((m) => m.route.handle as RouteHandle | undefined),
        { params: context.matches.at(-1)?.params ?? {}, url: publicUrl, lng, t },
        queryClient,
      );
      if (!missing) status = page.meta.status ?? page.handle?.status ?? status;
      const meta: MetaInput = { url: publicUrl, lng, t, ...page, status };
      let html =
        before
          .replace(/<html lang="[^"]*"/, `<html lang="${lng}"`)
          .replace('<!--head-->', () => headTags(meta, afterPaint ? files.map(({ css }) => ({ css, js: [] })) : files, nonce)) +
        markup +
        afterRoot.replace('<!--state-->', () => `<script type="application/json" id="${PAGE_STATE}"${nonceAttribute}>${escapeJson(state)}</script>`);
      if (afterPaint) {
        // The screen's modules first (the head named them before the template's), then the shell's, then the entry.
        const preloads = [...new Set([...files.flatMap((f) => f.js), ...afterPaint.scripts.preloads])];
        html = addScriptsAfterPaint(html, { preloads, entries: afterPaint.scripts.entries }, nonce);
      }
      const headers = new Headers({
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': clientOnly || status >= 400 || !cacheableUnder(request, variant) ? PERSONAL_CACHE : publicCacheControl,
        Vary: 'Cookie, Accept-Language',
        [VARIANT_HEADER]: variant.key,
        'Server-Timing': `data;dur=${timing.data.toFixed(1)}, render;dur=${timing.render.toFixed(1)}, renders;desc=${timing.renders}`,
      });
      if (nonce && options.contentSecurityPolicy) headers.set('Content-Security-Policy', options.contentSecurityPolicy(nonce));
      return new Response(html, { status, headers });
    } finally {
      queryClient.clear();
      sdk.dispose();
    }
  };
}

/** The modules' texts in `lng`, and in Russian, the fallback of a text missing in Kazakh or English. */
function texts(options: PageServerOptions, lng: Lng, names: string[]): Texts {
  const of = (language: Lng) => Object.fromEntries(names.map((name) => [name, options.texts(language, name)]));
  return lng === DEFAULT_LNG ? { [lng]: of(lng) } : { [lng]: of(lng), [DEFAULT_LNG]: of(DEFAULT_LNG) };
}

/** A query a screen asked for while rendering on the server, that the server may answer: public, enabled, not asked yet. */
function wanted(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle' || isPersonalQuery(query)) return false;
  const enabled = (query.options as { enabled?: unknown }).enabled;
  return typeof enabled === 'function' ? (enabled as (q: Query) => boolean)(query) !== false : enabled !== false;
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
 * is the API's answer, which the page shows), is still being fetched (the wait ran out) or was never asked (its data
 * depends on more rounds than the server renders).
 */
function incomplete(queryClient: QueryClient): boolean {
  const failed = (query: Query) => {
    if (query.state.status !== 'error') return false;
    const status = (query.state.error as { status?: unknown } | null)?.status;
    return !(typeof status === 'number' && status >= 400 && status < 500);
  };
  return queryClient
    .getQueryCache()
    .getAll()
    .some((query) => !isPersonalQuery(query) && (failed(query) || query.state.fetchStatus === 'fetching' || wanted(query)));
}

function settled(work: Array<Promise<unknown>>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([Promise.all(work), new Promise((done) => (timer = setTimeout(done, ms)))]).then(() => clearTimeout(timer));
}

/** The request's own SDK: the API with the fixed credentials, no session, the request's language, city and country. */
function serverSdk(
  options: PageServerOptions,
  url: URL,
  language: PageVariant['language'],
  view: ServerView,
  onNotFound: (state: NotFoundState) => void,
): BookingSdk {
  const storage = createMemoryStorage();
  const sdk = createBookingSdk({
    baseUrl: options.apiBaseUrl,
    credentials: options.credentials,
    storage,
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

/** The template around #root's content: `<div id="root">` … `</div>` with nothing between them. */
function splitTemplate(template: string): [string, string] {
  const marker = '<div id="root">';
  const at = template.indexOf(marker);
  const end = template.indexOf('</div>', at);
  if (at < 0 || end < 0) throw new Error('the page template has no <div id="root"></div>');
  return [template.slice(0, at + marker.length), template.slice(end)];
}

function newNonce(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
