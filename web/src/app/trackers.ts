// The advertising pixel and the visitor counter: third-party scripts that load only when their ids are
// configured (VITE_AD_PIXEL_ID, VITE_COUNTER_ID), after the first paint. They run with the page's rights, beside
// the tokens in localStorage, so they never load inside a frame (widget mode on a partner's site) nor while the
// page is one of the routes with personal or payment data: the account (/my/…, sign-in included), the card and
// prepayment pages and their 3-D Secure returns, gift cards, buy-now-pay-later, account deletion. Landing on such
// a route waits for the client to reach another one (loadTrackersWhenAllowed). A script cannot be unloaded: once
// loaded on a public page, it stays for the rest of the visit (web/deploy/README.md states that risk).
export interface TrackerIds {
  adPixelId: string | null;
  counterId: string | null;
}

export const PIXEL_SRC = 'https://connect.facebook.net/en_US/fbevents.js';
export const COUNTER_SRC = 'https://mc.yandex.ru/metrika/tag.js';

type PixelQueue = ((...args: unknown[]) => void) & { queue?: unknown[][]; loaded?: boolean; version?: string };
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

/** Whether the trackers must not load on this address: a route with personal or payment data, or a 3-D Secure return. */
export function isTrackerFree(pathname: string, search = ''): boolean {
  const path = pathname.toLowerCase().replace(/\/{2,}/g, '/');
  if (TRACKER_FREE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return true;
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
    fbq('init', ids.adPixelId);
    fbq('track', 'PageView');
    added.push(addScript(doc, PIXEL_SRC).src);
  }
  if (ids.counterId && !w.ym) {
    const ym = ((...args: unknown[]) => void (ym.a ??= []).push(args)) as NonNullable<TrackerWindow['ym']>;
    ym.l = Date.now();
    w.ym = ym;
    ym(Number(ids.counterId), 'init', { clickmap: true, trackLinks: true, accurateTrackBounce: true });
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
