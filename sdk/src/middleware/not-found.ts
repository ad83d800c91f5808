import type { Middleware } from 'openapi-fetch';

export const NOT_FOUND_ROUTE = '/not-found';

/** True for the URLs the 404 policy covers: containing `rest`, not ending in `countries` or `categories`. */
export function coveredByNotFoundPolicy(url: string): boolean {
  const { pathname } = new URL(url, 'http://localhost');
  return url.includes('rest') && !/(countries|categories)\/?$/.test(pathname);
}

/**
 * The 404 policy (SPEC.md section 8): a status of 404 or higher sends the user to /not-found with the
 * status, except on the root path, where the user stays. The error still reaches the caller.
 */
export function notFoundMiddleware(
  navigate: (path: string, state?: unknown) => void,
  currentPath: () => string,
): Middleware {
  return {
    onResponse({ response, request }) {
      if (response.status < 404 || !coveredByNotFoundPolicy(request.url)) return;
      if (currentPath() === '/') return;
      navigate(NOT_FOUND_ROUTE, { status: response.status });
    },
  };
}
