// The deployment's security headers, computed at build time from the built index.html and the build's
// configuration (the same VITE_* variables the app reads), and written as an nginx snippet that
// web/deploy/salonbook.conf includes. Run by the `deploymentHeaders` plugin of vite.config.ts.
import { createHash } from 'node:crypto';

export interface HeaderEnv {
  /** A backend the browser calls directly (VITE_API_BASE_URL); '' = same origin. */
  VITE_API_BASE_URL?: string;
  /** Where photos, logos and icons come from (VITE_CDN_ORIGIN). */
  VITE_CDN_ORIGIN?: string;
  VITE_ANALYTICS_SERVER_URL?: string;
  VITE_AD_PIXEL_ID?: string;
  VITE_COUNTER_ID?: string;
  /** Google reCAPTCHA v3 for the sign-up bot check; loaded only on that step, and only when set. */
  VITE_RECAPTCHA_SITE_KEY?: string;
  /** Partner sites that may show the app in a frame (widget mode), space-separated origins. Default: none but our own. */
  SALONBOOK_FRAME_ANCESTORS?: string;
  /** CloudPayments' Checkout script (VITE_CLOUDPAYMENTS_SCRIPT_URL): its origin enters script-src and connect-src. */
  VITE_CLOUDPAYMENTS_SCRIPT_URL?: string;
  /**
   * Where the banks' 3-D Secure pages may be: frame-src (the page opens in a frame) and form-action (PaReq is posted
   * there), space-separated sources. Default `https:`: the ACS belongs to whichever bank issued the card.
   */
  SALONBOOK_3DS_SOURCES?: string;
}

/** Where photos, logos and icons come from when VITE_CDN_ORIGIN names nothing else. */
export const CDN_ORIGIN = 'https://cdn.salonbook.kz';

/**
 * The variables the headers follow: the VITE_* ones Vite loaded (for the build, or for `npm start`), the CDN's default,
 * and the deployment's own from the environment.
 */
export function headerEnv(env: Record<string, string>, processEnv: Record<string, string | undefined> = process.env): HeaderEnv {
  return {
    ...env,
    VITE_CDN_ORIGIN: env.VITE_CDN_ORIGIN || CDN_ORIGIN,
    SALONBOOK_FRAME_ANCESTORS: processEnv.SALONBOOK_FRAME_ANCESTORS,
    SALONBOOK_3DS_SOURCES: processEnv.SALONBOOK_3DS_SOURCES,
  };
}

/** CloudPayments' published Checkout script (web/src/config/env.ts has the same default). */
export const CLOUDPAYMENTS_SCRIPT_URL = 'https://checkout.cloudpayments.ru/checkout.js';

/** Third-party hosts each tracker needs, only when its id is configured (app/trackers.ts loads them). */
const PIXEL = { script: ['https://connect.facebook.net'], connect: ['https://www.facebook.com'], img: ['https://www.facebook.com'] };
const COUNTER = {
  script: ['https://mc.yandex.ru'],
  connect: ['https://mc.yandex.ru', 'https://mc.yandex.com'],
  img: ['https://mc.yandex.ru', 'https://mc.yandex.com'],
};

/** reCAPTCHA v3: its script, the frame it opens, and the calls it makes. */
const RECAPTCHA = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connect: ['https://www.google.com/recaptcha/'],
};

const origin = (url: string | undefined): string[] => {
  const value = (url ?? '').trim();
  if (!value) return [];
  try {
    return [new URL(value).origin];
  } catch {
    throw new Error(`Not a URL: ${value}`);
  }
};

/**
 * SALONBOOK_FRAME_ANCESTORS: the partner sites that may frame the app, each an origin (`https://partner.kz`,
 * `https://*.partner.kz`, `https://partner.kz:8443`; plain http only for localhost and 127.0.0.1). Anything else
 * (`*`, `https:`, `'none'`, a path, a query, quotes, a semicolon that would start another directive) stops the
 * build: a mistyped value must not quietly let any site frame the app, nor break the policy.
 */
export function frameAncestorsOf(value: string | undefined): string[] {
  const items = (value ?? '').trim().split(/\s+/).filter(Boolean);
  for (const item of items) {
    const https = /^https:\/\/(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i.test(item);
    const local = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/i.test(item);
    if (!https && !local) {
      throw new Error(`SALONBOOK_FRAME_ANCESTORS: "${item}" is not an origin such as https://partner.kz (space-separated origins, nothing else)`);
    }
  }
  return items.map((item) => item.toLowerCase());
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Hashes of the inline <script> (no src) and <style> blocks of a page, as CSP source expressions. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => sha256(m[1] ?? ''));
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => sha256(m[1] ?? ''));
  return { scripts, styles };
}

const unique = (list: string[]) => [...new Set(list)].join(' ');

/** The headers every response of the app carries (name -> value). */
export function securityHeaders(html: string, env: HeaderEnv): Record<string, string> {
  const { scripts, styles } = inlineHashes(html);
  const pixel = env.VITE_AD_PIXEL_ID?.trim() ? PIXEL : null;
  const counter = env.VITE_COUNTER_ID?.trim() ? COUNTER : null;
  const recaptcha = env.VITE_RECAPTCHA_SITE_KEY?.trim() ? RECAPTCHA : null;
  const frameAncestors = frameAncestorsOf(env.SALONBOOK_FRAME_ANCESTORS);
  const checkout = origin(env.VITE_CLOUDPAYMENTS_SCRIPT_URL?.trim() || CLOUDPAYMENTS_SCRIPT_URL);
  const banks = (env.SALONBOOK_3DS_SOURCES?.trim() || 'https:').split(/\s+/).filter(Boolean);
  const csp = [
    "default-src 'self'",
    `script-src ${unique(["'self'", ...scripts, ...checkout, ...(pixel?.script ?? []), ...(counter?.script ?? []), ...(recaptcha?.script ?? [])])}`,
    `style-src ${unique(["'self'", ...styles])}`,
    `img-src ${unique(["'self'", 'data:', 'blob:', ...origin(env.VITE_CDN_ORIGIN), ...(pixel?.img ?? []), ...(counter?.img ?? [])])}`,
    `connect-src ${unique([
      "'self'",
      ...origin(env.VITE_API_BASE_URL),
      ...origin(env.VITE_ANALYTICS_SERVER_URL),
      ...checkout,
      ...(pixel?.connect ?? []),
      ...(counter?.connect ?? []),
      ...(recaptcha?.connect ?? []),
    ])}`,
    `frame-src ${unique(["'self'", ...banks, ...(recaptcha?.frame ?? [])])}`,
    `form-action ${unique(["'self'", ...banks])}`,
    "font-src 'self'",
    // The installable app (web/public/manifest*.webmanifest) and its service worker (/sw.js, web/src/sw.ts): ours only.
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors ${unique(["'self'", ...frameAncestors])}`,
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    // 'Near me' asks for the place; nothing else of the device is used.
    'Permissions-Policy': 'geolocation=(self), camera=(), microphone=(), payment=(self)',
  };
}

/** The headers as nginx `add_header` lines (`always`: error pages carry them too). */
export function nginxSnippet(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `add_header ${name} "${value.replace(/"/g, '\\"')}" always;`);
  return `# Written by the build (vite.config.ts, web/deploy/headers.ts); do not edit.\n${lines.join('\n')}\n`;
}

/** The production credential variables; a build without them is a demo build with the development keys. */
/**
 * What a production build must be given: the client credential headers, and CloudPayments' public id (without it a
 * card saved from the account would go to the development terminal).
 */
export const CREDENTIAL_VARIABLES = ['VITE_API_KEY', 'VITE_CLIENT_SECRET', 'VITE_CLIENT_ID', 'VITE_CLOUDPAYMENTS_PUBLIC_ID'] as const;

export function missingCredentials(env: Record<string, string | undefined>): string[] {
  return CREDENTIAL_VARIABLES.filter((name) => !env[name]?.trim());
}

/** The variable that asks for a demo build (the development keys) on purpose: `SALONBOOK_DEMO_BUILD=1`. */
export const DEMO_BUILD_VARIABLE = 'SALONBOOK_DEMO_BUILD';

/**
 * What a production build without its credential variables does: 'fail' unless a demo build is asked for
 * explicitly (SALONBOOK_DEMO_BUILD=1: `npm run preview`, the e2e and perf builds), then 'demo' (a warning); 'ok' with
 * every credential set.
 */
export function buildKind(env: Record<string, string | undefined>, demoFlag: string | undefined): 'ok' | 'demo' | 'fail' {
  if (missingCredentials(env).length === 0) return 'ok';
  return demoFlag === '1' || demoFlag === 'true' ? 'demo' : 'fail';
}

/** The CSP of one page: its scripts may carry the page's nonce (the server writes a new one per page). */
export function withNonce(csp: string, nonce: string): string {
  return csp.replace(/(^|;\s*)script-src /, `$1script-src 'nonce-${nonce}' `);
}
