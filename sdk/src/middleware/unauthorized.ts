import type { Middleware } from 'openapi-fetch';
import { isAuthForm, isSessionExempt } from './paths.js';

/**
 * The 401 policy (SPEC.md section 8): with a `www-authenticate` header the request is retried once,
 * unchanged (body too); without it the user is logged out and the error propagated.
 *
 * It applies to requests that were authenticated (they carried a bearer token): a 401 to an anonymous
 * request, or from the sign-in and recovery forms (wrong password, wrong code), is an ordinary error.
 */
export function unauthorizedMiddleware(logout: () => Promise<void>): Middleware {
  // fetch consumes a request's body: keep a copy of every authenticated request with a body until it ends.
  // A request without a body can be sent again as it is.
  const copies = new Map<string, Request>();
  const covered = (request: Request, schemaPath: string) =>
    request.headers.has('Authorization') && !isSessionExempt(schemaPath) && !isAuthForm(schemaPath);
  return {
    onRequest({ request, id, schemaPath }) {
      if (request.body !== null && covered(request, schemaPath)) copies.set(id, request.clone());
    },
    async onResponse({ request, response, id, schemaPath, options }) {
      const copy = request.body === null ? request : copies.get(id);
      copies.delete(id);
      if (response.status !== 401 || !covered(request, schemaPath)) return;
      if (response.headers.has('www-authenticate') && copy) {
        const retried = await options.fetch(copy);
        if (retried.status === 401 && !retried.headers.has('www-authenticate')) await logout();
        return retried;
      }
      await logout();
    },
    onError({ id }) {
      copies.delete(id);
    },
  };
}
