// The test controls, outside the contract (on the sandbox only, never through Prism): reset, the clock, counts.
import { Hono } from 'hono';
import { problem } from '../http';
import { isoLocal } from '../time';
import type { AppContext } from './common';

export function controlRoutes(ctx: AppContext) {
  const app = new Hono();

  app.post('/__sandbox/reset', () => {
    ctx.reset();
    return Response.json({ ok: true, now: isoLocal(ctx.now()) });
  });
  app.post('/__sandbox/clock', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { now?: string | number | null; advanceSeconds?: number };
    if (body.advanceSeconds !== undefined) ctx.setNow(ctx.now() + body.advanceSeconds * 1000);
    else if (body.now === null || body.now === undefined) ctx.setNow(null);
    else {
      const value = typeof body.now === 'number' ? body.now : Date.parse(body.now);
      if (Number.isNaN(value)) return problem(400, 'BAD_CLOCK', 'now must be an ISO date-time or epoch milliseconds');
      ctx.setNow(value);
    }
    return Response.json({ now: isoLocal(ctx.now()) });
  });
  app.get('/__sandbox/clock', () => Response.json({ now: isoLocal(ctx.now()) }));
  app.get('/__sandbox/state', () => {
    const s = ctx.state();
    return Response.json({ reservations: s.reservations.length, users: s.users.length, sessions: s.sessions.length, firms: s.firms.length });
  });

  return app;
}
