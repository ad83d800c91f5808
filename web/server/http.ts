// The app's HTTP server (Hono on Node): the built client's files, the API proxied on the same origin when no nginx
// is in front (`npm run preview`, the e2e runs), robots.txt and the sitemap, and every other GET answered by the page
// renderer (web/src/app/server.ts). Stateless: run as many as you like behind nginx (web/deploy/README.md).
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { compress } from 'hono/compress';
import { proxy } from 'hono/proxy';
import { VARIANT_HEADER } from '../src/lib/pageContext';

export interface AppServerOptions {
  /** A page (web/src/app/server.ts createPageServer). */
  render(request: Request): Promise<Response>;
  /** The sitemap of the salons (web/src/app/sitemap.ts). */
  sitemap?(request: Request): Promise<Response>;
  /** The static HTML pages (handler.ts STATIC_PAGES), by path: served as they are, never rendered. */
  staticPages?: Record<string, (request: Request) => Promise<Response>>;
  /** The built client (web/dist/client) in production; in development Vite serves it. */
  clientDir?: string;
  /** Where /rest and /auth-app go when this server is the browser's only host (no nginx in front). */
  apiUpstream?: string;
  /**
   * The security headers (the build's): on every answer that does not carry its own (a page's CSP names its nonce),
   * a file, a 404, robots.txt and the proxied API's alike.
   */
  securityHeaders?: Record<string, string>;
  /**
   * The site's public origin (`https://salonbook.kz`, SALONBOOK_PUBLIC_ORIGIN): robots.txt names the sitemap on it.
   * Default: the request's own origin (tests only; web/server/main.ts always names one).
   */
  publicOrigin?: string;
  /**
   * The key of the page a request for `url` with `headers` gets (lib/pageContext.ts pageVariant): GET /__variant
   * answers it in X-Salonbook-Variant, and nginx keys its page cache on that answer (web/deploy/salonbook.conf.template).
   */
  variant?(url: URL, headers: Headers): string;
}

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
  return 'public, max-age=3600';
}

export function createAppServer(options: AppServerOptions): Hono {
  const app = new Hono();
  const headers = options.securityHeaders ?? {};
  app.use('*', async (c, next) => {
    await next();
    const missing = Object.entries(headers).filter(([name]) => !c.res.headers.has(name));
    if (missing.length === 0) return;
    // A proxied answer's headers may be immutable: the answer is copied before they are added.
    const response = new Response(c.res.body, c.res);
    for (const [name, value] of missing) response.headers.set(name, value);
    c.res = response;
  });
  app.get('/healthz', (c) => c.text('ok'));
  const variant = options.variant;
  if (variant)
    app.get(VARIANT_PATH, (c) => {
      // Asked for with the page's own cookies and Accept-Language, and its address in X-Salonbook-Uri (nginx's
      // auth_request): the key of that page.
      const page = new URL(c.req.header('x-salonbook-uri') ?? '/', c.req.url);
      c.header(VARIANT_HEADER, variant(page, c.req.raw.headers));
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
  app.get('/robots.txt', (c) => {
    const origin = options.publicOrigin ?? new URL(c.req.url).origin;
    return c.text(`User-agent: *\nAllow: /\nDisallow: /my/\nDisallow: /card-payment\nDisallow: /delete-account\n\nSitemap: ${origin}/sitemap.xml\n`);
  });
  if (options.sitemap) app.get('/sitemap.xml', (c) => options.sitemap!(c.req.raw));
  for (const [path, page] of Object.entries(options.staticPages ?? {})) app.get(path, (c) => page(c.req.raw));
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
        // index.html is the renderer's template, never a file of its own; the static pages have their own routes.
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
  app.get('*', (c) => options.render(c.req.raw));
  return app;
}
