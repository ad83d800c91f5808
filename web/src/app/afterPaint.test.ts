import { describe, expect, it, vi } from 'vitest';
import { addScriptsAfterPaint, ELEMENTS_PER_TASK, escapeJson, takeModuleScripts } from './afterPaint';

const page = `<!doctype html><html><head>
    <link rel="stylesheet" crossorigin href="/assets/index.css">
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/sdk-def.js">
    <link rel="modulepreload" crossorigin href="/assets/SalonScreen-ghi.js" />
  </head><body><div id="root"><h1>Салон</h1></div><script type="application/json" id="state">{"a":1}</script>
  </body></html>`;

/** The page as the server writes it: the template's module scripts taken out, the loader added. */
function scriptsAfterPaint(html: string, nonce: string | undefined): string {
  const { template, scripts } = takeModuleScripts(html);
  return addScriptsAfterPaint(template, scripts, nonce);
}

/** Runs the page's inline loader as a browser would: the frame, then the tasks after its paint, one by one. */
function runLoader(html: string) {
  const loader = /<script nonce="n1">([^<]*)<\/script>/.exec(html)?.[1];
  if (!loader) throw new Error('no loader in the page');
  const frames: Array<() => void> = [];
  const tasks: Array<() => void> = [];
  vi.stubGlobal('requestAnimationFrame', (f: () => void) => frames.push(f));
  vi.stubGlobal('setTimeout', (f: () => void) => tasks.push(f));
  try {
    new Function(loader)();
    const added = () =>
      [...document.head.children].map(
        (e) => `${e.tagName} ${e.getAttribute('rel') ?? e.getAttribute('type')} ${e.getAttribute('href') ?? e.getAttribute('src')}`,
      );
    const before = added();
    frames.forEach((f) => f());
    const inFrame = added();
    const perTask: number[] = [];
    for (let task = tasks.shift(); task; task = tasks.shift()) {
      const count = document.head.children.length;
      task();
      perTask.push(document.head.children.length - count);
    }
    return { before, inFrame, perTask, after: added(), elements: [...document.head.children] as HTMLElement[] };
  } finally {
    vi.unstubAllGlobals();
  }
}

describe('scripts after the first paint', () => {
  it('takes the module scripts and their preloads out of the HTML and leaves the styles and the page', () => {
    const html = scriptsAfterPaint(page, 'n1');
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    expect(html).toContain('<div id="root"><h1>Салон</h1></div>');
    expect(html).toContain('<script type="application/json" id="state">{"a":1}</script>');
    expect(html.match(/<script nonce="n1">/g)).toHaveLength(1);
    expect(html.indexOf('<script nonce="n1">')).toBeGreaterThan(html.indexOf('id="state"'));
  });

  it('adds them after the frame is painted: the preloads, then the entry, with the CORS mode of the build', () => {
    document.head.innerHTML = '';
    const { before, inFrame, after, elements } = runLoader(scriptsAfterPaint(page, 'n1'));
    expect(before).toEqual([]);
    expect(inFrame).toEqual([]);
    expect(after).toEqual(['LINK modulepreload /assets/sdk-def.js', 'LINK modulepreload /assets/SalonScreen-ghi.js', 'SCRIPT module /assets/index-abc.js']);
    expect(elements.every((e) => e.getAttribute('crossorigin') === '')).toBe(true);
    // The app's code could not be loaded: the page says so, and its controls are the browser's own again.
    expect(document.documentElement).not.toHaveAttribute('data-app-failed');
    elements.at(-1)!.dispatchEvent(new Event('error'));
    expect(document.documentElement).toHaveAttribute('data-app-failed');
    document.documentElement.removeAttribute('data-app-failed');
  });

  it('adds a few elements per task, so that two dozen modules are no long task', () => {
    document.head.innerHTML = '';
    const preloads = Array.from({ length: 10 }, (_, i) => `<link rel="modulepreload" crossorigin href="/assets/chunk-${i}.js">`).join('');
    const { perTask, after } = runLoader(scriptsAfterPaint(page.replace('</head>', `${preloads}</head>`), 'n1'));
    expect(after).toHaveLength(13);
    expect(after.at(-1)).toBe('SCRIPT module /assets/index-abc.js');
    expect(perTask).toEqual([ELEMENTS_PER_TASK, ELEMENTS_PER_TASK, ELEMENTS_PER_TASK, 13 - 3 * ELEMENTS_PER_TASK]);
  });

  it('leaves a page without module scripts as it is, and writes no nonce where the page has none', () => {
    const plain = '<html><head></head><body><p>x</p></body></html>';
    expect(scriptsAfterPaint(plain, 'n1')).toBe(plain);
    expect(scriptsAfterPaint(page, undefined)).toContain('<script>requestAnimationFrame(');
  });

  it('writes JSON that cannot close its script element', () => {
    expect(escapeJson({ a: '</script><!--\u2028' })).toBe('{"a":"\\u003c/script\\u003e\\u003c!--\\u2028"}');
  });
});
