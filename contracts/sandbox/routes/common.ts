// What every router needs from a request: the sandbox context, who is signed in, ids, paging, the client's
// place and city, the JSON body, and the contract-example answer for operations the sandbox keeps no state for.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { components } from '@salonbook/sdk';
import { findOperation } from '../examples';
import { notFound, unauthorized, type OpId, type RequestBody } from '../http';
import { currencyOf } from '../seed';
import { type State } from '../state';
import { reviewJson } from '../json';

export type S = components['schemas'];

export interface AppContext {
  state(): State;
  now(): number;
  accessTokenTtlSeconds: number;
  cancelWindowMinutes: number;
  log(line: string): void;
  reset(): void;
  setNow(value: number | null): void;
  /** The sandbox's own origin, for pages it serves (3-D Secure, PayBox) and uploaded avatars. */
  origin(request: Request): string;
  /**
   * The address the request came from (caller.ts): the peer, or the hop a trusted proxy added; never a header the
   * client wrote. Every per-caller limit counts by it (`caller` below).
   */
  callerAddress(request: Request): string;
}

/** What `requireUser` gives the handlers after it: the signed-in user's id as `c.var.user`. */
export type UserEnv = { Variables: { user: number } };

export const V1 = '/rest/clients-app/v1';
export const V2 = '/rest/clients-app/v2';
export const AUTH = '/auth-app/auth/v1';
export const DEFAULT_CITY_ID = 3;

export const int = (value: string | undefined) => (value !== undefined && /^-?\d+$/.test(value) ? Number(value) : Number.NaN);
export const page = (c: Context) => {
  const offset = Math.max(0, int(c.req.query('offset')) || 0);
  const limit = Math.min(100, Math.max(1, int(c.req.query('limit')) || 20));
  return { offset, limit };
};
export function paged<T>(items: T[], { offset, limit }: { offset: number; limit: number }) {
  return { items: items.slice(offset, offset + limit), total: items.length, offset, limit };
}
/** The JSON request body of an operation (named like `send` names it); `{}` when it is missing or not an object. */
export async function json<O extends OpId>(c: Context, _op: O): Promise<Partial<RequestBody<O>>> {
  try {
    const value: unknown = await c.req.json();
    return value && typeof value === 'object' ? (value as Partial<RequestBody<O>>) : {};
  } catch {
    return {};
  }
}
/** The client's place (`lat`/`lng` query), when sent. */
export const here = (c: Context) => {
  const lat = Number(c.req.query('lat'));
  const lng = Number(c.req.query('lng'));
  return c.req.query('lat') !== undefined && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : undefined;
};
/** The client's city (city_id header); without one, the default city of the config (Aqtau), as the app shows. */
export const cityOf = (c: Context): number | undefined => {
  const id = int(c.req.header('city_id'));
  return Number.isNaN(id) ? DEFAULT_CITY_ID : id;
};
export const userJson = (u: State['users'][number]): S['User'] => ({
  id: u.id,
  name: u.name,
  surname: u.surname,
  phone: u.phone,
  email: u.email,
  avatarUrl: u.avatarUrl,
  birthDate: u.birthDate,
});

/** The request helpers that read the sandbox's live state (it is replaced on reset: always read it through `st()`). */
export function request(ctx: AppContext) {
  const st = () => ctx.state();

  /** The signed-in user of the request: null when no bearer is sent; a 401 Response when it is not valid. */
  const who = (c: Context): number | null | Response => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match) return null;
    const session = st().sessions.find((s) => s.accessToken === match[1]);
    if (!session) return unauthorized('Сессия завершена, войдите снова');
    // An expired access token: the client should refresh; WWW-Authenticate says a retry may succeed.
    if (session.accessExpiresAt <= ctx.now())
      return unauthorized('Срок действия токена истёк', { 'WWW-Authenticate': 'Bearer error="invalid_token", error_description="expired"' });
    return session.userId;
  };
  /** The signed-in user, or a 401 for an operation that needs one. */
  const needUser = (c: Context): number | Response => {
    const user = who(c);
    return user === null ? unauthorized() : user;
  };
  /**
   * Middleware for the routes that need a user, put before their handler (`app.get(path, requireUser, handler)`):
   * no bearer is 401, an unknown, revoked or expired one is who's 401; otherwise the handler reads `c.var.user`.
   */
  const requireUser = createMiddleware<UserEnv>(async (c, next) => {
    const user = needUser(c);
    if (user instanceof Response) return user;
    c.set('user', user);
    await next();
  });
  /** The user when a valid bearer is sent, null otherwise (operations where sign-in is optional). */
  const maybeUser = (c: Context): number | null => {
    const user = who(c);
    return typeof user === 'number' ? user : null;
  };
  /** Who is trying, for the per-caller limits: the client's address (ctx.callerAddress), never a header it wrote. */
  const caller = (c: Context) => ctx.callerAddress(c.req.raw);
  const firmOf = (id: string | undefined) => st().firms.find((f) => f.id === int(id));
  /** The firms of the client's city. */
  const cityFirms = (c: Context) => {
    const city = cityOf(c);
    return st().firms.filter((f) => city === undefined || f.cityId === city);
  };
  const me = (userId: number) => st().users.find((u) => u.id === userId)!;
  /** The currency of the client's city's country (tenge in Kazakhstan, rubles in Moscow). */
  const cityCurrency = (c: Context) => currencyOf(st().cities.find((x) => x.id === cityOf(c))?.countryIsoCode);
  /** The reservation of the `reservationId` path parameter, when it is the user's. */
  const ownReservation = (c: Context, userId: number) => st().reservations.find((r) => r.id === int(c.req.param('reservationId')) && r.userId === userId);
  /** A page of reviews, newest first, with their average rating. */
  const reviewPage = (reviews: State['reviews'], c: Context) => {
    const s = st();
    const sorted = [...reviews].sort((a, b) => b.createdAt - a.createdAt);
    const average = reviews.length ? Math.round((reviews.reduce((a, r) => a + r.rating, 0) / reviews.length) * 10) / 10 : 0;
    return {
      ...paged(
        sorted.map((r) => reviewJson(s, r)),
        page(c),
      ),
      averageRating: average,
    };
  };
  /** Answers the request's operation with the contract's success example (examples.ts); 404 for an unknown address. */
  const fromContract = async (c: Context) => {
    const url = new URL(c.req.url);
    const op = await findOperation(c.req.method, url.pathname);
    if (!op) return notFound(`Нет такого адреса: ${c.req.method} ${url.pathname}`);
    if (op.bearer) {
      const user = needUser(c);
      if (user instanceof Response) return user;
    }
    if (op.example === undefined) return new Response(null, { status: op.success });
    return new Response(JSON.stringify(op.example), { status: op.success, headers: { 'Content-Type': op.mediaType ?? 'application/json' } });
  };

  return { st, who, requireUser, maybeUser, caller, firmOf, cityFirms, cityCurrency, me, ownReservation, reviewPage, fromContract };
}
