// The SDK, the query client and the first screen's requests come first (app/early.ts).
import { queryClient, sdk, setNavigate } from './app/early';
import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { isWidgetMode } from '@salonbook/sdk';
import { createAnalytics } from './lib/analytics';
import { firstScreenReady, firstScreenSettled } from './app/boot';
import { AppProviders } from './app/AppProviders';
import { config } from './config/env';
import { createI18n, lngOf } from './lib/i18n';
import { nextTask } from './lib/idle';
import type { RouteHandle } from './app/routeHandle';
import { preloadRoutes, routeNamespaces, routes, SCREEN_FILES, type ScreenFiles } from './app/routes';
import { loadTrackersWhenAllowed } from './app/trackers';
import { forgetOnLogout } from './app/forgetOnLogout';
import { carryOverFirstScreen, FIRST_SCREEN_TAPS, type FirstScreenTaps } from './app/carryOver';
import './styles/global.css';

// No scroll restoration (SPEC.md section 2): the browser must not restore either.
if ('scrollRestoration' in history) history.scrollRestoration = 'manual';

// The modules' evaluation is one task and the app's start a few more (each under the 50 ms a phone counts as
// blocking), not all of it in one: the router, then the texts and the rest.
await nextTask();
const router = createBrowserRouter(routes);
await nextTask();

// The first screen's translation module loads together with 'common', not after the screen's code: its route is the
// one the router has just matched (no second match of the whole table).
const firstNs = router.state.matches.flatMap((m) => (m.route.handle as RouteHandle | undefined)?.ns ?? []);
const i18n = createI18n({ lng: lngOf(sdk.language.get()), ns: firstNs, base: import.meta.env.BASE_URL, version: config.localesVersion });

/**
 * The build's list of the other screens' files, at the address the page's boot loader names (vite.config.ts
 * bootAfterFirstPaint); none under `npm start`, or when it cannot be read (preloadRoutes then imports the screens).
 */
async function screenFiles(): Promise<ScreenFiles | undefined> {
  const url = (window as unknown as Record<string, string | undefined>)[SCREEN_FILES];
  if (!url) return undefined;
  try {
    const response = await fetch(url);
    return response.ok ? ((await response.json()) as ScreenFiles) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The router, and the SDK's navigation handed to it once RouterProvider has subscribed (its layout effect runs
 * before this parent's): a navigation that completed before the subscription would be lost
 * (remix-run/react-router#15527), so the SDK queues it until then (app/early.ts).
 */
function Router() {
  useLayoutEffect(() => {
    setNavigate((path, state) => void router.navigate(path, { state }));
    carryOver();
  }, []);
  return <RouterProvider router={router} />;
}

const widget = isWidgetMode(window);
const analytics = createAnalytics(config.analytics && { ...config.analytics, widget });
const syncUser = () => {
  const session = sdk.session.get();
  analytics.setUserId(session.status === 'authenticated' ? session.user.id : null);
};
syncUser();
sdk.session.subscribe(syncUser);
// A logout leaves nothing personal on a shared phone (app/forgetOnLogout.ts).
forgetOnLogout(sdk, queryClient);

// RouterProvider mounts on an initialised router with no other subscriber (see firstScreenReady).
await firstScreenReady(router, i18n, firstNs);

// A concurrent first render: React yields to the browser every few milliseconds instead of one long task. What the
// visitor chose or typed in the HTML's first screen meanwhile is handed to the app's screen (app/carryOver.ts).
const container = document.getElementById('root')!;
const carryOver = carryOverFirstScreen(container, (window as unknown as Record<string, FirstScreenTaps | undefined>)[FIRST_SCREEN_TAPS]);
const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <AppProviders services={{ sdk, i18n, queryClient, analytics }}>
        <Router />
      </AppProviders>
    </StrictMode>,
  ),
);

// Once the first screen has its data: every other screen, the current language's other modules, analytics,
// trackers, each in an idle period of its own (and the screens one per idle period, preloadRoutes), so none of this
// work lands in one long task with another.
const idle = (fn: () => void) => ('requestIdleCallback' in window ? window.requestIdleCallback(fn, { timeout: 3_000 }) : setTimeout(fn, 1_500));
void firstScreenSettled(queryClient).then(() => {
  idle(() => void analytics.start().catch((error: unknown) => console.warn('[analytics] not started', error)));
  idle(() => loadTrackersWhenAllowed(config, (listener) => router.subscribe(listener)));
  // Once every screen is here, a tap anywhere needs no download; <html data-screens-preloaded> says so (routes.spec).
  idle(
    () =>
      void screenFiles()
        .then((files) =>
          preloadRoutes(
            routeNamespaces().map((ns) => () => i18n.loadNamespaces(ns)),
            undefined,
            files,
          ),
        )
        .then(() => document.documentElement.setAttribute('data-screens-preloaded', '')),
  );
});
