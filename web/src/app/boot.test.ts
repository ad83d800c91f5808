import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router-dom';
import { firstScreenReady } from './boot';
import { createI18n } from './i18n';
import { localeFetch } from '../test/app';

const lazyRoutes = (delayMs: number) => [
  { path: '/', lazy: () => new Promise<{ Component: () => null }>((done) => setTimeout(() => done({ Component: () => null }), delayMs)) },
];

describe('firstScreenReady', () => {
  it('resolves as soon as the screen code and all its text modules are in, well before the time limit', async () => {
    const router = createMemoryRouter(lazyRoutes(20));
    const i18n = createI18n({ lng: 'ru', ns: ['home', 'search'], version: 't', fetch: localeFetch().fetch, log: () => {} });
    const started = Date.now();
    await firstScreenReady(router, i18n, ['home', 'search'], 5_000);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(router.state.initialized).toBe(true);
    for (const ns of ['common', 'home', 'search']) expect(i18n.hasLoadedNamespace(ns)).toBe(true);
  });

  it('gives up waiting after the time limit (a slow network shows the boot screen instead)', async () => {
    vi.useFakeTimers();
    try {
      const router = createMemoryRouter(lazyRoutes(60_000));
      const i18n = createI18n({ lng: 'ru', ns: ['home'], version: 't', fetch: localeFetch().fetch, log: () => {} });
      let done = false;
      void firstScreenReady(router, i18n, ['home'], 1_500).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(1_499);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
