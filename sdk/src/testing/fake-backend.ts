import { createBookingSdk, type BookingSdkOptions } from '../client.js';
import { memoryCookies } from '../cookies.js';
import { createMemoryStorage, type WebStorageLike } from '../storage.js';

/** One request as the fake backend saw it. */
export interface RecordedCall {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

type Handler = (request: Request, call: RecordedCall) => Response | Promise<Response>;

const parseOrText = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

export const BASE_URL = 'https://api.salonbook.test';

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/** An in-process backend for SDK tests: routes are `METHOD /path`, unknown routes answer 200 {}. */
export function fakeBackend(routes: Record<string, Handler> = {}) {
  const calls: RecordedCall[] = [];
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    const text = await request.clone().text();
    const call: RecordedCall = {
      method: request.method,
      path: url.pathname,
      headers: request.headers,
      body: text ? parseOrText(text) : undefined,
    };
    calls.push(call);
    const handler = routes[`${request.method} ${url.pathname}`];
    return handler ? handler(request, call) : json({});
  };
  const callsTo = (path: string) => calls.filter((c) => c.path === path);
  return { fetch, calls, callsTo };
}

export const USER = { id: 5521, name: 'Алия', surname: 'Нурланова' };
export const T0 = Date.UTC(2026, 11, 1, 9, 0, 0);

/** An SDK over a fake backend, with memory storage and cookies, a settable clock and recorded navigation. */
export function testSdk(routes: Record<string, Handler> = {}, overrides: Partial<BookingSdkOptions> & { storage?: WebStorageLike } = {}) {
  const backend = fakeBackend(routes);
  const clock = { now: T0 };
  const navigations: { path: string; state?: unknown }[] = [];
  const storage = overrides.storage ?? createMemoryStorage();
  const cookies = overrides.cookies ?? memoryCookies();
  const sdk = createBookingSdk({
    baseUrl: BASE_URL,
    fetch: backend.fetch,
    storage,
    cookies,
    now: () => clock.now,
    navigate: (path, state) => navigations.push({ path, state }),
    currentPath: () => '/salon/101',
    pageOrigin: () => BASE_URL,
    credentials: { apiKey: 'key', clientSecret: 'secret', clientId: 'web' },
    userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
    ...overrides,
  });
  return { sdk, backend, clock, navigations, storage, cookies };
}

/** Stores a signed-in session as sign-in would, `ageSeconds` ago. */
export function signInStored(storage: WebStorageLike, now: number, { ageSeconds = 0, expiresIn = 3600, refreshToken = 'refresh-1' as string | null } = {}) {
  storage.setItem('currentUser', JSON.stringify(USER));
  storage.setItem('accessToken', JSON.stringify('access-1'));
  if (refreshToken) storage.setItem('refreshToken', JSON.stringify(refreshToken));
  storage.setItem('expiresIn', JSON.stringify(expiresIn));
  storage.setItem('setTokenDate', JSON.stringify(now - ageSeconds * 1000));
}
