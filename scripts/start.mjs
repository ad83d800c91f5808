// npm start: the sandbox (contracts/sandbox, a stateful backend with seeded salons), Prism's validating
// proxy in front of it (errors on: a request or response that breaks the contract is answered 422/500 and
// printed as CONTRACT VIOLATION), and the app on 127.0.0.1 (5173 or the next free port): Vite's dev server for the
// code, /rest and /auth-app proxied to Prism, and every page rendered on the server (web/src/app/server.tsx,
// reloaded on change) and hydrated in the browser. All on 127.0.0.1; Ctrl+C stops all three.
//
//   SALONBOOK_BACKEND=https://api.example.kz npm start   proxy to a real backend instead of the sandbox
//   VITE_API_BASE_URL=https://api.example.kz npm start   let the browser call that backend directly (needs CORS)
//   SANDBOX_TOKEN_TTL=60 npm start                       access tokens live 60 s (see the refresh at work)
//   npm run mock                                         the stateless Prism mock of the examples (for QA)
import { createServer as createHttpServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'vite';
import { getRequestListener } from '@hono/node-server';
import { tsImport } from 'tsx/esm/api';
import { ROOT, bundleOpenApi } from './lib/prism.mjs';

const backend = process.env.SALONBOOK_BACKEND;
const direct = process.env.VITE_API_BASE_URL;
let stack;
if (!backend && !direct) {
  await bundleOpenApi();
  /** @type {typeof import('../contracts/sandbox/stack.ts')} */
  const { startSandboxStack } = await tsImport('../contracts/sandbox/stack.ts', import.meta.url);
  stack = await startSandboxStack({
    accessTokenTtlSeconds: Number(process.env.SANDBOX_TOKEN_TTL ?? 3600),
    log: (line) => console.log(`  sandbox     ${line}`),
    onViolation: (line) => console.error(`\x1b[31mCONTRACT VIOLATION\x1b[0m ${line}`),
  });
}
process.env.SALONBOOK_API_PROXY = backend ?? stack?.url ?? '';
// CloudPayments' Checkout script: the sandbox's stand-in (same interface) unless the environment names one.
if (stack) process.env.VITE_CLOUDPAYMENTS_SCRIPT_URL ??= `${stack.sandboxUrl}/__sandbox/checkout.js`;

const vite = await createServer({
  configFile: join(ROOT, 'vite.config.ts'),
  server: { middlewareMode: true },
  appType: 'custom',
});
/** The page server of the current code: the template and modules as Vite transforms them now. */
async function renderPage(request) {
  const url = new URL(request.url);
  const template = await vite.transformIndexHtml(url.pathname, readFileSync(join(ROOT, 'web/index.html'), 'utf8'));
  const { createPageServer } = await vite.ssrLoadModule('/src/app/server.tsx');
  const { config } = await vite.ssrLoadModule('/src/config/env.ts');
  const texts = (lng, ns) => {
    try {
      return JSON.parse(readFileSync(join(ROOT, 'web/public/locales', lng, `${ns}.json`), 'utf8'));
    } catch {
      return {};
    }
  };
  const api = process.env.SALONBOOK_API_PROXY || process.env.VITE_API_BASE_URL;
  return createPageServer({ template, apiBaseUrl: api, credentials: config.credentials, texts })(request);
}
const { createAppServer } = await vite.ssrLoadModule('/server/http.ts');
const { createSitemap } = await vite.ssrLoadModule('/src/app/sitemap.ts');
const { config } = await vite.ssrLoadModule('/src/config/env.ts');
const pages = getRequestListener(
  createAppServer({
    render: (request) =>
      renderPage(request).catch((error) => {
        vite.ssrFixStacktrace(error);
        console.error(error);
        return new Response(String(error.stack ?? error), { status: 500 });
      }),
    sitemap: createSitemap({ apiBaseUrl: process.env.SALONBOOK_API_PROXY || process.env.VITE_API_BASE_URL, credentials: config.credentials }),
  }).fetch,
);
const http = createHttpServer((req, res) => vite.middlewares(req, res, () => pages(req, res)));
const port = await new Promise((resolve) => {
  const tryPort = (p) => {
    http.once('error', (error) => (error.code === 'EADDRINUSE' ? tryPort(p + 1) : Promise.reject(error)));
    http.listen(p, '127.0.0.1', () => resolve(p));
  };
  tryPort(5173);
});
const address = `http://127.0.0.1:${port}/`;
const server = { close: async () => (await new Promise((done) => http.close(done)), await vite.close()) };

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
