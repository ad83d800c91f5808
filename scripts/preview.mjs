// npm run preview: the production build (web/dist/, made by `npm run build` — built here first when missing) served
// by its own server (web/server/main.ts: pages rendered on the server, the client's files, /rest and /auth-app
// proxied) on 127.0.0.1 (4173 or the next free port), with the sandbox behind Prism's validating proxy: the app as it
// ships, against the demo backend. SALONBOOK_BACKEND=<url> renders with a real backend instead. The deployment
// itself (nginx in front of several servers) is in web/deploy/.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { bundleOpenApi, freePort } from './lib/prism.mjs';
import { DIST, buildApp, startBuiltServer } from './lib/build.mjs';

const backend = process.env.SALONBOOK_BACKEND;
let stack;
if (!backend) {
  await bundleOpenApi();
  /** @type {typeof import('../contracts/sandbox/stack.ts')} */
  const { startSandboxStack } = await tsImport('../contracts/sandbox/stack.ts', import.meta.url);
  stack = await startSandboxStack({
    // SANDBOX_TRUSTED_PROXIES=10.0.0.5,10.0.0.6: the proxies whose X-Forwarded-For hop is the caller (as npm start).
    trustedProxies: (process.env.SANDBOX_TRUSTED_PROXIES ?? '').split(/[\s,]+/).filter(Boolean),
    log: (line) => console.log(`  sandbox     ${line}`),
    onViolation: (line) => console.error(`\x1b[31mCONTRACT VIOLATION\x1b[0m ${line}`),
  });
}
// Built here for the sandbox: a demo build (the development keys) is what is wanted, so it is asked for explicitly.
if (!existsSync(join(DIST, 'server/main.js'))) {
  process.env.SALONBOOK_DEMO_BUILD ??= '1';
  if (stack) process.env.VITE_CLOUDPAYMENTS_SCRIPT_URL ??= `${stack.sandboxUrl}/__sandbox/checkout.js`;
  await buildApp();
}
const port = await freePort().then((free) => (process.env.PORT ? Number(process.env.PORT) : free));
// The pages' addresses: SALONBOOK_PUBLIC_ORIGIN, or this server's own (web/server/main.ts).
const publicOrigin = process.env.SALONBOOK_PUBLIC_ORIGIN;
const server = await startBuiltServer(DIST, { api: backend ?? stack.url, port, ...(publicOrigin && { publicOrigin }) });

console.log('');
console.log(`  Salonbook   ${server.url}/   (production build of web/dist/)`);
if (stack) {
  console.log(`  API         sandbox behind Prism's validating proxy ${stack.url}`);
  console.log('  Sign in     +7 701 123 45 67 / Qwerty123      SMS code: always 4821');
} else console.log(`  API         ${backend}`);
console.log('  Ctrl+C stops everything.\n');

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.close();
  await stack?.stop();
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, stop);
