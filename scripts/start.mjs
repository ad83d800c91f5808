// npm start: the sandbox (contracts/sandbox, a stateful backend with seeded salons), Prism's validating
// proxy in front of it (errors on: a request or response that breaks the contract is answered 422/500 and
// printed as CONTRACT VIOLATION), and the app on 127.0.0.1 (5173, or PORT; the next free port when it is taken, and
// the address printed is the one it listens on): the production server's request handler (web/server/handler.ts: the
// same pages, headers, static pages and after-paint loading, /rest and /auth-app proxied to Prism) with the template
// and modules from Vite's dev server (every page rendered on the server with the current code and hydrated in the
// browser; HMR on the same port). All on 127.0.0.1; Ctrl+C stops all three.
//
//   SALONBOOK_BACKEND=https://api.example.kz npm start   proxy to a real backend instead of the sandbox
//   VITE_API_BASE_URL=https://api.example.kz npm start   let the browser call that backend directly (needs CORS)
//   SANDBOX_TOKEN_TTL=60 npm start                       access tokens live 60 s (see the refresh at work)
//   SANDBOX_TRUSTED_PROXIES=10.0.0.5,10.0.0.6 npm start  the sandbox counts the X-Forwarded-For hop those proxies add as
//                                                        the caller of its limits (default: the peer, no proxy trusted)
//   PORT=3000 npm start                                  the app on 3000 (or the next free port)
//   SALONBOOK_PUBLIC_ORIGIN=https://salonbook.kz npm start   the pages' addresses on that origin (default: this server's)
//   npm run mock                                         the stateless Prism mock of the examples (for QA)
import { createServer as createHttpServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, loadEnv } from 'vite';
import { getRequestListener } from '@hono/node-server';
import { tsImport } from 'tsx/esm/api';
import { ROOT, bundleOpenApi } from './lib/prism.mjs';

const WEB = join(ROOT, 'web');
const HOST = '127.0.0.1';
const backend = process.env.SALONBOOK_BACKEND;
const direct = process.env.VITE_API_BASE_URL;
let stack;
if (!backend && !direct) {
  await bundleOpenApi();
  /** @type {typeof import('../contracts/sandbox/stack.ts')} */
  const { startSandboxStack } = await tsImport('../contracts/sandbox/stack.ts', import.meta.url);
  stack = await startSandboxStack({
    accessTokenTtlSeconds: Number(process.env.SANDBOX_TOKEN_TTL ?? 3600),
    trustedProxies: (process.env.SANDBOX_TRUSTED_PROXIES ?? '').split(/[\s,]+/).filter(Boolean),
    log: (line) => console.log(`  sandbox     ${line}`),
    onViolation: (line) => console.error(`\x1b[31mCONTRACT VIOLATION\x1b[0m ${line}`),
  });
}
if (stack) {
  // CloudPayments' Checkout script and the bank's 3-D Secure page are the sandbox's stand-ins (on its own origin),
  // unless the environment names others; the CSP allows them, as it does for the e2e build (web/e2e/servers.ts).
  process.env.VITE_CLOUDPAYMENTS_SCRIPT_URL ??= `${stack.sandboxUrl}/__sandbox/checkout.js`;
  process.env.SALONBOOK_3DS_SOURCES ??= stack.sandboxUrl;
}
/** The API the pages are rendered with; /rest and /auth-app are proxied to it unless the browser calls it directly. */
const upstream = backend ?? stack?.url;
const api = upstream ?? direct;

/**
 * Listens on `first` or, while a port is taken, the next one (20 of them, then any free port); resolves with the port
 * it listens on. Each attempt's listeners go with it, so a taken port's attempt never answers for the next.
 */
async function listen(server, first) {
  for (let port = first; ; port += 1) {
    const tried = port < first + 20 ? port : 0;
    try {
      return await new Promise((resolve, reject) => {
        const onError = (error) => (server.off('listening', onListening), reject(error));
        const onListening = () => (server.off('error', onError), resolve(server.address().port));
        server.once('error', onError).once('listening', onListening).listen(tried, HOST);
      });
    } catch (error) {
      if (error.code !== 'EADDRINUSE' || tried === 0) throw error;
    }
  }
}
const http = createHttpServer();
const port = await listen(http, Number(process.env.PORT) || 5173);
const address = `http://${HOST}:${port}/`;

/** @type {typeof import('../web/server/handler.ts')} */
const { createHandler, fileHeaders, STATIC_PAGES } = await tsImport('../web/server/handler.ts', import.meta.url);
/** @type {typeof import('../web/deploy/headers.ts')} */
const { headerEnv, inlineHashes, securityHeaders } = await tsImport('../web/deploy/headers.ts', import.meta.url);
const source = (file) => readFileSync(join(WEB, file), 'utf8');
// The production build's security headers (vite.config.ts writes them from the built payment-return.html and the same
// variables), and what Vite's client adds to the CSP (handler.ts ViteClient): first its HMR websocket, which shares
// this server and port.
const headers = securityHeaders(source('payment-return.html'), headerEnv(loadEnv('development', WEB, 'VITE_')));
const hmr = { websocket: `ws://${HOST}:${port}`, scripts: [] };

const vite = await createServer({
  configFile: join(ROOT, 'vite.config.ts'),
  mode: 'development',
  appType: 'custom',
  // HMR on this server (a fixed port of its own, Vite's 24678, would collide with another checkout's `npm start`);
  // the modules and public files Vite serves carry the production's security headers too (no page among them).
  server: { middlewareMode: true, ws: { server: http }, headers: fileHeaders(headers, hmr) },
});
/** The inline scripts Vite's transform adds to a page (React Refresh's preamble), as CSP hashes. */
async function viteScripts(file) {
  const own = new Set(inlineHashes(source(file)).scripts);
  return inlineHashes(await vite.transformIndexHtml(`/${file}`, source(file))).scripts.filter((hash) => !own.has(hash));
}
const added = await Promise.all(STATIC_PAGES.map((path) => viteScripts(path.slice(1))));
const viteClient = { ...hmr, scripts: [...new Set(added.flat())] };
/** The current code's modules, as Vite transforms them now (reloaded after a change). */
async function modules() {
  const [{ createPageServer }, { createSitemap }, { config }] = await Promise.all(
    ['/src/app/server.ts', '/src/app/sitemap.ts', '/src/config/env.ts'].map((id) => vite.ssrLoadModule(id)),
  );
  return { createPageServer, createSitemap, credentials: config.credentials };
}
// The built server's handler (web/server/handler.ts), given Vite's static pages and the current code's modules.
const app = createHandler({
  api,
  // Every absolute address of a page, robots.txt and the sitemap: on the server's own address unless configured.
  publicOrigin: process.env.SALONBOOK_PUBLIC_ORIGIN ?? address.replace(/\/$/, ''),
  ...(upstream && { apiUpstream: upstream }),
  staticPage: (path, url) => vite.transformIndexHtml(url.pathname, source(path.slice(1))),
  modules,
  texts: (lng, ns) => {
    try {
      return JSON.parse(source(`public/locales/${lng}/${ns}.json`));
    } catch {
      return {};
    }
  },
  headers,
  viteClient,
  onError: (error) => {
    vite.ssrFixStacktrace(error);
    console.error(error);
    return new Response(String(error.stack ?? error), { status: 500 });
  },
});
const pages = getRequestListener(app.fetch);
// Vite first (the modules, the public files, its client), then the app's handler.
http.on('request', (req, res) => vite.middlewares(req, res, () => pages(req, res)));
const server = {
  async close() {
    await vite.close();
    http.closeAllConnections();
    await new Promise((done) => http.close(done));
  },
};

console.log('');
console.log(`  Salonbook   ${address}`);
if (stack) {
  console.log(`  API         sandbox ${stack.sandboxUrl} behind Prism's validating proxy ${stack.url} (proxied at /rest and /auth-app)`);
  console.log('  Sign in     +7 701 123 45 67 / Qwerty123      SMS code: always 4821');
  console.log(`  Controls    curl -X POST ${stack.sandboxUrl}/__sandbox/reset   (back to the seed; clock: contracts/sandbox/README.md)`);
} else if (backend) console.log(`  API         ${backend} (proxied at /rest and /auth-app)`);
else console.log(`  API         ${direct} (called directly by the browser)`);
console.log('  Ctrl+C stops everything.\n');

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.close();
  await stack?.stop();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
process.once('SIGHUP', stop);
