// npm run perf: the web app's performance budget, printed (not a timed test: it prints figures and the budgets missed).
//  1. Builds the app as `npm run build` does (scripts/lib/build.mjs: the client, then the server) into .perf/dist, with
//     a chunk report of the client's build, and weighs the initial JavaScript of the home route in kB gzip, split into
//     the libraries' share (node_modules) and the app's own; the booking route's and the success page's own JS.
//  2. Builds the floor (perf/floor: the mandated libraries hydrating one static screen) with the same Vite, served
//     by a small static server, and weighs its JavaScript.
//  3. Serves the build with its own server (`startBuiltServer`: pages rendered on the server) in front of the sandbox
//     (behind Prism's validating proxy; pictures are the app's own files under /media) and runs Lighthouse (mobile
//     settings, the system Chromium) PERF_RUNS times (5) on each page, each run followed by one of the floor's, and
//     prints the median of each figure beside the floor's and the machine's load average (1 min) while measured:
//       /                                   the home page
//       /salon/101                          a salon page
//       /master/201                         a master's page
//       /salon/101/book                     the booking's services step, with the draft the app saved there
//       /my/reservation/history             My bookings, signed in as the demo client
//       /salon/reservations/<id>/prepayment the prepayment of a booking at salon 101 (which asks for one), made here
//     The draft and the session are what the app itself stored: a phone-sized Chromium signs in (the sandbox's
//     sign-in, stored as the app stores it), books, and opens the services step; its localStorage is put back before
//     each run (Lighthouse's own storage reset is off; this script clears the origin's data and the HTTP cache).
//     The server rendering's targets are checked against the floor: `/`, `/salon/101` and `/master/201` within 50 ms of its TBT
//     and 2 points of its score; on every page LCP within 300 ms of FCP and CLS 0.
//  4. PERF_BASE=<commit>: that commit is checked out in a temporary git worktree (node_modules linked to this one's),
//     built, served on a port of its own and measured in the same sitting, its runs interleaved with this build's, so a
//     change shows as a difference on one machine at one time. A base with the server rendering is built and served
//     by its own scripts/lib/build.mjs (into the worktree's .perf/dist); one from before it the old way (vite build,
//     vite preview). The worktree is removed at the end.
// PERF_CPU sets Lighthouse's CPU slowdown (4 by default; 8 for a slow phone; low or mid: calibrated from this machine's
// benchmark index to a low-tier or a mid-tier phone's).
// PERF_PAGES (comma separated paths; 'prepayment' stands for the booking's prepayment page) narrows the pages.
// PERF_TRACES (4; 0 for none): after Lighthouse's runs of a page, it is loaded that many times more per build (and the
// floor), interleaved, with the CPU really slowed down, and each load's trace gives the main thread's longest task and
// its time over 50 ms after the first contentful paint (steadier than Lighthouse's simulation on a shared machine).
// Results go to .perf/report.json, the median run's whole Lighthouse report of each page to .perf/lighthouse-<page>.json,
// the first paint of `/`, `/salon/101` and `/master/201` without JavaScript on a throttled network to
// .perf/first-paint-<page>.png.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';
import react from '@vitejs/plugin-react';
import { build, preview } from 'vite';
import { tsImport } from 'tsx/esm/api';
import { pathToFileURL } from 'node:url';
import { ROOT, bundleOpenApi, freePort } from './lib/prism.mjs';
import { buildApp, precompress, startBuiltServer } from './lib/build.mjs';
import { chunkReport } from './lib/chunk-report.mjs';

const PAGES = (process.env.PERF_PAGES ?? '/,/salon/101,/master/201,/salon/101/book,/my/reservation/history,prepayment')
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const RUNS = Number(process.env.PERF_RUNS ?? 5);
/** Loads per build and page traced with the CPU really slowed down (traceRuns), after Lighthouse's runs; 0: none. */
const TRACES = Number(process.env.PERF_TRACES ?? 4);
/**
 * Lighthouse's CPU slowdown of the simulated phone (its default is 4; PERF_CPU=8 is a slow phone, or this machine when
 * it is quick): every run of a sitting, the app's and the floor's, at the same slowdown, printed with the figures.
 * PERF_CPU=low or mid calibrates it from this machine's speed, the way Chrome's DevTools calibrates its CPU presets:
 * the slowdown that brings Lighthouse's benchmark index of this machine (the warm-up runs' median) to a low-tier
 * phone's (264, a Moto G4 Power 2022) or a mid-tier phone's (1000, a Pixel 5), so a sitting on a quick machine and one on
 * a slow machine measure the same phone.
 */
const CALIBRATION_TARGETS = { low: 264, mid: 1000 };
const CALIBRATE = CALIBRATION_TARGETS[process.env.PERF_CPU ?? ''] ?? null;
/** The sitting's throttling; a calibrated slowdown replaces Lighthouse's 4x after the warm-up runs. */
const THROTTLING = {
  ...throttling.mobileSlow4G,
  ...(!CALIBRATE && process.env.PERF_CPU && { cpuSlowdownMultiplier: Number(process.env.PERF_CPU) }),
};
const BASE_COMMIT = process.env.PERF_BASE?.trim() || null;
const BUDGET = {
  initialKb: 165,
  bookingRouteKb: 25,
  bookingRoundTrips: 1,
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  cls: 0,
  tbtMs: 100,
  lcpMs: { '/': 1200, '/salon/101': 1800 },
};
/** The server rendering's targets, against the floor measured in the same sitting. */
const FLOOR_TARGET = { pages: ['/', '/salon/101', '/master/201'], tbtMs: 50, points: 2, lcpOverFcpMs: 300, cls: 0 };
const DIST = join(ROOT, '.perf/dist');
const FLOOR_DIST = join(ROOT, '.perf/floor');
/** The floor's static server (serveFloor). */
let floorServer;
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** The browsers' language: the server renders the page in the Accept-Language's (no `lang` cookie on a first visit). */
const LOCALE = 'ru-RU';
/** Figures of the machine, not of a build: printed beside each build's, never as a difference. */
const MACHINE = new Set(['load', 'benchmarkIndex']);
const load = () => +loadavg()[0].toFixed(2);

// A PERF_BASE from before the chunk report left vite.config.ts writes it from its own config when this is set.
process.env.SALONBOOK_PERF = '1';
process.env.SALONBOOK_DEMO_BUILD ??= '1'; // measured against the sandbox: the development keys, asked for explicitly
// The built server imports React from node_modules, which picks its development build unless NODE_ENV says otherwise.
process.env.NODE_ENV ??= 'production';

// 1. Build and weigh (this tree, and PERF_BASE's in a worktree).
/** A checkout's build: its root, config, and its JavaScript weighed from its chunk report. */
async function buildAndWeigh(root, label) {
  const configFile = join(root, 'vite.config.ts');
  // This tree, and a PERF_BASE with the server rendering, build their server with their own scripts/lib/build.mjs.
  const scripts = await buildScripts(root);
  const serverDist = scripts && (root === ROOT ? DIST : join(root, '.perf/dist'));
  console.log(`Building ${label} (${serverDist ?? root}) …`);
  let dist;
  if (scripts) {
    // scripts/lib/build.mjs's build (the client's and the server's environments), with the chunk report of the client's.
    await scripts.buildApp(serverDist, { plugins: [chunkReport(join(root, '.perf/chunks.json'))] });
    dist = join(serverDist, 'client');
  } else {
    await build({ configFile, root: join(root, 'web'), logLevel: 'warn' });
    dist = join(root, 'web/dist');
  }
  const chunks = JSON.parse(readFileSync(join(root, '.perf/chunks.json'), 'utf8'));
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  // The client entry's chunk: the one it is the facade of (its modules may sit in the start chunk, vite.config.ts).
  const isClientEntry = (id) => id?.endsWith('/web/src/app/entry.client.tsx');
  const entry = chunks.find((c) => c.isEntry && (isClientEntry(c.facadeModuleId) || Object.keys(c.modules).some(isClientEntry)));
  const home = chunks.find((c) => Object.keys(c.modules).some((id) => id.includes('/features/home/HomeScreen')));
  if (!entry || !home) throw new Error(`could not find the entry or the home chunk in ${root}/.perf/chunks.json`);
  const initial = new Set();
  const visit = (file) => {
    if (initial.has(file)) return;
    initial.add(file);
    byFile.get(file)?.imports.forEach(visit);
  };
  visit(entry.fileName);
  visit(home.fileName); // the router loads the home screen before the first render of '/'
  // Every other build entry the page loads (before the server rendering: app/early.ts, app/libraries.ts and
  // app/routing.ts; with React Router's framework mode: the root route), not the 3-D Secure return page's entry (a
  // page of its own), nor the other routes' modules, which are entries of the build too.
  const otherRoute = (id) => /\/web\/src\/app\/routes\//.test(id ?? '');
  for (const chunk of chunks) {
    if (chunk.isEntry && !chunk.fileName.startsWith('assets/payment-return-') && !otherRoute(chunk.facadeModuleId)) visit(chunk.fileName);
  }
  const kb = (bytes) => bytes / 1024;
  const gzip = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  let libs = 0;
  let app = 0;
  const rows = [];
  for (const file of initial) {
    const chunk = byFile.get(file);
    // Vite drops chunks that held only CSS after generateBundle: they never reach the browser.
    if (!existsSync(join(dist, file))) continue;
    const gz = gzip(file);
    const sizes = Object.entries(chunk.modules);
    const total = sizes.reduce((n, [, len]) => n + len, 0) || 1;
    const fromLibs = sizes.filter(([id]) => id.includes('/node_modules/')).reduce((n, [, len]) => n + len, 0);
    libs += (gz * fromLibs) / total;
    app += (gz * (total - fromLibs)) / total;
    rows.push({ file, gzipKb: +kb(gz).toFixed(1) });
  }
  /** A route's own JavaScript beyond the initial: its screen's chunk and what that imports, in kB gzip -9. */
  const ownJs = (screenModule) => {
    const chunk = chunks.find((c) => Object.keys(c.modules).some((id) => id.includes(screenModule)));
    const files = new Set();
    const walk = (file) => {
      if (initial.has(file) || files.has(file)) return;
      files.add(file);
      byFile.get(file)?.imports.forEach(walk);
    };
    if (chunk) walk(chunk.fileName);
    const bytes = [...files].filter((f) => existsSync(join(dist, f))).reduce((n, f) => n + gzip(f), 0);
    return { file: chunk?.fileName, kb: +kb(bytes).toFixed(1), chunks: files.size };
  };
  const booking = ownJs('/features/booking/BookingScreen');
  const success = ownJs('/features/reservations/ReservationSuccessScreen');
  return {
    label,
    root,
    configFile,
    scripts,
    serverDist,
    js: {
      totalKb: +kb(libs + app).toFixed(1),
      libsKb: +kb(libs).toFixed(1),
      appKb: +kb(app).toFixed(1),
      chunks: rows,
      bookingRouteKb: booking.kb,
      bookingFile: booking.file,
      successRouteKb: success.kb,
    },
  };
}

/** A checkout's scripts/lib/build.mjs (this tree's, or PERF_BASE's), or null for a base from before the server rendering. */
async function buildScripts(root) {
  if (root === ROOT) return { buildApp, startBuiltServer };
  const file = join(root, 'scripts/lib/build.mjs');
  return existsSync(file) ? import(pathToFileURL(file).href) : null;
}

/** PERF_BASE's checkout: a detached worktree in a temporary directory, this checkout's node_modules linked in. */
function checkoutBase(commit) {
  const dir = mkdtempSync(join(tmpdir(), 'salonbook-perf-base-'));
  execFileSync('git', ['worktree', 'add', '--detach', '--force', dir, commit], { cwd: ROOT, stdio: 'ignore' });
  for (const pkg of ['', 'web', 'sdk', 'contracts']) {
    const from = join(ROOT, pkg, 'node_modules');
    const to = join(dir, pkg, 'node_modules');
    if (existsSync(from) && !existsSync(to)) symlinkSync(from, to, 'dir');
  }
  return dir;
}
const removeBase = (dir) => {
  try {
    execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: ROOT, stdio: 'ignore' });
  } catch {
    rmSync(dir, { recursive: true, force: true });
  }
};

const baseDir = BASE_COMMIT ? checkoutBase(BASE_COMMIT) : null;
const baseLabel = BASE_COMMIT ? `base ${execFileSync('git', ['rev-parse', '--short', BASE_COMMIT], { cwd: ROOT, encoding: 'utf8' }).trim()}` : null;
let builds;
let floor;
let pageJs;
try {
  // The base first: this tree's build is the last one written to web/dist and .perf/chunks.json.
  builds = [...(baseDir ? [await buildAndWeigh(baseDir, baseLabel)] : []), await buildAndWeigh(ROOT, 'this build')];
  floor = await buildFloor();
} catch (error) {
  if (baseDir) removeBase(baseDir);
  throw error;
}
const current = builds.at(-1);

console.log('\nInitial JavaScript of the home route (gzip -9):');
for (const row of current.js.chunks) console.log(`  ${row.file.padEnd(44)} ${row.gzipKb.toFixed(1).padStart(6)} kB`);
for (const b of builds)
  console.log(
    `  ${b.label.padEnd(12)} total ${b.js.totalKb} kB = libraries ${b.js.libsKb} kB + app ${b.js.appKb} kB  (budget ${BUDGET.initialKb} kB)` +
      `; booking route ${b.js.bookingRouteKb} kB (budget ${BUDGET.bookingRouteKb}); success page ${b.js.successRouteKb} kB`,
  );
console.log(
  `  ${'floor'.padEnd(12)} total ${floor.js.totalKb} kB (${floor.js.files.join(', ')}); this build's home route is ${(current.js.totalKb - floor.js.totalKb).toFixed(1)} kB over it`,
);

// 2. Serve every build and run Lighthouse.
await bundleOpenApi();
/** @type {typeof import('../contracts/sandbox/stack.ts')} */
const { startSandboxStack } = await tsImport('../contracts/sandbox/stack.ts', import.meta.url);
/** @type {typeof import('../playwright.config.ts')} */
const { CHROMIUM_ARGS } = await tsImport('../playwright.config.ts', import.meta.url);
const stack = await startSandboxStack();
process.env.SALONBOOK_API_PROXY = stack.url; // a PERF_BASE build's `vite preview` proxies the API there
const servers = [];
let chrome;
const results = []; // { path, rows: { [label]: figures } }
let bookingTrip;
try {
  for (const b of builds) {
    const port = await freePort();
    if (b.scripts) {
      const server = await b.scripts.startBuiltServer(b.serverDist, { api: stack.url, port, host: '127.0.0.1' });
      servers.push(() => server.close());
    } else {
      const server = await preview({
        configFile: b.configFile,
        root: join(b.root, 'web'),
        preview: { host: '127.0.0.1', port, strictPort: true },
        logLevel: 'warn',
      });
      servers.push(() => new Promise((done) => server.httpServer.close(done)));
    }
    b.origin = `http://127.0.0.1:${port}`;
  }
  floor.origin = await serveFloor();
  pageJs = await scriptsOfPage(`${current.origin}/`, join(DIST, 'client'));
  console.log(
    `\nThe home page as this build's server sends it names ${pageJs.files.length} scripts (script src and modulepreload): ${pageJs.kb} kB gzip ` +
      `(the chunk report's count above: ${current.js.totalKb} kB; the floor: ${floor.js.totalKb} kB)`,
  );
  // The demo client's session, from the sandbox's sign-in (as web/e2e/fixtures.ts signs in).
  const session = await signIn();
  const helper = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  let reservationId;
  try {
    for (const b of builds) {
      b.storage = { session: sessionStorageItems(session) };
      b.storage.draft = await draftAtServices(helper, b.origin);
    }
    if (PAGES.includes('prepayment')) reservationId = await bookAtSalon101(helper, current.origin, session);
  } finally {
    await helper.close();
  }
  const pages = PAGES.map((path) =>
    path === 'prepayment'
      ? { path: `/salon/reservations/${reservationId}/prepayment`, name: 'prepayment', storage: 'session' }
      : { path, name: path, storage: path === '/salon/101/book' ? 'draft' : path.startsWith('/my/') ? 'session' : null },
  );

  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--lang=${LOCALE}`,
      `--accept-lang=${LOCALE},ru`,
    ],
  });
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    // One warm-up of the browser per build; their benchmark indexes calibrate the slowdown (PERF_CPU=low or mid).
    const indexes = [];
    for (const origin of [...builds.map((b) => b.origin), floor.origin]) {
      const warm = await lighthouse(`${origin}/`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        throttling: THROTTLING,
      });
      indexes.push(warm?.lhr.environment?.benchmarkIndex ?? 0);
    }
    if (CALIBRATE) {
      const index = median(indexes);
      THROTTLING.cpuSlowdownMultiplier = calibratedSlowdown(index, CALIBRATE);
      console.log(
        `\nCalibrated (PERF_CPU=${process.env.PERF_CPU}): this machine's benchmark index ${Math.round(index)} (warm-up runs: ${indexes.map(Math.round).join(', ')}) ` +
          `/ the ${process.env.PERF_CPU}-tier phone's ${CALIBRATE} = ${THROTTLING.cpuSlowdownMultiplier}x CPU slowdown`,
      );
    }
    for (const page of pages) {
      const runs = new Map([...builds.map((b) => [b.label, []]), ['floor', []]]);
      // Interleaved: base, this, floor, base, this, floor, … so all see the same load.
      for (let i = 0; i < RUNS; i++) {
        for (const b of builds) {
          await prepare(cdp, b.origin, page.storage ? b.storage[page.storage] : {});
          runs.get(b.label).push(await audit(b.origin, page.path));
        }
        await prepare(cdp, floor.origin, {});
        runs.get('floor').push(await audit(floor.origin, '/'));
      }
      const rows = {};
      for (const b of [...builds, { label: 'floor' }]) {
        const list = runs.get(b.label);
        const byScore = [...list].sort((x, y) => x.performance - y.performance)[Math.floor(list.length / 2)];
        mkdirSync(join(ROOT, '.perf'), { recursive: true });
        const slug = `${page.name.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}${b === current ? '' : b.label === 'floor' ? '-floor' : '-base'}`;
        writeFileSync(join(ROOT, `.perf/lighthouse-${slug}.json`), JSON.stringify(byScore.lhr));
        rows[b.label] = {
          ...Object.fromEntries(
            ['performance', 'accessibility', 'best-practices', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'load', 'benchmarkIndex'].map((key) => [
              key,
              median(list.map((r) => r[key])),
            ]),
          ),
          runs: list.map((r) => r.performance),
          loads: list.map((r) => r.load),
          lcpElement: byScore.lcpElement,
          longTasks: byScore.longTasks,
          idleBlockingMs: byScore.idleBlockingMs,
          failing: byScore.failing,
          byKind: byScore.byKind,
          byScript: byScore.byScript,
        };
      }
      results.push({ path: page.path, name: page.name, rows });
      printPage(results.at(-1));
      if (TRACES) results.at(-1).traces = await traceRuns(cdp, page);
    }
  } finally {
    await cdp.close().catch(() => {});
  }
  bookingTrip = await measureBookingTrip(current.origin, current.js.bookingFile);
  await firstPaintShots(current.origin);
} finally {
  await chrome?.kill();
  for (const close of servers) await close();
  floorServer?.close();
  await stack.stop();
  if (baseDir) removeBase(baseDir);
}

/** The CPU slowdown that brings a machine of benchmark index `index` to `target`'s: their ratio, at least 1, to a tenth. */
function calibratedSlowdown(index, target) {
  return Math.max(1, Math.round((index / target) * 10) / 10);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : +((sorted[mid - 1] + sorted[mid]) / 2).toFixed(3);
}

async function signIn() {
  const response = await fetch(`${stack.sandboxUrl}/auth-app/auth/v1/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', api_key: 'dev-api-key', client_secret: 'dev-client-secret', client_id: 'WEB' },
    body: JSON.stringify({ phone: 77011234567, password: 'Qwerty123', appVersion: '15.0.0', clientApp: 'WEB', deviceName: 'perf', deviceOS: 'Linux' }),
  });
  if (!response.ok) throw new Error(`sandbox sign-in: ${response.status}`);
  return response.json();
}

/** The session as the app keeps it in localStorage (the same keys as web/e2e/fixtures.ts seedSession). */
function sessionStorageItems(s) {
  return {
    accessToken: JSON.stringify(s.accessToken),
    refreshToken: JSON.stringify(s.refreshToken),
    expiresIn: JSON.stringify(s.expiresIn),
    setTokenDate: JSON.stringify(Date.now()),
    currentUser: JSON.stringify({ id: s.user.id, name: s.user.name, surname: s.user.surname }),
  };
}

function phonePage(browser) {
  return browser.newPage({ viewport: { width: 360, height: 780 }, hasTouch: true, locale: LOCALE });
}

/** Opens the booking's services step of salon 101 with Женская стрижка chosen; returns what the app stored. */
async function draftAtServices(browser, origin) {
  const page = await phonePage(browser);
  try {
    await page.goto(`${origin}/salon/101`);
    await page.getByText('Женская стрижка', { exact: true }).click();
    await page.getByRole('button', { name: 'Записаться', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Услуги' }).waitFor();
    await page.waitForLoadState('networkidle');
    return await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
  } finally {
    await page.close();
  }
}

/** Books Женская стрижка with Айгерим at salon 101 (which asks for prepayment), signed in; returns the booking's id. */
async function bookAtSalon101(browser, origin, session) {
  const page = await phonePage(browser);
  try {
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate((items) => Object.entries(items).forEach(([k, v]) => localStorage.setItem(k, v)), sessionStorageItems(session));
    await page.goto(`${origin}/salon/101`);
    await page.getByText('Женская стрижка', { exact: true }).click();
    await page.getByRole('button', { name: 'Записаться', exact: true }).click();
    await page.getByRole('button', { name: 'Далее', exact: true }).click();
    await page
      .getByRole('radio', { name: /^Айгерим Сарсенова/ })
      .first()
      .check();
    await page.getByRole('button', { name: 'Далее', exact: true }).click();
    // A day with a free time (a full day can be chosen too, for its next free time and the waitlist), as web/e2e/fixtures.ts books.
    await page.getByRole('radiogroup', { name: 'Дни' }).getByRole('radio', { disabled: false }).filter({ hasNotText: 'нет мест' }).nth(1).click();
    await page
      .getByRole('radiogroup', { name: /^Свободное время/ })
      .first()
      .getByRole('radio')
      .first()
      .click();
    await page.getByRole('button', { name: 'Далее', exact: true }).click();
    await page.getByLabel('Имя', { exact: true }).fill('Алия');
    await page.getByLabel('Телефон', { exact: true }).fill('87011234567');
    await page.getByRole('button', { name: 'Далее', exact: true }).click();
    await page.getByRole('button', { name: 'Записаться', exact: true }).click();
    await page.waitForURL(/\/my\/reservation\/\d+\/success$/);
    return /\/my\/reservation\/(\d+)\/success$/.exec(page.url())[1];
  } finally {
    await page.close();
  }
}

/** Before a run: the origin's data and the HTTP cache cleared (a first visit), then the page's localStorage put back. */
async function prepare(cdp, origin, items) {
  const context = cdp.contexts()[0];
  const page = await context.newPage();
  try {
    const session = await context.newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    if (Object.keys(items).length) {
      await page.goto(`${origin}/favicon.svg`);
      await page.evaluate((entries) => Object.entries(entries).forEach(([k, v]) => localStorage.setItem(k, v)), {
        ...items,
        ...(items.setTokenDate ? { setTokenDate: JSON.stringify(Date.now()) } : {}),
      });
    }
    await session.detach();
  } finally {
    await page.close();
  }
}

/**
 * The page loaded with Chromium's CPU really slowed down (not simulated: Lighthouse's figures follow the machine's
 * load between runs), TRACES times per build and the floor, interleaved; from each load's trace, the main thread's
 * tasks after the first contentful paint: the longest, and their time over 50 ms summed (what total blocking time
 * sums, without Lighthouse's simulation or its own tasks). Printed as medians with each run's figure.
 */
async function traceRuns(cdp, page) {
  const slowdown = THROTTLING.cpuSlowdownMultiplier;
  const targets = [...builds.map((b) => ({ label: b.label, origin: b.origin, path: page.path, storage: page.storage ? b.storage[page.storage] : {} }))];
  targets.push({ label: 'floor', origin: floor.origin, path: '/', storage: {} });
  const runs = new Map(targets.map((t) => [t.label, []]));
  for (let i = 0; i < TRACES; i++) {
    for (const t of i % 2 ? [...targets].reverse() : targets) {
      await prepare(cdp, t.origin, t.storage);
      runs.get(t.label).push(await traceLoad(cdp, `${t.origin}${t.path}`, slowdown));
    }
  }
  console.log(`  main thread after the first contentful paint, traced at a real ${slowdown}x CPU slowdown (${TRACES} loads each, interleaved):`);
  const rows = {};
  for (const [label, list] of runs) {
    rows[label] = { longestMs: median(list.map((r) => r.longestMs)), blockingMs: median(list.map((r) => r.blockingMs)), runs: list };
    console.log(
      `    ${label.padEnd(14)} longest task ${rows[label].longestMs} ms, time over 50 ms ${rows[label].blockingMs} ms ` +
        `(runs: ${list.map((r) => r.blockingMs).join(', ')})`,
    );
  }
  return rows;
}

/** One load's trace (a page of its own in the browser's context, the cache cleared by prepare): see traceRuns. */
async function traceLoad(cdp, url, slowdown) {
  const page = await cdp.contexts()[0].newPage();
  try {
    const session = await page.context().newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    const events = [];
    session.on('Tracing.dataCollected', (event) => events.push(...event.value));
    await session.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading', transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'load' });
    // The start, hydration and what follows it: the app marks its end (data-hydrated); the floor has no such mark.
    await page.waitForFunction(() => {
      const { document } = globalThis;
      return document.documentElement.hasAttribute('data-hydrated') || !document.querySelector('script[data-after-paint]');
    });
    await page.waitForTimeout(3000);
    const complete = new Promise((done) => session.once('Tracing.tracingComplete', done));
    await session.send('Tracing.end');
    await complete;
    const fcp = events.find((e) => e.name === 'firstContentfulPaint');
    const tasks = events.filter((e) => e.pid === fcp?.pid && e.name === 'RunTask' && e.ph === 'X' && e.ts >= fcp.ts);
    const main = events.find((e) => e.name === 'thread_name' && e.pid === fcp?.pid && e.args?.name === 'CrRendererMain');
    const durations = tasks.filter((e) => e.tid === main?.tid).map((e) => e.dur / 1000);
    return {
      longestMs: Math.round(Math.max(0, ...durations)),
      blockingMs: Math.round(durations.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0)),
    };
  } finally {
    await page.close();
  }
}

async function audit(origin, path) {
  const loadBefore = load();
  const result = await lighthouse(`${origin}${path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    disableStorageReset: true, // prepare() cleared the origin and the cache, and put the page's storage back
    throttling: THROTTLING,
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  const { categories, audits } = result.lhr;
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  const fcp = audits['first-contentful-paint']?.numericValue ?? 0;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    fcpMs: Math.round(fcp),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: +(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
    load: +((loadBefore + load()) / 2).toFixed(2),
    benchmarkIndex: Math.round(result.lhr.environment?.benchmarkIndex ?? 0),
    // The blocking time (over 50 ms) of the app's idle-period work: Lighthouse wraps requestIdleCallback to shorten its
    // deadline by the slowdown, so those tasks are blamed on its `_lighthouse-eval.js`. The simulation multiplies a
    // callback of 6 ms into 48 ms at 8x; a trace at a real 8x slowdown showed none of them over 30 ms.
    idleBlockingMs: Math.round(
      (audits['long-tasks']?.details?.items ?? [])
        .filter((task) => task.startTime >= fcp && /_lighthouse-eval\.js$/.test(task.url ?? ''))
        .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
    ),
    // The longest main-thread tasks after the first paint (what TBT adds up), by the script Lighthouse blames.
    longTasks: (audits['long-tasks']?.details?.items ?? [])
      .filter((task) => task.startTime >= fcp)
      .sort((x, y) => y.duration - x.duration)
      .slice(0, 4)
      .map((task) => `${task.url?.replace(/^.*\//, '') || 'the page'} ${Math.round(task.duration)} ms`),
    lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector ?? lcpFromTrace(result.artifacts),
    // Where the simulated phone's main thread went, by kind (Lighthouse's breakdown of the trace), and by script.
    byKind: Object.fromEntries(
      (audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [item.groupLabel ?? item.group, Math.round(item.duration)]),
    ),
    byScript: (audits['bootup-time']?.details?.items ?? [])
      .slice(0, 5)
      .map((item) => `${String(item.url).replace(/^.*\//, '') || 'the page'} ${Math.round(item.total)} ms`),
    failing: Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
    lhr: result.lhr,
  };
}

/**
 * The largest paint's element from the trace, where Lighthouse's own audit has none (Lighthouse 12.8 with Chromium 156
 * marks it not applicable): the last LCP candidate's node, by its id among the trace's elements.
 */
function lcpFromTrace(artifacts) {
  const candidate = artifacts?.Trace?.traceEvents?.findLast((event) => event.name === 'largestContentfulPaint::Candidate')?.args?.data;
  if (!candidate) return null;
  return artifacts.TraceElements?.find((element) => element.nodeId === candidate.nodeId)?.node?.selector ?? candidate.nodeName ?? null;
}

/** The printed figures: key, title, decimals. */
function columns() {
  return [
    ['performance', 'perf', 0],
    ['accessibility', 'a11y', 0],
    ['best-practices', 'bp', 0],
    ['fcpMs', 'FCP ms', 0],
    ['lcpMs', 'LCP ms', 0],
    ['tbtMs', 'TBT ms', 0],
    ['cls', 'CLS', 3],
    ['load', 'load avg', 2],
    ['benchmarkIndex', 'host CPU', 0], // Lighthouse's benchmarkIndex of this machine (it warns below 1000)
  ];
}

function printPage({ path, rows }) {
  const labels = Object.keys(rows);
  console.log(`\n${path}  (median of ${RUNS} runs each at ${THROTTLING.cpuSlowdownMultiplier}x CPU, interleaved; the floor is perf/floor's one screen)`);
  console.log(
    `  ${''.padEnd(16)}${columns()
      .map(([, title]) => title.padStart(10))
      .join('')}   performance of the runs (load average during each)`,
  );
  for (const label of labels) {
    const row = rows[label];
    console.log(
      `  ${label.padEnd(16)}${columns()
        .map(([key, , digits]) => row[key].toFixed(digits).padStart(10))
        .join('')}   ` + row.runs.map((p, i) => `${p} (${row.loads[i]})`).join(', '),
    );
  }
  const difference = (title, a, b) => {
    const diff = (key, digits) => {
      const d = +(b[key] - a[key]).toFixed(digits);
      return `${d > 0 ? '+' : ''}${d.toFixed(digits)}`;
    };
    console.log(
      `  ${title.padEnd(16)}${columns()
        .map(([key, , digits]) => (MACHINE.has(key) ? '' : diff(key, digits)).padStart(10))
        .join('')}`,
    );
  };
  const base = labels.find((l) => l.startsWith('base '));
  if (base) difference('this − base', rows[base], rows['this build']);
  difference('this − floor', rows.floor, rows['this build']);
  const last = rows['this build'];
  console.log(`  largest paint (this build): ${last.lcpElement ?? '?'}`);
  if (last.longTasks.length) console.log(`  longest tasks after the first paint (this build, simulated phone): ${last.longTasks.join(', ')}`);
  if (last.idleBlockingMs) console.log(`  of its blocking time, the idle-period work (blamed on _lighthouse-eval.js): ${last.idleBlockingMs} ms`);
  if (last.failing.length) console.log(`  failing audits (this build): ${last.failing.join(', ')}`);
  // The main thread by kind, each build's median run beside the floor's (the trace's top costs).
  const kinds = (row) =>
    Object.entries(row.byKind ?? {})
      .sort(([, a], [, b]) => b - a)
      .map(([kind, msKind]) => `${kind} ${msKind}`)
      .join(', ');
  for (const label of labels) console.log(`  main thread by kind, ${label}: ${kinds(rows[label])} ms`);
  if (last.byScript?.length) console.log(`  main thread by script (this build): ${last.byScript.join(', ')}`);
}

/**
 * The JavaScript a page's HTML names (its module scripts and modulepreloads, as tags or in the scripts that import
 * them), in kB gzip -9 of the client's files.
 */
async function scriptsOfPage(url, client) {
  const html = await (await fetch(url, { headers: { 'accept-language': LOCALE } })).text();
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const files = [
    ...new Set(
      tags
        .filter((tag) => tag.startsWith('<script') || /rel="modulepreload"/.test(tag))
        .map((tag) => /(?:src|href)="\/([^"]+\.js)"/.exec(tag)?.[1])
        .concat([...html.matchAll(/import(?:\s*\*\s*as\s+\w+\s+from)?\s*"\/([^"]+\.js)"/g)].map((match) => match[1]))
        // The preloads the page adds after its first paint (web/src/app/afterPaint.ts): a list of quoted paths.
        .concat([...html.matchAll(/"\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]))
        .filter(Boolean),
    ),
  ];
  const bytes = files
    .filter((file) => existsSync(join(client, file)))
    .reduce((n, file) => n + gzipSync(readFileSync(join(client, file)), { level: 9 }).length, 0);
  return { files, kb: +(bytes / 1024).toFixed(1) };
}

/** The floor (perf/floor) built by this checkout's Vite, with React's plugin and nothing of the app's config. */
async function buildFloor() {
  console.log(`Building the floor (perf/floor → ${FLOOR_DIST}) …`);
  await build({
    configFile: false,
    root: join(ROOT, 'perf/floor'),
    base: '/',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: FLOOR_DIST, emptyOutDir: true, target: 'es2022' },
  });
  // Its one page loads every script it has: all of it is initial.
  precompress(FLOOR_DIST); // compressed as the app's files are, and sent the same way
  const files = readdirSync(join(FLOOR_DIST, 'assets')).filter((file) => file.endsWith('.js'));
  const bytes = files.reduce((n, file) => n + gzipSync(readFileSync(join(FLOOR_DIST, 'assets', file)), { level: 9 }).length, 0);
  return { js: { totalKb: +(bytes / 1024).toFixed(1), files } };
}

/** The floor's files on 127.0.0.1 (any path that is not a file answers its index.html, as an app's server would). */
async function serveFloor() {
  const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
  const port = await freePort();
  floorServer = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://floor').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(FLOOR_DIST, path);
    if (!file.startsWith(FLOOR_DIST) || !existsSync(file) || !extname(file)) file = join(FLOOR_DIST, 'index.html');
    const immutable = file.includes('/assets/');
    // As the app server sends its files: the build's .br or .gz when the browser accepts it.
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = ['br', 'gzip'].find((name) => accepted.includes(name) && existsSync(`${file}.${name === 'br' ? 'br' : 'gz'}`));
    response.writeHead(200, {
      'Content-Type': types[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
      ...(encoding && { 'Content-Encoding': encoding }),
    });
    response.end(readFileSync(encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file));
  });
  await new Promise((done) => floorServer.listen(port, '127.0.0.1', done));
  return `http://127.0.0.1:${port}`;
}

/**
 * The first paint, as a phone on a slow network gets it before any script has run: Chromium with JavaScript blocked and
 * the network throttled (150 ms round trips, 1.6 Mbit/s), 360 px wide, the pages the server renders with their data →
 * .perf/first-paint-<page>.png.
 */
async function firstPaintShots(origin) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const shots = [
      ['/', 'home'],
      ['/salon/101', 'salon'],
      ['/master/201', 'master'],
    ];
    for (const [path, name] of shots) {
      const context = await browser.newContext({ viewport: { width: 360, height: 780 }, javaScriptEnabled: false, locale: LOCALE });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await page.goto(`${origin}${path}`);
      mkdirSync(join(ROOT, '.perf'), { recursive: true });
      await page.screenshot({ path: join(ROOT, `.perf/first-paint-${name}.png`) });
      await context.close();
    }
    console.log(`\nFirst paint without JavaScript (360 px, throttled network): ${shots.map(([, name]) => `.perf/first-paint-${name}.png`).join(', ')}`);
  } finally {
    await browser.close();
  }
}

/**
 * 'Записаться' → first free times: a phone-sized Chromium (Playwright, the e2e's flags) opens /salon/101,
 * chooses 'Женская стрижка', waits until the page is settled (the booking route's code preloaded, the strip
 * prefetched), presses 'Записаться' and goes on as a user would (services → Далее → masters → Далее) until the
 * first free time is on screen. Counted: the API requests issued after both the booking screen's code arrived
 * and the press, and their round trips (the longest chain of requests each starting after the previous ended),
 * and the milliseconds from the press to the first free time.
 */
async function measureBookingTrip(base, bookingFile) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await phonePage(browser);
    const api = [];
    let codeAt = null;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/rest/'))
        api.push({ request, path: new URL(request.url()).pathname, start: performance.now(), end: Infinity });
    });
    const finished = (request) => {
      const now = performance.now();
      const row = api.find((r) => r.request === request);
      if (row) row.end = now;
      if (bookingFile && request.url().endsWith(bookingFile)) codeAt ??= now;
    };
    page.on('requestfinished', finished);
    page.on('requestfailed', finished);
    await page.goto(`${base}/salon/101`);
    await page.getByText('Женская стрижка', { exact: true }).click();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const pressed = performance.now();
    await page.getByRole('button', { name: 'Записаться', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Услуги' }).waitFor();
    await page.getByRole('button', { name: 'Далее', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Мастера' }).waitFor();
    await page.getByRole('button', { name: 'Далее', exact: true }).click();
    await page
      .getByRole('radiogroup', { name: /^Свободное время/ })
      .first()
      .getByRole('radio')
      .first()
      .waitFor();
    const shown = performance.now();
    const from = Math.max(pressed, codeAt ?? pressed);
    const counted = api.filter((r) => r.start >= from && r.start <= shown);
    // Round trips: a request starting after another one ended waits for it.
    const depth = new Map();
    for (const r of [...counted].sort((a, b) => a.start - b.start))
      depth.set(r, 1 + Math.max(0, ...counted.filter((q) => q.end <= r.start).map((q) => depth.get(q) ?? 0)));
    return {
      apiRequests: counted.length,
      roundTrips: Math.max(0, ...depth.values()),
      ms: Math.round(shown - pressed),
      codeBeforePress: codeAt !== null && codeAt <= pressed,
      requests: counted.map((r) => r.path.replace('/rest/clients-app/', '')),
    };
  } finally {
    await browser.close();
  }
}

if (bookingTrip)
  console.log(
    `\n'Записаться' → first free times (/salon/101, Женская стрижка): ${bookingTrip.apiRequests} API request(s) in ${bookingTrip.roundTrips} round trip(s) ` +
      `after the booking screen's code arrived (${bookingTrip.codeBeforePress ? 'preloaded before the press' : 'arrived after the press'}), ` +
      `${bookingTrip.ms} ms from the press (budget ${BUDGET.bookingRoundTrips} round trip)` +
      (bookingTrip.requests.length ? `\n    ${bookingTrip.requests.join(', ')}` : ''),
  );

// The budget, for this build.
const js = current.js;
const misses = [];
if (js.totalKb > BUDGET.initialKb) misses.push(`home initial JS ${js.totalKb} kB > ${BUDGET.initialKb} kB`);
if (js.bookingRouteKb > BUDGET.bookingRouteKb) misses.push(`booking route JS ${js.bookingRouteKb} kB > ${BUDGET.bookingRouteKb} kB`);
if (!bookingTrip) misses.push(`'Записаться' → first free times not measured`);
else if (bookingTrip.roundTrips > BUDGET.bookingRoundTrips)
  misses.push(`'Записаться' → first free times ${bookingTrip.roundTrips} API round trips > ${BUDGET.bookingRoundTrips}`);
for (const { name, rows } of results) {
  const s = rows[current.label];
  for (const key of ['performance', 'accessibility', 'best-practices']) if (s[key] < BUDGET[key]) misses.push(`${name} ${key} ${s[key]} < ${BUDGET[key]}`);
  if (s.tbtMs > BUDGET.tbtMs) misses.push(`${name} TBT ${s.tbtMs} ms > ${BUDGET.tbtMs} ms`);
  if (s.cls > BUDGET.cls) misses.push(`${name} CLS ${s.cls} > ${BUDGET.cls}`);
  const lcp = BUDGET.lcpMs[name];
  if (lcp !== undefined && s.lcpMs > lcp) misses.push(`${name} LCP ${s.lcpMs} ms > ${lcp} ms`);
}
console.log(
  `\nBudget: performance >= ${BUDGET.performance}, accessibility and best practices ${BUDGET.accessibility}, LCP <= ${BUDGET.lcpMs['/']} ms on / and <= ` +
    `${BUDGET.lcpMs['/salon/101']} ms on /salon/101, CLS ${BUDGET.cls}, TBT <= ${BUDGET.tbtMs} ms, home initial JS <= ${BUDGET.initialKb} kB gzip ` +
    `(load average now ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')})`,
);
console.log(misses.length ? `Over budget (this build): ${misses.join('; ')}` : 'Within budget.');

// The server rendering's targets, against the floor of the same sitting.
const targetMisses = [];
console.log(
  `\nTargets against the floor: ${FLOOR_TARGET.pages.join(', ')} within ${FLOOR_TARGET.tbtMs} ms of the floor's TBT and ${FLOOR_TARGET.points} points ` +
    `of its score; every page LCP within ${FLOOR_TARGET.lcpOverFcpMs} ms of FCP, CLS ${FLOOR_TARGET.cls}. Home route initial JS ${js.totalKb} kB ` +
    `against the floor's ${floor.js.totalKb} kB gzip.`,
);
for (const { name, rows } of results) {
  const s = rows[current.label];
  const f = rows.floor;
  if (FLOOR_TARGET.pages.includes(name)) {
    if (s.tbtMs > f.tbtMs + FLOOR_TARGET.tbtMs) targetMisses.push(`${name} TBT ${s.tbtMs} ms > floor ${f.tbtMs} + ${FLOOR_TARGET.tbtMs} ms`);
    if (s.performance < f.performance - FLOOR_TARGET.points)
      targetMisses.push(`${name} performance ${s.performance} < floor ${f.performance} − ${FLOOR_TARGET.points}`);
  }
  if (s.lcpMs - s.fcpMs > FLOOR_TARGET.lcpOverFcpMs) targetMisses.push(`${name} LCP ${s.lcpMs} ms > FCP ${s.fcpMs} + ${FLOOR_TARGET.lcpOverFcpMs} ms`);
  if (s.cls > FLOOR_TARGET.cls) targetMisses.push(`${name} CLS ${s.cls}`);
}
console.log(targetMisses.length ? `Targets missed: ${targetMisses.join('; ')}` : 'Every target met.');

mkdirSync(join(ROOT, '.perf'), { recursive: true });
writeFileSync(
  join(ROOT, '.perf/report.json'),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      base: BASE_COMMIT,
      cpuSlowdown: THROTTLING.cpuSlowdownMultiplier,
      budget: BUDGET,
      builds: builds.map((b) => ({ label: b.label, js: b.js })),
      floor: floor.js,
      homePageScripts: pageJs,
      bookingTrip,
      lighthouse: results,
      misses,
      targetMisses,
    },
    null,
    2,
  ),
);
