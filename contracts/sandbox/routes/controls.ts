// The test controls, outside the contract (on the sandbox only, never through Prism): reset, the clock, counts, and a
// reservation's reminder (its token and links).
import { Hono } from 'hono';
import { problem } from '../http';
import { isoLocal } from '../time';
import type { AppContext } from './common';

const CLOCK_USAGE = 'expected {"now": ISO date-time with offset | epoch ms | null} or {"advanceSeconds": number}';

/** The clock control's body, checked like a contract body (400 with what is wrong): the parsed body or the error. */
function clockBody(text: string): { now?: string | number | null; advanceSeconds?: number } | string {
  if (!text.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return `the body is not JSON; ${CLOCK_USAGE}`;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return CLOCK_USAGE;
  const body = value as Record<string, unknown>;
  const unknown = Object.keys(body).filter((k) => k !== 'now' && k !== 'advanceSeconds');
  if (unknown.length) return `unknown field ${unknown.join(', ')}; ${CLOCK_USAGE}`;
  if ('now' in body && 'advanceSeconds' in body) return `now and advanceSeconds together; ${CLOCK_USAGE}`;
  if ('advanceSeconds' in body && (typeof body.advanceSeconds !== 'number' || !Number.isFinite(body.advanceSeconds)))
    return `advanceSeconds must be a number; ${CLOCK_USAGE}`;
  const now = body.now;
  if (now !== undefined && now !== null) {
    if (
      typeof now === 'number'
        ? !Number.isFinite(now)
        : typeof now !== 'string' || !/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/.test(now) || Number.isNaN(Date.parse(now))
    ) {
      return `now must be an ISO date-time with an offset, epoch milliseconds or null; ${CLOCK_USAGE}`;
    }
  }
  return body as { now?: string | number | null; advanceSeconds?: number };
}

export function controlRoutes(ctx: AppContext) {
  const app = new Hono();

  app.post('/__sandbox/reset', () => {
    ctx.reset();
    return Response.json({ ok: true, now: isoLocal(ctx.now()) });
  });
  app.post('/__sandbox/clock', async (c) => {
    const body = clockBody(await c.req.text());
    if (typeof body === 'string') return problem(400, 'BAD_CLOCK', body);
    if (body.advanceSeconds !== undefined) ctx.setNow(ctx.now() + body.advanceSeconds * 1000);
    else if (body.now === null || body.now === undefined) ctx.setNow(null);
    else ctx.setNow(typeof body.now === 'number' ? body.now : Date.parse(body.now));
    return Response.json({ now: isoLocal(ctx.now()) });
  });
  app.get('/__sandbox/clock', () => Response.json({ now: isoLocal(ctx.now()) }));
  // The reminder a reservation's client is sent (its links carry the token; the log prints it at booking too).
  app.get('/__sandbox/reminders/:reservationId{[0-9]+}', (c) => {
    const r = ctx.state().reservations.find((x) => x.id === Number(c.req.param('reservationId')));
    if (!r) return problem(404, 'NOT_FOUND', 'no such reservation');
    const links = ['rsr', 'rsrwp', 'rsrqr'].map((kind) => `/${kind}?token=${r.reminderToken}`);
    return Response.json({ reservationId: r.id, token: r.reminderToken, links });
  });
  // The SMS texts sent to a phone (the waitlist's offers with their links), oldest first.
  app.get('/__sandbox/sms', (c) => {
    const digits = (c.req.query('phone') ?? '').replace(/\D/g, '');
    const sent = ctx.state().smsSent.filter((m) => !digits || m.phone.replace(/\D/g, '') === digits);
    return Response.json(sent.map((m) => ({ phone: m.phone, text: m.text, at: isoLocal(m.at), link: /(\/\S+)$/.exec(m.text)?.[1] ?? null })));
  });
  app.get('/__sandbox/state', () => {
    const s = ctx.state();
    return Response.json({ reservations: s.reservations.length, users: s.users.length, sessions: s.sessions.length, firms: s.firms.length });
  });

  return app;
}
