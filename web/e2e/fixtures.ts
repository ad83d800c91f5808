import AxeBuilder from '@axe-core/playwright';
import { existsSync, readFileSync } from 'node:fs';
import { test as base, expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { secondsUntil, suiteNow } from './clock';
import { recordTraffic } from './traffic';

// The e2e tests run against the sandbox (contracts/sandbox) behind Prism's validating proxy. Pictures are the
// repository's own files under /media (web/public/media), served by the app's origin: no CDN stand-in.

/** Lets a test expect an API error (a 404 it provokes, a 409 it checks); any other is a failure. */
export interface HttpErrors {
  allow(match: string | RegExp, status?: number): void;
}

/** The sandbox's test controls (outside the contract, never through Prism). */
export interface SandboxControls {
  url: string;
  reset(): Promise<void>;
  /** Freezes the sandbox clock (ISO date-time), or releases it with null. */
  setNow(now: string | null): Promise<void>;
  /** A session of the demo client (or another account), from the sandbox's sign-in. */
  signIn(phone?: number, password?: string): Promise<DemoSession>;
  /** The reminder the sandbox sends for a reservation: its token and links (`/rsr?token=…`, `/rsrwp?…`, `/rsrqr?…`). */
  reminder(reservationId: number | string): Promise<{ token: string; links: string[] }>;
}

/**
 * The header that moves the sandbox clock forward (seconds) for the request that carries it alone: a browser context
 * sending it with every request (`extraHTTPHeaders`) sees its visits finished, while the other worker's tests keep
 * the shared clock (contracts/sandbox/index.ts).
 */
export const CLOCK_ADVANCE_HEADER = 'x-sandbox-clock-advance';

/** The client credentials every call of the contract carries (what the app sends as a development build does). */
export const CLIENT_HEADERS = { api_key: 'dev-api-key', client_secret: 'dev-client-secret', client_id: 'WEB' } as const;

export interface DemoSession {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  user: { id: number; name: string; surname: string };
}

const API_PATH = /^\/(rest|auth-app)\//;
/** Every violation the validating proxy reported in this run (undeclared statuses included): web/e2e/servers.ts writes them. */
const violationLines = () => {
  const file = process.env.E2E_VIOLATION_LOG;
  return file && existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
};

/** Prism's violation list of a response: its sl-violations header, or the `validation` of its problem+json. */
function violationsOf(header: string | undefined, body: string): string {
  const fromHeader = header && header !== '[]' ? header : '';
  try {
    const problem = JSON.parse(body) as { type?: string; validation?: unknown[] };
    if (problem.type?.includes('stoplight.io/prism') && problem.validation?.length) return JSON.stringify(problem.validation);
  } catch {
    /* not JSON */
  }
  return fromHeader;
}

/** What a test's browsers and requests see of the clock: how many seconds ahead of the suite's shared clock. */
export interface TestClock {
  /** Seconds ahead of the shared clock (0 unless the test asked for a moment with `test.use({ at })`). */
  advanceSeconds: number;
  /** The headers that move the sandbox's clock for a request (none when the test runs on the shared clock). */
  headers(advanceSeconds?: number): Record<string, string>;
  /**
   * Another browser of the same test on the same clock (its pages' Date and timers, its requests' sandbox clock);
   * `laterSeconds` moves it further ahead. Close it in the test.
   */
  newContext(browser: Browser, options?: BrowserContextOptions, laterSeconds?: number): Promise<BrowserContext>;
}

/** Installs Playwright's clock in a browser context at the sandbox's time for it (then ticking at the real pace). */
async function installClock(context: BrowserContext, advanceSeconds: number) {
  await context.clock.install({ time: suiteNow() + advanceSeconds * 1000 });
}

const clockHeaders = (seconds: number): Record<string, string> => (seconds > 0 ? { [CLOCK_ADVANCE_HEADER]: String(seconds) } : {});

export const test = base.extend<{
  at: string | null;
  clock: TestClock;
  consoleErrors: string[];
  httpErrors: HttpErrors;
  sandbox: SandboxControls;
  sandboxUrl: string;
  traffic: void;
}>({
  /** The Aqtau time (HH:MM) a test runs at; null: the suite's shared clock (web/e2e/clock.ts). */
  at: [null, { option: true }],
  clock: async ({ at }, provide) => {
    const advanceSeconds = secondsUntil(at);
    await provide({
      advanceSeconds,
      headers: (seconds = advanceSeconds) => clockHeaders(seconds),
      async newContext(browser, options = {}, laterSeconds = 0) {
        const seconds = advanceSeconds + laterSeconds;
        const context = await browser.newContext({ ...options, extraHTTPHeaders: { ...options.extraHTTPHeaders, ...clockHeaders(seconds) } });
        await installClock(context, seconds);
        context.on('page', waitForTheAppOnLoad);
        return context;
      },
    });
  },
  // Every request of the test (its pages' and its `request`'s) carries its clock to the sandbox.
  extraHTTPHeaders: async ({ clock }, provide) => {
    const headers = clock.headers();
    await provide(Object.keys(headers).length > 0 ? headers : undefined);
  },
  // Every page of the test's own browser runs on the sandbox's clock for this test.
  context: async ({ context, clock }, provide) => {
    await installClock(context, clock.advanceSeconds);
    context.on('page', waitForTheAppOnLoad);
    await provide(context);
  },
  page: async ({ page }, provide) => {
    waitForTheAppOnLoad(page);
    await provide(page);
  },
  /** The app's API traffic, checked against the contract as the web app's pact after the run (traffic.ts). */
  traffic: [
    async ({ page }, use, testInfo) => {
      const flush = recordTraffic(page, testInfo);
      await use();
      await flush();
    },
    { auto: true },
  ],
  /** Every test fails on an API answer >= 400 it did not allow, and on any contract violation Prism reports. */
  httpErrors: [
    async ({ page }, use) => {
      const allowed: { match: string | RegExp; status?: number }[] = [];
      const loggedBefore = violationLines().length;
      const checks: Promise<string | null>[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (!API_PATH.test(url.pathname)) return;
        const status = response.status();
        const header = response.headers()['sl-violations'];
        if (status < 400 && (!header || header === '[]')) return;
        const expected =
          status >= 400 &&
          allowed.some(
            (a) =>
              (typeof a.match === 'string' ? response.url().includes(a.match) : a.match.test(response.url())) &&
              (a.status === undefined || a.status === status),
          );
        checks.push(
          (async () => {
            const body = await response.text().catch(() => '');
            const violations = violationsOf(header, body);
            if (expected && !violations) return null;
            const what = `${response.request().method()} ${url.pathname}${url.search} -> ${status}`;
            return violations ? `${what}; Prism's violations: ${violations}` : `${what} (not expected by the test): ${body.slice(0, 300)}`;
          })(),
        );
      });
      await use({ allow: (match, status) => void allowed.push(status === undefined ? { match } : { match, status }) });
      const problems = (await Promise.all(checks)).filter((p): p is string => p !== null);
      // What the validating proxy logged meanwhile (with parallel workers, possibly another test's exchange).
      problems.push(
        ...violationLines()
          .slice(loggedBefore)
          .map((line) => `contract violation: ${line}`),
      );
      expect(problems, 'unexpected API errors or contract violations').toEqual([]);
    },
    { auto: true },
  ],
  /** Every test fails on a console error or an uncaught page error. */
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  /** The sandbox the test's app runs against: the run's (global-setup.ts), or a spec's own (start.spec.ts). */
  sandboxUrl: [process.env.E2E_SANDBOX_URL ?? '', { option: true }],
  sandbox: async ({ request, sandboxUrl: url }, provide) => {
    await provide({
      url,
      async reset() {
        expect((await request.post(`${url}/__sandbox/reset`)).ok()).toBe(true);
      },
      async setNow(now) {
        expect((await request.post(`${url}/__sandbox/clock`, { data: { now } })).ok()).toBe(true);
      },
      async signIn(phone = 77011234567, password = 'Qwerty123') {
        const response = await request.post(`${url}/auth-app/auth/v1/sign-in`, {
          headers: CLIENT_HEADERS,
          data: { phone, password, appVersion: '15.0.0', clientApp: 'WEB', deviceName: 'e2e', deviceOS: 'Linux' },
        });
        expect(response.status()).toBe(200);
        return (await response.json()) as DemoSession;
      },
      async reminder(reservationId) {
        const response = await request.get(`${url}/__sandbox/reminders/${reservationId}`);
        expect(response.status()).toBe(200);
        return (await response.json()) as { token: string; links: string[] };
      },
    });
  },
});

export { expect };

/**
 * Stores a signed-in session in the page's localStorage before any app code runs, as sign-in would
 * (until the account screens sign in through the UI).
 */
export async function seedSession(page: Page, session: DemoSession) {
  await page.addInitScript((s) => {
    if (localStorage.getItem('accessToken')) return; // keep what the app itself stored (a refresh) across reloads
    localStorage.setItem('accessToken', JSON.stringify(s.accessToken));
    localStorage.setItem('refreshToken', JSON.stringify(s.refreshToken));
    localStorage.setItem('expiresIn', JSON.stringify(s.expiresIn));
    localStorage.setItem('setTokenDate', JSON.stringify(Date.now()));
    localStorage.setItem('currentUser', JSON.stringify({ id: s.user.id, name: s.user.name, surname: s.user.surname }));
  }, session);
}

let phonesGiven = 0;
/**
 * A Kazakh mobile number no other test of this run uses, as 10 digits after +7: 705, the worker (2 digits) and a count within the worker (5 digits). The sandbox limits SMS codes per phone (one a minute per purpose, ten a day), so every
 * journey that asks for a code confirms with a number of its own, however fast the tests run one after another.
 */
export function freshPhone(): string {
  phonesGiven += 1;
  const worker = String(test.info().workerIndex % 100).padStart(2, '0');
  return `705${worker}${String(phonesGiven % 100_000).padStart(5, '0')}`;
}

/** Who books in bookWithAigerim when it is not the signed-in demo client: a phone of its own, confirmed by the SMS code. */
export interface BookingClient {
  name: string;
  /** As typed in the phone field ('8705…'). */
  phone: string;
}

/**
 * Books Женская стрижка with Айгерим (201) at salon 101 on the nth bookable day, its first free time: as the signed-in
 * demo client, or as `client`, who confirms with the SMS code; `atPreview` checks the preview step before confirming.
 * Returns the reservation's id from the success page.
 */
export async function bookWithAigerim(
  page: Page,
  day: number,
  { atPreview, client }: { atPreview?: () => Promise<void>; client?: BookingClient } = {},
): Promise<string> {
  await page.goto('/salon/101');
  await aigerimTimeStep(page);
  // The days with a free time (a full day can be chosen too, for its next free time and the waitlist).
  const days = page.getByRole('radiogroup', { name: 'Дни' }).getByRole('radio', { disabled: false }).filter({ hasNotText: 'нет мест' });
  await days.nth(day).click();
  await expect(days.nth(day)).toHaveAttribute('aria-checked', 'true');
  await page
    .getByRole('radiogroup', { name: /^Свободное время/ })
    .first()
    .getByRole('radio')
    .first()
    .click();
  await page.getByRole('button', { name: 'Далее', exact: true }).click();
  await page.getByLabel('Имя', { exact: true }).fill(client?.name ?? 'Алия');
  await page.getByLabel('Телефон', { exact: true }).fill(client?.phone ?? '87011234567');
  await page.getByRole('button', { name: 'Далее', exact: true }).click();
  await atPreview?.();
  if (client) {
    await page.getByRole('button', { name: 'Подтвердить по SMS', exact: true }).click();
    await page.getByRole('textbox', { name: /^Код из SMS/ }).fill('4821');
    await page.getByRole('button', { name: 'Подтвердить и записаться', exact: true }).click();
  } else {
    await page.getByRole('button', { name: 'Записаться', exact: true }).click();
  }
  await expect(page).toHaveURL(/\/my\/reservation\/\d+\/success$/);
  return /\/my\/reservation\/(\d+)\/success$/.exec(page.url())![1]!;
}

/**
 * From salon 101's page (as shown now) to the booking's time step with Женская стрижка and Айгерим (201): what a
 * client taps, and the first steps of bookWithAigerim.
 */
export async function aigerimTimeStep(page: Page) {
  await expect(await heading(page)).toHaveText('Салон красоты «Жасмин»');
  await page.getByText('Женская стрижка', { exact: true }).click();
  await page.getByRole('button', { name: 'Записаться', exact: true }).click();
  await page.getByRole('button', { name: 'Далее', exact: true }).click();
  await page
    .getByRole('radio', { name: /^Айгерим Сарсенова/ })
    .first()
    .check();
  await page.getByRole('button', { name: 'Далее', exact: true }).click();
  await expect(page).toHaveURL(/\/salon\/101\/book\?step=time$/);
}

/** Types a new card on a prepayment page and pays; the bank's 3-D Secure page opens in the frame and is confirmed. */
export async function payNewCard(page: Page, number: string) {
  await typeNewCardAndPay(page, number);
  await confirmAtTheBank(page);
}

/** Types a new card on a prepayment page and taps Pay: what comes next (the bank's page, an error) is the test's. */
export async function typeNewCardAndPay(page: Page, number: string) {
  await page.getByRole('radio', { name: /Новая карта/ }).check();
  await page.getByLabel('Номер карты').fill(number);
  await page.getByLabel('Срок действия').fill('1230');
  await page.getByLabel('CVC/CVV').fill('123');
  await page.getByRole('button', { name: /^Оплатить/ }).click();
}

/** The bank's page, in the frame on the sandbox's origin (not the app's): Confirm. */
export async function confirmAtTheBank(page: Page) {
  await expect(page.getByRole('heading', { name: 'Подтверждение в банке (3‑D Secure)' })).toBeVisible();
  await page.frameLocator('[data-testid="threeds-frame"]').getByRole('button', { name: 'Подтвердить' }).click();
}

/** Every Content-Security-Policy violation the page reports, also those that print nothing. */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

/** Waits until the current screen's heading is there. */
const waiting = new WeakSet<Page>();

/**
 * A page the server rendered is readable before the app has it (its code starts after the first paint): the page's
 * `goto` and `reload` return once the app has taken it over, as a person would wait for it, unless the test asks for
 * less (`waitUntil`).
 */
function waitForTheAppOnLoad(page: Page) {
  if (waiting.has(page)) return;
  waiting.add(page);
  for (const name of ['goto', 'reload'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      const options = args.find((arg): arg is { waitUntil?: string } => typeof arg === 'object' && arg !== null);
      if (!options?.waitUntil || options.waitUntil === 'load') await appHasThePage(page);
      return response;
    };
  }
}

/** The app has taken the server's page over, or its code could not be loaded; a page that is not the app's at once. */
export async function appHasThePage(page: Page) {
  await page.waitForFunction(() => !document.getElementById('page-state') || document.documentElement.matches('[data-hydrated]'));
}

export async function heading(page: Page) {
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toBeVisible();
  return h1;
}

/**
 * axe finds no serious or critical violation on the page as it is now. axe.run in the page itself (legacy mode:
 * the app has no frame of another origin to analyse) spares the blank page `analyze()` opens for every run, and
 * only the violations are collected.
 */
export async function noSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

/** The phone and desktop widths every screen is checked at. */
export const VIEWPORTS = [
  ['360px', { width: 360, height: 780 }],
  ['1280px', { width: 1280, height: 800 }],
] as const;

/**
 * axe on the page as it is, at 360 px and then at 1280 px: the same page resized, no second load (a fresh page
 * costs more than the check); back at 360 px afterwards.
 */
export async function noSeriousViolationsAtBothWidths(page: Page) {
  for (const [label, viewport] of VIEWPORTS) {
    await test.step(`axe at ${label}`, async () => {
      await page.setViewportSize(viewport);
      await noSeriousViolations(page);
    });
  }
  await page.setViewportSize(VIEWPORTS[0][1]);
}

/** Nothing on the page is wider than the screen, at 360 px and then at 1280 px (the same page resized); back at 360 px. */
export async function noOverflowAtBothWidths(page: Page) {
  for (const [, viewport] of VIEWPORTS) {
    await page.setViewportSize(viewport);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await page.setViewportSize(VIEWPORTS[0][1]);
}

/** Each page, opened and settled (its heading, a quiet network), fits both widths: a step per page. */
export async function eachFitsBothWidths(page: Page, paths: readonly string[]) {
  for (const path of paths) {
    await page.goto(path);
    await heading(page);
    await page.waitForLoadState('networkidle');
    await test.step(path, () => noOverflowAtBothWidths(page));
  }
}
