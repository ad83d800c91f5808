// The card cryptogram comes only from CloudPayments' Checkout script (checkout.js), loaded at run time from
// config.cloudPaymentsScriptUrl (VITE_CLOUDPAYMENTS_SCRIPT_URL; dev and test builds point it at the sandbox's
// stand-in with the same interface), never bundled and never imitated: the app hands the typed fields to
// `new cp.Checkout({ publicId }).createPaymentCryptogram(...)` and sends what it answers.
import { config } from '../../config/env';

export interface CheckoutFields {
  cardNumber: string;
  expDateMonth: string;
  expDateYear: string;
  cvv: string;
  name?: string;
}

interface CheckoutApi {
  Checkout: new (options: { publicId: string; language?: string }) => { createPaymentCryptogram(fields: CheckoutFields): Promise<string> };
}

declare global {
  interface Window {
    cp?: Partial<CheckoutApi>;
  }
}

/** The script could not be loaded (offline, blocked): the client may try again. */
export class CheckoutUnavailable extends Error {
  override readonly name = 'CheckoutUnavailable';
}

/** The script refused the fields: `{ cardNumber: '…' }`, keyed by its field names. */
export class CheckoutRefused extends Error {
  override readonly name = 'CheckoutRefused';
  constructor(readonly fields: Record<string, string>) {
    super(Object.keys(fields).join(', '));
  }
}

let loading: Promise<CheckoutApi> | null = null;

/** Loads the Checkout script once (a failed load is tried again on the next call). */
export function loadCheckout(src = config.cloudPaymentsScriptUrl): Promise<CheckoutApi> {
  if (window.cp?.Checkout) return Promise.resolve(window.cp as CheckoutApi);
  loading ??= new Promise<CheckoutApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.onload = () => (window.cp?.Checkout ? resolve(window.cp as CheckoutApi) : reject(new CheckoutUnavailable('no cp.Checkout')));
    script.onerror = () => {
      script.remove();
      reject(new CheckoutUnavailable(src));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** CloudPayments' language of the client's (ru-RU, kk-KZ, en-US). */
export const cloudPaymentsLanguage = (lng: string) => (lng === 'kk' ? 'kk-KZ' : lng === 'en' ? 'en-US' : 'ru-RU');

/** The cryptogram of the typed card, from the Checkout script with the payment's public id (and the client's language). */
export async function createCryptogram(publicId: string, fields: CheckoutFields, lng = 'ru'): Promise<string> {
  const cp = await loadCheckout();
  try {
    return await new cp.Checkout({ publicId, language: cloudPaymentsLanguage(lng) }).createPaymentCryptogram(fields);
  } catch (error) {
    if (error && typeof error === 'object' && !(error instanceof Error)) throw new CheckoutRefused(error as Record<string, string>);
    throw error;
  }
}

/** Forgets a loaded script (tests). */
export function resetCheckout() {
  loading = null;
  delete window.cp;
}
