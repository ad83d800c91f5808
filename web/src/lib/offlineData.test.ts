import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { DehydratedState } from '@tanstack/react-query';
import { isKeptQuery, isNetworkError, nextRecord, OFFLINE_LIMIT } from './offlineData';
import { isKeptPage, isMidFlow } from './pwaRules';
import { publicFileCache } from '../../server/handler';

type Dehydrated = DehydratedState['queries'][number];
const query = (hash: string, at: number): Dehydrated =>
  ({ queryHash: hash, queryKey: ['get', hash], state: { data: { hash }, dataUpdatedAt: at, status: 'success' } }) as unknown as Dehydrated;

describe('the offline record (lib/offlineData.ts)', () => {
  it('keeps at most OFFLINE_LIMIT answers, newest first, one per query, the newer of two, and only its owner’s', () => {
    const entries = fc.array(
      fc.tuple(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 1_000 })),
      {
        maxLength: 50,
      },
    );
    fc.assert(
      fc.property(entries, entries, fc.boolean(), (before, now, sameOwner) => {
        const previous = { owner: sameOwner ? 'user-1' : 'user-2', state: { mutations: [], queries: before.map(([h, n, at]) => query(`${h}${n}`, at)) } };
        const current = { mutations: [], queries: now.map(([h, n, at]) => query(`${h}${n}`, at)) };
        const next = nextRecord(previous, 'user-1', current);
        const hashes = next.state.queries.map((q) => q.queryHash);
        expect(next.owner).toBe('user-1');
        expect(hashes.length).toBeLessThanOrEqual(OFFLINE_LIMIT);
        expect(new Set(hashes).size).toBe(hashes.length);
        const times = next.state.queries.map((q) => q.state.dataUpdatedAt);
        expect([...times].sort((a, b) => b - a)).toEqual(times);
        // Another owner's answers never come along.
        if (!sameOwner) for (const hash of hashes) expect(current.queries.some((q) => q.queryHash === hash)).toBe(true);
        // The newest answer of a query wins.
        for (const kept of next.state.queries) {
          const all = [...(sameOwner ? previous.state.queries : []), ...current.queries].filter((q) => q.queryHash === kept.queryHash);
          expect(kept.state.dataUpdatedAt).toBe(Math.max(...all.map((q) => q.state.dataUpdatedAt)));
        }
      }),
      { seed: 53, numRuns: 300 },
    );
  });

  it('keeps the reservations and a salon’s card, nothing else of the account, nothing failed', () => {
    const of = (path: string, status: 'success' | 'error' = 'success') =>
      ({ queryKey: ['get', path, {}], state: { status, data: status === 'success' ? {} : undefined } }) as never;
    expect(isKeptQuery(of('/rest/clients-app/v2/reservations'))).toBe(true);
    expect(isKeptQuery(of('/rest/clients-app/v2/reservations/{reservationId}'))).toBe(true);
    expect(isKeptQuery(of('/rest/clients-app/v1/reservations/reservation-info'))).toBe(true);
    expect(isKeptQuery(of('/rest/clients-app/v1/firms/{firmId}'))).toBe(true);
    expect(isKeptQuery(of('/rest/clients-app/v2/reservations', 'error'))).toBe(false);
    expect(isKeptQuery(of('/rest/clients-app/v1/my/profiles'))).toBe(false);
    expect(isKeptQuery(of('/rest/clients-app/v1/payments/cards'))).toBe(false);
    expect(isKeptQuery(of('/rest/clients-app/v1/reservations/available-times'))).toBe(false);
  });

  it('tells a lost network from the server’s answer', () => {
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkError(Object.assign(new Error('HTTP 500'), { status: 500 }))).toBe(false);
    expect(isNetworkError(null)).toBe(false);
  });
});

describe('the worker’s rules (lib/pwaRules.ts) and the server’s caching of its files', () => {
  it('never keeps the API, a payment’s return or outcome, the sandbox; keeps the pages', () => {
    for (const path of [
      '/rest/clients-app/v2/reservations',
      '/auth-app/auth/v1/sign-in',
      '/payment-return.html',
      '/card-payment',
      '/salon/reservations/1/prepayment',
      '/__sandbox/reset',
      '/sw.js',
    ])
      expect(isKeptPage(path), path).toBe(false);
    for (const path of ['/', '/my/reservation/history', '/my/reservation/90211', '/rsr', '/salon/101', '/search/firms'])
      expect(isKeptPage(path), path).toBe(true);
  });

  it('no update is offered mid-booking or mid-payment', () => {
    for (const path of ['/salon/101/book', '/salon/reservations/1/prepayment', '/card-payment', '/gift-cards/7', '/salon/101/certificates'])
      expect(isMidFlow(path), path).toBe(true);
    for (const path of ['/', '/my/reservation/history', '/salon/101', '/my/reservation/90211/success']) expect(isMidFlow(path), path).toBe(false);
  });

  it('sw.js is asked again on every visit; the icons and manifests (named by their hash) are kept a year', () => {
    expect(publicFileCache('web/dist/client/sw.js')).toBe('no-cache');
    expect(publicFileCache('web/dist/client/sw.js.br')).toBe('no-cache');
    expect(publicFileCache('web/dist/client/manifest.webmanifest.gz')).toBe('public, max-age=31536000');
    expect(publicFileCache('web/dist/client/manifest-kk.webmanifest')).toBe('public, max-age=31536000');
    expect(publicFileCache('web/dist/client/icons/icon-192.png')).toBe('public, max-age=31536000');
    expect(publicFileCache('web/dist/client/apple-touch-icon.png')).toBe('public, max-age=31536000');
    expect(publicFileCache('web/dist/client/favicon.svg')).toBe('public, max-age=3600');
  });
});
