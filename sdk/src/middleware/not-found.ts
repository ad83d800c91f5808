import type { Middleware } from 'openapi-fetch';

export const NOT_FOUND_ROUTE = '/not-found';

/** The navigation state the 404 rule passes to /not-found: the status, and the page the user was on (for Retry). */
export interface NotFoundState {
  status: number;
  from: string;
}

/**
 * True for the URLs the 404 policy covers: a `rest` segment in the URL's path (never its host, never
 * the letters inside another word), and a path not ending in `countries` or `categories`.
 */
export function coveredByNotFoundPolicy(url: string): boolean {
  const { pathname } = new URL(url, 'http://localhost');
  return pathname.split('/').includes('rest') && !/(countries|categories)\/?$/.test(pathname);
}

/** The statuses a call declared it handles itself (`handles` in its init; openapi-fetch puts it on the request). */
export function handledStatuses(request: Request): readonly number[] {
  const handles: unknown = Reflect.get(request, 'handles');
  return Array.isArray(handles) ? (handles as number[]) : [];
}

/**
 * The 404 policy (SPEC.md section 8): a status of 404 or higher sends the user to /not-found with the
 * status, except on the root path, where the user stays, and except the statuses the call handles
 * itself (`handles: [409, 422]`). The error still reaches the caller.
 */
export function notFoundMiddleware(navigate: (path: string, state?: unknown) => void, currentPath: () => string): Middleware {
  return {
    onResponse({ response, request }) {
      if (response.status < 404 || !coveredByNotFoundPolicy(request.url)) return;
      if (handledStatuses(request).includes(response.status)) return;
      const from = currentPath();
      if (new URL(from, 'http://localhost').pathname === '/') return;
      navigate(NOT_FOUND_ROUTE, { status: response.status, from } satisfies NotFoundState);
    },
  };
}
