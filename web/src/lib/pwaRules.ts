// What the service worker (web/src/sw.ts) and the app (app/pwa.ts, app/forgetOnLogout.ts) agree on: the pages'
// cache, which pages are kept for a visit without a network, which are the middle of a booking or a payment (no
// update is offered there), and the messages the app sends the worker.

export { PAGE_CACHE } from './pageCache';

/** Never kept: the API, a payment's return and outcome pages (always the server's word), the sandbox, the server's own files. */
const NEVER_KEPT = [
  /^\/rest\//,
  /^\/auth-app\//,
  /^\/__sandbox/,
  /^\/payment-return\.html$/,
  /^\/card-payment/,
  /^\/salon\/reservations\//,
  /^\/(robots\.txt|sitemap\.xml|healthz|sw\.js)$/,
];

/** Whether a page of the app (a navigation to this path) is kept by the worker for a visit without a network. */
export function isKeptPage(pathname: string): boolean {
  return !NEVER_KEPT.some((rule) => rule.test(pathname));
}

/**
 * The middle of a booking or a payment: the booking's steps and the express booking, the prepayment and card payment
 * pages, a gift card being paid, a salon's certificates being bought, the booking's code and preview. No update is
 * offered there (a reload would lose the step).
 */
const MID_FLOW = [
  /^\/salon\/[^/]+\/book/,
  /^\/salon\/[^/]+\/express/,
  /^\/salon\/[^/]+\/certificates/,
  /^\/salon\/reservations\//,
  /^\/card-payment/,
  /^\/gift-cards(\/|$)/,
  /^\/delete-account/,
];

export function isMidFlow(pathname: string): boolean {
  return MID_FLOW.some((rule) => rule.test(pathname));
}

export type WorkerMessage = { type: 'SKIP_WAITING' } | { type: 'language'; lng: string } | { type: 'keep-page'; url: string };
