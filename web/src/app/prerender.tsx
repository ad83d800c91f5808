// Build time only (vite.config.ts loads this module in Vite's SSR runner): the first screens' static part, rendered
// from the app's own routes and components with react-dom/server, so the HTML a phone paints first is the real screen
// (shell, header, the home hero, the frames of the salon page, the booking step, My bookings and a prepayment) and React
// takes it over with the same markup. A first visit is rendered: no session, no saved draft, no data (every request is
// pending); the signed-in client's screens with a stored session (renderFirstScreen's `signedIn`).
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { createBookingSdk, createMemoryStorage, memoryCookies } from '@salonbook/sdk';
import { config } from '../config/env';
import { createAnalytics } from '../lib/analytics';
import { codeOf, createI18n, LANGUAGES, type Lng } from '../lib/i18n';
import { createQueryClient } from '../lib/query';
import { AppProviders } from './AppProviders';
import { BootScreen } from './BootScreen';
import type { FirstRequestPlan } from './firstRequest';
import { FIRST_SCREENS } from './firstScreens';
import type { RouteHandle } from './routeHandle';
import { routes } from './routes';

/** Reads web/public/locales/<lng>/<ns>.json (the build passes a file reader). */
export type ReadLocale = (lng: Lng, ns: string) => string;

/**
 * The markup of #root for `path` in `lng`: the app's shell with the route's screen as a first visit renders it. With
 * `signedIn` (FIRST_SCREENS' signed-in screens) the content is what a client with a stored session sees before any
 * answer, and the shell stays the first visit's (the header cannot know the client's name; the page's first script
 * hides its 'sign in' for a stored session).
 */
export async function renderFirstScreen(path: string, lng: Lng, readLocale: ReadLocale, signedIn = false): Promise<string> {
  const markup = await renderRoute(path, lng, readLocale, false);
  if (!signedIn) return markup;
  const content = MAIN.exec(await renderRoute(path, lng, readLocale, true))?.[0];
  if (!content || !MAIN.test(markup)) throw new Error(`${path}: no <main> to render signed in`);
  return markup.replace(MAIN, () => content);
}

/** The shell's <main> (AppShell), the screen's place. */
const MAIN = /<main\b[\s\S]*<\/main>/;

async function renderRoute(path: string, lng: Lng, readLocale: ReadLocale, signedIn: boolean): Promise<string> {
  const origin = 'https://salonbook.invalid';
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`${origin}${path}`));
  if (context instanceof Response) throw new Error(`${path}: the router answered ${context.status}`);
  const ns = context.matches.flatMap((m) => (m.route.handle as RouteHandle | undefined)?.ns ?? []);
  const i18n = createI18n({
    lng,
    ns,
    version: 'build',
    root: null,
    fetch: async (input) => {
      const match = /\/locales\/([a-z]+)\/([a-z-]+)\.json/.exec(String(input));
      if (!match) return new Response('{}', { status: 404 });
      return new Response(readLocale(match[1] as Lng, match[2]!), { status: 200, headers: { 'Content-Type': 'application/json' } });
    },
    log: (message) => {
      throw new Error(message);
    },
  });
  await new Promise<void>((done) => (i18n.isInitialized ? done() : i18n.on('initialized', () => done())));
  await i18n.loadNamespaces(['common', ...ns]);
  const sdk = createBookingSdk({
    baseUrl: `${origin}/`,
    credentials: { apiKey: 'build', clientSecret: 'build', clientId: 'WEB' },
    storage: createMemoryStorage(),
    cookies: memoryCookies({ lang: codeOf(lng) }),
    fetch: () => Promise.reject(new Error('no requests at build time')),
    navigate: () => {},
    currentPath: () => path,
    pageOrigin: () => origin,
  });
  if (signedIn) {
    // A stored session as sign-in leaves it (the SDK's own keys and shapes); the screen needs no name from it.
    sdk.storage.set('accessToken', 'build');
    sdk.storage.set('refreshToken', 'build');
    sdk.storage.set('expiresIn', 3600);
    sdk.storage.set('setTokenDate', Date.now());
    sdk.storage.set('currentUser', { id: 1, name: '', surname: '' });
  }
  const queryClient = createQueryClient();
  const router = createStaticRouter(handler.dataRoutes, context);
  try {
    return renderToStaticMarkup(
      <StrictMode>
        <AppProviders services={{ sdk, i18n, queryClient, analytics: createAnalytics(null) }}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
  } finally {
    queryClient.clear();
  }
}

/** The markup of #root for every other route: the boot screen (no text, the same in every language). */
export function renderBootScreen(): string {
  return renderToStaticMarkup(<BootScreen />);
}

/**
 * What the page's inline script needs to send the first screen's request as the app's SDK would (app/firstRequest.ts):
 * the API's base and, per language, the headers the SDK sends on a GET with nothing stored, taken from an SDK made
 * with the build's configuration (its credentials from the build's env).
 */
export async function firstRequestPlan(): Promise<FirstRequestPlan> {
  const headers: FirstRequestPlan['headers'] = {};
  for (const { code } of LANGUAGES) {
    let sent: Headers | null = null;
    const sdk = createBookingSdk({
      baseUrl: config.apiBaseUrl || 'https://salonbook.invalid',
      credentials: config.credentials,
      storage: createMemoryStorage(),
      cookies: memoryCookies({ lang: code }),
      fetch: (request) => {
        sent = request.headers;
        return Promise.reject(new Error('no requests at build time'));
      },
      navigate: () => {},
      currentPath: () => '/',
      pageOrigin: () => 'https://salonbook.invalid',
    });
    await sdk.api.GET('/rest/clients-app/v1/firms/{firmId}', { params: { path: { firmId: 1 } } }).catch(() => undefined);
    sdk.dispose();
    if (!sent) throw new Error('the SDK sent no request');
    headers[code] = Object.fromEntries((sent as Headers).entries());
  }
  return {
    base: config.apiBaseUrl,
    screens: FIRST_SCREENS.flatMap((s) => (s.requests ? [{ path: s.path, requests: s.requests }] : [])),
    headers,
  };
}
