// The client's start: the page's HTML is the server's render of this very app (app/server.tsx), which React hydrates
// (no second render): the same routes, the query cache and the texts the server rendered with (app/pageState.ts).
import { StrictMode, startTransition, useEffect, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router-dom';
import { hydrate } from '@tanstack/react-query';
import { createBookingSdk, isWidgetMode } from '@salonbook/sdk';
import { createAnalytics } from './lib/analytics';
import { firstScreenSettled } from './app/boot';
import { AppProviders } from './app/AppProviders';
import { readPageState } from './app/pageState';
import { config } from './config/env';
import { codeOf, createI18n, lngOf } from './lib/i18n';
import { ServerViewProvider } from './lib/hydration';
import { PhoneTextsContext } from './ui/usePhoneText';
import { nextTask } from './lib/idle';
import { mirrorToCookies } from './lib/pageContext';
import { createQueryClient } from './lib/query';
import type { RouteHandle } from './app/routeHandle';
import { preloadRoutes, routeNamespaces, routes } from './app/routes';
import { forgetOnLogout } from './app/forgetOnLogout';
import './styles/global.css';

// No scroll restoration (SPEC.md section 2): the browser must not restore either.
if ('scrollRestoration' in history) history.scrollRestoration = 'manual';

const page = readPageState();
// The page's data was not there (a salon, master, company or card that does not exist): the server rendered the 404
// rule's page, and the address says so, as the client's own rule would have navigated.
if (page?.notFound) history.replaceState({ usr: page.notFound, key: 'default', idx: 0 }, '', '/not-found');

let navigateTo: ((path: string, state?: unknown) => void) | null = null;
// A navigation the SDK asked for before the router was mounted: done as soon as RouterProvider listens.
let pending: [string, unknown] | null = null;
const sdk = createBookingSdk({
  baseUrl: config.apiBaseUrl,
  credentials: config.credentials,
  navigate: (path, state) => (navigateTo ? navigateTo(path, state) : (pending = [path, state])),
});
const widget = isWidgetMode(window);
// The server renders the client's city: it reads it from cookies that follow the stored choice (not in a frame,
// whose storage is its memory).
if (!widget) mirrorToCookies(sdk);
// A link to one language (?lang=kk): the server rendered it in that language, and the client's choice follows.
if (page && lngOf(sdk.language.get()) !== page.lng) sdk.language.set(codeOf(page.lng));

const queryClient = createQueryClient();
if (page) hydrate(queryClient, page.queries);

// Started from a function, not the module's top level: a top-level await would keep the bundler from putting the
// modules the screens share into this entry chunk (a lazy screen importing from an entry that awaits it), and the first
// page would load dozens of small files.
void start();

async function start() {
  // The first screen's code before the first render, so the router starts initialised on the server's page.
  await Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
  // A task of its own from here: the modules' evaluation above and the page's start below are two shorter tasks, not
  // one long one that a tap would wait behind.
  await nextTask();
  const router = createBrowserRouter(routes, { hydrationData: page?.router });
  const firstNs = router.state.matches.flatMap((m) => (m.route.handle as RouteHandle | undefined)?.ns ?? []);
  const i18n = createI18n({
    lng: page?.lng ?? lngOf(sdk.language.get()),
    ns: firstNs,
    base: import.meta.env.BASE_URL,
    version: config.localesVersion,
    resources: page?.texts,
  });

  /** The router, and the SDK's navigation handed to it once RouterProvider has subscribed (its layout effect runs first). */
  function Router() {
    useLayoutEffect(() => {
      navigateTo = (path, state) => void router.navigate(path, { state });
      if (pending) navigateTo(...pending);
      pending = null;
    }, []);
    // The server asked the API without a session: a signed-in client's answers can differ (a salon's favourite mark,
    // what is recommended to them), so once the page is theirs its data is asked again, shown meanwhile as it came.
    useEffect(() => {
      if (page && sdk.session.get().status === 'authenticated') void queryClient.invalidateQueries();
      // The page is the app's: its controls take taps again (global.css).
      document.documentElement.setAttribute('data-hydrated', '');
    }, []);
    return <RouterProvider router={router} />;
  }

  const analytics = createAnalytics(config.analytics && { ...config.analytics, widget });
  const syncUser = () => {
    const session = sdk.session.get();
    analytics.setUserId(session.status === 'authenticated' ? session.user.id : null);
  };
  syncUser();
  sdk.session.subscribe(syncUser);
  // A logout leaves nothing personal on a shared phone (app/forgetOnLogout.ts).
  forgetOnLogout(sdk, queryClient);

  const app = (
    <StrictMode>
      <ServerViewProvider view={page?.view ?? null}>
        <PhoneTextsContext.Provider value={{ texts: page?.phones ?? {} }}>
          <AppProviders services={{ sdk, i18n, queryClient, analytics }}>
            <Router />
          </AppProviders>
        </PhoneTextsContext.Provider>
      </ServerViewProvider>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  // Hydration as a transition: React renders the server's page in slices and yields to the browser between them, so
  // taking the page over is no long task that a tap or a scroll waits behind (React Router's own client entry does the same).
  if (page) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);

  // Once the first screen has its data: every other screen, the current language's other modules, analytics,
  // trackers, each in an idle period of its own (and the screens a few per idle period, preloadRoutes), so none of
  // this work lands in one long task with another.
  const idle = (fn: () => void) => ('requestIdleCallback' in window ? window.requestIdleCallback(fn, { timeout: 3_000 }) : setTimeout(fn, 1_500));
  void firstScreenSettled(queryClient).then(() => {
    idle(() => void analytics.start().catch((error: unknown) => console.warn('[analytics] not started', error)));
    // Their module too: no page needs it before then.
    idle(
      () =>
        void import('./app/trackers')
          .then(({ loadTrackersWhenAllowed }) => loadTrackersWhenAllowed(config, (listener) => router.subscribe(listener)))
          .catch((error: unknown) => console.warn('[trackers] not loaded', error)),
    );
    // The installable app (app/pwa.ts: the service worker, My bookings kept for offline, the install offer): its own
    // chunk, never in a partner's frame.
    if (!widget)
      idle(
        () =>
          void import('./app/pwa')
            .then(({ startPwa }) =>
              startPwa({
                sdk,
                queryClient,
                i18n,
                location: { get: () => router.state.location.pathname, subscribe: (listener) => router.subscribe(() => listener()) },
              }),
            )
            .catch((error: unknown) => console.warn('[pwa] not started', error)),
      );
    // Once every screen is here, a tap anywhere needs no download; <html data-screens-preloaded> says so (routes.spec).
    idle(
      () =>
        void preloadRoutes(
          routeNamespaces().map((ns) => () => i18n.loadNamespaces(ns)),
          undefined,
          page?.later,
        ).then(() => document.documentElement.setAttribute('data-screens-preloaded', '')),
    );
  });
}
