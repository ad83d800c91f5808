// The page's code starts after its first paint. The server's HTML is the page, with its styles: nothing in it needs a
// script to be seen. The browser still gives module scripts named in the HTML a high priority, and on a fast network
// a slow phone fetches, parses and runs the whole app before it paints what it already has. So the page's
// <script type="module"> and modulepreload tags leave the HTML; one inline script (the page's nonce) adds them once
// the first frame is painted, in their order (preloads first, so the browser fetches the modules side by side), a few
// per task: each element costs the browser a fetch's set-up, and two dozen of them were one long task on a phone.
// Until the app has the page, its controls wait (global.css, `data-hydrated`); when its code cannot be loaded, the
// entry's error marks the page (`data-app-failed`) and the controls are the browser's own again.

const ENTRY = /\s*<script type="module"[^>]*?\ssrc="([^"]+)"[^>]*><\/script>/g;
const PRELOAD = /\s*<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g;

/** The module scripts a page starts: the modules to fetch side by side, then the entries. */
export interface ModuleScripts {
  preloads: string[];
  entries: string[];
}

/** The page template without its module script and modulepreload tags, and what they named (once per template). */
export function takeModuleScripts(template: string): { template: string; scripts: ModuleScripts } {
  const scripts: ModuleScripts = { preloads: [], entries: [] };
  const rest = template
    .replace(ENTRY, (_tag, src: string) => (scripts.entries.push(src), ''))
    .replace(PRELOAD, (_tag, href: string) => (scripts.preloads.push(href), ''));
  return { template: rest, scripts };
}

/** How many of the page's module elements the loader adds in one task. */
export const ELEMENTS_PER_TASK = 4;

/** The page with the inline script that adds `scripts` after its first paint, before `</body>`; as it is without an entry. */
export function addScriptsAfterPaint(html: string, scripts: ModuleScripts, nonce: string | undefined): string {
  if (scripts.entries.length === 0) return html;
  const tags = [...scripts.preloads.map((href) => ({ rel: 'modulepreload', href })), ...scripts.entries.map((src) => ({ type: 'module', src }))];
  // requestAnimationFrame runs before the next paint, a task queued from it after that paint; each task adds a few
  // elements and queues the next.
  const loader =
    `requestAnimationFrame(function(){var t=${escapeJson(tags)},i=0;setTimeout(function n(){t.slice(i,i+=${ELEMENTS_PER_TASK}).forEach(function(a){` +
    `var e=document.createElement(a.rel?"link":"script");e.crossOrigin="";for(var k in a)e[k]=a[k];` +
    `if(!a.rel)e.onerror=function(){document.documentElement.setAttribute("data-app-failed","")};document.head.appendChild(e)});` +
    `if(t.length>i)setTimeout(n)})})`;
  return html.replace('</body>', () => `<script${nonce ? ` nonce="${nonce}"` : ''}>${loader}</script>\n  </body>`);
}

/** JSON inside <script>: nothing in it may close the element or open a comment. */
export function escapeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
