import { QueryClient, type Query } from '@tanstack/react-query';
import type { BookingSdk } from '@salonbook/sdk';

/**
 * What a landing page's data function gets on the server (a route's loader: app/page.tsx): the request's SDK and
 * query cache, the route's params and the page's address. It asks, with the screen's own query builders, for what the
 * screen reads, so that the page renders once with its data; a query it forgot is still asked, at the cost of another
 * render.
 */
export interface PageDataContext {
  sdk: BookingSdk;
  queryClient: QueryClient;
  params: Readonly<Record<string, string | undefined>>;
  /** The page's address: what the screen reads of its search string (`?when=tomorrow&after=18`), read the same way. */
  url: URL;
  /**
   * The page's subject cannot be there (a malformed id, `/salon/abc`): the server answers the not-found page, as for
   * an id the API answers 404 for.
   */
  notFound(): void;
}

/**
 * Server state. SPEC.md section 8: effectively no automatic retry happens, so retries are off; data stays
 * fresh for a minute and is not refetched on window focus (the SDK's 401 policy already retries once).
 * Every request is sent whatever the browser says of its connection (networkMode 'always'): offline, it fails at
 * once and the screen says so with Retry, instead of waiting silently for the network to come back (a grey
 * placeholder, or a booking confirmed minutes later without a word).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/**
 * The parts of an API path whose answers belong to the signed-in client: their account, cards, payments, gift cards,
 * favourites, reservations and certificate purchases, and what was personalised for them.
 */
export const PERSONAL_PATHS = [
  '/my/',
  '/payments/',
  '/gift-cards',
  '/favorite-firms',
  '/reservations',
  '/certificate-purchases',
  '/personalization',
  '/b2c-p13n/',
] as const;

/**
 * Public answers under those parts: a gift card by its token (anyone with the link has it) and a salon's free times
 * (the server renders a master's next free time with the page).
 */
const NOT_PERSONAL = ['/gift-cards/get-by-token', '/v1/reservations/reservation-times', '/v1/reservations/available-times'] as const;

/** Whether a query (key `['get', path, init]`, @salonbook/sdk/react) holds the signed-in client's data. */
export function isPersonalQuery(query: Pick<Query, 'queryKey'>): boolean {
  const path = String(query.queryKey[1] ?? '');
  return PERSONAL_PATHS.some((part) => path.includes(part)) && !NOT_PERSONAL.some((part) => path.endsWith(part));
}

/** The HTTP status of a failed query's answer (the SDK's ApiError), or undefined: no answer, or no failure. */
export function failedStatus(query: Pick<Query, 'state'>): number | undefined {
  const status = (query.state.error as { status?: unknown } | null | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * When a session ends (whatever ended it): the client's queries go, so the next person on the phone never sees them,
 * and the rest is marked stale (answers may differ without a token, e.g. the favourite marks), asked again when shown.
 */
export function forgetPersonalQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: isPersonalQuery });
  void queryClient.invalidateQueries();
}
