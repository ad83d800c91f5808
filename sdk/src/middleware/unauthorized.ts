import type { Middleware } from 'openapi-fetch';
import { isAuthForm, isSessionExempt } from './paths.js';

export interface UnauthorizedContext {
  logout: () => Promise<void>;
  /** The refresh's single flight: refreshes unless the stored token is no longer `rejected`. */
  renew: (rejected: string, signal?: AbortSignal) => Promise<void> | undefined;
  /** The stored access token. */
  token: () => string | undefined;
}

/**
 * The 401 policy (SPEC.md section 8, with the recoveries of sdk/README.md), for requests that were authenticated (they carried a
 * bearer token); a 401 to an anonymous request, or from the sign-in and recovery forms (wrong password,
 * wrong code), is an ordinary error.
 *
 * - `WWW-Authenticate` with `error="invalid_token"` (the server says the token expired, whatever the
 *   client's clock says): refresh (the same single flight, under the same lock) and retry once with the
 *   new token. A refresh answered 400/401 has logged out: the 401 goes to the caller.
 * - Any other `WWW-Authenticate`: the spec's retry, once and unchanged (body too).
 * - No `WWW-Authenticate`: when the stored token is no longer the one the request carried (another request
 *   refreshed meanwhile), retry once with the current token; otherwise log out and propagate the error.
 *
 * A retry answered 401 without `WWW-Authenticate` logs out; there is never a second retry.
 */
export function unauthorizedMiddleware(context: UnauthorizedContext): Middleware {
  // fetch consumes a request's body: keep the bytes of every authenticated request with a body until it ends.
  // Not request.clone(): that turns the request's body into a stream, which browsers send but do not show
  // (devtools and the e2e traffic check saw such requests without a body). A request without a body can be
  // sent again as a copy.
  const bodies = new Map<string, ArrayBuffer>();
  const covered = (request: Request, schemaPath: string) => request.headers.has('Authorization') && !isSessionExempt(schemaPath) && !isAuthForm(schemaPath);
  /** The same request with these bytes as its body, keeping what openapi-fetch put on it (`handles`). */
  const withBody = (request: Request, body?: ArrayBuffer) => {
    const fresh = new Request(request, { body });
    // Only string keys: a runtime may keep a request's own state under symbols.
    for (const key of Object.keys(request)) Reflect.set(fresh, key, Reflect.get(request, key));
    return fresh;
  };
  return {
    async onRequest({ request, id, schemaPath }) {
      if (request.body === null || !covered(request, schemaPath)) return undefined;
      const body = await request.arrayBuffer();
      bodies.set(id, body);
      return withBody(request, body);
    },
    async onResponse({ request, response, id, schemaPath, options }) {
      const body = bodies.get(id);
      bodies.delete(id);
      if (response.status !== 401 || !covered(request, schemaPath)) return;
      const carried = request.headers.get('Authorization')!;
      const challenge = response.headers.get('www-authenticate');
      const renewing = challenge !== null && /error="?invalid_token/i.test(challenge);
      if (renewing) await context.renew(carried.slice('Bearer '.length), request.signal);
      const token = context.token();
      const current = token && `Bearer ${token}`;
      // The spec's unchanged retry, or the token stored since this request went out (renewed, or a race).
      const retryWith = challenge !== null && !renewing ? carried : current !== carried && current;
      if (!retryWith || (request.body !== null && !body)) {
        // After a renewal there is nothing new to try (or the refresh logged out): the 401 goes to the caller.
        if (!renewing) await context.logout();
        return;
      }
      const copy = withBody(request, body);
      copy.headers.set('Authorization', retryWith);
      const retried = await options.fetch(copy);
      if (retried.status === 401 && !retried.headers.has('www-authenticate')) await context.logout();
      return retried;
    },
    onError({ id }) {
      bodies.delete(id);
    },
  };
}
