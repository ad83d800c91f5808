// The first render waits (briefly) for the first screen's code and texts, so the page paints once, complete,
// instead of the boot screen's skeleton followed by a second render.
import type { i18n as I18n } from 'i18next';

/**
 * Resolves when the router has the first screen's code and i18next every listed module, or, for the texts only,
 * after `maxMs` (the screen then shows its own skeleton while its texts arrive).
 *
 * The router is always waited for, however long its lazy route takes, and this function's subscription to it is
 * gone when the promise resolves: react-router's RouterProvider reads `router.state` when it renders and
 * subscribes only when it commits, and an initialisation that completes in between is lost when another
 * subscriber exists (remix-run/react-router#15527), leaving the boot screen on for good. Mounting it on an
 * initialised router with no other subscriber closes that window. The boot screen is already painted from the
 * HTML meanwhile, and looks the same as the router's HydrateFallback would.
 */
export function firstScreenReady(
  router: { state: { initialized: boolean }; subscribe(fn: () => void): () => void },
  i18n: Pick<I18n, 'isInitialized' | 'hasLoadedNamespace' | 'on' | 'off'>,
  ns: string[],
  maxMs = 1_500,
): Promise<void> {
  const texts = ['common', ...ns];
  const ready = (check: () => boolean, subscribe: (fn: () => void) => () => void) =>
    new Promise<void>((done) => {
      if (check()) return done();
      const stop = subscribe(() => {
        if (!check()) return;
        stop();
        done();
      });
    });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const textsReady = Promise.race([
    // hasLoadedNamespace takes one module at a time (an array is read as one unknown name).
    ready(
      () => i18n.isInitialized && texts.every((name) => i18n.hasLoadedNamespace(name)),
      (fn) => {
        i18n.on('loaded', fn);
        i18n.on('initialized', fn);
        return () => {
          i18n.off('loaded', fn);
          i18n.off('initialized', fn);
        };
      },
    ),
    new Promise<void>((done) => (timer = setTimeout(done, maxMs))),
  ]).finally(() => clearTimeout(timer));
  return Promise.all([
    ready(
      () => router.state.initialized,
      (fn) => router.subscribe(fn),
    ),
    textsReady,
  ]).then(() => undefined);
}

/**
 * Resolves once the first screen has settled: no request of the query client in flight for `quietMs` (its
 * data and pictures' lists are in), or after `maxMs` whatever happens. The app then fetches the rest (other
 * screens, analytics) without competing with the first screen for the network and the main thread.
 */
export function firstScreenSettled(
  client: { isFetching(): number; getQueryCache(): { subscribe(fn: () => void): () => void } },
  { quietMs = 500, maxMs = 5_000 } = {},
): Promise<void> {
  return new Promise((done) => {
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      clearTimeout(quiet);
      clearTimeout(limit);
      unsubscribe();
      done();
    };
    const check = () => {
      clearTimeout(quiet);
      if (client.isFetching() === 0) quiet = setTimeout(finish, quietMs);
    };
    const limit = setTimeout(finish, maxMs);
    const unsubscribe = client.getQueryCache().subscribe(check);
    check();
  });
}
