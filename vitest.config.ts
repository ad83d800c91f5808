import { defineConfig } from 'vitest/config';
import { SDK_SOURCE_ALIAS } from './scripts/lib/sdk-source.ts';

// @salonbook/sdk resolves to its source in this repository (an alias; tsconfig.json's paths say the same to tsc).
const sdkSource = { resolve: { alias: SDK_SOURCE_ALIAS } };

// Two test files at a time (vitest's default is one less than the cores: one here). Each project reads its own
// maxWorkers (the root's is not inherited by a project that extends another config), so each says it.
const maxWorkers = 2;

/**
 * Web tests that need modules of their own: they mock a module (vi.mock) or test state a module keeps for the page's
 * lifetime (a preload that runs once per page).
 */
const WEB_ISOLATED = [
  'web/src/features/account/avatar.test.ts',
  'web/src/features/home/HomeSections.failure.test.tsx',
  'web/src/features/booking/deferred.test.tsx',
];

/** The web app's tests: jsdom, the app's Vite config. */
const web = {
  extends: './vite.config.ts',
  test: {
    maxWorkers,
    include: ['web/src/**/*.test.{ts,tsx}', 'web/deploy/**/*.test.ts', 'web/server/**/*.test.ts'],
    environment: 'jsdom' as const,
    setupFiles: ['web/src/test/setup.ts'],
    // A whole screen journey on a loaded machine takes seconds; the limit is for a test that hangs, not a clock.
    testTimeout: 60_000,
  },
};

// One vitest run, four projects: the SDK and the contracts run in node, the web app in jsdom (most of
// its files sharing their modules, a few isolated).
// End-to-end tests (web/e2e) belong to Playwright and are kept out of vitest.
export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      {
        ...sdkSource,
        test: {
          name: 'sdk',
          maxWorkers,
          include: ['sdk/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          environment: 'node',
        },
      },
      {
        ...sdkSource,
        test: {
          name: 'contracts',
          include: ['contracts/**/*.test.ts'],
          // Bundles the contract first: a stale or missing bundle cannot pass (CONTRACT_BUNDLE: a candidate's).
          globalSetup: ['contracts/lib/global-setup.ts'],
          environment: 'node',
          pool: 'forks',
          // After the other projects, as a group of their own (Prism and the Pact servers beside the jsdom screens slowed
          // both), two files at a time like the rest.
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        ...web,
        test: {
          ...web.test,
          name: 'web',
          exclude: ['web/e2e/**', ...WEB_ISOLATED],
          // The app's modules are evaluated once per worker, not once per file: the screens' tests import the whole app
          // (every route module), and evaluating it again for each file was two thirds of the web tests' time. Each test
          // still renders with its own SDK, storage, query cache and jotai store (test/app.tsx).
          isolate: false,
        },
      },
      {
        ...web,
        test: { ...web.test, name: 'web-isolated', include: WEB_ISOLATED },
      },
    ],
  },
});
