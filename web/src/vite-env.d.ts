/// <reference types="vite/client" />

/** Hash of web/public/locales, sent as `?v=` with every translation file (set in vite.config.ts). */
declare const __LOCALES_VERSION__: string;
/** The translation modules (web/public/locales/ru/*.json; set in vite.config.ts). */
declare const __LOCALE_NAMESPACES__: string[];

interface ImportMetaEnv {
  /** Absolute origin of a real backend; empty = same origin (the dev/preview proxy to Prism). */
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_API_KEY?: string;
  readonly VITE_CLIENT_SECRET?: string;
  readonly VITE_CLIENT_ID?: string;
  /** Analytics: both must be set, otherwise analytics is off. */
  readonly VITE_ANALYTICS_SERVER_URL?: string;
  readonly VITE_ANALYTICS_API_KEY?: string;
  /** Advertising pixel and visitor counter: loaded only when set. */
  readonly VITE_AD_PIXEL_ID?: string;
  readonly VITE_COUNTER_ID?: string;
  /** CloudPayments' Checkout script (checkout.js), loaded at run time when a new card is typed. */
  readonly VITE_CLOUDPAYMENTS_SCRIPT_URL?: string;
  /** CloudPayments' public id (production or development key, SPEC.md 9). */
  readonly VITE_CLOUDPAYMENTS_PUBLIC_ID?: string;
  /** reCAPTCHA v3 site key for the sign-up bot check; unset = the development token (entities/session/botCheck.ts). */
  readonly VITE_RECAPTCHA_SITE_KEY?: string;
}

/** React Router's server build of the app (its Vite plugin makes it): what the page renderer hands to its request handler. */
declare module 'virtual:react-router/server-build' {
  import type { ServerBuild } from 'react-router';
  export const routes: ServerBuild['routes'];
}
