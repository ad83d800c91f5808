// The first render on the client continues the server's HTML (hydrateRoot): it must render what the server rendered.
// The server knows no session and nothing of the browser's storage but the city and country the client mirrors into
// cookies, so until hydration is over the app reads the server's view of them; then its own values (one more render).
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { StoredValues } from '@salonbook/sdk';

const subscribe = () => () => {};

/**
 * `value`, or `served` while React hydrates the server's HTML (and on the server). When the two are the same,
 * hydration's end does not render the component again (React renders it once more, synchronously, when they differ).
 */
export function useWhileHydrating<T>(value: T, served: T): T {
  return useSyncExternalStore(
    subscribe,
    () => value,
    () => served,
  );
}

/** False while React hydrates the server's HTML (and on the server); true after it, and in a render of the client's own. */
export function useHydrated(): boolean {
  return useWhileHydrating(true, false);
}

/** What the server's render read of the client's stored values (the page carries it to the client). */
export type ServerView = Partial<Pick<StoredValues, 'currentUsersCity' | 'currentUsersCountry'>>;

const ServerViewContext = createContext<ServerView | null>(null);

/** The page was rendered by the server with this view: the client's first render shows the same. */
export function ServerViewProvider({ view, children }: { view: ServerView | null; children: ReactNode }) {
  return <ServerViewContext.Provider value={view}>{children}</ServerViewContext.Provider>;
}

/**
 * `value` once the page is the client's, or what the server rendered in its place while the client hydrates the server's
 * HTML (`serverValue` from the page's server view; nothing is rendered in place of what the server cannot know).
 * A component whose value is what the server rendered is not rendered again when hydration ends.
 */
export function useAfterHydration<T>(value: T, serverValue: (view: ServerView) => T): T {
  const view = useContext(ServerViewContext);
  const rendered = view ? serverValue(view) : value;
  return useWhileHydrating(value, alike(rendered, value) ? value : rendered);
}

/** The same value, or the same data (the server view's copy of a stored city is another object). */
function alike(a: unknown, b: unknown): boolean {
  return Object.is(a, b) || (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));
}
