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
  // fetch consumes a request's body: keep the bytes of every authenticated request with a body until it ends.
  // Not request.clone(): that turns the request's body into a stream, which browsers send but do not show
  // (devtools and the e2e traffic check saw such requests without a body). A request without a body can be
  // sent again as it is.
  const bodies = new Map<string, ArrayBuffer>();
  const covered = (request: Request, schemaPath: string) =>
    request.headers.has('Authorization') && !isSessionExempt(schemaPath) && !isAuthForm(schemaPath);
  /** The same request with these bytes as its body, keeping what openapi-fetch put on it (`handles`). */
  const withBody = (request: Request, body: ArrayBuffer) => {
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
      const copy = request.body === null ? request : body && withBody(request, body);
      bodies.delete(id);
      if (response.status !== 401 || !covered(request, schemaPath)) return;
      if (response.headers.has('www-authenticate') && copy) {
        const retried = await options.fetch(copy);
        if (retried.status === 401 && !retried.headers.has('www-authenticate')) await logout();
        return retried;
      }
      await logout();
    },
    onError({ id }) {
      bodies.delete(id);
    },
  };
}
