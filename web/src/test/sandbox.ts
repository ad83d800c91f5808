// The screen tests' one backend: the in-process sandbox (@salonbook/contracts/sandbox, contracts/sandbox/README.md)
// on a frozen clock, fresh for every test; `sandboxApi` is "the sandbox, except these routes" for a test that needs a
// failure, a delay or a specific answer. Data a test needs that the seed lacks: change `sandbox.state` (the live state).
import { createSandbox, DEMO_USER, type Sandbox } from '@salonbook/contracts/sandbox';
import type { ApiHandler } from './app';

export type { Sandbox } from '@salonbook/contracts/sandbox';

/** The sandbox clock of the screen tests: Monday 23 November 2026, 10:00 in Aqtau. */
export const NOW = new Date('2026-11-23T10:00:00+05:00');

/** The seed's salon 101 («Жасмин») as a booking draft keeps it (FirmShort): what draft tests start from. */
export const FIRM_101 = {
  id: 101,
  name: 'Салон красоты «Жасмин»',
  address: 'Актау, 14-й мкр, 45',
  location: { lat: 43.65, lng: 51.16 },
  rating: 4.8,
  reviewCount: 128,
  categories: [],
  currency: 'KZT',
  isFavorite: false,
};

/** A fresh sandbox (the seed) on the frozen clock. */
export function testSandbox(): Sandbox {
  return createSandbox({ now: () => NOW });
}

/** Answers one route instead of the sandbox; returning undefined passes the request on to the sandbox. */
export type Override = (request: Request, url: URL) => Response | undefined | Promise<Response | undefined>;

/**
 * The sandbox as the test's API, except `overrides`, keyed `METHOD /path`: the path after /rest/clients-app/v1, or in
 * full for the other prefixes ('GET /rest/clients-app/v2/compilations/ad').
 */
export function sandboxApi(sandbox: Sandbox, overrides: Record<string, Override> = {}): ApiHandler {
  return async (request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/rest\/clients-app\/v1(?=\/)/, '');
    const override = overrides[`${request.method} ${path}`];
    return (await override?.(request, url)) ?? sandbox.fetch(request);
  };
}

/** An answer that never comes (a request still loading). */
export const never = (): Promise<Response> => new Promise<Response>(() => {});

/** A network failure (a 5xx would trigger the SDK's 404-or-higher policy and leave the page). */
export const fail = (): never => {
  throw new TypeError('Failed to fetch');
};

/**
 * A session of the demo client in the sandbox with the harness's token values (`token` / `refresh`), for
 * `renderApp(path, { session })` or the harness's `signIn(sdk)`.
 */
export function demoSession(sandbox: Sandbox) {
  return sandbox.signIn(DEMO_USER.phone, { accessToken: 'token', refreshToken: 'refresh' });
}

/** A Russian count with its word: ruCount(46, 'отзыв', 'отзыва', 'отзывов') is '46 отзывов'. */
export function ruCount(n: number, one: string, few: string, many: string) {
  const form = new Intl.PluralRules('ru').select(n);
  return `${n} ${form === 'one' ? one : form === 'few' ? few : many}`;
}

/** A pattern for an amount as the app writes it (6000 → 6\s000): any space between the groups of digits. */
export function digitsPattern(n: number) {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '\\s');
}

/** The client keys every request carries (the harness's SDK credentials, test/app.tsx), as the contract asks. */
export const CLIENT_KEYS = { api_key: 'test-key', client_secret: 'test-secret', client_id: 'WEB' } as const;

/** What the sandbox answers to GET `path` (after /rest/clients-app/v1, or in full): the values a screen should show. */
export async function sandboxGet<T>(sandbox: Sandbox, path: string, headers: Record<string, string> = {}): Promise<T> {
  const url = `http://api.test${path.startsWith('/rest/') ? '' : '/rest/clients-app/v1'}${path}`;
  const response = await sandbox.fetch(new Request(url, { headers: { ...CLIENT_KEYS, ...headers } }));
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** A date and time of the contract ('2026-12-01T14:30:00+05:00', Aqtau time) as the app writes it: 01.12.2026 14:30. */
export function dateTimeText(iso: string) {
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)} ${iso.slice(11, 16)}`;
}
