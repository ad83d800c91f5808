// openapi/paths/personalization.yaml: the questionnaire and its result. The sandbox keeps no state for them: they
// answer the contract's examples (examples.ts), as every operation without a handler of its own does.
import { Hono } from 'hono';
import { V1, request, type AppContext } from './common';

export function personalizationRoutes(ctx: AppContext) {
  const app = new Hono();
  const { fromContract } = request(ctx);

  app.get(`${V1}/category/personalization`, fromContract);
  app.post('/rest/clients-app/b2c-p13n/v1/finish', fromContract);
  app.get('/rest/clients-app/b2c-p13n/v1/:token', fromContract);

  return app;
}
