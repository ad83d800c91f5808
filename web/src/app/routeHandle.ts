import type { DataName } from './data';
import type { MetaName } from './meta';

/** What a route tells the shell and the server. */
export interface RouteHandle {
  /** Its page title (a key of common.json `titles`). */
  title: string;
  /** The translation modules it reads besides 'common'. */
  ns: string[];
  /** Its screen's module, as the client build's manifest names it: the server names the screen's files in the page. */
  module?: string;
  /**
   * The screen is the client's: the signed-in client's pages, the booking steps, and a page made for the device (the
   * app banner's store and QR code). The server renders the shell and the title, the client the screen after
   * hydration; never kept by a shared cache.
   */
  clientOnly?: true;
  /** The page's HTTP status when not 200 (an address no route knows is a 404). */
  status?: number;
  /**
   * Its own title, description, picture and structured data, from the data the server rendered it with: the name of
   * its function in meta.ts (a name, so the functions stay in the server's code and out of the page's).
   */
  meta?: MetaName;
  /** Its data, asked for on the server before its one render: the name of its function in data.ts. */
  data?: DataName;
}
