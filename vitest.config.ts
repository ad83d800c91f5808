import { defineConfig } from 'vitest/config';
import { SDK_SOURCE_ALIAS } from './scripts/lib/sdk-source.ts';

// @salonbook/sdk resolves to its source in this repository (an alias; tsconfig.json's paths say the same to tsc).
const sdkSource = { resolve: { alias: SDK_SOURCE_ALIAS } };

// One vitest run, three projects: the SDK and the contracts run in node, the web app in jsdom.
// End-to-end tests (web/e2e) belong to Playwright and are kept out of vitest.
export default defineConfig({
  test: {
    // Two test files at a time (vitest's default is one less than the cores: one here). The files mostly wait on
    // jsdom, Prism and npm; the contracts project still runs its files one by one (fileParallelism below).
    maxWorkers: 2,
    projects: [
      {
        ...sdkSource,
        test: {
          name: 'sdk',
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
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: './vite.config.ts',
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}', 'web/deploy/**/*.test.ts', 'web/server/**/*.test.ts'],
          exclude: ['web/e2e/**'],
          environment: 'jsdom',
          setupFiles: ['web/src/test/setup.ts'],
          // A whole screen journey on a loaded machine takes seconds; the limit is for a test that hangs, not a clock.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
