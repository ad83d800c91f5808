// What the 3-D Secure frame's return page (/payment-return.html, ThreeDsFrame.return.ts) tells the page that framed
// it: { type: 'salonbook:payment-return', search } with the query the backend's TermUrl sent it (a prepayment's
// `reservationId`, `status`, `reason`, `token`; a gift card's `giftCardId`, `status`, `reason`; a card's `cardId`,
// `status`). No React, no i18n here: the return page bundles this file alone.

export const PAYMENT_RETURN = 'salonbook:payment-return';

export interface PaymentReturnMessage {
  type: typeof PAYMENT_RETURN;
  search: string;
}

export function isPaymentReturn(data: unknown): data is PaymentReturnMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as Record<string, unknown>).type === PAYMENT_RETURN &&
    typeof (data as Record<string, unknown>).search === 'string'
  );
}

/** The page that frames this one when it is the app's own (same origin), else null (top level, or another site's frame). */
export function appParent(): Window | null {
  try {
    return window.parent !== window && window.parent.location.origin === window.location.origin ? window.parent : null;
  } catch {
    return null; // another origin's frame: its location cannot be read
  }
}

/** Hands the return's query to the app's page that framed this one; false when there is none. */
export function postPaymentReturn(search: string): boolean {
  const parent = appParent();
  if (!parent) return false;
  const message: PaymentReturnMessage = { type: PAYMENT_RETURN, search };
  parent.postMessage(message, window.location.origin);
  return true;
}
