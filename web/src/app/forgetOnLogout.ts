// Personal data left on a shared phone: when the session ends (the logout button, a revoked token, another tab's
// logout, the account's deletion), what names the client goes with it: the booking draft's name, phone and comment
// (its salon, services and time stay: they say nothing about who), the reservations just created, kept for their
// success page (`created-reservation-<id>`, entities/reservation), and the booking SMS records
// (`reservation-sms-<phone>`, features/booking CodeStep), the gift card being filled in (`gift-card-draft`: its
// recipient's name and phone, features/gift-cards), and the reviews being written (`review-draft-<id>`,
// features/reservations), and the ticked 'save the card' (`save-card`, entities/bank-card: the next client on a shared
// phone chooses for themselves), My bookings kept for offline (`offline-bookings`, lib/offlineData.ts) and the pages the
// service worker kept (web/src/sw.ts). The SDK's own logout clears the session keys, the menu tab and the viewed salons. The query
// cache's personal queries (reservations, account, cards...) go too (lib/query.ts), whatever ended the session.
import type { BookingSdk } from '@salonbook/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { forgetPersonalQueries } from '../lib/query';
import { PAGE_CACHE } from '../lib/pageCache';

/** The time-limited records that name the client. */
export const PERSONAL_RECORDS = [
  'created-reservation-',
  'reservation-sms-',
  'gift-card-draft',
  'review-draft-',
  'express-attempt-',
  'save-card',
  // My bookings kept for offline (lib/offlineData.ts).
  'offline-',
] as const;

export function forgetPersonalData(sdk: BookingSdk) {
  forgetKeptPages();
  const draft = sdk.storage.get('saved-reservation');
  if (draft && (draft.clientName || draft.clientPhone || draft.comment))
    sdk.storage.set('saved-reservation', { ...draft, clientName: '', clientPhone: '', comment: '' });
  for (const key of sdk.ttl.keys()) if (PERSONAL_RECORDS.some((prefix) => key.startsWith(prefix))) sdk.ttl.remove(key);
}

/**
 * The pages the service worker kept for offline (web/src/sw.ts): rendered without the session, they name no client,
 * but the pages of My bookings and a reminder's visit go with the session all the same; every tab's logout does it
 * (the cache is the origin's, so the first tab's already did).
 */
export function forgetKeptPages(storage: Pick<CacheStorage, 'delete'> | undefined = globalThis.caches): void {
  void storage?.delete(PAGE_CACHE).catch(() => undefined);
}

/**
 * The one subscription that acts when the session goes from signed in to anonymous (the logout button, a 401,
 * another tab, the account's deletion): forgetPersonalData and the query cache's personal queries. Returns the
 * unsubscribe.
 */
export function forgetOnLogout(sdk: BookingSdk, queryClient: QueryClient): () => void {
  let signedIn = sdk.session.get().status === 'authenticated';
  return sdk.session.subscribe((session) => {
    const now = session.status === 'authenticated';
    const ended = signedIn && !now;
    signedIn = now;
    if (!ended) return;
    try {
      forgetPersonalData(sdk);
    } finally {
      forgetPersonalQueries(queryClient);
    }
  });
}
