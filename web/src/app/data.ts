// The landing pages' data on the server: each asks, with its screen's own query builders, for everything its first
// render reads, so that the server renders the page once (app/server.tsx). A route names its function in its handle
// (RouteHandle.data), a name, so that these stay in the server's code. Pages without one are rendered, their
// queries asked for and rendered again, up to three rounds.
import { prefetchHomePage } from '../features/home/api';
import { prefetchMasterPage } from '../features/master/api';
import { prefetchSalonPage } from '../features/salon/api';
import type { PageDataContext } from '../lib/query';

export const DATA = { home: prefetchHomePage, salon: prefetchSalonPage, master: prefetchMasterPage } satisfies Record<
  string,
  (context: PageDataContext) => Promise<void>
>;
export type DataName = keyof typeof DATA;
