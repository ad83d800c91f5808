// What a page rendered by the server hands to the client's first render (app/root.tsx writes it, entry.client.tsx reads it):
// the language, the server's view of the stored city and country, the query cache, the texts it rendered with, the
// 404 rule's answer when the page's data was not there, the phone numbers as it formatted them, and every other
// screen's files.
import type { DehydratedState } from '@tanstack/react-query';
import type { ServerView } from '../lib/hydration';
import type { Lng, Texts } from '../lib/i18n';

/** The id of the page's <script type="application/json"> that carries it. */
export const PAGE_STATE = 'page-state';

export interface PageState {
  lng: Lng;
  view: ServerView;
  queries: DehydratedState;
  texts: Texts;
  /** The phone numbers the page shows, as the server formatted them (ui/usePhoneText). */
  phones?: Record<string, string>;
}

/** The page's state, or null for a page the server did not render (it cannot be read). */
export function readPageState(doc: Document = document): PageState | null {
  const text = doc.getElementById(PAGE_STATE)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return null;
  }
}

/** The page's HTML with its state in the empty element the document has for it (app/root.tsx). */
export function fillPageState(html: string, state: PageState): string {
  let filled = false;
  const page = html.replace(new RegExp(`(<script type="application/json" id="${PAGE_STATE}"[^>]*>)(</script>)`), (_, open: string, close: string) => {
    filled = true;
    return `${open}${escapeJson(state)}${close}`;
  });
  if (!filled) throw new Error(`the page has no <script id="${PAGE_STATE}"> for its state`);
  return page;
}

/** `value` as JSON that is safe inside a <script>: nothing in it can close the script or start a comment. */
export function escapeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
