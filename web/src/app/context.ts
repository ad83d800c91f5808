// What every loader, meta function and the server's entry share for one request (the server) or one page (the
// client): the SDK, the query cache, i18next, analytics, and what the server found out about the visitor.
import { createContext } from 'react-router';
import type { NotFoundState } from '@salonbook/sdk';
import type { AppServices } from './AppProviders';
import type { ServerView } from '../lib/hydration';
import type { Lng } from '../lib/i18n';

export interface PageServices extends AppServices {
  lng: Lng;
  /** The stored city and country as the server read them from the cookies (null in the browser after hydration). */
  view: ServerView | null;
  /** The phone numbers the page shows, as the server formatted them. */
  phones: Record<string, string>;
  /** The 404 rule's answer, when the SDK met it while the page's data was asked for (the server's). */
  notFound: { current: NotFoundState | null };
  /** The server's: how long a page's loader waits for the API before the page is incomplete (503). */
  apiWaitMs?: number;
  /** The server's: what the render reported (an abort: a part too slow; an error: the page threw). */
  renderError?: 'abort' | 'error';
  /** The server's: the page could not be made whole (503) or threw (500); its loader answers the 404 rule's page. */
  failed?: { status: number; from: string };
  /** The address the page names itself by (the configured public origin's; the browser: its own). */
  publicUrl?: URL;
  /** The page's CSP nonce (the server's). */
  nonce?: string;
}

export const servicesContext = createContext<PageServices>();
