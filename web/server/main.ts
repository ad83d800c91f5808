// The production server (built by `npm run build` into web/dist/server/main.js): `node web/dist/server/main.js`.
//
//   NODE_ENV=production PORT=3000 HOST=127.0.0.1 SALONBOOK_API_UPSTREAM=https://api.example.kz node web/dist/server/main.js
//
// NODE_ENV=production: React, loaded from node_modules, renders with its production build (1.6x less CPU per page).
//
// SALONBOOK_PUBLIC_ORIGIN is the site's address as visitors see it (https://salonbook.kz): every absolute address of a
// page (canonical, og:url, hreflang, JSON-LD), robots.txt's Sitemap and every sitemap <loc> is on it, never on the
// request's Host or X-Forwarded-Proto. Default: this server's own address (http://HOST:PORT), for local runs.
// SALONBOOK_PAGE_TTL: how long nginx or a CDN keeps a public page, in seconds (s-maxage; default 60).
// SALONBOOK_HEADERS_FILE names other security headers than the build's (web/dist/_deploy/headers.json).
// It renders every page (web/src/app/server.ts: React Router's server build, every screen in it) with the API at SALONBOOK_API_UPSTREAM, serves the client's files
// and proxies /rest and /auth-app there too (nginx does that itself in a deployment: web/deploy/). Stateless.
// Its request handler (handler.ts) is `npm start`'s too, given the build's files here instead of Vite's.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { createPageServer } from '../src/app/server';
import { createSitemap } from '../src/app/sitemap';
import { config } from '../src/config/env';
import type { Lng } from '../src/lib/i18n';
import { createHandler, STATIC_PAGES } from './handler';

export interface AppServerStart {
  /** The build (the folder with client/ and server/); default: this file's build. */
  dist?: string;
  /** The API the server calls, and proxies /rest and /auth-app to. */
  api: string;
  port?: number;
  host?: string;
  /** The security headers (default: the build's <dist>/_deploy/headers.json). */
  headersFile?: string;
  /** The site's public origin (SALONBOOK_PUBLIC_ORIGIN); default: this server's own address. */
  publicOrigin?: string;
  /** How long a shared cache keeps a public page, in seconds (SALONBOOK_PAGE_TTL); default 60. */
  pageTtl?: number;
  /** How long a page waits for the API before it is incomplete (503), in ms (SALONBOOK_API_WAIT_MS); default 3,000. */
  apiWaitMs?: number;
}

/** `value` as an origin (scheme, host, port; nothing after), or an error that says what is wrong with it. */
export function publicOriginOf(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SALONBOOK_PUBLIC_ORIGIN is not an address: ${value}`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.search || url.hash || !/^\/?$/.test(url.pathname))
    throw new Error(`SALONBOOK_PUBLIC_ORIGIN must be an origin such as https://salonbook.kz (no path, query or user): ${value}`);
  return url.origin;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

const HERE = dirname(fileURLToPath(import.meta.url));

/** The request handler of a build (handler.ts): reads its template, static pages, manifest, texts and headers once. */
export function buildHandler({
  dist,
  api,
  publicOrigin,
  headersFile = join(dist, '_deploy/headers.json'),
  pageTtl,
  apiWaitMs,
}: Required<Pick<AppServerStart, 'dist' | 'api' | 'publicOrigin'>> & Pick<AppServerStart, 'headersFile' | 'pageTtl' | 'apiWaitMs'>) {
  const client = join(dist, 'client');
  const staticPages = new Map(STATIC_PAGES.map((path) => [path, readFileSync(join(client, path), 'utf8')]));
  const headers = existsSync(headersFile) ? (JSON.parse(readFileSync(headersFile, 'utf8')) as Record<string, string>) : {};
  const texts = new Map<string, Record<string, unknown>>();
  const readTexts = (lng: Lng, ns: string) => {
    const key = `${lng}/${ns}`;
    let found = texts.get(key);
    if (!found) {
      const file = join(client, 'locales', lng, `${ns}.json`);
      found = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
      texts.set(key, found);
    }
    return found;
  };
  const modules = { createPageServer, createSitemap, credentials: config.credentials };
  return createHandler({
    api,
    apiUpstream: api,
    staticPage: (path) => staticPages.get(path)!,
    modules: () => modules,
    texts: readTexts,
    headers,
    clientDir: client,
    publicOrigin: publicOriginOf(publicOrigin),
    ...(pageTtl !== undefined && { sharedMaxAge: pageTtl }),
    ...(apiWaitMs !== undefined && { apiWaitMs }),
  });
}

export async function startAppServer(start: AppServerStart): Promise<RunningServer> {
  const { port = 3000, host = '127.0.0.1' } = start;
  const app = buildHandler({
    ...start,
    dist: start.dist ?? dirname(HERE),
    publicOrigin: start.publicOrigin ?? `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
  });
  return new Promise((resolve) => {
    const server: ServerType = serve({ fetch: app.fetch, port, hostname: host }, (info) =>
      resolve({
        url: `http://${host}:${info.port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    );
  });
}

// `node web/dist/server/main.js`
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const api = process.env.SALONBOOK_API_UPSTREAM;
  if (process.env.NODE_ENV !== 'production') console.warn('NODE_ENV is not "production": React renders with its development build (slower)');
  if (!api) {
    console.error('SALONBOOK_API_UPSTREAM is not set: the API the server renders pages with (https://api.example.kz)');
    process.exit(1);
  }
  const origin = process.env.SALONBOOK_PUBLIC_ORIGIN;
  if (origin) {
    try {
      publicOriginOf(origin);
    } catch (error) {
      console.error((error as Error).message);
      process.exit(1);
    }
  } else if (process.env.NODE_ENV === 'production')
    console.warn("SALONBOOK_PUBLIC_ORIGIN is not set: the pages name this server's own address (set https://salonbook.kz)");
  const server = await startAppServer({
    api,
    ...(origin && { publicOrigin: origin }),
    ...(process.env.SALONBOOK_PAGE_TTL && { pageTtl: Math.max(0, Math.floor(Number(process.env.SALONBOOK_PAGE_TTL)) || 0) }),
    ...(process.env.SALONBOOK_API_WAIT_MS && { apiWaitMs: Math.max(1, Math.floor(Number(process.env.SALONBOOK_API_WAIT_MS)) || 3_000) }),
    port: Number(process.env.PORT ?? 3000),
    host: process.env.HOST ?? '127.0.0.1',
    ...(process.env.SALONBOOK_HEADERS_FILE && { headersFile: process.env.SALONBOOK_HEADERS_FILE }),
  });
  console.log(`Salonbook server ${server.url} (API ${api}, public origin ${origin ?? server.url})`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void server.close().then(() => process.exit(0)));
}
