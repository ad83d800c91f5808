// The sandbox's HTTP side: a Hono app (a standard Fetch handler) implementing the contract's operations over the
// state in state.ts. One router per contract file: the handlers of the operations in openapi/paths/<domain>.yaml
// are in routes/<domain>.ts. Each handler answers through `send(operationId, status, body)`, typed by the generated
// contract types. Operations without a handler answer the contract's example (examples.ts); test controls and
// the stand-ins for outside services live under /__sandbox/, outside the contract.
import { Hono } from 'hono';
import { authRoutes } from './routes/auth';
import { request, type AppContext } from './routes/common';
import { controlRoutes } from './routes/controls';
import { filtersRoutes } from './routes/filters';
import { giftCardsRoutes } from './routes/gift-cards';
import { homeRoutes } from './routes/home';
import { landingRoutes } from './routes/landing';
import { masterRoutes } from './routes/master';
import { personalizationRoutes } from './routes/personalization';
import { profileRoutes } from './routes/profile';
import { reservationRoutes } from './routes/reservation';
import { reviewRoutes } from './routes/review';
import { salonRoutes } from './routes/salon';
import { standInRoutes } from './routes/stand-ins';
import { translationsRoutes } from './routes/translations';

export type { AppContext } from './routes/common';

export function createApp(ctx: AppContext) {
  const app = new Hono();
  // No two routers answer the same method and path (literal segments such as /firms/search and
  // /reservations/history never match the numeric {firmId} or {reservationId}), so their order does not matter;
  // only the contract-example fallback must come last.
  app.route('/', controlRoutes(ctx));
  app.route('/', standInRoutes(ctx));
  app.route('/', authRoutes(ctx));
  app.route('/', homeRoutes(ctx));
  app.route('/', salonRoutes(ctx));
  app.route('/', filtersRoutes(ctx));
  app.route('/', masterRoutes(ctx));
  app.route('/', reservationRoutes(ctx));
  app.route('/', reviewRoutes(ctx));
  app.route('/', profileRoutes(ctx));
  app.route('/', giftCardsRoutes(ctx));
  app.route('/', landingRoutes(ctx));
  app.route('/', personalizationRoutes(ctx));
  app.route('/', translationsRoutes(ctx));

  // Everything else: the contract's example for an operation the sandbox keeps no state for, 404 for an unknown address.
  app.all('*', request(ctx).fromContract);
  return app;
}
