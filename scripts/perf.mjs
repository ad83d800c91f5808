// npm run perf: the web app's performance budget, printed (not a timed test).
//  1. Builds the app (with a chunk report) and measures the initial JavaScript of the home route in kB gzip,
//     split into the libraries' share (node_modules) and the app's own.
//  2. Serves the build with `vite preview` in front of the sandbox (behind Prism's validating proxy; pictures are the
//     app's own files under /media) and runs Lighthouse (mobile settings, the system
//     Chromium) on each page: performance, accessibility and best-practices scores.
// Pages: PERF_PAGES (comma separated paths), default '/' and the salon page. Results also go to .perf/report.json,
// the median run's whole Lighthouse report of each page to .perf/lighthouse-<page>.json.
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import { tsImport } from 'tsx/esm/api';
import { ROOT, bundleOpenApi, freePort } from './lib/prism.mjs';

const PAGES = (process.env.PERF_PAGES ?? '/,/salon/101,/salon/101/book').split(',').map((p) => p.trim()).filter(Boolean);
const BUDGET = { initialKb: 165, bookingRouteKb: 25, bookingRoundTrips: 1, performance: 95, accessibility: 100, 'best-practices': 100 };
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const configFile = join(ROOT, 'vite.config.ts');
const DIST = join(ROOT, 'web/dist');

// 1. Build and weigh.
process.env.SALONBOOK_PERF = '1';
process.env.SALONBOOK_DEMO_BUILD ??= '1'; // measured against the sandbox: the development keys, asked for explicitly
await build({ configFile, logLevel: 'warn' });
const chunks = JSON.parse(readFileSync(join(ROOT, '.perf/chunks.json'), 'utf8'));
const byFile = new Map(chunks.map((c) => [c.fileName, c]));
const entry = chunks.find((c) => c.isEntry && Object.keys(c.modules).some((id) => id.endsWith('/web/src/main.tsx')));
const home = chunks.find((c) => Object.keys(c.modules).some((id) => id.includes('/features/home/HomeScreen')));
if (!entry || !home) throw new Error('could not find the entry or the home chunk in .perf/chunks.json');

const initial = new Set();
const visit = (file) => {
  if (initial.has(file)) return;
  initial.add(file);
  byFile.get(file)?.imports.forEach(visit);
};
visit(entry.fileName);
visit(home.fileName); // the router loads the home screen before the first render of '/'

const kb = (bytes) => bytes / 1024;
let libs = 0;
let app = 0;
const rows = [];
for (const file of initial) {
  const chunk = byFile.get(file);
  // Vite drops chunks that held only CSS after generateBundle: they never reach the browser.
  if (!existsSync(join(DIST, file))) continue;
  const gz = gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
  const sizes = Object.entries(chunk.modules);
  const total = sizes.reduce((n, [, len]) => n + len, 0) || 1;
  const fromLibs = sizes.filter(([id]) => id.includes('/node_modules/')).reduce((n, [, len]) => n + len, 0);
  libs += (gz * fromLibs) / total;
  app += (gz * (total - fromLibs)) / total;
  rows.push({ file, gzipKb: +kb(gz).toFixed(1) });
}
const js = { totalKb: +kb(libs + app).toFixed(1), libsKb: +kb(libs).toFixed(1), appKb: +kb(app).toFixed(1), chunks: rows };

console.log('\nInitial JavaScript of the home route (gzip -9):');
for (const row of rows) console.log(`  ${row.file.padEnd(44)} ${row.gzipKb.toFixed(1).padStart(6)} kB`);
console.log(`  total ${js.totalKb} kB = libraries ${js.libsKb} kB + app ${js.appKb} kB  (budget ${BUDGET.initialKb} kB)`);

/** A route's own JavaScript beyond the initial: its screen's chunk (`file`) and what that imports, in kB gzip -9. */
function ownJs(screenModule) {
  const chunk = chunks.find((c) => Object.keys(c.modules).some((id) => id.includes(screenModule)));
  const files = new Set();
  const visit = (file) => {
    if (initial.has(file) || files.has(file)) return;
    files.add(file);
    byFile.get(file)?.imports.forEach(visit);
  };
  if (chunk) visit(chunk.fileName);
  const bytes = [...files].filter((f) => existsSync(join(DIST, f))).reduce((n, f) => n + gzipSync(readFileSync(join(DIST, f)), { level: 9 }).length, 0);
  return { file: chunk?.fileName, kb: +kb(bytes).toFixed(1), chunks: files.size };
}

// The booking route's own JavaScript (at most 25 kB gzip).
const booking = ownJs('/features/booking/BookingScreen');
js.bookingRouteKb = booking.kb;
console.log(`\nThe booking route's own JavaScript (/salon/:firmId/book, beyond the initial): ${booking.kb} kB gzip in ${booking.chunks} chunk(s) (budget ${BUDGET.bookingRouteKb} kB)`);

// The success page's own JavaScript (its first load; the .ics builder loads on click, in a chunk of its own).
const success = ownJs('/features/reservations/ReservationSuccessScreen');
js.successRouteKb = success.kb;
console.log(`The success page's own JavaScript (/my/reservation/:id/success, beyond the initial): ${success.kb} kB gzip in ${success.chunks} chunk(s)`);

// 2. Serve and run Lighthouse.
await bundleOpenApi();
/** @type {typeof import('../contracts/sandbox/stack.ts')} */
const { startSandboxStack } = await tsImport('../contracts/sandbox/stack.ts', import.meta.url);
const stack = await startSandboxStack();
process.env.SALONBOOK_API_PROXY = stack.url;
const port = await freePort();
const server = await preview({ configFile, preview: { host: '127.0.0.1', port, strictPort: true }, logLevel: 'warn' });
const base = `http://127.0.0.1:${port}`;
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: [
    '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
  ],
});

// Lighthouse varies from run to run: each page runs RUNS times (after one warm-up of the browser) and the
// run with the median performance score is reported, as Lighthouse's own documentation recommends.
const RUNS = Number(process.env.PERF_RUNS ?? 3);
const median = (rows) => [...rows].sort((a, b) => a.performance - b.performance)[Math.floor(rows.length / 2)];
const scores = [];
let bookingTrip = null;
try {
  await lighthouse(`${base}/`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  for (const path of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(path));
    const { lhr, ...row } = median(runs);
    // The whole report of the median run, for a look at the opportunities and the critical request chains.
    mkdirSync(join(ROOT, '.perf'), { recursive: true });
    const slug = path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
    writeFileSync(join(ROOT, `.perf/lighthouse-${slug}.json`), JSON.stringify(lhr));
    scores.push({ ...row, runs: runs.map((r) => r.performance) });
  }
  bookingTrip = await measureBookingTrip();
} finally {
  await chrome.kill();
  await new Promise((done) => server.httpServer.close(done));
  await stack.stop();
}

async function audit(path) {
  const result = await lighthouse(`${base}${path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  const { categories, audits } = result.lhr;
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  const row = {
    path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: +(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
    failing: Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
    lhr: result.lhr,
  };
  return row;
}

/**
 * 'Записаться' → first free times: a phone-sized Chromium (Playwright, the e2e's flags) opens /salon/101,
 * chooses 'Женская стрижка', waits until the page is settled (the booking route's code preloaded, the strip
 * prefetched), presses 'Записаться' and goes on as a user would (services → Далее → masters → Далее) until the
 * first free time is on screen. Counted: the API requests issued after both the booking screen's code arrived
 * and the press, and their round trips (the longest chain of requests each starting after the previous ended),
 * and the milliseconds from the press to the first free time.
 */
async function measureBookingTrip() {
  /** @type {typeof import('../playwright.config.ts')} */
  const { CHROMIUM_ARGS } = await tsImport('../playwright.config.ts', import.meta.url);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 780 }, hasTouch: true });
    const api = [];
    let codeAt = null;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/rest/')) api.push({ request, path: new URL(request.url()).pathname, start: performance.now(), end: Infinity });
    });
    const finished = (request) => {
      const now = performance.now();
      const row = api.find((r) => r.request === request);
      if (row) row.end = now;
      if (booking.file && request.url().endsWith(booking.file)) codeAt ??= now;
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
    await page.getByRole('radiogroup', { name: /^Свободное время/ }).first().getByRole('radio').first().waitFor();
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

console.log('\nLighthouse (mobile, system Chromium):');
for (const s of scores) {
  console.log(
    `  ${s.path.padEnd(14)} performance ${s.performance}  accessibility ${s.accessibility}  best-practices ${s['best-practices']}` +
      `  (FCP ${s.fcpMs} ms, LCP ${s.lcpMs} ms, TBT ${s.tbtMs} ms, CLS ${s.cls}; performance of the runs ${s.runs.join(', ')})`,
  );
  if (s.failing.length) console.log(`    failing audits: ${s.failing.join(', ')}`);
}

const misses = [];
if (js.totalKb > BUDGET.initialKb) misses.push(`initial JS ${js.totalKb} kB > ${BUDGET.initialKb} kB`);
if (js.bookingRouteKb > BUDGET.bookingRouteKb) misses.push(`booking route JS ${js.bookingRouteKb} kB > ${BUDGET.bookingRouteKb} kB`);
if (!bookingTrip) misses.push(`'Записаться' → first free times not measured`);
else if (bookingTrip.roundTrips > BUDGET.bookingRoundTrips)
  misses.push(`'Записаться' → first free times ${bookingTrip.roundTrips} API round trips > ${BUDGET.bookingRoundTrips}`);
for (const s of scores)
  for (const key of ['performance', 'accessibility', 'best-practices'])
    if (s[key] < BUDGET[key]) misses.push(`${s.path} ${key} ${s[key]} < ${BUDGET[key]}`);
console.log(misses.length ? `\nOver budget: ${misses.join('; ')}` : '\nWithin budget.');

mkdirSync(join(ROOT, '.perf'), { recursive: true });
writeFileSync(join(ROOT, '.perf/report.json'), JSON.stringify({ date: new Date().toISOString(), budget: BUDGET, js, bookingTrip, lighthouse: scores }, null, 2));
