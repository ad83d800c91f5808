import type { Middleware } from 'openapi-fetch';
import { acceptLanguage, type LanguageSetting } from '../language';
import type { TypedStorage } from '../storage';

export interface Credentials {
  apiKey: string;
  clientSecret: string;
  clientId: string;
}

export interface HeaderContext {
  credentials: Credentials;
  storage: TypedStorage;
  language: LanguageSetting;
  apiVersion: number;
  /** The referrer identifier; falls back to the stored `user-referrer`. */
  referrer?: string;
}

/** The headers every request carries (SPEC.md section 7). */
export function headersMiddleware(context: HeaderContext): Middleware {
  return {
    onRequest({ request }) {
      const { credentials, storage } = context;
      const set = (name: string, value: string | number | undefined) => {
        if (value !== undefined && value !== '') request.headers.set(name, String(value));
      };
      set('Accept', 'application/json');
      set('api_key', credentials.apiKey);
      set('client_secret', credentials.clientSecret);
      set('client_id', credentials.clientId);
      set('referrer', context.referrer ?? storage.get('user-referrer'));
      set('api_version', context.apiVersion);
      set('Accept-Language', acceptLanguage(context.language.get()));
      const token = storage.get('accessToken');
      if (token) set('Authorization', `Bearer ${token}`);
      set('user_id', storage.get('currentUser')?.id);
      const city = storage.get('currentUsersCity');
      const country = storage.get('currentUsersCountry');
      if (city?.id !== undefined && country?.isoCode) {
        set('city_id', city.id);
        set('country_code', country.isoCode);
      }
      return request;
    },
  };
}
