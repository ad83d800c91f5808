import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { firstScreenReady, firstScreenSettled } from './boot';
import { createI18n } from '../lib/i18n';
import { localeFetch } from '../test/app';

const lazyRoutes = (delayMs: number) => [
  { path: '/', lazy: () => new Promise<{ Component: () => null }>((done) => setTimeout(() => done({ Component: () => null }), delayMs)) },
];

describe('firstScreenReady', () => {
  it('resolves as soon as the screen code and all its text modules are in, not at the time limit', async () => {
    const router = createMemoryRouter(lazyRoutes(20));
    const i18n = createI18n({ lng: 'ru', ns: ['home', 'search'], version: 't', fetch: localeFetch().fetch, log: () => {} });
    // An hour's limit: resolving at all (within the test's timeout) means it did not wait for the limit.
    await firstScreenReady(router, i18n, ['home', 'search'], 3_600_000);
    expect(router.state.initialized).toBe(true);
    for (const ns of ['common', 'home', 'search']) expect(i18n.hasLoadedNamespace(ns)).toBe(true);
  });

  it('stops waiting for the texts after the time limit, never for the router, and leaves no router subscriber behind', async () => {
    vi.useFakeTimers();
    try {
      const router = createMemoryRouter(lazyRoutes(3_000));
      let subscribers = 0;
      const subscribe = router.subscribe.bind(router);
      router.subscribe = (fn) => {
        subscribers += 1;
        const stop = subscribe(fn);
        return () => {
          subscribers -= 1;
          stop();
        };
      };
      // Texts that never arrive.
      const i18n = createI18n({ lng: 'ru', ns: ['home'], version: 't', fetch: () => new Promise<Response>(() => {}), log: () => {} });
      let done = false;
      void firstScreenReady(router, i18n, ['home'], 1_500).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(1_500);
      // The texts gave up; the router's first screen is still loading: RouterProvider must not mount yet
      // (remix-run/react-router#15527: an initialisation between its render and its subscription is lost).
      expect(done).toBe(false);
      expect(subscribers).toBe(1);
      await vi.advanceTimersByTimeAsync(1_500);
      expect(done).toBe(true);
      expect(router.state.initialized).toBe(true);
      expect(subscribers).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('firstScreenSettled', () => {
  it('waits until no request has been in flight for a while, then resolves once', async () => {
    vi.useFakeTimers();
    try {
      const client = new QueryClient();
      let answer: (value: number) => void = () => {};
      void client.fetchQuery({ queryKey: ['slow'], queryFn: () => new Promise<number>((done) => (answer = done)) });
      let settled = false;
      void firstScreenSettled(client, { quietMs: 500, maxMs: 5_000 }).then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(2_000);
      expect(settled).toBe(false);
      answer(1);
      await vi.advanceTimersByTimeAsync(499);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up waiting after the limit', async () => {
    vi.useFakeTimers();
    try {
      const client = new QueryClient();
      void client.fetchQuery({ queryKey: ['never'], queryFn: () => new Promise<number>(() => {}) });
      let settled = false;
      void firstScreenSettled(client, { quietMs: 500, maxMs: 5_000 }).then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(5_000);
      expect(settled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
