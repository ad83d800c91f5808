import type { Middleware } from 'openapi-fetch';
import { CSRF_COOKIE, CSRF_HEADER } from '../config.js';
import type { CookieJar } from '../cookies.js';
import { setHeaderSafely } from './headers.js';

/**
 * Non-GET, non-HEAD requests to the page's own origin carry the CSRF token from its cookie.
 * Requests to any other origin never do, so the token cannot leak to a third party.
 */
export function csrfMiddleware(cookies: CookieJar, pageOrigin: () => string | undefined): Middleware {
  return {
    onRequest({ request }) {
      if (request.method === 'GET' || request.method === 'HEAD') return;
      const origin = pageOrigin();
      if (!origin || new URL(request.url).origin !== origin) return;
      const token = cookies.get(CSRF_COOKIE);
      if (token) setHeaderSafely(request.headers, CSRF_HEADER, token);
      return request;
    },
  };
}
