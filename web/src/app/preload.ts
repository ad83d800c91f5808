// Every screen ready before it is opened, without running it: once the first screen has settled, the code and styles
// of every route (React Router's manifest in the page lists them all: react-router.config.ts, routeDiscovery) are
// downloaded one per idle period, code as `modulepreload` and styles as `prefetch` (into the HTTP cache: a
// `preload` unused for seconds is a console warning per file). A screen's code runs when it is opened, never as a
// task of its own here (on a phone each screen's evaluation was one 50-170 ms task after the first screen).
import { inIdlePeriods, type Idle } from '../lib/idle';

/** A route of React Router's manifest in the page: its module, the modules it imports, its styles. */
interface ManifestRoute {
  module: string;
  imports?: string[];
  css?: string[];
}

/** The files of every route in React Router's manifest. */
export function routeFiles(manifest: { routes: Record<string, ManifestRoute | undefined> }): { js: string[]; css: string[] } {
  const routes = Object.values(manifest.routes).filter((route): route is ManifestRoute => !!route);
  return {
    js: [...new Set(routes.flatMap((route) => [route.module, ...(route.imports ?? [])]))],
    css: [...new Set(routes.flatMap((route) => route.css ?? []))],
  };
}

/** Downloads at once at most: a tap's own requests never queue behind the hints. */
const IN_FLIGHT = 4;

/**
 * Downloads `files` (what the page has already is skipped), one hint per idle period (a hint costs a phone's main
 * thread a few milliseconds: four in one period made tasks of 40-60 ms in Lighthouse's trace at 4x), at most
 * IN_FLIGHT at a time. `extra` tasks run in the same queue. Resolves once every file has come (or failed).
 */
export function preloadScreens(files: { js: string[]; css: string[] }, extra: Array<() => Promise<unknown>> = [], idle?: Idle): Promise<void> {
  const present = new Set(
    Array.from(document.querySelectorAll('link[href], script[src]'), (element) => element.getAttribute('href') ?? element.getAttribute('src')),
  );
  const wanted = [...files.js.map((href) => ['modulepreload', href] as const), ...files.css.map((href) => ['prefetch', href] as const)].filter(
    ([, href]) => !present.has(href),
  );
  const inFlight = new Set<Promise<void>>();
  const tasks = wanted.map(([rel, href]) => async () => {
    const load: Promise<void> = new Promise<void>((done) => {
      const link = document.createElement('link');
      link.rel = rel;
      link.onload = link.onerror = () => done();
      link.href = href;
      document.head.appendChild(link);
    }).then(() => void inFlight.delete(load));
    inFlight.add(load);
    if (inFlight.size >= IN_FLIGHT) await Promise.race(inFlight);
  });
  return inIdlePeriods([...tasks, ...extra], idle).then(() => Promise.all(inFlight).then(() => undefined));
}
