// The <head> the server writes for a page: its title, description, link-preview tags (Open Graph), canonical address
// and its addresses in the other languages, schema.org data, the installable app's manifest and icon, and the screen's
// own styles and code.
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { LANGUAGES, type Lng } from '../lib/i18n';
import { PWA_ASSETS } from '../lib/pwaAssets';
import { META, type MetaContext, type PageMeta } from './meta';
import type { RouteHandle } from './routeHandle';

export interface MetaInput {
  url: URL;
  lng: Lng;
  t: TFunction;
  /** The route's handle and its meta (pageMeta). */
  handle: RouteHandle | undefined;
  meta: PageMeta;
  status: number;
}

/** The picture of a page without one of its own. */
export const SITE_IMAGE = '/media/banners/41.webp';

const OG_LOCALE: Record<Lng, string> = { ru: 'ru_RU', kk: 'kk_KZ', en: 'en_US' };

/** The page's title as the tab shows it: the home and company pages' own, every other '<title> · Salonbook'. */
export function documentTitle(t: TFunction, key: string, own?: string): string {
  const title = own ?? t(`titles.${key}`);
  return key === 'home' || key === 'company' || own ? title : `${title} · Salonbook`;
}

/** The deepest route's handle with a title, and its meta from the data the page has. */
export function pageMeta(
  handles: Array<RouteHandle | undefined>,
  context: Omit<MetaContext, 'data' | 'status'>,
  queryClient: Pick<QueryClient, 'getQueryCache'>,
): { handle: RouteHandle | undefined; meta: PageMeta } {
  const handle = [...handles].reverse().find((h) => h?.title);
  const queries = (path: string) => queryClient.getQueryCache().findAll({ queryKey: ['get', path] });
  const data: MetaContext['data'] = <T>(path: string, match?: (init: unknown) => boolean) =>
    queries(path).find((query) => query.state.data !== undefined && (!match || match(query.queryKey[2])))?.state.data as T | undefined;
  const status: MetaContext['status'] = (path) => {
    const error = queries(path).find((query) => query.state.error)?.state.error as { status?: unknown } | null | undefined;
    return typeof error?.status === 'number' ? error.status : undefined;
  };
  let meta: PageMeta = {};
  try {
    meta = (handle?.meta && META[handle.meta]({ ...context, data, status })) ?? {};
  } catch (error) {
    console.error('[salonbook] meta failed', error);
  }
  return { handle, meta };
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The tags of the page's <head> (see the module's comment). */
export function headTags({ url, lng, t, handle, meta, status }: MetaInput, files: Array<{ js: string[]; css: string[] }>, nonce?: string): string {
  const title = documentTitle(t, handle?.title ?? 'home', meta.title);
  const description = meta.description ?? t('meta.description');
  const absolute = (href: string) => new URL(href, url.origin).href;
  const canonical = new URL(url.pathname, url.origin);
  // A page that is not there (404) names no address of its own: no canonical, no language versions, only noindex.
  const addresses =
    status >= 400
      ? []
      : [
          `<link rel="canonical" href="${escape(canonical.href)}" />`,
          ...LANGUAGES.map(({ lng: other }) => {
            const href = new URL(canonical);
            href.searchParams.set('lang', other);
            return `<link rel="alternate" hreflang="${other}" href="${escape(href.href)}" />`;
          }),
          `<link rel="alternate" hreflang="x-default" href="${escape(canonical.href)}" />`,
        ];
  const tags = [
    `<title>${escape(title)}</title>`,
    `<meta name="description" content="${escape(description)}" />`,
    ...addresses,
    `<meta property="og:site_name" content="Salonbook" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:locale" content="${OG_LOCALE[lng]}" />`,
    `<meta property="og:title" content="${escape(meta.title ?? title)}" />`,
    `<meta property="og:description" content="${escape(description)}" />`,
    `<meta property="og:image" content="${escape(absolute(meta.image ?? SITE_IMAGE))}" />`,
    `<meta property="og:url" content="${escape(url.href)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    // The installable app: the manifest in the page's language, the home-screen icon iOS asks for (lib/pwaAssets.ts).
    `<link rel="manifest" href="${escape(PWA_ASSETS.manifest[lng])}" />`,
    `<link rel="apple-touch-icon" href="${escape(PWA_ASSETS.appleTouchIcon)}" />`,
    ...(handle?.clientOnly || status >= 400 ? ['<meta name="robots" content="noindex" />'] : []),
    ...(meta.jsonLd
      ? [`<script type="application/ld+json"${nonce ? ` nonce="${nonce}"` : ''}>${JSON.stringify(meta.jsonLd).replace(/</g, '\\u003c')}</script>`]
      : []),
    ...[...new Set(files.flatMap((f) => f.css))].map((href) => `<link rel="stylesheet" crossorigin href="${escape(href)}" />`),
    ...[...new Set(files.flatMap((f) => f.js))].map((href) => `<link rel="modulepreload" crossorigin href="${escape(href)}" />`),
  ];
  return tags.join('\n    ');
}
