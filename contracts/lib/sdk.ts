// The real SDK, configured as a browser page would configure it, but with memory storage and cookies
// and a fixed clock, pointed at whatever base URL the test gives (the Pact mock server).
import { createBookingSdk, createMemoryStorage, memoryCookies, type BookingSdk } from '@salonbook/sdk';

export const CREDENTIALS = { apiKey: 'contract-api-key', clientSecret: 'contract-client-secret', clientId: 'salonbook-web' };
/** The headers of a plain fetch of the API as the app sends them (tests that call the API without the SDK). */
export const HEADERS = {
  Accept: 'application/json',
  'Accept-Language': 'ru',
  api_key: CREDENTIALS.apiKey,
  client_secret: CREDENTIALS.clientSecret,
  client_id: CREDENTIALS.clientId,
};
export const USER = { id: 5521, name: 'Алия', surname: 'Нурланова' };
export const NOW = Date.UTC(2026, 11, 1, 9, 0, 0);
export const ACCESS_TOKEN = 'access-1';
export const REFRESH_TOKEN = 'refresh-1';
export const USER_AGENT = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

export interface ContractSdk {
  sdk: BookingSdk;
  navigations: { path: string; state?: unknown }[];
}

export interface SdkSetup {
  /** Store a signed-in session (tokens, user, token date) before the first call. */
  signedIn?: boolean;
  /** The stored access token is this many seconds old (expiresIn is 3600). */
  tokenAgeSeconds?: number;
  /** Store a chosen city and country, so city_id and country_code go out. */
  city?: boolean;
  /** Replaces the network, e.g. to record what the SDK would send. */
  fetch?: (request: Request) => Promise<Response>;
}

export function contractSdk(baseUrl: string, setup: SdkSetup = {}): ContractSdk {
  const storage = createMemoryStorage();
  const navigations: ContractSdk['navigations'] = [];
  if (setup.signedIn) {
    storage.setItem('currentUser', JSON.stringify(USER));
    storage.setItem('accessToken', JSON.stringify(ACCESS_TOKEN));
    storage.setItem('refreshToken', JSON.stringify(REFRESH_TOKEN));
    storage.setItem('expiresIn', JSON.stringify(3600));
    storage.setItem('setTokenDate', JSON.stringify(NOW - (setup.tokenAgeSeconds ?? 0) * 1000));
  }
  if (setup.city) {
    storage.setItem('currentUsersCity', JSON.stringify({ id: 3, name: 'Актау' }));
    storage.setItem('currentUsersCountry', JSON.stringify({ isoCode: 'KZ' }));
  }
  const sdk = createBookingSdk({
    baseUrl,
    fetch: setup.fetch ?? ((request) => globalThis.fetch(request)),
    storage,
    cookies: memoryCookies(),
    now: () => NOW,
    navigate: (path, state) => navigations.push({ path, state }),
    currentPath: () => '/firm',
    // The page is served from another origin than the API here, so no CSRF header goes out (as in production
    // when the API has its own host); the CSRF rule itself is the SDK's unit tests' business.
    pageOrigin: () => 'https://salonbook.kz',
    credentials: CREDENTIALS,
    userAgent: USER_AGENT,
    language: 'RU',
    locks: undefined,
  });
  return { sdk, navigations };
}
