// npm run preview: the production build (web/dist/, made by `npm run build` — built here first when missing) served
// by `vite preview` on 127.0.0.1 (4173 or the next free port), with the sandbox behind Prism's validating proxy at
// /rest and /auth-app: the app as it ships, against the demo backend. SALONBOOK_BACKEND=<url> proxies to a real
// backend instead. The deployment itself (nginx, security headers) is in web/deploy/.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, preview } from 'vite';
import { tsImport } from 'tsx/esm/api';
import { ROOT, bundleOpenApi } from './lib/prism.mjs';

const configFile = join(ROOT, 'vite.config.ts');
// Built here for the sandbox: a demo build (the development keys) is what is wanted, so it is asked for explicitly.
if (!existsSync(join(ROOT, 'web/dist/index.html'))) {
  process.env.SALONBOOK_DEMO_BUILD ??= '1';
  await build({ configFile, logLevel: 'warn' });
}
// The same security headers the build wrote for the deployment (CSP with the boot loader's hash, Referrer-Policy, …).
const headersFile = join(ROOT, 'web/dist/_deploy/headers.json');
const headers = existsSync(headersFile) ? JSON.parse(readFileSync(headersFile, 'utf8')) : {};
if (!existsSync(headersFile)) console.warn('  (web/dist/_deploy/headers.json is missing: no security headers; run npm run build)');

const backend = process.env.SALONBOOK_BACKEND;
let stack;
if (!backend) {
  await bundleOpenApi();
  /** @type {typeof import('../contracts/sandbox/stack.ts')} */
  const { startSandboxStack } = await tsImport('../contracts/sandbox/stack.ts', import.meta.url);
  stack = await startSandboxStack({
    log: (line) => console.log(`  sandbox     ${line}`),
    onViolation: (line) => console.error(`\x1b[31mCONTRACT VIOLATION\x1b[0m ${line}`),
  });
}
process.env.SALONBOOK_API_PROXY = backend ?? stack.url;
const server = await preview({ configFile, preview: { host: '127.0.0.1', port: 4173, headers }, logLevel: 'warn' });

console.log('');
console.log(`  Salonbook   ${server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:4173/'}   (production build of web/dist/)`);
if (stack) {
  console.log(`  API         sandbox behind Prism's validating proxy ${stack.url}`);
  console.log('  Sign in     +7 701 123 45 67 / Qwerty123      SMS code: always 4821');
} else console.log(`  API         ${backend}`);
console.log('  Ctrl+C stops everything.\n');

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await new Promise((done) => server.httpServer.close(done));
  await stack?.stop();
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, stop);
