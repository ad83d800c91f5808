import { defineConfig } from 'vitest/config';

// One vitest run, three projects: the SDK and the contracts run in node, the web app in jsdom.
// End-to-end tests (web/e2e) belong to Playwright and are kept out of vitest.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'sdk',
          include: ['sdk/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
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
          include: ['web/src/**/*.test.{ts,tsx}', 'web/deploy/**/*.test.ts'],
          exclude: ['web/e2e/**'],
          environment: 'jsdom',
          setupFiles: ['web/src/test/setup.ts'],
        },
      },
    ],
  },
});
