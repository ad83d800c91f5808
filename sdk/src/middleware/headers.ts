import type { Middleware } from 'openapi-fetch';
import { acceptLanguage, type LanguageSetting } from '../language.js';
import type { TypedStorage } from '../storage.js';

export interface Credentials {
  apiKey: string;
  clientSecret: string;
  clientId: string;
}

export interface HeaderContext {
  storage: TypedStorage;
  language: LanguageSetting;
  /** The referrer identifier; falls back to the stored `user-referrer`. */
  referrer?: string;
}

/** The headers that never change: given to openapi-fetch once, as the client's default headers. */
export function fixedHeaders(context: { credentials: Credentials; apiVersion: number }): Record<string, string> {
  return {
    Accept: 'application/json',
    api_key: context.credentials.apiKey,
    client_secret: context.credentials.clientSecret,
    client_id: context.credentials.clientId,
    api_version: String(context.apiVersion),
  };
}

/**
 * Sets a header, or leaves it out with a warning when its value cannot be sent (not Latin-1, or a line
 * break): a bad stored value must never make every request throw before it is sent.
 */
export function setHeaderSafely(headers: Headers, name: string, value: string): void {
  try {
    headers.set(name, value);
  } catch {
    console.warn(`@salonbook/sdk: ${name} header left out (value not sendable)`);
  }
}

/** The headers that follow the stored state, set on each request (SPEC.md section 7). */
export function headersMiddleware(context: HeaderContext): Middleware {
  return {
    onRequest({ request }) {
      const { storage, language } = context;
      const { headers } = request;
      const referrer = context.referrer ?? storage.get('user-referrer');
      if (referrer) setHeaderSafely(headers, 'referrer', referrer);
      headers.set('Accept-Language', acceptLanguage(language.get()));
      const token = storage.get('accessToken');
      if (token) setHeaderSafely(headers, 'Authorization', `Bearer ${token}`);
      const user = storage.get('currentUser');
      if (user) headers.set('user_id', String(user.id));
      const city = storage.get('currentUsersCity');
      const country = storage.get('currentUsersCountry');
      if (city?.id !== undefined && country?.isoCode) {
        headers.set('city_id', String(city.id));
        setHeaderSafely(headers, 'country_code', country.isoCode);
      }
      return request;
    },
  };
}
