// The advertising pixel and the visitor counter: third-party scripts that load only when their ids are
// configured (VITE_AD_PIXEL_ID, VITE_COUNTER_ID), after the first paint. They run with the page's rights, beside
// the tokens in localStorage, so they never load inside a frame (widget mode on a partner's site) nor while the
// page is one of the routes with personal or payment data: the account (/my/…, sign-in included), the card and
// prepayment pages and their 3-D Secure returns, gift cards, buy-now-pay-later, account deletion. Landing on such
// a route waits for the client to reach another one (loadTrackersWhenAllowed). A script cannot be unloaded: once
// loaded on a public page, it stays for the rest of the visit (web/deploy/README.md states that risk), so neither
// reports an address by itself: the pixel's history tracking and automatic events are off, the counter is deferred
// and told the address with its tokens removed (trackerAddress). Links with a token in the path (prepayment, gift
// card, selection) or the query (`?token=`) are tracker-free routes too.
export interface TrackerIds {
  adPixelId: string | null;
  counterId: string | null;
}

export const PIXEL_SRC = 'https://connect.facebook.net/en_US/fbevents.js';
export const COUNTER_SRC = 'https://mc.yandex.ru/metrika/tag.js';

type PixelQueue = ((...args: unknown[]) => void) & { queue?: unknown[][]; loaded?: boolean; version?: string; disablePushState?: boolean };
type TrackerWindow = Window & { fbq?: PixelQueue; _fbq?: PixelQueue; ym?: PixelQueue & { a?: unknown[][]; l?: number } };

function addScript(doc: Document, src: string): HTMLScriptElement {
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.appendChild(script);
  return script;
}

/** Routes the trackers never load on: these paths and everything under them (lower case). */
export const TRACKER_FREE_PREFIXES = ['/my', '/card-payment', '/salon/reservations', '/gift-cards', '/bnpl', '/delete-account', '/raffleprize'] as const;

/**
 * Path segments that are a token (a link's secret): the prepayment and gift-card links, the selection's result (its
 * start is not one). Each is `[the segments before it, the token]`.
 */
const TOKEN_IN_PATH = /^(\/salon\/reservations\/[^/]+\/prepayment|\/gift-cards\/link|\/selection)\/([^/]+)/i;
/** Query parameters that carry a token or a bank's return (never reported). */
const SECRET_PARAMS = /^(token|md|pares|transactionid|paymentid|reservationid)$/i;
const hasTokenInPath = (path: string) => {
  const match = TOKEN_IN_PATH.exec(path);
  return match !== null && !(match[1]!.toLowerCase() === '/selection' && match[2]!.toLowerCase() === 'start');
};

/**
 * The address a tracker is told (the counter's hits): the same address with every token removed, `:token` in place
 * of a link's secret in the path and no token or bank-return parameter in the query.
 */
export function trackerAddress(href: string): string {
  const url = new URL(href);
  if (hasTokenInPath(url.pathname)) url.pathname = url.pathname.replace(TOKEN_IN_PATH, '$1/:token');
  for (const name of [...url.searchParams.keys()]) if (SECRET_PARAMS.test(name)) url.searchParams.delete(name);
  return url.toString();
}

/** Whether the trackers must not load on this address: a route with personal or payment data, or a 3-D Secure return. */
export function isTrackerFree(pathname: string, search = ''): boolean {
  const path = pathname.toLowerCase().replace(/\/{2,}/g, '/');
  if (TRACKER_FREE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return true;
  if (hasTokenInPath(path)) return true;
  // The bank's return (MD and PaRes, a transaction or a payment outcome) on whatever page it lands.
  return /[?&](md|pares|transactionid|paymentid|reservationid|token)=/i.test(search);
}

/** Whether the page runs inside a frame (a cross-origin parent throws on access: that is a frame too). */
export function inFrame(win: Window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}

/**
 * Injects the configured trackers; returns the sources it added (none when nothing is configured, inside a frame,
 * or on a tracker-free route).
 */
export function loadTrackers(ids: TrackerIds, win: Window = window): string[] {
  if (inFrame(win) || isTrackerFree(win.location.pathname, win.location.search)) return [];
  const doc = win.document;
  const w = win as TrackerWindow;
  const added: string[] = [];
  if (ids.adPixelId && !w.fbq) {
    const fbq: PixelQueue = (...args: unknown[]) => void (fbq.queue ??= []).push(args);
    fbq.loaded = true;
    fbq.version = '2.0';
    w.fbq = w._fbq = fbq;
    // Before init: no PageView of its own on history changes (a later route may carry a token), and no automatic
    // events (clicks, page metadata) that would carry the address of whatever page the client is on.
    fbq.disablePushState = true;
    fbq('set', 'autoConfig', false, ids.adPixelId);
    fbq('init', ids.adPixelId);
    fbq('track', 'PageView');
    added.push(addScript(doc, PIXEL_SRC).src);
  }
  if (ids.counterId && !w.ym) {
    const ym = ((...args: unknown[]) => void (ym.a ??= []).push(args)) as NonNullable<TrackerWindow['ym']>;
    ym.l = Date.now();
    w.ym = ym;
    // defer: no view sent by itself (it would read location.href); the app sends the address without tokens.
    ym(Number(ids.counterId), 'init', { defer: true, clickmap: true, trackLinks: true, accurateTrackBounce: true });
    ym(Number(ids.counterId), 'hit', trackerAddress(win.location.href));
    added.push(addScript(doc, COUNTER_SRC).src);
  }
  return added;
}

/**
 * Loads the trackers now if the page allows it, else on the first navigation to a route that does (`subscribe`:
 * the router's). Nothing at all inside a frame.
 */
export function loadTrackersWhenAllowed(ids: TrackerIds, subscribe: (listener: () => void) => () => void, win: Window = window): void {
  if ((!ids.adPixelId && !ids.counterId) || inFrame(win)) return;
  const allowed = () => !isTrackerFree(win.location.pathname, win.location.search);
  if (allowed()) {
    loadTrackers(ids, win);
    return;
  }
  const stop = subscribe(() => {
    if (!allowed()) return;
    stop();
    loadTrackers(ids, win);
  });
}
