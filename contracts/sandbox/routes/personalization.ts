// openapi/paths/personalization.yaml: the questionnaire and its result. The sandbox keeps no state for them: they
// answer the contract's examples (examples.ts). The result answers only the token the finish example hands out
// (any other token is 404, as an unknown id is everywhere in the sandbox).
import { Hono } from 'hono';
import { findOperation } from '../examples';
import { notFound } from '../http';
import { V1, request, type AppContext } from './common';

const FINISH = '/rest/clients-app/b2c-p13n/v1/finish';

export function personalizationRoutes(ctx: AppContext) {
  const app = new Hono();
  const { fromContract } = request(ctx);

  app.get(`${V1}/category/personalization`, fromContract);
  app.post(FINISH, fromContract);
  app.get('/rest/clients-app/b2c-p13n/v1/:token', async (c) => {
    const issued = ((await findOperation('POST', FINISH))?.example as { token?: string } | undefined)?.token;
    if (c.req.param('token') !== issued) return notFound('Подборка не найдена');
    return fromContract(c);
  });

  return app;
}
