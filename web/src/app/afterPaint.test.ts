import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT, scriptsAfterPaint } from './afterPaint';

const page = `<!doctype html><html><head><link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n1"/><link rel="modulepreload" href="/assets/salon-b.js" nonce="n1"/>
<link nonce="n1" rel="stylesheet" href="/assets/root.css"/></head><body><div id="root"><h1>Салон</h1></div><script type="application/json" id="page-state" nonce="n1">{}</script>
<script nonce="n1">window.__reactRouterContext = {};</script><script nonce="n1" type="module" async="">import "/assets/manifest.js";
import("/assets/entry.client-a.js");</script></body></html>`;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

/** The page's inline loader run as a browser would, its timers and paint entries in our hands. */
function loadPage(html: string, { paintTiming = true, hidden = false } = {}) {
  const loader = /<script nonce="n1">(\([^<]*)<\/script><\/body>/.exec(html)?.[1];
  if (!loader) throw new Error('no loader at the end of the page');
  document.body.innerHTML = /<body>([\s\S]*)<script nonce="n1">\(/.exec(html)![1]!;
  const frames: Array<() => void> = [];
  let timers: Array<{ at: number; run: () => void }> = [];
  let now = 0;
  const observers: Array<(names: string[]) => void> = [];
  vi.stubGlobal('requestAnimationFrame', (f: () => void) => frames.push(f));
  vi.stubGlobal('setTimeout', (run: () => void, delay = 0) => timers.push({ at: now + delay, run }));
  vi.spyOn(document, 'hidden', 'get').mockReturnValue(hidden);
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : [];
      private live = true;
      constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: unknown) => void) {
        observers.push((names) => this.live && callback({ getEntriesByName: (name) => names.filter((n) => n === name) }, this));
      }
      observe() {}
      disconnect() {
        this.live = false;
      }
    },
  );
  new Function(loader)();
  const added = () => [...document.head.querySelectorAll('link'), ...document.body.querySelectorAll('script[type="module"]')].map((e) => e.outerHTML);
  /** Runs the timers due by `ms` from the start, one task at a time; what each task added. */
  const runTimers = (until = now) => {
    const tasks: string[][] = [];
    for (;;) {
      const due = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers = timers.filter((t) => t !== due);
      now = Math.max(now, due.at);
      const before = added().length;
      due.run();
      if (added().length > before) tasks.push(added().slice(before));
    }
    now = until;
    return tasks;
  };
  return {
    added,
    runTimers,
    paint: (...names: string[]) => observers.forEach((notify) => notify(names)),
    frame: () => frames.splice(0).forEach((f) => f()),
  };
}

describe('the page’s code after its first paint', () => {
  it('the HTML names no preload and no module script that runs; React Router’s script stays, inert, where it was', () => {
    const html = scriptsAfterPaint(page, 'n1');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain(`<script nonce="n1" type="text/x-after-paint" ${AFTER_PAINT}="">import "/assets/manifest.js";`);
    expect(html).toContain('<link nonce="n1" rel="stylesheet" href="/assets/root.css"/>');
  });

  it('nothing starts until the first contentful paint is on screen; then a few preloads a task, each once, and the app’s script last, with the page’s nonce', () => {
    const many = page.replace(
      '<link rel="modulepreload" href="/assets/salon-b.js" nonce="n1"/>',
      ['salon-b', 'entry.client-a', 'c', 'd', 'e'].map((name) => `<link rel="modulepreload" href="/assets/${name}.js" nonce="n1"/>`).join(''),
    );
    const browser = loadPage(scriptsAfterPaint(many, 'n1'));
    browser.frame();
    browser.paint('first-paint');
    expect(browser.runTimers()).toEqual([]);
    browser.paint('first-contentful-paint');
    const tasks = browser.runTimers();
    expect(tasks).toEqual([
      ['/assets/entry.client-a.js', '/assets/salon-b.js', '/assets/c.js'].map((href) => `<link rel="modulepreload" href="${href}">`),
      [
        ...['/assets/d.js', '/assets/e.js'].map((href) => `<link rel="modulepreload" href="${href}">`),
        expect.stringMatching(/^<script type="module"(?: nonce="n1")?>import "\/assets\/manifest\.js";\nimport\("\/assets\/entry\.client-a\.js"\);<\/script>$/),
      ],
    ]);
    expect(document.body.querySelector<HTMLScriptElement>('script[type="module"]')!.nonce).toBe('n1');
    // Later paints and the fallback timers add nothing more.
    browser.paint('first-contentful-paint');
    expect(browser.runTimers(10_000)).toEqual([]);
  });

  it('a browser without paint timing starts in the task after the first frame', () => {
    const browser = loadPage(scriptsAfterPaint(page, 'n1'), { paintTiming: false });
    expect(browser.runTimers()).toEqual([]);
    browser.frame();
    expect(browser.runTimers().flat()).toHaveLength(3);
  });

  it('a tab in the background, which paints nothing, starts within a second', () => {
    const browser = loadPage(scriptsAfterPaint(page, 'n1'), { hidden: true });
    expect(browser.runTimers(999)).toEqual([]);
    expect(browser.runTimers(1000).flat()).toHaveLength(3);
  });

  it('a page on screen whose paint is never reported starts after five seconds', () => {
    const browser = loadPage(scriptsAfterPaint(page, 'n1'));
    expect(browser.runTimers(4999)).toEqual([]);
    expect(browser.runTimers(5000).flat()).toHaveLength(3);
  });

  it('a page without React Router’s script (a static page) is left as it is', () => {
    const staticPage = '<html><head></head><body><p>Оплата</p></body></html>';
    expect(scriptsAfterPaint(staticPage, 'n1')).toBe(staticPage);
  });
});
