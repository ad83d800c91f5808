// Test harness: the real routes, providers, i18next and SDK, with the network replaced by fakes.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { render } from '@testing-library/react';
import { RouterContextProvider, RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { createStore } from 'jotai';
import { createBookingSdk, createMemoryStorage, memoryCookies, type BookingSdk } from '@salonbook/sdk';
import { createAnalytics, type Analytics } from '../lib/analytics';
import { AppProviders } from '../app/AppProviders';
import { createI18n, lngOf } from '../lib/i18n';
import { createQueryClient } from '../lib/query';
import routeConfig from '../app/routes';
import Root, { ErrorBoundary as RootError } from '../app/root';
import { servicesContext, type PageServices } from '../app/context';
import type { HeadData } from '../app/page';
import { forgetOnLogout } from '../app/forgetOnLogout';

const LOCALES = resolve(dirname(new URL(import.meta.url).pathname), '../../public/locales') + '/';

/** Serves web/public/locales like the static server; `fail` lists files ('ru/home') that answer 500. */
export function localeFetch({ fail = [] as string[] } = {}) {
  const requests: string[] = [];
  const fetch = async (input: RequestInfo | URL): Promise<Response> => {
    const url = String(input);
    requests.push(url);
    const match = /\/locales\/([a-z]+)\/([a-z-]+)\.json/.exec(url);
    if (!match || fail.includes(`${match[1]}/${match[2]}`)) return new Response('boom', { status: 500 });
    try {
      return new Response(readFileSync(`${LOCALES}${match[1]}/${match[2]}.json`, 'utf8'), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    } catch {
      return new Response('{}', { status: 404 });
    }
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

export type ApiHandler = (request: Request) => Response | Promise<Response>;

export interface RenderAppOptions {
  cookies?: Record<string, string>;
  failLocales?: string[];
  api?: ApiHandler;
  analytics?: Analytics;
  log?: (message: string) => void;
  /** The page's storage: pass the same one to two renders to see what survives a reload. */
  storage?: ReturnType<typeof createMemoryStorage>;
  /** Signed in from the first request on: a session (e.g. the sandbox's `signIn()`) stored before the first render. */
  session?: Session;
}

/** A signed-in session as sign-in returns it (the sandbox's `signIn()` makes one). */
export interface Session {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  userId: number;
}

type RouteModule = Record<string, unknown> & { default: RouteObject['Component'] };
const routeModules = import.meta.glob<RouteModule>('../app/routes/*.tsx', { eager: true });

/** The app's routes (app/routes.ts) as a data router's route objects, each from its route module, as the framework builds them. */
function routeObjects(entries: RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) => {
    const module = routeModules[`../app/${entry.file}`];
    if (!module) throw new Error(`no route module ${entry.file}`);
    const route = {
      ...(entry.id && { id: entry.id }),
      Component: module.default,
      loader: module.clientLoader as RouteObject['loader'],
      handle: module.handle,
      ErrorBoundary: module.ErrorBoundary as RouteObject['ErrorBoundary'],
    };
    return entry.index ? { ...route, index: true as const } : { ...route, path: entry.path };
  });
}

const routes: RouteObject[] = [{ id: 'root', path: '/', Component: Root, ErrorBoundary: RootError, children: routeObjects(routeConfig) }];

export function renderApp(path = '/', options: RenderAppOptions = {}) {
  const getContext = () => {
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    return context;
  };
  const cookies = memoryCookies(options.cookies);
  const apiCalls: Request[] = [];
  const sdk: BookingSdk = createBookingSdk({
    credentials: { apiKey: 'test-key', clientSecret: 'test-secret', clientId: 'WEB' },
    baseUrl: 'http://api.test',
    storage: options.storage ?? createMemoryStorage(),
    cookies,
    fetch: async (request) => {
      apiCalls.push(request);
      return options.api ? options.api(request) : Response.json({ code: 'NOT_FOUND', message: 'no handler' }, { status: 404 });
    },
    navigate: (to, state) => void router.navigate(to, { state }),
    currentPath: () => router.state.location.pathname,
    pageOrigin: () => 'http://app.test',
  });
  if (options.session) signIn(sdk, options.session);
  const queryClient = createQueryClient();
  forgetOnLogout(sdk, queryClient); // as main.tsx does
  const locales = localeFetch({ fail: options.failLocales });
  const i18n = createI18n({ lng: lngOf(sdk.language.get()), version: 'test', fetch: locales.fetch, log: options.log ?? (() => {}) });
  const analytics = options.analytics ?? createAnalytics(null);
  const services: PageServices = {
    sdk,
    i18n,
    queryClient,
    analytics,
    store: createStore(),
    lng: lngOf(sdk.language.get()),
    view: null,
    phones: {},
    notFound: { current: null },
  };
  // Made once the services are: its loaders run at once. Its updates are not transitions, as in the app
  // (entry.client.tsx): a control that writes the address shows its state at once.
  const router = createMemoryRouter(routes, { initialEntries: [path], getContext });
  const view = render(
    <AppProviders services={services}>
      <RouterProvider router={router} useTransitions={false} />
    </AppProviders>,
  );
  /** The page's title as its route's meta gives it (the document's head is not rendered here). */
  const title = () => (router.state.loaderData[router.state.matches.at(-1)?.route.id ?? ''] as HeadData | undefined)?.title;
  return { ...view, router, sdk, i18n, cookies, queryClient, apiCalls, localeRequests: locales.requests, title };
}

/**
 * Stores a signed-in session of the demo client (user 5521) in the SDK's storage, as sign-in would: by default the
 * tokens `token` / `refresh` (the sandbox knows them after `demoSession(sandbox)`, test/sandbox.ts).
 */
export function signIn(sdk: BookingSdk, session: Session = { accessToken: 'token', refreshToken: 'refresh', expiresIn: 3600, userId: 5521 }) {
  sdk.storage.set('accessToken', session.accessToken);
  sdk.storage.set('refreshToken', session.refreshToken);
  sdk.storage.set('expiresIn', session.expiresIn);
  sdk.storage.set('setTokenDate', Date.now());
  sdk.storage.set('currentUser', { id: session.userId, name: 'Алия', surname: 'Нурланова' });
}
