// npm run bench:server: what a page rendered by the server costs (the aims: <= 20 ms CPU median per
// `/salon/101`, >= 200 pages/s, p99 <= 150 ms under a bounded load on this 2-core machine). Printed, not a timed test.
//  (a) In-process: web/src/app/server.ts `createPageServer` (loaded through Vite's SSR loader, so the app's CSS
//      imports and defines resolve as in the build) with the in-process sandbox as the API (`sandbox.fetch`), texts
//      from web/public/locales; 1,000 renders of `/salon/101` after a warm-up,
//      each one's CPU time (process.cpuUsage: this process's user + system, so the sandbox's answers are counted
//      too; their share is printed beside) and wall time. A cookie city rotates between requests.
//  (b) A reference of the same sitting: React's renderToString of a static tree with as many elements as the salon
//      page's <body> has, and of a list of 200 elements, so a miss can be told from a slow machine.
//  (c) Under a bounded load, autocannon (a child process) on 127.0.0.1, 10 connections for BENCH_SECONDS (10) each,
//      against the built server (web/dist, built when web/dist/server/main.js is missing, a demo build) as processes
//      of their own (node server/main.js, web/e2e/appServer.ts) with the sandbox's HTTP server in this process as the
//      API: first, as the sitting's reference, the API alone (the requests one render of the page made, replayed
//      against the sandbox's HTTP server: how many pages' worth of answers it gives a second); one app server; then the
//      deployment of web/deploy (Debian's nginx, web/e2e/site.ts) in front of two, once with a city cookie of its own
//      per request (nginx's page cache never has the page: every request a render) and once with the sandbox's cities
//      (what the page cache does). The app servers' CPU per page is read from /proc.
//      Everything shares the machine's cores. BENCH_SECONDS=0 skips it.
// React's build follows NODE_ENV as in any Node process: unset here it is set to 'production' (BENCH_REACT=development
// measures React's development build, which is what `node web/dist/server/main.js` gets without NODE_ENV).
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, cpus } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import type * as PageServer from '../web/src/app/server.ts';

const reactBuild = process.env.BENCH_REACT === 'development' ? 'development' : 'production';
process.env.NODE_ENV = reactBuild;
process.env.SALONBOOK_DEMO_BUILD ??= '1';

const { createServer } = await import('vite');
const { createElement } = await import('react');
const { renderToString } = await import('react-dom/server');
const { ROOT } = await import('./lib/prism.mjs');
const { DIST, buildApp } = await import('./lib/build.mjs');
const { createSandbox } = await import('../contracts/sandbox/index.ts');
const { startSandboxServer } = await import('../contracts/sandbox/server.ts');
const { startAppServer } = await import('../web/e2e/appServer.ts');
const { startSite } = await import('../web/e2e/site.ts');

const RENDERS = Number(process.env.BENCH_RENDERS ?? 1000);
const WARM_UP = 100;
const SECONDS = Math.min(20, Number(process.env.BENCH_SECONDS ?? 10));
const CONNECTIONS = 10;
const AIM = { medianMs: 20, pagesPerSecond: 200, p99Ms: 150 };
const WEB = join(ROOT, 'web');
const PATH = '/salon/101';
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
};
const ms = (n: number) => `${n.toFixed(2)} ms`;

console.log(`bench:server, ${new Date().toISOString()}, ${cpus().length} cores (${cpus()[0]?.model}), load average ${load()}, React ${reactBuild} build`);

// (a) In-process renders.
const vite = await createServer({
  configFile: join(ROOT, 'vite.config.ts'),
  mode: 'production',
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  // The dev server's transform writes jsxDEV, which React's production build lacks (scripts/lib/jsx-dev-runtime.mjs).
  ...(reactBuild === 'production' && {
    resolve: { alias: { 'react/jsx-dev-runtime': join(ROOT, 'scripts/lib/jsx-dev-runtime.mjs') } },
    // Each dependency's production build, as the built server bundles it: a dev server resolves the `development` export
    // condition (React Router's plugin adds it), and React Router's development build checks and warns on every render.
    plugins: [
      {
        name: 'bench-production-conditions',
        configResolved(config: { environments: Record<string, { resolve: { conditions: string[]; externalConditions: string[] } }> }) {
          const production = (conditions: string[]) => [
            ...new Set(conditions.filter((c) => c !== 'development').map((c) => (c === 'development|production' ? 'production' : c))),
          ];
          for (const { resolve } of Object.values(config.environments)) {
            resolve.conditions = production(resolve.conditions);
            resolve.externalConditions = production(resolve.externalConditions);
          }
        },
      },
    ],
  }),
});
const { createPageServer } = (await vite.ssrLoadModule('/src/app/server.ts')) as typeof PageServer;
const sandbox = createSandbox();
let sandboxMs = 0;
/** The API requests of one render of the page, replayed in (c)'s reference. */
const apiRequests: Array<{ method: string; path: string; headers: Record<string, string> }> = [];
let recording = true;
const texts = new Map<string, Record<string, unknown>>();
const render = createPageServer({
  apiBaseUrl: 'http://api.bench',
  credentials: { apiKey: 'dev-api-key', clientSecret: 'dev-client-secret', clientId: 'WEB' },
  texts: (lng, ns) => {
    const key = `${lng}/${ns}`;
    if (!texts.has(key)) texts.set(key, JSON.parse(readFileSync(join(WEB, 'public/locales', lng, `${ns}.json`), 'utf8')) as Record<string, unknown>);
    return texts.get(key)!;
  },
  fetch: async (request) => {
    if (recording) {
      const { pathname, search } = new URL(request.url);
      apiRequests.push({ method: request.method, path: pathname + search, headers: Object.fromEntries(request.headers) });
    }
    const start = performance.now();
    try {
      return await sandbox.fetch(request);
    } finally {
      sandboxMs += performance.now() - start;
    }
  },
});

// The cities the sandbox knows, for the rotating `city` cookie.
const citiesResponse = await sandbox.fetch(
  new Request('http://api.bench/rest/clients-app/v1/screen/home/cities', {
    headers: { api_key: 'dev-api-key', client_secret: 'dev-client-secret', client_id: 'WEB' },
  }),
);
const cities = citiesResponse.ok ? ((await citiesResponse.json()) as Array<{ id: number; name: string }>) : [];
const cityCookie = (i: number) => {
  const city = cities.length ? cities[i % cities.length] : undefined;
  return city ? `city=${encodeURIComponent(JSON.stringify({ id: city.id, name: city.name }))}` : '';
};

async function renderOnce(i: number) {
  const response = await render(new Request(`http://127.0.0.1${PATH}`, { headers: { cookie: cityCookie(i) } }));
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${PATH}: ${response.status}`);
  return html;
}

const html = await renderOnce(0);
recording = false;
if (!html.includes('Жасмин')) throw new Error(`${PATH} rendered without the salon's name`);
for (let i = 0; i < WARM_UP; i++) await renderOnce(i);
// BENCH_PROFILE=file.cpuprofile: a V8 CPU profile of the measured renders only (open it in Chrome's DevTools).
const profiler = process.env.BENCH_PROFILE ? new (await import('node:inspector/promises')).Session() : undefined;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}
const cpuMs: number[] = [];
const wallMs: number[] = [];
const sandboxShare: number[] = [];
for (let i = 0; i < RENDERS; i++) {
  sandboxMs = 0;
  const cpu = process.cpuUsage();
  const start = performance.now();
  await renderOnce(i);
  wallMs.push(performance.now() - start);
  const used = process.cpuUsage(cpu);
  cpuMs.push((used.user + used.system) / 1000);
  sandboxShare.push(sandboxMs);
}
if (profiler) {
  const { profile } = await profiler.post('Profiler.stop');
  writeFileSync(process.env.BENCH_PROFILE!, JSON.stringify(profile));
  profiler.disconnect();
}
await vite.close();
const bodyElements = (/<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1]?.match(/<[a-z][\w-]*/g) ?? []).length;
console.log(`\n(a) ${PATH} rendered in-process, sandbox as the API, ${RENDERS} renders after ${WARM_UP} (load average ${load()}):`);
console.log(`    page ${(html.length / 1024).toFixed(1)} kB of HTML, ${bodyElements} elements in <body>; ${cities.length} cities rotated in the cookie`);
console.log(
  `    CPU   median ${ms(quantile(cpuMs, 0.5))}, p99 ${ms(quantile(cpuMs, 0.99))}   (aim: median <= ${AIM.medianMs} ms)` +
    `\n    wall  median ${ms(quantile(wallMs, 0.5))}, p99 ${ms(quantile(wallMs, 0.99))}; of it in the sandbox's answers: median ${ms(quantile(sandboxShare, 0.5))}`,
);

// (b) The reference: React alone, the same sitting.
function reference(name: string, tree: () => ReturnType<typeof createElement>) {
  for (let i = 0; i < WARM_UP; i++) renderToString(tree());
  const cpu: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RENDERS; i++) {
    const before = process.cpuUsage();
    bytes = renderToString(tree()).length;
    const used = process.cpuUsage(before);
    cpu.push((used.user + used.system) / 1000);
  }
  console.log(`    ${name.padEnd(52)} CPU median ${ms(quantile(cpu, 0.5))}, p99 ${ms(quantile(cpu, 0.99))} (${(bytes / 1024).toFixed(1)} kB)`);
}
const items = (n: number) => () =>
  createElement(
    'main',
    null,
    createElement('h1', null, 'Салон красоты «Жасмин»'),
    createElement(
      'ul',
      null,
      Array.from({ length: n }, (_, i) =>
        createElement('li', { key: i, className: 'service' }, createElement('span', null, `Услуга ${i}`), createElement('b', null, `${1000 + i} ₸`)),
      ),
    ),
  );
console.log(`\n(b) Reference, React's renderToString of a static tree, ${RENDERS} renders:`);
// Each item is 3 elements (li, span, b): the salon page's element count in about as many items.
reference(`a list as large as the salon page (${bodyElements} elements)`, items(Math.max(1, Math.round(bodyElements / 3))));
reference('a list of 200 elements', items(Math.round(200 / 3)));

// (c) Under load (BENCH_SECONDS=0: not measured).
if (SECONDS <= 0) {
  console.log(`\nload average at the end ${load()}`);
  process.exit(0);
}
if (!existsSync(join(DIST, 'server/main.js'))) {
  console.log('\nBuilding web/dist (a demo build) …');
  await buildApp();
}
const run = promisify(execFile);
const LOAD_SCRIPT = `
import autocannon from 'autocannon';
const cookies = JSON.parse(process.env.BENCH_COOKIES ?? '[]');
// BENCH_REQUESTS: a list of requests each connection sends in turn (the API reference), instead of the page.
const list = process.env.BENCH_REQUESTS ? JSON.parse(process.env.BENCH_REQUESTS) : null;
// BENCH_COOKIES [] : a city of its own per request (nginx's page cache, keyed by the city cookie, never has the page).
const cookie = (n) => cookies.length ? cookies[n % cookies.length] : 'city=' + encodeURIComponent(JSON.stringify({ id: 10000 + n }));
let next = 0;
const result = await autocannon({
  url: process.env.BENCH_URL,
  connections: ${CONNECTIONS},
  duration: ${SECONDS},
  // The site's own Host: nginx drops any other (web/deploy: its default server answers 444).
  requests: list ?? [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, host: new URL(process.env.BENCH_URL).host, cookie: cookie(next++) } }) }],
});
process.stdout.write(JSON.stringify(result));
`;
/** A process's CPU time so far (user + system, ms), from /proc (Linux); null elsewhere. */
function cpuOf(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 1/100 s
  } catch {
    return null;
  }
}
/** autocannon in a child process: each request with the next cookie, or each connection the `requests` in turn. */
async function autocannon(url: string, env: { BENCH_COOKIES?: string; BENCH_REQUESTS?: string }) {
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', LOAD_SCRIPT], {
    cwd: ROOT,
    env: { ...process.env, BENCH_URL: url, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; max: number };
    non2xx: number;
    errors: number;
  };
}

async function underLoad(label: string, url: string, cookies: string[], servers: Array<{ process: { pid?: number } }>) {
  const warm = await fetch(url, { headers: { cookie: cookies[0] ?? '' } });
  if (warm.status !== 200) throw new Error(`${url}: ${warm.status}`);
  await warm.text();
  const before = servers.map((server) => cpuOf(server.process.pid));
  const result = await autocannon(url, { BENCH_COOKIES: JSON.stringify(cookies) });
  const used = servers.reduce((sum, server, i) => sum + ((cpuOf(server.process.pid) ?? NaN) - (before[i] ?? NaN)), 0);
  const served = result.requests.total - result.non2xx;
  console.log(
    `    ${label.padEnd(46)} ${result.requests.average.toFixed(0).padStart(5)} pages/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `max ${result.latency.max} ms; ${result.requests.total} requests, ${result.non2xx} not 2xx, ${result.errors} errors` +
      (Number.isFinite(used) ? `; app servers' CPU ${(used / Math.max(1, served)).toFixed(1)} ms/page` : '') +
      ` (load average ${load()})`,
  );
}
const realCities = cities.map((_, i) => cityCookie(i));
console.log(
  `\n(c) Under load, ${PATH}, autocannon ${CONNECTIONS} connections for ${SECONDS} s on 127.0.0.1 (aim: >= ${AIM.pagesPerSecond} pages/s, ` +
    `p99 <= ${AIM.p99Ms} ms); the built server (${DIST}) as processes of their own (node server/main.js), the sandbox's HTTP ` +
    `server in this process as the API, all on this machine's ${cpus().length} cores:`,
);
const sandboxServer = await startSandboxServer({ host: '127.0.0.1' });
try {
  // The reference of this sitting: the API alone, answering the page's own requests as fast as it can. A page needs
  // all of them, so the API's requests per second over their count is as many pages per second as any app server
  // here could render with this API on these cores.
  const cpuBefore = process.cpuUsage();
  const api = await autocannon(sandboxServer.url, { BENCH_REQUESTS: JSON.stringify(apiRequests) });
  const apiCpu = process.cpuUsage(cpuBefore);
  const apiServed = api.requests.total - api.non2xx;
  console.log(
    `    ${`reference: the API alone, the page's ${apiRequests.length} requests`.padEnd(46)} ${api.requests.average.toFixed(0).padStart(5)} requests/s ` +
      `= ${(api.requests.average / Math.max(1, apiRequests.length)).toFixed(0)} pages' worth/s; ${api.non2xx} not 2xx, ${api.errors} errors; ` +
      `the API's CPU ${(((apiCpu.user + apiCpu.system) / 1000 / Math.max(1, apiServed)) * apiRequests.length).toFixed(1)} ms per page's worth (load average ${load()})`,
  );
  const one = await startAppServer(DIST, sandboxServer.url);
  try {
    await underLoad('one app server, every request rendered', `${one.url}${PATH}`, realCities, [one]);
  } finally {
    await one.stop();
  }
  // The deployment of web/deploy: nginx in front of two app servers, its short cache of the public pages.
  const site = await startSite({ dist: DIST, api: sandboxServer.url, servers: 2 });
  try {
    await underLoad('nginx, two app servers, every request rendered', `${site.url}${PATH}`, [], site.servers);
    await underLoad("nginx, two app servers, nginx's page cache", `${site.url}${PATH}`, realCities, site.servers);
  } finally {
    await site.stop();
  }
} finally {
  await sandboxServer.stop();
}
console.log(`\nload average at the end ${load()}`);
process.exit(0);
