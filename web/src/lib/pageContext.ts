// What a page request tells the server about the client, read in one place: the language (the `lang` cookie the SDK
// writes, else the browser's Accept-Language, else Russian) and the city and country, which the client mirrors into
// cookies from its storage so that the server renders the same city's page.
import { parseCookie, stringifySetCookie } from 'cookie';
import { languageOf, parseLanguage, type BookingSdk, type Language } from '@salonbook/sdk';
import type { ServerView } from './hydration';

export const CITY_COOKIE = 'city';
export const COUNTRY_COOKIE = 'country';
const LANGUAGE_COOKIE = 'lang';

export type Cookies = Record<string, string | undefined>;

export function readCookies(header: string | null | undefined): Cookies {
  return header ? parseCookie(header) : {};
}

/**
 * The page's language: `?lang=` (a link to one language), the `lang` cookie, Accept-Language, Russian. The link, the
 * cookie and the browser's tags are read alike (the SDK's languageOf, as the client reads its cookie): ru, kk, en or
 * RU, KZ, EN, any case; a cookie naming none means Russian, as it does to the client.
 */
export function requestLanguage(cookies: Cookies, acceptLanguage: string | null | undefined, query?: string | null): Language {
  const linked = languageOf(query);
  if (linked) return linked;
  const cookie = cookies[LANGUAGE_COOKIE];
  if (cookie !== undefined) return parseLanguage(cookie);
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { language: languageOf(tag.split('-')[0]), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((item) => item.q > 0 && item.language)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return wanted[0]?.language ?? 'RU';
}

function json(value: string | undefined): unknown {
  if (!value) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** The city and country the client's cookies name (each dropped when malformed). */
export function storedFromCookies(cookies: Cookies): ServerView {
  const city = json(cookies[CITY_COOKIE]) as { id?: unknown; name?: unknown } | undefined;
  const country = json(cookies[COUNTRY_COOKIE]) as { isoCode?: unknown; name?: unknown; id?: unknown } | undefined;
  const view: ServerView = {};
  if (city && typeof city.id === 'number' && Number.isSafeInteger(city.id))
    view.currentUsersCity = { id: city.id, ...(typeof city.name === 'string' && { name: city.name }) };
  if (country && typeof country.isoCode === 'string')
    view.currentUsersCountry = {
      isoCode: country.isoCode,
      ...(typeof country.name === 'string' && { name: country.name }),
      ...(typeof country.id === 'number' && { id: country.id }),
    };
  return view;
}

/**
 * What a page is rendered with: its language, city and country (the request's `?lang=`, its cookies and its
 * Accept-Language, read by requestLanguage and storedFromCookies). `key` names them in one header-safe line: the page
 * server sends it with every page (VARIANT_HEADER) and nginx keys its page cache on exactly it (it asks the app server
 * for it first, web/deploy/salonbook.conf.template), so two requests under one key get the same page.
 */
export interface PageVariant {
  language: Language;
  view: ServerView;
  key: string;
}

/** The response header that names a page's variant (PageVariant.key); a cache in front sends its own key back in it. */
export const VARIANT_HEADER = 'X-Salonbook-Variant';

export function pageVariant(url: URL, headers: Pick<Headers, 'get'>): PageVariant {
  const cookies = readCookies(headers.get('cookie'));
  const language = requestLanguage(cookies, headers.get('accept-language'), url.searchParams.get('lang'));
  const view = storedFromCookies(cookies);
  const city = view.currentUsersCity;
  const country = view.currentUsersCountry;
  const part = (value: string | number | undefined) => (value === undefined ? '' : encodeURIComponent(String(value)));
  const key = [language, part(city?.id), part(city?.name), part(country?.isoCode), part(country?.name), part(country?.id)].join('|');
  return { language, view, key };
}

const YEAR = 365 * 24 * 3600;

/**
 * Keeps the city and country cookies in step with the SDK's storage (the client's choice), now and on every change;
 * in widget mode the storage is the frame's memory and nothing is mirrored. Returns the unsubscribe.
 */
export function mirrorToCookies(sdk: BookingSdk, doc: Pick<Document, 'cookie'> = document): () => void {
  const write = (name: string, value: unknown) => {
    try {
      doc.cookie =
        value == null
          ? stringifySetCookie({ name, value: '', path: '/', maxAge: 0 })
          : stringifySetCookie({ name, value: JSON.stringify(value), path: '/', maxAge: YEAR, sameSite: 'lax' });
    } catch {
      // a sandboxed frame may refuse cookies
    }
  };
  const sync = (key?: string | null) => {
    if (key == null || key === 'currentUsersCity') write(CITY_COOKIE, sdk.storage.get('currentUsersCity'));
    if (key == null || key === 'currentUsersCountry') write(COUNTRY_COOKIE, sdk.storage.get('currentUsersCountry'));
  };
  sync();
  return sdk.storage.subscribe(sync);
}
