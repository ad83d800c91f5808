// openapi/paths/translations.yaml: a translation file. The app serves its own files; the sandbox answers the
// contract's example (examples.ts), as every operation without a handler of its own does.
import { Hono } from 'hono';
import { request, type AppContext } from './common';

export function translationsRoutes(ctx: AppContext) {
  const app = new Hono();
  const { fromContract } = request(ctx);

  app.get('/locales/:lang/:module', fromContract);

  return app;
}
