// What a route module is made of (src/app/routes/*.tsx): its handle, its loader (the server's, and the browser's on a
// client navigation: one function), its meta and its headers. The loader asks, with the screen's own query builders,
// for what the screen reads (the same query cache the screen reads, so a page renders once), throws the 404 rule's
// answer when its subject is not there, and returns the page's head data; meta turns that into tags.
import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { data, isRouteErrorResponse, useMatches, useNavigate, useRouteError, type MetaDescriptor, type RouterContextProvider } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotFoundScreen } from '../features/not-found/NotFoundScreen';
import type { Params } from 'react-router';
import { LANGUAGES, lngOf, type Lng } from '../lib/i18n';
import { failedStatus, type PageDataContext } from '../lib/query';
import { clientConfigQuery, type Feature } from '../entities/client-config/config';
import { FeatureGate } from '../entities/client-config/FeatureGate';
import { useHydrated } from '../lib/hydration';
import { PageSkeleton } from '../ui/PageSkeleton';
import { paths } from '../config/paths';
import { servicesContext } from './context';
import { escapeJson } from './pageState';
import { documentTitle, SITE_IMAGE } from './head';
import type { MetaContext, PageMeta } from './meta';

/** What a route tells the shell: the translation modules its screen reads (besides 'common'). */
export interface PageHandle {
  ns: string[];
}

/** Public pages may be kept briefly by nginx or a CDN (per language and city); personal ones never. */
export const publicCache = (sharedMaxAge: number) => `public, max-age=0, s-maxage=${sharedMaxAge}, stale-while-revalidate=300`;
export const PUBLIC_CACHE = publicCache(60);
export const PERSONAL_CACHE = 'private, no-store';

/** The page's head, as its loader found it. */
export interface HeadData {
  title: string;
  description: string;
  image: string;
  url: string;
  lng: Lng;
  /** Not for search engines: the client's own pages and 404s. */
  noindex: boolean;
  jsonLd?: Record<string, unknown>;
  ogTitle: string;
  /**
   * The page's own title waits for its data (the browser's, after hydration for a page the server had no data for:
   * the client's own pages, what only the browser asks): the document asks again when data comes (root.tsx).
   */
  waiting?: true;
}

export interface PageOptions {
  /** A key of common.json `titles`. */
  title: string;
  ns: string[];
  /**
   * The screen is the client's (the signed-in client's pages, the booking steps, a page made for the device): the
   * server renders the shell, the title and the `fallback`, the client the screen after hydration; never kept by a
   * shared cache.
   */
  clientOnly?: true;
  /** A client-only page's shape until its screen mounts, the same on the server and in hydration (default: PageSkeleton). */
  fallback?: ComponentType;
  /** The page's data (the screen's own query builders); on a page of the client's own, what of it is public. */
  data?: (context: PageDataContext) => Promise<void>;
  /** Its own title, description, picture and structured data, from that data (the route module's function). */
  meta?: (context: MetaContext) => PageMeta | null;
  /** The page's status when not 200 (an address no route knows). */
  status?: number;
  /** The tab's title is the route's own whatever the data says (the company page is exactly 'Запись в салон'). */
  fixedTitle?: true;
  /** The screen is behind this switch of v2/configs: off, the page says so, under its first module's `title` (FeatureGate). */
  feature?: Feature;
}

interface LoaderArgs {
  request: Request;
  params: Params;
  context: Readonly<RouterContextProvider>;
}

/** How long the server waits for a page's data before the page is incomplete (server.ts answers 503). */
export const API_WAIT_MS = 3_000;

function settled(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([work, new Promise((done) => (timer = setTimeout(done, ms)))]).then(() => clearTimeout(timer));
}

const OG_LOCALE: Record<Lng, string> = { ru: 'ru_RU', kk: 'kk_KZ', en: 'en_US' };

/** The loader runs on the server (the page's first render), not in the browser (a client navigation, a revalidation). */
const onServer = () => typeof document === 'undefined';

export function page(options: PageOptions) {
  const handle: PageHandle = { ns: options.ns };

  async function loader({ request, params, context }: LoaderArgs): Promise<HeadData> {
    // An address no route knows: the 404 rule's page (PageError).
    if (options.status) throw data(null, { status: options.status });
    const services = context.get(servicesContext);
    const { sdk, queryClient, i18n } = services;
    // A page the server could not make whole: the 404 rule's page says so, with Retry (server.ts).
    if (services.failed) throw data(services.failed, { status: services.failed.status });
    const url = services.publicUrl ?? new URL(request.url);
    let missing = false;
    // The server renders once, with the page's data. In the browser the screen comes at once and asks for its own
    // data (its skeleton meanwhile, the SDK's 404 rule from the page it is on), and the head follows the data (Page).
    // A page of the client's own gets what of its data is public (the salon's booking rules): the screen, which
    // mounts after hydration, then starts with it instead of asking once the app has come.
    if (onServer()) {
      await settled(
        Promise.all([
          queryClient.prefetchQuery(clientConfigQuery(sdk)),
          options.data?.({ sdk, queryClient, params, url, notFound: () => void (missing = true) }).catch(() => undefined),
        ]),
        services.apiWaitMs ?? API_WAIT_MS,
      );
    }
    const queries = (path: string) => queryClient.getQueryCache().findAll({ queryKey: ['get', path] });
    const status = (path: string) => {
      const failed = queries(path).find((query) => query.state.error);
      return failed && failedStatus(failed);
    };
    // The subject's own answer was 404 (a salon, master or company that is not there: the SDK's rule), or its id is
    // malformed; another failure of it is the 404 rule's 503.
    const notFound = services.notFound.current;
    if (missing || notFound) {
      const status = !notFound || notFound.status === 404 ? 404 : 503;
      throw data({ from: url.pathname + url.search, ...notFound, status }, { status });
    }
    // The server's language is the request's; the browser's the one the client chose since (root.tsx asks again).
    const lng = onServer() ? services.lng : lngOf(i18n.language);
    const t = i18n.getFixedT(lng);
    // Its titles may be the screen's own texts: in the browser, its modules come before the meta (the screen's anyway).
    if (options.meta && !onServer()) await i18n.loadNamespaces(options.ns);
    const read: MetaContext['data'] = <T,>(path: string, match?: (init: unknown) => boolean) =>
      queries(path).find((query) => query.state.data !== undefined && (!match || match(query.queryKey[2])))?.state.data as T | undefined;
    const stored: MetaContext['stored'] = (key) => sdk.storage.get(key);
    const found = options.meta?.({ params, url, lng, t, data: read, status, stored });
    const own = found ?? {};
    // A link whose data says it is not there is a 404 for a crawler; in the browser the screen says so itself.
    if (own.status === 404 && onServer()) throw data(null, { status: 404 });
    const title = documentTitle(t, options.title, options.fixedTitle ? undefined : own.title);
    return {
      title,
      ogTitle: own.title ?? title,
      description: own.description ?? t('meta.description'),
      image: new URL(own.image ?? SITE_IMAGE, url.origin).href,
      url: url.href,
      lng,
      ...(options.meta && !found && { waiting: true as const }),
      noindex: !!options.clientOnly,
      ...(own.jsonLd && { jsonLd: own.jsonLd }),
    };
  }

  function meta({ loaderData }: { loaderData: HeadData | undefined }): MetaDescriptor[] {
    return loaderData ? headTags(loaderData) : [];
  }

  function headers(): HeadersInit {
    return { 'Cache-Control': options.clientOnly ? PERSONAL_CACHE : PUBLIC_CACHE };
  }

  /**
   * The route's component: its screen, behind the route's feature switch when it has one; a client-only page's
   * screen once hydration is over, its fallback until then. That first render of the screen is a transition: React
   * renders it in slices of a few milliseconds, so a tap or a frame is not kept waiting behind it; the fallback stays
   * until it is done. A page the client renders itself (a navigation) shows its screen at once.
   */
  function component(Screen: ComponentType): ComponentType {
    const { feature, clientOnly, fallback: Fallback = PageSkeleton } = options;
    const ns = options.ns[0] ?? 'common';
    const Gated = feature
      ? function GatedPage() {
          return (
            <FeatureGate feature={feature} ns={ns}>
              <Screen />
            </FeatureGate>
          );
        }
      : Screen;
    if (!clientOnly) return Gated;
    return function ClientPage() {
      const [shown, setShown] = useState(useHydrated());
      useEffect(() => {
        if (!shown) startTransition(() => setShown(true));
      }, [shown]);
      return shown ? <Gated /> : <Fallback />;
    };
  }

  return { handle, loader, clientLoader: loader, meta, headers, ErrorBoundary: PageError, component };
}

/**
 * The deepest page's schema.org data (JSON-LD), in the document's head: escaped so that no text of a salon's or a
 * master's can close the script, and with the page's nonce.
 */
export function JsonLd({ nonce }: { nonce: string | undefined }) {
  const matches = useMatches();
  const jsonLd = [...matches].reverse().find((match) => (match.loaderData as HeadData | undefined)?.jsonLd)?.loaderData as HeadData | undefined;
  if (!jsonLd?.jsonLd) return null;
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: escapeJson(jsonLd.jsonLd) }} />;
}

/** The 404 rule's page in the shell, for a loader that threw it; anything else is the shell's own failure. */
function PageError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const response = isRouteErrorResponse(error) ? error : null;
  // The 404 rule (SPEC.md section 8): the address becomes /not-found, with the status and the page it came from.
  useEffect(() => {
    if (response) void navigate(paths.notFound(), { replace: true, state: response.data ?? { status: response.status } });
  }, [response, navigate]);
  if (!response) throw error;
  return (
    <>
      <title>{documentTitle(t, 'notFound')}</title>
      <meta name="robots" content="noindex" />
      <NotFoundScreen state={response.data ?? { status: response.status }} />
    </>
  );
}

/** The tags of a page's <head>: title, description, link previews, canonical address and its languages, JSON-LD. */
export function headTags(head: HeadData): MetaDescriptor[] {
  const url = new URL(head.url);
  const canonical = new URL(url.pathname, url.origin);
  return [
    { title: head.title },
    { name: 'description', content: head.description },
    ...(head.noindex
      ? [{ name: 'robots', content: 'noindex' }]
      : [
          { tagName: 'link', rel: 'canonical', href: canonical.href },
          ...LANGUAGES.map(({ lng }) => {
            const href = new URL(canonical);
            href.searchParams.set('lang', lng);
            return { tagName: 'link', rel: 'alternate', hrefLang: lng, href: href.href };
          }),
          { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: canonical.href },
        ]),
    { property: 'og:site_name', content: 'Salonbook' },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: OG_LOCALE[head.lng] },
    { property: 'og:title', content: head.ogTitle },
    { property: 'og:description', content: head.description },
    { property: 'og:image', content: head.image },
    { property: 'og:url', content: head.url },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}
