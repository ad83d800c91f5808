// Builds the app and serves it with its own server (web/server/main.ts: the pages rendered on the server, the client's
// files, the API proxied) in front of the sandbox (contracts/sandbox) behind Prism's validating proxy, all on free
// 127.0.0.1 ports. Shared by the Playwright global setup and `npm run perf`.
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, bundleOpenApi } from '../../scripts/lib/prism.mjs';
import { buildApp } from '../../scripts/lib/build.mjs';
import { startAppServer, type AppServer } from './appServer';
import { startSandboxStack } from '../../contracts/sandbox/stack';
import { startSuiteClock } from './clock';

export interface Servers {
  /** The app (its built server). */
  url: string;
  /** Prism's validating proxy in front of the sandbox (what the app's /rest and /auth-app go to). */
  apiUrl: string;
  /** The sandbox itself: test controls under /__sandbox/. */
  sandboxUrl: string;
  /** Contract violations Prism reported so far. */
  violations: string[];
  stop(): Promise<void>;
}

const CACHE = join(ROOT, 'node_modules/.cache');
const LAST_BUILD = join(CACHE, 'salonbook-e2e-dist.last');
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
/** node_modules/.cache/salonbook-e2e-dist-<pid>, after removing the builds of runs that have ended (but the last one). */
function freshBuildDir() {
  mkdirSync(CACHE, { recursive: true });
  const last = existsSync(LAST_BUILD) ? readFileSync(LAST_BUILD, 'utf8') : '';
  for (const name of readdirSync(CACHE)) {
    const pid = Number(/^salonbook-e2e-dist-(\d+)$/.exec(name)?.[1]);
    if (pid && !alive(pid) && join(CACHE, name) !== last) rmSync(join(CACHE, name), { recursive: true, force: true });
  }
  return join(CACHE, `salonbook-e2e-dist-${process.pid}`);
}
function lastBuildDir() {
  if (!existsSync(LAST_BUILD)) throw new Error('E2E_SKIP_BUILD=1 but no earlier e2e build: run once without it');
  return readFileSync(LAST_BUILD, 'utf8');
}

/**
 * Renders the landing pages once before the first test: a cold Prism compiles each operation's validator on its first
 * request, and a page whose API calls take longer than the server waits (3 s) is a 503. Seen on a loaded machine as the
 * run's first test meeting the 503 page. Each page is asked until it answers 200, for at most a minute in all.
 */
async function warmUp(url: string) {
  const deadline = Date.now() + 60_000;
  for (const path of ['/', '/salon/101', '/master/201', '/search/firms']) {
    while ((await fetch(new URL(path, url)).catch(() => null))?.status !== 200) {
      if (Date.now() > deadline) throw new Error(`the app server did not render ${path} within a minute of starting`);
      await new Promise((done) => setTimeout(done, 500));
    }
  }
}

export async function startServers({ rebuild = true, env = {} as Record<string, string> } = {}): Promise<Servers> {
  await bundleOpenApi();
  // Every violation, for a failed run: test-results/contract-violations.log.
  // One file per run (another run in the same checkout has its own servers and its own file); the fixtures find it in
  // E2E_VIOLATION_LOG.
  const violationLog = join(ROOT, `node_modules/.cache/salonbook-e2e-violations-${process.pid}.log`);
  mkdirSync(join(ROOT, 'node_modules/.cache'), { recursive: true });
  process.env.E2E_VIOLATION_LOG = violationLog;
  writeFileSync(violationLog, '');
  const stack = await startSandboxStack({
    // The suite's own moment (web/e2e/clock.ts), not the wall clock: the same free times whenever the suite runs.
    now: startSuiteClock(),
    accessTokenTtlSeconds: Number(process.env.SANDBOX_TOKEN_TTL ?? 3600),
    onViolation: (line) => {
      appendFileSync(violationLog, `${line}\n`);
      console.error(`CONTRACT VIOLATION ${line}`);
    },
  });
  let server: AppServer | undefined;
  try {
    process.env.SALONBOOK_API_PROXY = stack.url;
    // The app's card path is production's: CloudPayments' Checkout script from a build variable, here the sandbox's
    // stand-in; the bank's 3-D Secure page is the sandbox's (another origin than the app's), allowed by the CSP.
    process.env.VITE_CLOUDPAYMENTS_SCRIPT_URL = `${stack.sandboxUrl}/__sandbox/checkout.js`;
    process.env.SALONBOOK_3DS_SOURCES = stack.sandboxUrl;
    Object.assign(process.env, env);
    // A build of this run's own, so another `vite build` or e2e run in the shared checkout cannot pull the files away
    // mid-run; E2E_SKIP_BUILD=1 reuses the last one.
    const outDir = rebuild ? freshBuildDir() : lastBuildDir();
    process.env.E2E_DIST = outDir; // the deployment test (deploy.spec.ts) serves this build with nginx
    if (rebuild) {
      // Against the sandbox: a demo build (the development keys), asked for explicitly (vite.config.ts fails otherwise).
      process.env.SALONBOOK_DEMO_BUILD ??= '1';
      await buildApp(outDir);
      writeFileSync(LAST_BUILD, outDir);
    }
    server = await startAppServer(outDir, stack.url);
    await warmUp(server.url);
  } catch (error) {
    await stack.stop();
    throw error;
  }
  const url = server.url;
  return {
    url,
    apiUrl: stack.url,
    sandboxUrl: stack.sandboxUrl,
    violations: stack.violations,
    async stop() {
      await server!.stop();
      await stack.stop();
    },
  };
}
