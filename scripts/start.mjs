// npm start: bundles the contract, starts the Prism mock on a free 127.0.0.1 port and the Vite dev
// server on 127.0.0.1 (5173 or the next free port) with /rest and /auth-app proxied to the mock.
//
//   SALONBOOK_BACKEND=https://api.example.kz npm start   proxy to a real backend instead of Prism
//   VITE_API_BASE_URL=https://api.example.kz npm start   let the browser call that backend directly (needs CORS)
import { createServer } from 'vite';
import { join } from 'node:path';
import { ROOT, bundleOpenApi, startPrism } from './lib/prism.mjs';

const backend = process.env.SALONBOOK_BACKEND;
const direct = process.env.VITE_API_BASE_URL;
let prism;
if (!backend && !direct) {
  await bundleOpenApi();
  prism = await startPrism();
}
process.env.SALONBOOK_API_PROXY = backend ?? prism?.url ?? '';

const server = await createServer({ configFile: join(ROOT, 'vite.config.ts'), server: { host: '127.0.0.1', port: 5173 } });
await server.listen();
const address = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/';

console.log('');
console.log(`  Salonbook   ${address}`);
if (prism) console.log(`  API mock    ${prism.url} (Prism, proxied at /rest and /auth-app)`);
else if (backend) console.log(`  API         ${backend} (proxied at /rest and /auth-app)`);
else console.log(`  API         ${direct} (called directly by the browser)`);
console.log('  Ctrl+C stops both.\n');

const stop = async () => {
  await server.close();
  await prism?.stop();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
process.once('SIGHUP', stop);
