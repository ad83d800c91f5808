// The client's start: the page's HTML is the server's render of this very app (entry.server.tsx), which React
// hydrates (no second render): the same routes, the query cache and the texts the server rendered with (pageState.ts).
import './startInTasks';
import './startAfterReactDom';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterContextProvider } from 'react-router';
import { HydratedRouter } from 'react-router/dom';
import { hydrate } from '@tanstack/react-query';
import { createBookingSdk, isWidgetMode } from '@salonbook/sdk';
import { createAnalytics } from '../lib/analytics';
import { firstScreenSettled } from './boot';
import { readPageState } from './pageState';
import { config } from '../config/env';
import { codeOf, createI18n, lngOf } from '../lib/i18n';
import { ServerViewProvider } from '../lib/hydration';
import { PhoneTextsContext } from '../ui/usePhoneText';
import { mirrorToCookies } from '../lib/pageContext';
import { createQueryClient } from '../lib/query';
import { forgetOnLogout } from './forgetOnLogout';
import { servicesContext, type PageServices } from './context';
import { DocumentContext, navigation } from './document';
import { preloadScreens, routeFiles } from './preload';
import { nextTask } from '../lib/idle';

// No scroll restoration (SPEC.md section 2): the browser must not restore either.
if ('scrollRestoration' in history) history.scrollRestoration = 'manual';

// The start runs in tasks of its own: the modules' evaluation (itself three: ./startInTasks), the page's state and
// the SDK, the texts (i18next's start is as long as the rest together), then hydration. On a phone each of them is a
// task of its own, not one that keeps a tap waiting for all of them.
void start();

async function start() {
  await nextTask();
  const page = readPageState();

  const sdk = createBookingSdk({
    baseUrl: config.apiBaseUrl,
    credentials: config.credentials,
    navigate: (path, state) => navigation.go(path, state),
  });
  const widget = isWidgetMode(window);
  // The server renders the client's city: it reads it from cookies that follow the stored choice (not in a frame,
  // whose storage is its memory).
  if (!widget) mirrorToCookies(sdk);
  // A link to one language (?lang=kk): the server rendered it in that language, and the client's choice follows.
  if (page && lngOf(sdk.language.get()) !== page.lng) sdk.language.set(codeOf(page.lng));

  const queryClient = createQueryClient();
  if (page) hydrate(queryClient, page.queries);
  const lng = page?.lng ?? lngOf(sdk.language.get());

  await nextTask();
  const i18n = createI18n({ lng, base: import.meta.env.BASE_URL, version: config.localesVersion, resources: page?.texts });
  const analytics = createAnalytics(config.analytics && { ...config.analytics, widget });
  // Under `npm start` the page's nonce, for Vite's client (root.tsx); the browser hides it from the attribute.
  const nonce = import.meta.env.DEV ? document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce : undefined;
  const services: PageServices = {
    sdk,
    i18n,
    queryClient,
    analytics,
    lng,
    view: page?.view ?? null,
    phones: page?.phones ?? {},
    notFound: { current: null },
    ...(nonce && { nonce }),
  };

  const syncUser = () => {
    const session = sdk.session.get();
    analytics.setUserId(session.status === 'authenticated' ? session.user.id : null);
  };
  syncUser();
  sdk.session.subscribe(syncUser);
  // A logout leaves nothing personal on a shared phone (app/forgetOnLogout.ts).
  forgetOnLogout(sdk, queryClient);

  // The routes' loaders read the page's services from their context, as on the server. The router's updates are not
  // transitions: a control that writes the address (a filter, a chip) shows its new state at once, as it did.
  /** The page's services in the routes' context. */
  function getContext() {
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    return context;
  }

  await nextTask();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <DocumentContext.Provider value={{ services, hydrating: !!page }}>
          <ServerViewProvider view={page?.view ?? null}>
            <PhoneTextsContext.Provider value={{ texts: page?.phones ?? {} }}>
              <HydratedRouter getContext={getContext} useTransitions={false} />
            </PhoneTextsContext.Provider>
          </ServerViewProvider>
        </DocumentContext.Provider>
      </StrictMode>,
      // A part the client rendered other than the server did is named (its components), not only the error's number.
      { onRecoverableError: (error, info) => console.error(error, info.componentStack ?? '') },
    );
  });

  // Once the first screen has its data: analytics, the trackers, every other screen's files and the language's other
  // text modules, each in an idle period of its own, so none of this work lands in one long task with another.
  const idle = (fn: () => void) => ('requestIdleCallback' in window ? window.requestIdleCallback(fn, { timeout: 3_000 }) : setTimeout(fn, 1_500));
  void firstScreenSettled(queryClient).then(() => {
    idle(() => void analytics.start().catch((error: unknown) => console.warn('[analytics] not started', error)));
    idle(
      () =>
        void import('./trackers')
          .then(({ loadTrackersWhenAllowed }) => loadTrackersWhenAllowed(config, navigation.subscribe))
          .catch((error: unknown) => console.warn('[trackers] not loaded', error)),
    );
    // The installable app (app/pwa.ts: the service worker, My bookings kept for offline, the install offer): its own
    // chunk, never in a partner's frame.
    if (!widget)
      idle(
        () =>
          void import('./pwa')
            .then(({ startPwa }) => startPwa({ sdk, queryClient, i18n, location: { get: () => window.location.pathname, subscribe: navigation.subscribe } }))
            .catch((error: unknown) => console.warn('[pwa] not started', error)),
      );
    // Once every screen is here, a tap anywhere needs no download; <html data-screens-preloaded> says so (routes.spec).
    const manifest = (window as { __reactRouterManifest?: Parameters<typeof routeFiles>[0] }).__reactRouterManifest;
    idle(
      () =>
        void preloadScreens(
          manifest ? routeFiles(manifest) : { js: [], css: [] },
          __LOCALE_NAMESPACES__.map((ns) => () => i18n.loadNamespaces(ns)),
        ).then(() => document.documentElement.setAttribute('data-screens-preloaded', '')),
    );
  });
}
