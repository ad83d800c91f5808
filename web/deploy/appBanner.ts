// Safari's smart app banner: `<meta name="apple-itunes-app" content="app-id=…">` in the built HTML, only
// when the iOS app's App Store id is configured (VITE_APPLE_APP_ID, digits only: a wrong one fails the build rather
// than showing a banner for no app). Pages named in `skip` (the 3-D Secure return page) get none.
import type { HtmlTagDescriptor, Plugin } from 'vite';

export const APPLE_APP_ID_VARIABLE = 'VITE_APPLE_APP_ID';

/** The meta tag for the configured id, or none when the variable is unset or empty. */
export function appleAppBannerTag(env: Record<string, string | undefined>): HtmlTagDescriptor | null {
  const id = env[APPLE_APP_ID_VARIABLE]?.trim();
  if (!id) return null;
  if (!/^\d{1,12}$/.test(id)) throw new Error(`${APPLE_APP_ID_VARIABLE} must be the app's numeric App Store id (as in apps.apple.com/app/id…), not "${id}"`);
  return { tag: 'meta', attrs: { name: 'apple-itunes-app', content: `app-id=${id}` }, injectTo: 'head' };
}

/** The build's HTML transform that adds the tag (before the first screens are rendered from the page). */
export function appleAppBanner(env: Record<string, string | undefined>, skip: string[] = []): Plugin {
  const tag = appleAppBannerTag(env);
  return {
    name: 'salonbook-apple-app-banner',
    transformIndexHtml: { order: 'pre', handler: (html, ctx) => (tag && !skip.includes(ctx.filename) ? { html, tags: [tag] } : html) },
  };
}
