// The app's one request handler (Hono on Node), for the built server (web/server/main.ts) and for `npm start`
// (scripts/start.mjs): the same pages with the same headers (the CSP with each page's nonce, the other security
// headers, the cache headers, Server-Timing), the same static pages (payment-return.html), robots.txt, the sitemap, the
// page cache's key (/__variant), and the API proxied on the same origin when no nginx is in front. The two differ only
// in where the static pages and the page modules come from (the build's files, or Vite's transform and ssrLoadModule
// of the current code), in who serves the client's files (this server, or Vite), and in what Vite's client adds to the
// CSP (`viteClient`: under `npm start` only). Stateless: run as many as you like behind nginx (web/deploy/README.md).
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { compress } from 'hono/compress';
import { proxy } from 'hono/proxy';
import { withNonce } from '../deploy/headers';
import type { createPageServer } from '../src/app/server';
import type { createSitemap } from '../src/app/sitemap';
import type { AppConfig } from '../src/config/env';
import type { Lng } from '../src/lib/i18n';
import { pageVariant, VARIANT_HEADER } from '../src/lib/pageContext';

/** The build's HTML pages besides the template (vite.config.ts's inputs): served as they are, never rendered. */
export const STATIC_PAGES = ['/payment-return.html'] as const;
export type StaticPage = (typeof STATIC_PAGES)[number];

/** A static page's and a public file's cache (a hashed asset is kept for good). */
export const STATIC_CACHE = 'public, max-age=3600';

/** The answer of GET /__variant: the page's key, for the cache in front (nginx keeps it as long). */
export const VARIANT_PATH = '/__variant';
export const VARIANT_CACHE = 'public, max-age=0, s-maxage=300';

const API = ['/rest/*', '/auth-app/*'];

/**
 * A public file's cache: the service worker is asked again on every visit (a new build's worker must be found), the
 * installable app's icons and manifests are named with a hash of their content (`?v=`, web/src/lib/pwaAssets.ts) and
 * kept a year, the rest an hour.
 */
export function publicFileCache(path: string): string {
  // The file found may be the build's precompressed copy (…/sw.js.br).
  const file = path.replace(/\.(br|gz|zst)$/, '');
  if (/(^|\/)sw\.js$/.test(file)) return 'no-cache';
  if (/(^|\/)(icons\/[^/]+\.png|apple-touch-icon\.png|manifest[^/]*\.webmanifest)$/.test(file)) return 'public, max-age=31536000';
  return STATIC_CACHE;
}

/** What renders the pages and the sitemap: the build's modules, or under `npm start` the current code's. */
export interface PageModules {
  createPageServer: typeof createPageServer;
  createSitemap: typeof createSitemap;
  credentials: AppConfig['credentials'];
}

/**
 * What Vite's dev client needs beyond the production CSP, and nothing else: its HMR websocket (connect-src), the
 * inline scripts Vite's transform adds to a page (React Refresh's preamble: script-src, by hash), and the page's nonce
 * on the <style> elements it injects for the CSS the modules import (style-src; the client reads the nonce from
 * <meta property="csp-nonce">). The built server never has one.
 */
export interface ViteClient {
  /** The HMR websocket's origin: the dev server's own host and port (ws://127.0.0.1:5173). */
  websocket: string;
  /** The inline scripts Vite adds to a page, as CSP hashes ('sha256-…'). */
  scripts: string[];
}

export interface HandlerOptions {
  /** The API the server renders pages and the sitemap with. */
  api: string;
  /** Where /rest and /auth-app are proxied when this server is the browser's only host; none: not proxied. */
  apiUpstream?: string;
  /** A static page: the built file, or web/<page> as Vite transforms it now. */
  staticPage(path: StaticPage, url: URL): string | Promise<string>;
  /** The page renderer's and the sitemap's modules, asked for on every request (Vite reloads them after a change). */
  modules(): PageModules | Promise<PageModules>;
  /** A translation module's texts. */
  texts(lng: Lng, ns: string): Record<string, unknown>;
  /** The security headers (the build's _deploy/headers.json): the CSP gets each page's nonce, the others go as they are. */
  headers: Record<string, string>;
  /** The built client's files, served by this server; under `npm start` Vite serves them before this handler. */
  clientDir?: string;
  /** `npm start` only: Vite's client's additions to the CSP. */
  viteClient?: ViteClient;
  /** What a page that failed to render answers (`npm start`: the error's stack); by default the error propagates (500). */
  onError?(error: unknown): Response;
  /**
   * The site's public origin (`https://salonbook.kz`): every absolute address of a page, robots.txt and the sitemap is
   * on it, whatever Host or X-Forwarded-Proto a request names (SALONBOOK_PUBLIC_ORIGIN; main.ts, start.mjs).
   */
  publicOrigin: string;
  /** How long nginx or a CDN keeps a public page, in seconds (SALONBOOK_PAGE_TTL; default 60). */
  sharedMaxAge?: number;
  /** How long a page waits for the API before it is incomplete (503), in ms (SALONBOOK_API_WAIT_MS; default 3,000). */
  apiWaitMs?: number;
}

/** `csp` with `sources` added to its `name` directive (after those it has). */
function addSources(csp: string, name: string, sources: string[]): string {
  if (sources.length === 0) return csp;
  return csp.replace(new RegExp(`(^|;\\s*)(${name} [^;]*)`), (_all, start: string, found: string) => `${start}${found} ${sources.join(' ')}`);
}

/** The CSP with what Vite's client needs added (ViteClient); `nonce`: the page's, for the styles the client injects. */
export function viteClientCsp(csp: string, client: ViteClient, nonce?: string): string {
  const policy = addSources(addSources(csp, 'connect-src', [client.websocket]), 'script-src', client.scripts);
  return nonce ? addSources(policy, 'style-src', [`'nonce-${nonce}'`]) : policy;
}

/** The headers of a static page or file: the security headers, with Vite's client's additions to the CSP under `npm start`. */
export function fileHeaders(headers: Record<string, string>, client?: ViteClient): Record<string, string> {
  const csp = headers['Content-Security-Policy'];
  return client && csp ? { ...headers, 'Content-Security-Policy': viteClientCsp(csp, client) } : { ...headers };
}

export function createHandler(options: HandlerOptions): Hono {
  const { 'Content-Security-Policy': csp, ...otherHeaders } = options.headers;
  const client = options.viteClient;
  const policy = csp ? (nonce: string) => (client ? viteClientCsp(withNonce(csp, nonce), client, nonce) : withNonce(csp, nonce)) : undefined;

  // The renderer of the current modules: made again only when they changed (under `npm start`).
  let pages: { modules: PageModules; render(request: Request): Promise<Response> } | undefined;
  const render = async (request: Request): Promise<Response> => {
    const modules = await options.modules();
    if (pages?.modules.createPageServer !== modules.createPageServer) {
      const renderPage = modules.createPageServer({
        apiBaseUrl: options.api,
        credentials: modules.credentials,
        texts: options.texts,
        ...(client && { mode: 'development' }),
        publicOrigin: options.publicOrigin,
        ...(options.sharedMaxAge !== undefined && { sharedMaxAge: options.sharedMaxAge }),
        ...(options.apiWaitMs !== undefined && { apiWaitMs: options.apiWaitMs }),
        ...(policy && { contentSecurityPolicy: policy }),
      });
      pages = { modules, render: renderPage };
    }
    const response = await pages.render(request);
    for (const [name, value] of Object.entries(otherHeaders)) response.headers.set(name, value);
    return response;
  };

  let sitemap: { create: PageModules['createSitemap']; answer(request: Request): Promise<Response> } | undefined;
  const staticHeaders = fileHeaders(options.headers, client);
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    const missing = Object.entries(staticHeaders).filter(([name]) => !c.res.headers.has(name));
    if (missing.length === 0) return;
    // A proxied answer's headers may be immutable: the answer is copied before they are added.
    const response = new Response(c.res.body, c.res);
    for (const [name, value] of missing) response.headers.set(name, value);
    c.res = response;
  });
  app.get('/healthz', (c) => c.text('ok'));
  app.get(VARIANT_PATH, (c) => {
    // Asked for with the page's own cookies and Accept-Language, and its address in X-Salonbook-Uri (nginx's
    // auth_request): the key of that page, the page server's own reading of the request (lib/pageContext.ts).
    const page = new URL(c.req.header('x-salonbook-uri') ?? '/', c.req.url);
    c.header(VARIANT_HEADER, pageVariant(page, c.req.raw.headers).key);
    c.header('Cache-Control', VARIANT_CACHE);
    return c.body('', 200);
  });
  const upstream = options.apiUpstream?.replace(/\/+$/, '');
  if (upstream) {
    for (const path of API)
      app.all(path, (c) => {
        const url = new URL(c.req.url);
        return proxy(`${upstream}${url.pathname}${url.search}`, { raw: c.req.raw, headers: { ...c.req.header(), host: new URL(upstream).host } });
      });
  }
  app.get('/robots.txt', (c) =>
    c.text(`User-agent: *\nAllow: /\nDisallow: /my/\nDisallow: /card-payment\nDisallow: /delete-account\n\nSitemap: ${options.publicOrigin}/sitemap.xml\n`),
  );
  app.get('/sitemap.xml', async (c) => {
    const modules = await options.modules();
    if (sitemap?.create !== modules.createSitemap) {
      sitemap = {
        create: modules.createSitemap,
        answer: modules.createSitemap({ apiBaseUrl: options.api, credentials: modules.credentials, publicOrigin: options.publicOrigin }),
      };
    }
    return sitemap.answer(c.req.raw);
  });
  for (const path of STATIC_PAGES)
    app.get(path, async (c) =>
      c.body(await options.staticPage(path, new URL(c.req.url)), 200, {
        'Content-Type': 'text/html; charset=utf-8',
        ...staticHeaders,
        'Cache-Control': STATIC_CACHE,
      }),
    );
  // The build's manifest (every source module's path) is the server's, never the browser's.
  app.get('/.vite/*', (c) => c.text('Not found', 404));
  if (options.clientDir) {
    const root = options.clientDir;
    app.use(
      '/assets/*',
      serveStatic({
        root,
        // The build wrote each text file's .br and .gz beside it (scripts/lib/build.mjs): sent as the browser accepts.
        precompressed: true,
        onFound: (_path, c) => {
          c.header('Cache-Control', 'public, max-age=31536000, immutable');
        },
      }),
    );
    // A hashed file that is not there is a real 404, never a page.
    app.get('/assets/*', (c) => c.text('Not found', 404));
    app.use(
      '*',
      serveStatic({
        root,
        precompressed: true,
        // index.html is no file of its own; the static pages have their own routes.
        rewriteRequestPath: (path) => (path === '/' || path.endsWith('.html') ? '/__none__' : path),
        onFound: (path, c) => {
          c.header('Cache-Control', publicFileCache(path));
        },
      }),
    );
  }
  // A page is compressed here when this server answers the browser itself; nginx asks for it uncompressed (one cached
  // copy) and compresses what it sends.
  app.get('*', compress());
  // A page's addresses are on the public origin (the renderer's), never on the request's Host or X-Forwarded-Proto.
  app.get('*', (c) => (options.onError ? render(c.req.raw).catch(options.onError) : render(c.req.raw)));
  return app;
}
