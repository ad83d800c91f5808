// /sitemap.xml: every salon of every city the API serves (search engines find the salon pages without JavaScript),
// asked for with the fixed credentials, per city, a page of 100 at a time.
import { createBookingSdk, createMemoryStorage, memoryCookies } from '@salonbook/sdk';
import type { AppConfig } from '../config/env';

export interface SitemapOptions {
  apiBaseUrl: string;
  credentials: AppConfig['credentials'];
  /** At most this many salons per city (a bound on the work of one request). */
  perCity?: number;
  /** How the SDK reaches the API (default: fetch; tests pass the in-process sandbox). */
  fetch?: (request: Request) => Promise<Response>;
  /** The site's public origin: every <loc> is on it (default: the request's own origin, tests only). */
  publicOrigin?: string;
}

const PAGE = 100;

export function createSitemap(options: SitemapOptions): (request: Request) => Promise<Response> {
  return async (request) => {
    const origin = options.publicOrigin ? new URL(options.publicOrigin).origin : new URL(request.url).origin;
    const storage = createMemoryStorage();
    const sdk = createBookingSdk({
      baseUrl: options.apiBaseUrl,
      credentials: options.credentials,
      storage,
      cookies: memoryCookies(),
      fetch: options.fetch ?? ((r) => globalThis.fetch(r)),
      navigate: () => {},
      currentPath: () => '/sitemap.xml',
      pageOrigin: () => origin,
      userAgent: 'Salonbook-Server',
    });
    try {
      const ids = new Set<number>();
      const { data: cities } = await sdk.api.GET('/rest/clients-app/v1/screen/home/cities');
      for (const city of cities ?? []) {
        // The city with its country: the SDK names the city (city_id) only with a country, as the app stores them.
        sdk.storage.set('currentUsersCity', { id: city.id, name: city.name });
        sdk.storage.set('currentUsersCountry', { isoCode: city.countryIsoCode });
        for (let offset = 0; offset < (options.perCity ?? 1_000); offset += PAGE) {
          const { data } = await sdk.api.GET('/rest/clients-app/v1/firms/search', { params: { query: { offset, limit: PAGE } } });
          data?.items.forEach((firm) => ids.add(firm.id));
          if (!data || offset + PAGE >= data.total) break;
        }
      }
      const urls = [
        '/',
        '/search/firms',
        '/gift-cards',
        '/certificates/all',
        '/masters/professions',
        ...[...ids].sort((a, b) => a - b).map((id) => `/salon/${id}`),
      ];
      const xml = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...urls.map((path) => `  <url><loc>${origin}${path}</loc></url>`),
        '</urlset>',
        '',
      ].join('\n');
      return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=3600' } });
    } finally {
      sdk.dispose();
    }
  };
}
