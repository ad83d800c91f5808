import { defineConfig, devices } from '@playwright/test';

// End-to-end tests of the built web app in the system Chromium: web/e2e/global-setup.ts builds it, starts its built
// page server (node web/dist/server/main.js) and the stateful sandbox behind Prism's validating proxy on free
// 127.0.0.1 ports, passes the address to the workers in E2E_BASE_URL and stops them afterwards. The `start` project
// runs against `npm start`'s own server instead.
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD ??= '1';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'web/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  globalSetup: './web/e2e/global-setup.ts',
  fullyParallel: true,
  // Two workers: the machine has two cores, and each worker drives a Chromium against the sandbox and Prism.
  workers: 2,
  // On a loaded two-core CI machine a page can miss a 10 s wait now and then: one retry there, reported as flaky.
  retries: process.env.CI ? 1 : 0,
  // Bounds for a hang, not clocks: on a loaded two-core machine (seen: everything 3x slower than on a quiet one) a page
  // load takes seconds and a journey minutes.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'ru-RU',
    timezoneId: 'Asia/Aqtau',
    trace: 'on-first-retry',
    // The app's service worker (web/src/sw.ts) would answer navigations that page.route and the traffic checks expect
    // to see, and a worker left by one test would serve the next: web/e2e/pwa.spec.ts allows it, every other spec not.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'phone',
      testIgnore: ['**/deploy.spec.ts', '**/start.spec.ts'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 360, height: 780 }, isMobile: false, hasTouch: true },
    },
    {
      // Debian's nginx with web/deploy/ in front of the built app and the API (web/e2e/deploy.spec.ts).
      name: 'deploy',
      use: { ...devices['Desktop Chrome'], viewport: { width: 360, height: 780 } },
      testMatch: ['**/deploy.spec.ts'],
    },
    {
      // `npm start`'s server (scripts/start.mjs, with a sandbox of its own) on a free port, started by the spec itself
      // (web/e2e/start.spec.ts): what it serves against what the run's production build serves.
      name: 'start',
      use: { ...devices['Desktop Chrome'], viewport: { width: 360, height: 780 }, isMobile: false, hasTouch: true },
      testMatch: ['**/start.spec.ts'],
    },
  ],
});
