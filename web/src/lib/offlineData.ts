// My bookings without a network: the client's last answers about their visits (the lists, each visit opened, a
// reminder link's visit) and the salons those visits show (address, phone), kept in the SDK's time-limited storage
// (localStorage; memory in a partner's frame) under one record that names its owner, and put back into the query cache
// by those screens before their first request (useOfflineRestore) or once the first screen has settled (app/pwa.ts). Offline, a screen's
// query then fails with its last data still there, and the screen says 'Нет связи: показано на 14:05' with Retry.
// The record is the signed-in client's own (a month) or, for a reminder link opened without signing in, the
// visitor's (a day); it is restored only for the same owner and goes with every logout (app/forgetOnLogout.ts,
// PERSONAL_RECORDS 'offline-'). The service worker keeps none of it (web/src/sw.ts).
import { useState, useSyncExternalStore } from 'react';
import { hydrate, useQueryClient, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import type { BookingSdk } from '@salonbook/sdk';
import { isPersonalQuery } from './query';
import { useSdk } from './sdk';

export const OFFLINE_RECORD = 'offline-bookings';
/** At most this many answers are kept, the newest first. */
export const OFFLINE_LIMIT = 30;
const MONTH = 30 * 24 * 3600;
const DAY = 24 * 3600;

interface OfflineRecord {
  owner: string;
  state: DehydratedState;
}

/** Whose data this is: the signed-in client, or a visitor without a session (a reminder link). */
export function ownerOf(sdk: Pick<BookingSdk, 'session'>): string {
  const session = sdk.session.get();
  return session.status === 'authenticated' ? `user-${session.user.id}` : 'anonymous';
}

const FIRM = '/rest/clients-app/v1/firms/{firmId}';

/** The answers kept for offline: the client's reservations (lists, visits, a reminder's visit) and a salon's card. */
export function isKeptQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  if (query.state.status !== 'success' || query.state.data === undefined) return false;
  const path = String(query.queryKey[1] ?? '');
  return path === FIRM || (isPersonalQuery(query) && path.includes('/reservations'));
}

/**
 * The cache's kept answers as react-query's DehydratedState (what `hydrate` takes back). Not react-query's `dehydrate`:
 * its module is in the first screen's chunk (main.tsx hydrates the server's page) and would bring `dehydrate` there;
 * for answers that succeeded, this is all it does.
 */
export function keptState(queryClient: QueryClient): DehydratedState {
  const now = Date.now();
  const queries = queryClient
    .getQueryCache()
    .getAll()
    .filter(isKeptQuery)
    .map((query) => ({ queryKey: query.queryKey, queryHash: query.queryHash, state: { ...query.state, fetchStatus: 'idle' as const }, dehydratedAt: now }));
  return { mutations: [], queries };
}

/** The kept record's answers back in the query cache when it is the current owner's. Returns how many. */
export function restoreOfflineData(sdk: Pick<BookingSdk, 'session' | 'ttl'>, queryClient: QueryClient): number {
  const record = sdk.ttl.get<OfflineRecord>(OFFLINE_RECORD);
  if (!record || record.owner !== ownerOf(sdk) || !Array.isArray(record.state?.queries)) return 0;
  // An answer already in the cache and newer stays (hydrate keeps the newer one).
  hydrate(queryClient, record.state);
  // What was put back is as of then: asked again as soon as it is shown (offline that fails, and the screen says so).
  const kept = new Map(record.state.queries.map((query) => [query.queryHash, query.state.dataUpdatedAt]));
  void queryClient.invalidateQueries({ predicate: (query) => kept.get(query.queryHash) === query.state.dataUpdatedAt, refetchType: 'none' });
  return record.state.queries.length;
}

/** The record to keep now: the cache's kept answers over the owner's previous ones, newest first, at most OFFLINE_LIMIT. */
export function nextRecord(previous: OfflineRecord | undefined, owner: string, current: DehydratedState): OfflineRecord {
  const byHash = new Map<string, DehydratedState['queries'][number]>();
  const candidates = [...(previous?.owner === owner ? previous.state.queries : []), ...current.queries];
  for (const query of candidates) {
    const before = byHash.get(query.queryHash);
    if (!before || before.state.dataUpdatedAt <= query.state.dataUpdatedAt) byHash.set(query.queryHash, query);
  }
  const queries = [...byHash.values()].sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt).slice(0, OFFLINE_LIMIT);
  return { owner, state: { mutations: [], queries } };
}

/**
 * Keeps the kept answers already there and as they change (at most once a `delayMs`), for whoever is the owner when it
 * writes: after a logout the client's queries are gone from the cache (lib/query.ts forgetPersonalQueries) and their
 * record from the storage, so nothing of theirs is written again. Returns the unsubscribe.
 */
export function keepOfflineData(sdk: Pick<BookingSdk, 'session' | 'ttl'>, queryClient: QueryClient, { delayMs = 1_000 } = {}): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    const current = keptState(queryClient);
    if (current.queries.length === 0) return;
    const owner = ownerOf(sdk);
    try {
      sdk.ttl.set(OFFLINE_RECORD, nextRecord(sdk.ttl.get<OfflineRecord>(OFFLINE_RECORD), owner, current), owner === 'anonymous' ? DAY : MONTH);
    } catch (error) {
      // A full storage keeps the previous record: offline shows older data, nothing breaks.
      console.warn('[offline] not kept', error);
    }
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && isKeptQuery(event.query)) timer ??= setTimeout(save, delayMs);
  });
  // A visit already on the page when this starts (it starts once the first screen has settled: a reminder link's visit,
  // a visit opened directly) is kept as well, not only answers that come later.
  if (keptState(queryClient).queries.some((query) => query.queryKey[1] !== FIRM)) timer = setTimeout(save, delayMs);
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}

const restored = new WeakSet<QueryClient>();
/**
 * My bookings' screens put the kept answers back before their first request (once per page): offline that request
 * fails and the screen shows them, marked. Done while rendering, before the screen's own queries are made.
 */
export function useOfflineRestore(): void {
  const sdk = useSdk();
  const queryClient = useQueryClient();
  useState(() => restoreOnce(sdk, queryClient));
}

/** restoreOfflineData once per page (the screens above, or app/pwa.ts once the first screen has settled). */
export function restoreOnce(sdk: Pick<BookingSdk, 'session' | 'ttl'>, queryClient: QueryClient): number {
  if (restored.has(queryClient)) return 0;
  restored.add(queryClient);
  return restoreOfflineData(sdk, queryClient);
}

/** A failed query's error is the network's (no answer at all), not the server's word. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof Error && typeof (error as { status?: unknown }).status !== 'number';
}

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the browser says it is online (the server's render and a test's first render: yes). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/** A query shown from its last data because the network is away: it failed without an answer and still has data. */
export function shownOffline(query: { isError: boolean; data: unknown; error: unknown }): boolean {
  return query.isError && query.data !== undefined && isNetworkError(query.error);
}
