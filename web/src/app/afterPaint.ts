// The page's code starts after the server's page has painted. A page rendered by the server is whole without its
// code, but the HTML React Router writes asks for it at once: 30-odd modulepreloads (React puts every hoisted <link>
// first in <head>, before the stylesheets) and an async module script that may run before the first paint. A phone on
// a slow network then fetches, parses and runs the app before it shows the page it already has (Lighthouse's simulated
// phone: the first paint 1.4-2 s after the floor's). The server (entry.server.tsx) takes the preloads out and makes
// React Router's module script inert; one inline script at the end of the body, with the page's nonce, adds both back
// once the first contentful paint is on screen. The inert script stays where React Router rendered it, so hydration
// finds it. Taps before the app has the page are held meanwhile (lib/earlyTaps.ts).

import { inlineCall } from '../lib/inlineScript';

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
/** React Router's module script (<Scripts>): `<script nonce="…" type="module" async="">import …; import(entry)</script>`. */
const APP_SCRIPT = /<script((?: nonce="[^"]*")?) type="module" async="">/;
/** The modulepreloads the loader adds in one task. */
const PRELOADS_PER_TASK = 3;
/** The attribute the inert script carries, which the loader finds it by. */
export const AFTER_PAINT = 'data-after-paint';

/** Runs inline, alone (lib/inlineScript.ts): the preloads and the app's script, once the page's first paint is on screen. */
function startAfterPaint(preloads: string[], attribute: string, perTask: number) {
  let started = false;
  const start = () => {
    const app = document.querySelector<HTMLScriptElement>(`script[${attribute}]`);
    if (started || !app) return;
    started = true;
    // A few hints a task: starting a download costs the main thread about a millisecond (four on a slow phone), and
    // a dozen in one task would be one long task.
    const queue = [...new Set(preloads)];
    const step = () => {
      for (const href of queue.splice(0, perTask)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.appendChild(link);
      }
      if (queue.length) return void setTimeout(step, 0);
      const script = document.createElement('script');
      script.type = 'module';
      script.nonce = app.nonce;
      script.textContent = app.textContent;
      document.body.appendChild(script);
    };
    step();
  };
  // The task after the first contentful paint is on screen: the browser reports it once the frame is presented, which
  // on a busy phone comes well after the task that painted it. A download started before it counts against the
  // largest paint. A tab in the background paints nothing, and starts within a second; a browser without paint timing
  // starts in the task after the first frame.
  const painted = () => setTimeout(start, 0);
  if (window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      painted();
    }).observe({ type: 'paint', buffered: true });
  } else requestAnimationFrame(painted);
  setTimeout(() => document.hidden && start(), 1000);
  setTimeout(start, 5000);
}

/** The page's HTML with its code started after the first paint (nothing changes for a page without React Router's script). */
export function scriptsAfterPaint(html: string, nonce: string | undefined): string {
  let inert = false;
  const withInertApp = html.replace(APP_SCRIPT, (_, attributes: string) => {
    inert = true;
    return `<script${attributes} type="text/x-after-paint" ${AFTER_PAINT}="">`;
  });
  if (!inert) return html;
  const preloads: string[] = [];
  const page = withInertApp.replace(MODULE_PRELOAD, (tag) => {
    const href = /href="([^"]+)"/.exec(tag)?.[1];
    if (href) preloads.push(href);
    return '';
  });
  const loader = `<script${nonce ? ` nonce="${nonce}"` : ''}>${inlineCall(startAfterPaint, preloads, AFTER_PAINT, PRELOADS_PER_TASK)}</script>`;
  const end = page.lastIndexOf('</body>');
  return `${page.slice(0, end)}${loader}${page.slice(end)}`;
}
