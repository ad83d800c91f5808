// npm run bench:memory: does the app server keep memory per page? The built server (web/dist, a demo build, built when
// web/dist/server/main.js is missing; BENCH_DIST names another) runs as a process of its own with --expose-gc and
// NODE_ENV=production, the sandbox's HTTP server in this process as its API. `/salon/101` is asked for 1,000 times,
// then 5,000 times more (MEMORY_CONNECTIONS at once, 4), with a full garbage collection in the server after each
// batch (scripts/lib/memory-probe.mjs); the heap and RSS after each are printed. The aim: the heap after the 5,000 is
// within 10 % of the heap after the 1,000 (a leak per page would grow it by 5,000 pages' worth). Exits 1 on a miss.
//
//   npm run bench:memory                      1,000 then 5,000
//   MEMORY_FIRST=200 MEMORY_SECOND=1000 npm run bench:memory
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';

process.env.SALONBOOK_DEMO_BUILD ??= '1';
const { ROOT, freePort, waitForHttp } = await import('./lib/prism.mjs');
const { DIST, buildApp } = await import('./lib/build.mjs');
const { startSandboxServer } = await import('../contracts/sandbox/server.ts');

const dist = process.env.BENCH_DIST ?? DIST;
const FIRST = Number(process.env.MEMORY_FIRST ?? 1_000);
const SECOND = Number(process.env.MEMORY_SECOND ?? 5_000);
const CONNECTIONS = Number(process.env.MEMORY_CONNECTIONS ?? 4);
const AIM = 0.1;
const PATH = '/salon/101';
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

if (!existsSync(join(dist, 'server/main.js'))) await buildApp(dist);
const api = await startSandboxServer({ host: '127.0.0.1' });
const port = await freePort();
const server = spawn(process.execPath, ['--expose-gc', '--import', join(ROOT, 'scripts/lib/memory-probe.mjs'), join(dist, 'server/main.js')], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    SALONBOOK_API_UPSTREAM: api.url,
    SALONBOOK_PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
  },
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
const url = `http://127.0.0.1:${port}`;

/** The server's memory after a full collection. */
function heap(): Promise<NodeJS.MemoryUsage> {
  return new Promise((done) => {
    server.once('message', (message: { heap: NodeJS.MemoryUsage }) => done(message.heap));
    server.send('heap');
  });
}

/** `count` pages, CONNECTIONS at a time; every answer must be the whole page. */
async function pages(count: number): Promise<number> {
  let next = 0;
  const start = performance.now();
  const worker = async () => {
    while (next < count) {
      next += 1;
      const response = await fetch(url + PATH);
      const html = await response.text();
      if (response.status !== 200 || !html.includes('</html>')) throw new Error(`${PATH}: ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return (performance.now() - start) / 1000;
}

try {
  await waitForHttp(`${url}/healthz`, { timeoutMs: 20_000, child: server });
  console.log(
    `bench:memory, ${new Date().toISOString()}, load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}, ${dist}`,
  );
  const idle = await heap();
  console.log(`  started:            heap ${mb(idle.heapUsed)} used of ${mb(idle.heapTotal)}, rss ${mb(idle.rss)}`);
  const firstSeconds = await pages(FIRST);
  const first = await heap();
  console.log(`  after ${FIRST} pages:  heap ${mb(first.heapUsed)} used of ${mb(first.heapTotal)}, rss ${mb(first.rss)}  (${firstSeconds.toFixed(1)} s)`);
  const secondSeconds = await pages(SECOND);
  const second = await heap();
  console.log(`  after ${SECOND} more: heap ${mb(second.heapUsed)} used of ${mb(second.heapTotal)}, rss ${mb(second.rss)}  (${secondSeconds.toFixed(1)} s)`);
  const growth = (second.heapUsed - first.heapUsed) / first.heapUsed;
  const perPage = (second.heapUsed - first.heapUsed) / SECOND;
  console.log(
    `  heap growth: ${(growth * 100).toFixed(1)} % (${perPage.toFixed(0)} bytes a page); aim within ${AIM * 100} %: ${Math.abs(growth) <= AIM ? 'met' : 'MISSED'}`,
  );
  process.exitCode = Math.abs(growth) <= AIM ? 0 : 1;
} finally {
  server.kill('SIGTERM');
  await api.stop();
}
