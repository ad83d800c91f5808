// Every screen ready before it is opened, without running it: once the first screen has settled, the code and styles
// of every route (React Router's manifest in the page lists them all: react-router.config.ts, routeDiscovery) are
// downloaded a few per idle period, code as `modulepreload` and styles as `prefetch` (into the HTTP cache: a
// `preload` unused for seconds is a console warning per file). A screen's code runs when it is opened, never as a
// task of its own here (on a phone each screen's evaluation was one 50-170 ms task after the first screen).
import { inIdlePeriods, type Idle } from '../lib/idle';

/** A route of React Router's manifest in the page: its module, the modules it imports, its styles. */
interface ManifestRoute {
  module: string;
  imports?: string[];
  css?: string[];
}

/** Files per idle period: each hint costs the main thread a little. */
const FILES_PER_PERIOD = 4;

/** The files of every route in React Router's manifest. */
export function routeFiles(manifest: { routes: Record<string, ManifestRoute | undefined> }): { js: string[]; css: string[] } {
  const routes = Object.values(manifest.routes).filter((route): route is ManifestRoute => !!route);
  return {
    js: [...new Set(routes.flatMap((route) => [route.module, ...(route.imports ?? [])]))],
    css: [...new Set(routes.flatMap((route) => route.css ?? []))],
  };
}

/** Downloads `files` (what the page has already is skipped), a few per idle period; `extra` tasks run in the same queue. */
export function preloadScreens(files: { js: string[]; css: string[] }, extra: Array<() => Promise<unknown>> = [], idle?: Idle): Promise<void> {
  const wanted = [...files.js.map((href) => ['modulepreload', href] as const), ...files.css.map((href) => ['prefetch', href] as const)].filter(
    ([, href]) => !document.querySelector(`link[href="${CSS.escape(href)}"], script[src="${CSS.escape(href)}"]`),
  );
  const tasks: Array<() => Promise<unknown>> = [];
  for (let i = 0; i < wanted.length; i += FILES_PER_PERIOD) {
    const part = wanted.slice(i, i + FILES_PER_PERIOD);
    tasks.push(() =>
      Promise.all(
        part.map(
          ([rel, href]) =>
            new Promise<void>((done) => {
              const link = document.createElement('link');
              link.rel = rel;
              link.onload = link.onerror = () => done();
              link.href = href;
              document.head.appendChild(link);
            }),
        ),
      ),
    );
  }
  return inIdlePeriods([...tasks, ...extra], idle);
}
