/** Build-time configuration from VITE_* variables (web/.env*, or the environment of `npm start` / `vite build`). */
export interface AppConfig {
  apiBaseUrl: string;
  credentials: { apiKey: string; clientSecret: string; clientId: string };
  analytics: { serverUrl: string; apiKey: string } | null;
  adPixelId: string | null;
  counterId: string | null;
  localesVersion: string;
  /** CloudPayments' Checkout script: loaded at run time (never bundled) to turn a typed card into a cryptogram. */
  cloudPaymentsScriptUrl: string;
  /** CloudPayments' public id for a card saved from the account (a prepayment's page names its own). */
  cloudPaymentsPublicId: string;
}

type Env = Partial<Record<keyof ImportMetaEnv, string | undefined>>;

/** CloudPayments' published Checkout script. */
export const CLOUDPAYMENTS_SCRIPT_URL = 'https://checkout.cloudpayments.ru/checkout.js';

const clean = (value: string | undefined) => (value ?? '').trim();

export function readConfig(env: Env = import.meta.env): AppConfig {
  const serverUrl = clean(env.VITE_ANALYTICS_SERVER_URL);
  const analyticsKey = clean(env.VITE_ANALYTICS_API_KEY);
  return {
    apiBaseUrl: clean(env.VITE_API_BASE_URL).replace(/\/+$/, ''),
    // Harmless development defaults: Prism accepts any value of these headers.
    credentials: {
      apiKey: clean(env.VITE_API_KEY) || 'dev-api-key',
      clientSecret: clean(env.VITE_CLIENT_SECRET) || 'dev-client-secret',
      clientId: clean(env.VITE_CLIENT_ID) || 'WEB',
    },
    analytics: serverUrl && analyticsKey ? { serverUrl, apiKey: analyticsKey } : null,
    adPixelId: clean(env.VITE_AD_PIXEL_ID) || null,
    counterId: clean(env.VITE_COUNTER_ID) || null,
    cloudPaymentsScriptUrl: clean(env.VITE_CLOUDPAYMENTS_SCRIPT_URL) || CLOUDPAYMENTS_SCRIPT_URL,
    cloudPaymentsPublicId: clean(env.VITE_CLOUDPAYMENTS_PUBLIC_ID) || 'pk_development',
    localesVersion: typeof __LOCALES_VERSION__ === 'string' ? __LOCALES_VERSION__ : 'dev',
  };
}

export const config = readConfig();
