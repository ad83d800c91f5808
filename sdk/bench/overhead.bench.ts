/**
 * What the SDK costs per request, against bare openapi-fetch and bare fetch on the same in-process stub,
 * and what it adds to a bundle on top of openapi-fetch. Run: npm run bench:sdk (not part of npm test).
 */
import { build } from 'esbuild';
import createClient from 'openapi-fetch';
import { Bench } from 'tinybench';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { createBookingSdk, createMemoryStorage, memoryCookies, type paths } from '../src/index';

const BASE = 'https://api.salonbook.test';
const body = JSON.stringify({ id: 101, name: 'Салон красоты «Жасмин»', address: 'Актау, 14-й мкр, 45', rating: 4.8 });
const stub = async (_request: Request) => new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });

const bareClient = createClient<paths>({ baseUrl: BASE, fetch: stub });

const storage = createMemoryStorage();
const now = Date.now();
for (const [key, value] of Object.entries({
  currentUser: { id: 5521, name: 'Алия', surname: 'Нурланова' },
  accessToken: 'access',
  refreshToken: 'refresh',
  expiresIn: 3600,
  setTokenDate: now,
  currentUsersCity: { id: 3 },
  currentUsersCountry: { isoCode: 'KZ' },
}))
  storage.setItem(key, JSON.stringify(value));
const sdk = createBookingSdk({
  baseUrl: BASE,
  fetch: stub,
  storage,
  cookies: memoryCookies({ 'XSRF-TOKEN': 'x' }),
  credentials: { apiKey: 'k', clientSecret: 's', clientId: 'c' },
  navigate: () => undefined,
  currentPath: () => '/salon/101',
  locks: undefined,
});

const params = { params: { path: { firmId: 101 } } };
const tasks: Record<string, () => Promise<unknown>> = {
  'bare fetch': async () => {
    const response = await stub(new Request(`${BASE}/rest/clients-app/v1/firms/101`, { headers: { Accept: 'application/json' } }));
    return response.json();
  },
  'bare openapi-fetch': () => bareClient.GET('/rest/clients-app/v1/firms/{firmId}', params),
  'SDK (signed in, every policy on)': () => sdk.api.GET('/rest/clients-app/v1/firms/{firmId}', params),
};

// This 2-core machine is shared: run short rounds one after another and keep, per task, the median of
// the rounds' medians, and the ratios computed within each round (neighbours in time share the load).
const ROUNDS = 9;
const medians: Record<string, number[]> = Object.fromEntries(Object.keys(tasks).map((name) => [name, []]));
for (let round = 0; round < ROUNDS; round++) {
  const bench = new Bench({ time: 300, warmup: round === 0 });
  for (const [name, fn] of Object.entries(tasks)) bench.add(name, fn);
  await bench.run();
  for (const task of bench.tasks) {
    const result = task.result;
    if (!result || !('latency' in result)) throw new Error(`${task.name} did not complete: ${result?.state ?? 'not run'}`);
    medians[task.name]!.push(result.latency.p50!);
  }
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ratio = (a: string, b: string) => median(medians[a]!.map((value, i) => value / medians[b]![i]!));

const SDK = 'SDK (signed in, every policy on)';
for (const name of Object.keys(tasks)) console.log(`${name}: ${(median(medians[name]!) * 1000).toFixed(1)} µs per request (median of ${ROUNDS} rounds)`);
console.log(`SDK / bare openapi-fetch: ${ratio(SDK, 'bare openapi-fetch').toFixed(2)}x (aim: at most 1.3x)`);
console.log(`SDK / bare fetch: ${ratio(SDK, 'bare fetch').toFixed(2)}x`);

async function gzipKb(entry: string) {
  const result = await build({
    stdin: { contents: entry, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    treeShaking: true,
  });
  return gzipSync(result.outputFiles[0]!.contents).length / 1024;
}
const fetchOnly = await gzipKb(`import createClient from 'openapi-fetch'; export default createClient;`);
const withSdk = await gzipKb(`export { createBookingSdk } from '../src/index';`);
console.log(
  `openapi-fetch alone: ${fetchOnly.toFixed(1)} kB gzip; with the SDK: ${withSdk.toFixed(1)} kB gzip; the SDK adds ${(withSdk - fetchOnly).toFixed(1)} kB (aim: at most 5 kB)`,
);
