// The sandbox's HTTP side: a Hono app (a standard Fetch handler) implementing the contract's operations over the
// state in state.ts. One router per contract file: the handlers of the operations in openapi/paths/<domain>.yaml
// are in routes/<domain>.ts. Each handler answers through `send(operationId, status, body)`, typed by the generated
// contract types. The few operations the sandbox keeps no state for (personalization, translation files) answer the
// contract's example (examples.ts) from their own routers; anything else no handler answers is 404: an unknown
// address, or a contract path whose id the sandbox does not know or cannot be an id (`firms/-1`, `cards/1e3`).
// Test controls and the stand-ins for outside services live under /__sandbox/, outside the contract.
import { Hono } from 'hono';
import { authRoutes } from './routes/auth';
import { notFound } from './http';
import { request, type AppContext } from './routes/common';
import { controlRoutes } from './routes/controls';
import { filtersRoutes } from './routes/filters';
import { giftCardsRoutes } from './routes/gift-cards';
import { homeRoutes } from './routes/home';
import { idempotency } from './routes/idempotency';
import { localiseCatalogue } from './localise';
import { landingRoutes } from './routes/landing';
import { masterRoutes } from './routes/master';
import { personalizationRoutes } from './routes/personalization';
import { profileRoutes } from './routes/profile';
import { raffleRoutes } from './routes/raffle';
import { reservationRoutes } from './routes/reservation';
import { reviewRoutes } from './routes/review';
import { salonRoutes } from './routes/salon';
import { standInRoutes } from './routes/stand-ins';
import { translationsRoutes } from './routes/translations';
import { validateRequests } from './validation';
import { waitlistRoutes } from './routes/waitlist';
import { settleWaitlist } from './waitlist';

export type { AppContext } from './routes/common';

export function createApp(ctx: AppContext) {
  const app = new Hono();
  // Every request of a contract operation is checked against the contract first (validation.ts): a refusal (401,
  // 404 for an impossible path id, 400 for a malformed header or JSON, 422) never reaches a handler.
  // A bearer token that is sent is checked on every operation (the contract's rule: never quietly anonymous), except
  // the auth operations, which work from their bodies (refresh and sign-out with an expired access token must work).
  const { who } = request(ctx);
  app.use(
    '*',
    validateRequests(
      (line) => ctx.log(line),
      (c, op) => {
        if (op.tags.includes('auth')) return null;
        const user = who(c);
        return user instanceof Response ? user : null;
      },
    ),
  );
  // The catalogue's names in the asked language (localise.ts): kz and en; Russian otherwise.
  app.use('*', localiseCatalogue());
  // Operations that declare `Idempotency-Key` answer a repeated key with the first answer (routes/idempotency.ts).
  app.use('*', idempotency(ctx));
  // What the clock did to the waitlists since the last request (waitlist.ts): lapsed holds pass their time on, days
  // past expire their entries, freed times are offered to the first in line (and the SMS sent).
  app.use('*', async (_c, next) => {
    const s = ctx.state();
    settleWaitlist(s, ctx.now(), (phone, text) => {
      s.smsSent.push({ phone, text, at: ctx.now() });
      ctx.log(`SMS to ${phone}: ${text}`);
    });
    await next();
  });
  // No two routers answer the same method and path (literal segments such as /firms/search and
  // /reservations/history never match the numeric {firmId} or {reservationId}), so their order does not matter;
  // only the 404 fallback must come last.
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
  app.route('/', raffleRoutes(ctx));
  app.route('/', waitlistRoutes(ctx));
  app.route('/', personalizationRoutes(ctx));
  app.route('/', translationsRoutes(ctx));

  // Everything else is 404, never a contract example: an unknown address, or an operation's path with an id that no
  // handler's pattern takes (`firms/-1`, `payments/cards/1e3`); a known pattern with an unknown id is 404 in its handler.
  app.all('*', (c) => notFound(`Не найдено: ${c.req.method} ${new URL(c.req.url).pathname}`));
  return app;
}
