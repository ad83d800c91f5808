// npm run preview: the production build (web/dist/, made by `npm run build` — built here first when missing) served
// by `vite preview` on 127.0.0.1 (4173 or the next free port), with the sandbox behind Prism's validating proxy at
// /rest and /auth-app: the app as it ships, against the demo backend. SALONBOOK_BACKEND=<url> proxies to a real
// backend instead. The deployment itself (nginx, security headers) is in web/deploy/.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { build, preview } from 'vite';
import { tsImport } from 'tsx/esm/api';
import { ROOT, bundleOpenApi } from './lib/prism.mjs';

const configFile = join(ROOT, 'vite.config.ts');
if (!existsSync(join(ROOT, 'web/dist/index.html'))) await build({ configFile, logLevel: 'warn' });

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
const server = await preview({ configFile, preview: { host: '127.0.0.1', port: 4173 }, logLevel: 'warn' });

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
