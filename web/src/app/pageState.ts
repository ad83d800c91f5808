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

const EMPTY_STATE = new RegExp(`<script type="application/json" id="${PAGE_STATE}"[^>]*>(?=</script>)`);

/** The page's HTML with its state in the empty element the document has for it (app/root.tsx). */
export function fillPageState(html: string, state: PageState): string {
  const found = EMPTY_STATE.exec(html);
  if (!found) throw new Error(`the page has no <script id="${PAGE_STATE}"> for its state`);
  const at = found.index + found[0].length;
  return `${html.slice(0, at)}${escapeJson(state)}${html.slice(at)}`;
}

const UNSAFE = /[<>\u2028\u2029]/g;
const ESCAPED: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** `value` as JSON that is safe inside a <script>: nothing in it can close the script or start a comment. */
export function escapeJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (found) => ESCAPED[found]!);
}
