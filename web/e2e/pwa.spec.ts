import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { expect, heading, seedSession, test } from './fixtures';

// The installable app in Chromium against the built server: the manifest and the worker (web/src/sw.ts) as the
// browser sees them, My bookings opened again with no network, nothing of a client left after their logout, and a
// new build's worker under a running tab. The rest of the suite runs with service workers blocked
// (playwright.config.ts): this spec allows them.
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 180_000 });

/** Resolves once the page's service worker is active (app/pwa.ts registers it after the first screen settled). */
async function workerActive(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none'), { timeout: 60_000 })
    .toBe('activated');
}

/** A request that found no network, and the worker's offline page (503), as Chromium logs them: expected once offline. */
const OFFLINE_NOISE = /ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED|status of 503/;

test('installable: Chromium reports no installability error; manifest, icons and sw.js with their caching, in the page’s language', async ({ request }) => {
  // Not in an off-the-record context (Chromium says 'in-incognito' there): a profile of its own.
  const profile = mkdtempSync(join(tmpdir(), 'salonbook-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 360, height: 780 },
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await heading(page);
    await workerActive(page);
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] }).installabilityErrors, { timeout: 30_000 })
      .toEqual([]);
    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestUrl).toMatch(/^\/manifest\.webmanifest\?v=/);
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', /^\/apple-touch-icon\.png\?v=/);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#6d28d9');
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }

  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['cache-control']).toBe('public, max-age=31536000');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const body = (await manifest.json()) as {
    name: string;
    display: string;
    icons: Array<{ src: string; purpose: string }>;
    shortcuts: Array<{ name: string; url: string }>;
  };
  expect(body.display).toBe('standalone');
  expect(body.shortcuts.map((s) => s.name)).toEqual(['Мои записи', 'Поиск салонов']);
  expect(body.icons.map((i) => i.purpose)).toEqual(['any', 'any', 'maskable']);
  for (const icon of body.icons) expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
  expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
  const csp = (await request.get('/')).headers()['content-security-policy'] ?? '';
  expect(csp).toContain("manifest-src 'self'");
  expect(csp).toContain("worker-src 'self'");
  // Kazakh: the page names the Kazakh manifest.
  const kk = await (await request.get('/?lang=kk')).text();
  expect(kk).toMatch(/<link rel="manifest" href="\/manifest-kk\.webmanifest\?v=/);
});

test('My bookings and a visit open again without a network, marked; after the logout nothing of the client is left, online or offline', async ({
  page,
  context,
  sandbox,
  consoleErrors,
}) => {
  const session = await sandbox.signIn();
  await seedSession(page, session);
  await page.goto('/my/reservation/history');
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible();
  const visitLink = card.getByRole('link').first();
  const salon = (await visitLink.textContent())?.trim() ?? '';
  const href = (await visitLink.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/my\/reservation\/\d+$/);
  await workerActive(page);
  await visitLink.click();
  await expect(page.getByRole('heading', { level: 1, name: /^Запись № \d+/ })).toBeVisible();
  const address = (await page.locator('#visit-salon').locator('xpath=..').locator('p').first().textContent())?.trim() ?? '';
  expect(address).not.toBe('');
  // The worker kept both pages; the client's answers are kept for them (lib/offlineData.ts).
  const keptPage = (path: string) =>
    page.evaluate(async (url) => !!(await (await caches.open('salonbook-pages')).match(new URL(url, location.origin).href, { ignoreVary: true })), path);
  await expect.poll(() => keptPage('/my/reservation/history'), { message: 'My bookings kept by the worker' }).toBe(true);
  await expect.poll(() => keptPage(href), { message: 'the visit kept by the worker' }).toBe(true);
  const record = () => page.evaluate(() => localStorage.getItem('time-limited-records') ?? '');
  await expect.poll(record, { message: 'the client’s answers kept' }).toContain('offline-bookings');
  await expect.poll(record, { message: 'the visit’s answer kept' }).toContain('{reservationId}');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Запись № \d+/ })).toBeVisible();
  await expect(page.getByText(/^Нет связи: показано на \d{2}:\d{2}$/)).toBeVisible();
  await expect(page.getByText(address, { exact: true })).toBeVisible();
  await expect(page.getByText(/^Без связи это недоступно/)).toBeVisible();
  await page.goto('/my/reservation/history');
  await expect(page.getByText(/^Нет связи: показано на \d{2}:\d{2}$/)).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText(salon);

  // Back online: the client logs out; offline again, nothing of theirs anywhere.
  await context.setOffline(false);
  await page.goto('/');
  await heading(page);
  await page.getByRole('button', { name: `Аккаунт: ${session.user.name}` }).click();
  await page.getByRole('button', { name: 'Выйти из аккаунта' }).click();
  await expect(page.getByRole('link', { name: 'Войти' }).first()).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const kept = (localStorage.getItem('time-limited-records') ?? '').includes('offline-bookings');
        const pages = await (await caches.open('salonbook-pages')).keys();
        return kept || pages.some((request) => new URL(request.url).pathname.startsWith('/my/'));
      }),
    )
    .toBe(false);
  await context.setOffline(true);
  for (const path of [href, '/my/reservation/history']) {
    await page.goto(path).catch(() => undefined);
    await expect(page.locator('body')).toBeVisible();
    await expect(page.getByText(address, { exact: true })).toHaveCount(0);
    await expect(page.getByText(/^Нет связи: показано на/)).toHaveCount(0);
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Нет связи|История записей/);
  await context.setOffline(false);
  // What the browser logged of the requests that found no network.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((line) => !OFFLINE_NOISE.test(line)));
});

test('a reminder link opened once opens again without a network, marked, with no sign-in', async ({ page, context, sandbox, consoleErrors }) => {
  // The demo client's visit ahead (the seed's 90211), by its SMS reminder's link in a browser that never signed in.
  const { links } = await sandbox.reminder(90211);
  const link = new URL(links[0]!, 'http://app.test');
  await page.goto(link.pathname + link.search);
  await expect(await heading(page)).toHaveText('Напоминание о записи');
  await expect(page.getByText('Запись № 90211')).toBeVisible();
  await workerActive(page);
  const keptPage = () =>
    page.evaluate(
      async (url) => !!(await (await caches.open('salonbook-pages')).match(new URL(url, location.origin).href, { ignoreVary: true })),
      link.pathname + link.search,
    );
  await expect.poll(keptPage, { message: 'the reminder page kept by the worker' }).toBe(true);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('time-limited-records') ?? ''), { message: 'the visit’s answer kept' })
    .toContain('offline-bookings');

  await context.setOffline(true);
  await page.reload();
  await expect(await heading(page)).toHaveText('Напоминание о записи');
  await expect(page.getByText('Запись № 90211')).toBeVisible();
  await expect(page.getByText('Салон красоты «Жасмин»').first()).toBeVisible();
  await expect(page.getByText(/^Нет связи: показано на \d{2}:\d{2}$/)).toBeVisible();
  await context.setOffline(false);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((line) => !OFFLINE_NOISE.test(line)));
});

/** The worker behind the page, and whether a new build's waits, as the page sees them ('activated/none'). */
const workers = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return `${registration?.active?.state ?? 'none'}/${registration?.waiting ? 'waiting' : 'none'}`;
  });

test('a new build’s worker waits under running tabs: "Доступна новая версия" in each, and the button asks it to take over', async ({ page }) => {
  const dist = process.env.E2E_DIST;
  test.skip(!dist, 'the run’s build directory (E2E_DIST) is unknown');
  const sw = join(dist!, 'client/sw.js');
  // What the pages post to which worker (the waiting one is told to take over; app/pwa.ts applyUpdate, whose reload
  // into the new build the unit tests cover: Chromium under Playwright's debugger has been seen to hold a hand-over
  // back for minutes when the old worker was woken for a request while being stopped, so the hand-over is not awaited here).
  await page.context().addInitScript(() => {
    const post = ServiceWorker.prototype.postMessage;
    ServiceWorker.prototype.postMessage = function (this: ServiceWorker, message: unknown, ...rest: unknown[]) {
      // Kept in the tab's session: the page may reload into the new build at once.
      const posted = JSON.parse(sessionStorage.getItem('e2e-posted') ?? '[]') as string[];
      sessionStorage.setItem('e2e-posted', JSON.stringify([...posted, `${this.state}:${(message as { type?: string }).type}`]));
      return (post as (...args: unknown[]) => void).call(this, message, ...rest);
    } as typeof post;
  });
  await page.goto('/my/reservation/history');
  await heading(page);
  await workerActive(page);
  // Tabs the worker controls (a return visit: the first visit's page has none, and a new worker would not wait for it).
  await page.reload();
  await heading(page);
  const other = await page.context().newPage();
  await other.goto('/');
  await heading(other);
  for (const tab of [page, other]) expect(await tab.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByText('Доступна новая версия')).toHaveCount(0);
  // The next build's worker at the same address: another byte is another worker. Its precompressed copies (which
  // the server would send instead) are set aside meanwhile.
  const original = readFileSync(sw, 'utf8');
  const aside = ['.br', '.gz'].filter((ext) => existsSync(`${sw}${ext}`));
  for (const ext of aside) renameSync(`${sw}${ext}`, `${sw}${ext}.e2e`);
  try {
    writeFileSync(sw, `${original}\n// the next build ${Date.now()}\n`);
    await page.evaluate(async () => void (await (await navigator.serviceWorker.getRegistration())?.update()));
    await expect.poll(() => workers(page), { message: 'the next build’s worker installed and waiting' }).toBe('activated/waiting');
    for (const tab of [page, other]) await expect(tab.getByRole('status').filter({ hasText: 'Доступна новая версия' })).toBeVisible({ timeout: 60_000 });
    // The running tab goes on with its own files meanwhile, and the prompt with it.
    await page.getByRole('navigation', { name: 'Основные разделы' }).getByRole('link', { name: 'Главная' }).click();
    await heading(page);
    await expect(page.getByRole('status').filter({ hasText: 'Доступна новая версия' })).toBeVisible();
    await page.bringToFront();
    await page.getByRole('button', { name: 'Обновить' }).click();
    await expect
      .poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-posted') ?? '[]') as string[]).catch(() => []))
      .toContain('installed:SKIP_WAITING');
  } finally {
    writeFileSync(sw, original);
    for (const ext of aside) renameSync(`${sw}${ext}.e2e`, `${sw}${ext}`);
  }
});

test('in a partner’s frame (widget mode) no worker is registered', async ({ page, baseURL }) => {
  await page.route(`${baseURL}/__host.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>host</title><iframe src="/" width="360" height="700" title="Salonbook"></iframe>' }),
  );
  await page.goto('/__host.html');
  const app = page.frameLocator('iframe');
  await expect(app.getByRole('heading', { level: 1 })).toHaveText('Запишитесь к мастеру за пару минут');
  // Everything the app loads once its first screen has settled is loaded (the worker would have been registered by then).
  await expect(app.locator('html')).toHaveAttribute('data-screens-preloaded', '', { timeout: 60_000 });
  expect(await page.frames()[1]!.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});
