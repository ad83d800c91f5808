import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router-dom';
import { isWidgetMode } from '@salonbook/sdk';
import { createAnalytics } from './app/analytics';
import { AppProviders } from './app/AppProviders';
import { config } from './app/config';
import { createI18n, lngOf } from './app/i18n';
import { createQueryClient } from './app/query';
import { preloadRoutes, routeNamespaces, routes, type RouteHandle } from './app/routes';
import { createAppSdk } from './app/sdk';
import { loadTrackers } from './app/trackers';
import './styles/global.css';

// No scroll restoration (SPEC.md section 2): the browser must not restore either.
if ('scrollRestoration' in history) history.scrollRestoration = 'manual';

let navigate: (path: string, state?: unknown) => void = (path) => window.location.assign(path);
const sdk = createAppSdk(config, (path, state) => navigate(path, state));

// The first screen's translation module loads together with 'common', not after the screen's code.
const firstNs = (matchRoutes(routes, window.location) ?? []).flatMap((m) => (m.route.handle as RouteHandle | undefined)?.ns ?? []);
const i18n = createI18n({ lng: lngOf(sdk.language.get()), ns: firstNs, base: import.meta.env.BASE_URL, version: config.localesVersion });

const router = createBrowserRouter(routes);
navigate = (path, state) => void router.navigate(path, { state });

const widget = isWidgetMode(window);
const analytics = createAnalytics(config.analytics && { ...config.analytics, widget });
const syncUser = () => {
  const session = sdk.session.get();
  analytics.setUserId(session.status === 'authenticated' ? session.user.id : null);
};
syncUser();
sdk.session.subscribe(syncUser);

// The first render waits (briefly) for the first screen's code and texts, so the page paints once, complete,
// instead of a skeleton followed by a second render; on a slow network the skeleton shows after 1.5 s.
const ready = (check: () => boolean, subscribe: (fn: () => void) => void) =>
  new Promise<void>((done) => (check() ? done() : subscribe(() => check() && done())));
await Promise.race([
  Promise.all([
    ready(() => router.state.initialized, (fn) => router.subscribe(fn)),
    ready(() => i18n.isInitialized && i18n.hasLoadedNamespace(['common', ...firstNs]), (fn) => {
      i18n.on('loaded', fn);
      i18n.on('initialized', fn);
    }),
  ]),
  new Promise((done) => setTimeout(done, 1_500)),
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders services={{ sdk, i18n, queryClient: createQueryClient(), analytics }}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

// After the first paint: every other screen, the current language's other modules, analytics, trackers.
const idle = (fn: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(fn, { timeout: 3_000 }) : setTimeout(fn, 1_500);
const afterFirstPaint = () =>
  idle(() => {
    void preloadRoutes(routeNamespaces().map((ns) => () => i18n.loadNamespaces(ns)));
    void analytics.start().catch((error: unknown) => console.warn('[analytics] not started', error));
    loadTrackers(config);
  });
if (document.readyState === 'complete') afterFirstPaint();
else window.addEventListener('load', afterFirstPaint, { once: true });
