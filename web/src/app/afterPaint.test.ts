import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT, scriptsAfterPaint } from './afterPaint';

const page = `<!doctype html><html><head><link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n1"/><link rel="modulepreload" href="/assets/salon-b.js" nonce="n1"/>
<link nonce="n1" rel="stylesheet" href="/assets/root.css"/></head><body><div id="root"><h1>Салон</h1></div><script type="application/json" id="page-state" nonce="n1">{}</script>
<script nonce="n1">window.__reactRouterContext = {};</script><script nonce="n1" type="module" async="">import "/assets/manifest.js";
import("/assets/entry.client-a.js");</script></body></html>`;

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

/** The page's inline loader run as a browser would: the frame, then the task after its paint. */
function runLoader(html: string) {
  const loader = /<script nonce="n1">(\([^<]*)<\/script><\/body>/.exec(html)?.[1];
  if (!loader) throw new Error('no loader at the end of the page');
  document.body.innerHTML = /<body>([\s\S]*)<script nonce="n1">\(/.exec(html)![1]!;
  const frames: Array<() => void> = [];
  const tasks: Array<() => void> = [];
  vi.stubGlobal('requestAnimationFrame', (f: () => void) => frames.push(f));
  vi.stubGlobal('setTimeout', (f: () => void) => tasks.push(f));
  new Function(loader)();
  const added = () => [...document.head.querySelectorAll('link'), ...document.body.querySelectorAll('script[type="module"]')].map((e) => e.outerHTML);
  const before = added();
  frames.forEach((f) => f());
  const inFrame = added();
  tasks.forEach((f) => f());
  return { before, inFrame, after: added() };
}

describe('the page’s code after its first paint', () => {
  it('the HTML names no preload and no module script that runs; React Router’s script stays, inert, where it was', () => {
    const html = scriptsAfterPaint(page, 'n1');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain(`<script nonce="n1" type="text/x-after-paint" ${AFTER_PAINT}="">import "/assets/manifest.js";`);
    expect(html).toContain('<link nonce="n1" rel="stylesheet" href="/assets/root.css"/>');
  });

  it('nothing starts before the first frame; after its paint, the preloads and the app’s script with the page’s nonce, once', () => {
    const { before, inFrame, after } = runLoader(scriptsAfterPaint(page, 'n1'));
    expect(before).toEqual([]);
    expect(inFrame).toEqual([]);
    expect(after).toEqual([
      '<link rel="modulepreload" href="/assets/entry.client-a.js">',
      '<link rel="modulepreload" href="/assets/salon-b.js">',
      expect.stringMatching(/^<script type="module"(?: nonce="n1")?>import "\/assets\/manifest\.js";\nimport\("\/assets\/entry\.client-a\.js"\);<\/script>$/),
    ]);
    const script = document.body.querySelector<HTMLScriptElement>('script[type="module"]')!;
    expect(script.nonce).toBe('n1');
  });

  it('a page without React Router’s script (a static page) is left as it is', () => {
    const staticPage = '<html><head></head><body><p>Оплата</p></body></html>';
    expect(scriptsAfterPaint(staticPage, 'n1')).toBe(staticPage);
  });
});
