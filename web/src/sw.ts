// The service worker (Serwist; built into /sw.js by @serwist/vite, vite.config.ts; registered by app/pwa.ts after the
// first screen has settled, never in a partner's frame). Its rules, page by page:
//   - the build's files (every screen's JS and CSS, the texts, the icons and manifests): precached at install, served
//     from the cache (a hashed name never changes; a text's `?v=` is the hash of all texts);
//   - pages (every navigation): network first; a page that came is kept (at most PAGE_LIMIT, a month), so it opens
//     again without a network; a page never kept opens the offline page in the customer's language (swOffline.ts).
//     The server renders every page without the session, so no kept page names a client; the pages of My bookings
//     and the reminder links are still dropped at every logout (app/forgetOnLogout.ts);
//   - never: the API (/rest, /auth-app: a client's answers are theirs, and kept only by the signed-in client's own
//     tab, lib/offlineData.ts, never here where the next person on the phone could be served them), the 3-D Secure
//     return page and /card-payment (a payment's outcome is always the server's), the sandbox, any other origin.
// A new build's worker waits (no skipWaiting) until the app's 'Доступна новая версия' asks it to take over.
import { CacheableResponsePlugin, ExpirationPlugin, NetworkFirst, Serwist, type PrecacheEntry } from 'serwist';
import { OFFLINE_PAGES } from './swOffline';
import { PAGE_CACHE, isKeptPage, type WorkerMessage } from './lib/pwaRules';

// The worker's own globals, as far as this file uses them (the project's types are the DOM's: the WebWorker library
// would change them for every other file).
interface WorkerMessageEvent {
  data: unknown;
  waitUntil(promise: Promise<unknown>): void;
}
declare const self: typeof globalThis & {
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void;
};

const PAGE_LIMIT = 40;
const META_CACHE = 'salonbook-meta';
const LANGUAGE_KEY = '/__language';

const pages = new NetworkFirst({
  cacheName: PAGE_CACHE,
  // In a lift a request can hang: after this the kept page is shown (the request goes on and refreshes it).
  networkTimeoutSeconds: 6,
  // A page varies on the language and city cookies (Vary): offline, the last page kept for the address is the one.
  matchOptions: { ignoreVary: true },
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: PAGE_LIMIT, maxAgeSeconds: 30 * 24 * 3600 })],
});

type Lng = keyof typeof OFFLINE_PAGES;
let language: Lng | null = null;
async function currentLanguage(): Promise<Lng> {
  if (language) return language;
  const stored = await (await caches.open(META_CACHE)).match(LANGUAGE_KEY);
  const text = stored ? await stored.text() : '';
  return text in OFFLINE_PAGES ? (text as Lng) : 'ru';
}

const offlinePage = async () =>
  new Response(OFFLINE_PAGES[await currentLanguage()], { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // The texts are asked for with ?v=<hash of the texts>: the precached file is the same text.
  precacheOptions: { ignoreURLParametersMatching: [/^v$/], cleanupOutdatedCaches: true },
  skipWaiting: false,
  clientsClaim: false,
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ request, url, sameOrigin }) => sameOrigin && request.mode === 'navigate' && request.method === 'GET' && isKeptPage(url.pathname),
      handler: async (options) => {
        try {
          return await pages.handle(options);
        } catch {
          return offlinePage();
        }
      },
    },
  ],
});

self.addEventListener('message', (event: WorkerMessageEvent) => {
  const message = event.data as WorkerMessage | null;
  if (!message || typeof message !== 'object') return;
  // 'Доступна новая версия' → the reload into it (app/pwa.ts).
  if (message.type === 'SKIP_WAITING') void self.skipWaiting();
  if (message.type === 'language' && message.lng in OFFLINE_PAGES) {
    language = message.lng as Lng;
    event.waitUntil(caches.open(META_CACHE).then((cache) => cache.put(LANGUAGE_KEY, new Response(message.lng))));
  }
  // A page the app showed by a client-side navigation (or before this worker controlled it): kept as if loaded. Not
  // held open with waitUntil: a message event in flight keeps this worker in charge, and a new build's worker that was
  // asked to take over ('Обновить') was seen waiting on it for minutes. A page not kept is kept at its next visit.
  if (message.type === 'keep-page') {
    const url = new URL(message.url, self.location.origin);
    if (url.origin !== self.location.origin || !isKeptPage(url.pathname)) return;
    void fetch(url, { credentials: 'same-origin', headers: { Accept: 'text/html' } })
      .then(async (response) => {
        if (response.status === 200 && response.headers.get('Content-Type')?.startsWith('text/html'))
          await (await caches.open(PAGE_CACHE)).put(url.href, response);
      })
      .catch(() => undefined);
  }
});

serwist.addEventListeners();
