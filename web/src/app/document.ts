// What the document (root.tsx) shares with the two entries. Its own module, not root.tsx's: React Router loads a route
// module apart from the entries, and a context is matched by identity.
import { createContext } from 'react';
import type { PageServices } from './context';

/** The page's services (entry.server.tsx per request, entry.client.tsx once); `hydrating`: the client continues a server's page. */
export const DocumentContext = createContext<{ services: PageServices; hydrating?: boolean } | null>(null);

/**
 * The SDK's navigations (its 404 rule) and the trackers' page views, handed to the router once it is mounted; a
 * navigation asked for before then waits for it.
 */
export const navigation = (() => {
  let navigate: ((path: string, state?: unknown) => void) | null = null;
  let pending: [string, unknown] | null = null;
  const listeners = new Set<() => void>();
  return {
    go(path: string, state?: unknown) {
      if (navigate) navigate(path, state);
      else pending = [path, state];
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    attach(to: (path: string, state?: unknown) => void) {
      navigate = to;
      if (pending) to(...pending);
      pending = null;
    },
    changed() {
      listeners.forEach((listener) => listener());
    },
  };
})();
