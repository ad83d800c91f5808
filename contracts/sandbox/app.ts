// The sandbox's HTTP side: a Hono app (a standard Fetch handler) implementing the contract's operations
// over the state in state.ts. Each handler answers through `send(operationId, status, body)`, typed by
// the generated contract types. Operations without a handler here answer the contract's example
// (examples.ts); test-only controls live under /__sandbox/, outside the contract.
import { Hono, type Context } from 'hono';
import type { components } from '@salonbook/sdk';
import { findOperation } from './examples';
import { empty, invalid, notFound, problem, send, unauthorized, type OpId, type RequestBody } from './http';
import { SMS_CODE, media } from './seed';
import {
  allocate,
  canCancel,
  daySlots,
  digits,
  distanceMeters,
  firmShort,
  masterShort,
  newId,
  newReservation,
  openSession,
  reservationJson,
  reservationShort,
  service,
  serviceCategories,
  statusNow,
  token,
  userByPhone,
  type State,
} from './state';
import { DAY, isoLocal, localDate, localMidnight, parseInstant, startOfLocalDay } from './time';

type S = components['schemas'];

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
}

const V1 = '/rest/clients-app/v1';
const DEFAULT_CITY_ID = 3;
const V2 = '/rest/clients-app/v2';
const AUTH = '/auth-app/auth/v1';

const int = (value: string | undefined) => (value !== undefined && /^-?\d+$/.test(value) ? Number(value) : Number.NaN);
const page = (c: Context) => {
  const offset = Math.max(0, int(c.req.query('offset')) || 0);
  const limit = Math.min(100, Math.max(1, int(c.req.query('limit')) || 20));
  return { offset, limit };
};
function paged<T>(items: T[], { offset, limit }: { offset: number; limit: number }) {
  return { items: items.slice(offset, offset + limit), total: items.length, offset, limit };
}
async function json<O extends OpId>(c: Context, _op: O): Promise<Partial<RequestBody<O>>> {
  try {
    const value: unknown = await c.req.json();
    return value && typeof value === 'object' ? (value as Partial<RequestBody<O>>) : {};
  } catch {
    return {};
  }
}

export function createApp(ctx: AppContext) {
  const app = new Hono();
  const st = () => ctx.state();

  /** The signed-in user of the request: null when no bearer is sent; a 401 Response when it is not valid. */
  const who = (c: Context): number | null | Response => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match) return null;
    const session = st().sessions.find((s) => s.accessToken === match[1]);
    if (!session) return unauthorized('Сессия завершена, войдите снова');
    // An expired access token: the client should refresh; WWW-Authenticate says a retry may succeed.
    if (session.accessExpiresAt <= ctx.now()) return unauthorized('Срок действия токена истёк', { 'WWW-Authenticate': 'Bearer error="invalid_token", error_description="expired"' });
    return session.userId;
  };
  /** The signed-in user, or a 401 for an operation that needs one. */
  const needUser = (c: Context): number | Response => {
    const user = who(c);
    return user === null ? unauthorized() : user;
  };
  /** The user when a valid bearer is sent, null otherwise (operations where sign-in is optional). */
  const maybeUser = (c: Context): number | null => {
    const user = who(c);
    return typeof user === 'number' ? user : null;
  };
  const firmOf = (id: string | undefined) => st().firms.find((f) => f.id === int(id));
  const here = (c: Context) => {
    const lat = Number(c.req.query('lat'));
    const lng = Number(c.req.query('lng'));
    return c.req.query('lat') !== undefined && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : undefined;
  };
  /** The client's city (city_id header); without one, the default city of the config (Aqtau), as the app shows. */
  const cityOf = (c: Context): number | undefined => {
    const id = int(c.req.header('city_id'));
    return Number.isNaN(id) ? DEFAULT_CITY_ID : id;
  };

  // ---------------------------------------------------------------- test controls (not in the contract)
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
    const s = st();
    return Response.json({ reservations: s.reservations.length, users: s.users.length, sessions: s.sessions.length, firms: s.firms.length });
  });

  // ---------------------------------------------------------------- auth
  const signedIn = (userId: number) => {
    const session = openSession(st(), userId, ctx.now(), ctx.accessTokenTtlSeconds);
    const user = st().users.find((u) => u.id === userId)!;
    return { accessToken: session.accessToken, refreshToken: session.refreshToken, expiresIn: ctx.accessTokenTtlSeconds, user: userJson(user) };
  };
  const userJson = (u: State['users'][number]): S['User'] => ({
    id: u.id,
    name: u.name,
    surname: u.surname,
    phone: u.phone,
    email: u.email,
    avatarUrl: u.avatarUrl,
    birthDate: u.birthDate,
  });

  app.post(`${AUTH}/sign-in`, async (c) => {
    const body = await json(c, 'signIn');
    const user = body.phone !== undefined ? userByPhone(st(), body.phone) : undefined;
    if (!user || user.password !== body.password) return problem(401, 'BAD_CREDENTIALS', 'Неверный номер телефона или пароль');
    ctx.log(`sign-in: ${user.phone}`);
    return send('signIn', 200, signedIn(user.id));
  });
  app.post(`${AUTH}/sign-in/by-sms`, async (c) => {
    const body = await json(c, 'signInBySms');
    const user = body.phone ? userByPhone(st(), body.phone) : undefined;
    if (!user || body.smsCode !== SMS_CODE) return problem(401, 'BAD_SMS_CODE', 'Неверный или просроченный код');
    return send('signInBySms', 200, signedIn(user.id));
  });
  app.post(`${AUTH}/phone-verification/request-sms`, async (c) => {
    const body = await json(c, 'requestSms');
    ctx.log(`SMS code for ${body.phone ?? '?'} (${body.purpose ?? '?'}): ${SMS_CODE}`);
    return send('requestSms', 200, { resendAfterSeconds: 60, codeLength: SMS_CODE.length });
  });
  app.post(`${AUTH}/phone-verification/validate-code`, async (c) => {
    const body = await json(c, 'validateCode');
    return send('validateCode', 200, { valid: body.code === SMS_CODE });
  });
  app.post(`${AUTH}/sign-up`, async (c) => {
    const body = await json(c, 'signUp');
    if (!body.phone || digits(body.phone).length < 11) return invalid('phone', 'Неверный номер телефона');
    if (body.smsCode !== SMS_CODE) return invalid('smsCode', 'Неверный код из SMS');
    if (!body.password || body.password.length < 6) return invalid('password', 'Пароль не короче 6 символов');
    if (!body.name?.trim()) return invalid('name', 'Укажите имя');
    if (userByPhone(st(), body.phone)) return invalid('phone', 'Этот номер уже зарегистрирован');
    const id = newId(st(), 6000);
    st().users.push({ id, name: body.name.trim(), surname: '', phone: `+${digits(body.phone)}`, password: body.password, email: null, birthDate: null, avatarUrl: null });
    return send('signUp', 200, signedIn(id));
  });
  app.post(`${AUTH}/passwords/reset`, async (c) => {
    const body = await json(c, 'resetPassword');
    const user = body.phone ? userByPhone(st(), body.phone) : undefined;
    if (!user) return invalid('phone', 'Номер не зарегистрирован');
    if (body.smsCode !== SMS_CODE) return invalid('smsCode', 'Неверный код из SMS');
    if (!body.newPassword || body.newPassword.length < 6) return invalid('newPassword', 'Пароль не короче 6 символов');
    user.password = body.newPassword;
    st().sessions = st().sessions.filter((s) => s.userId !== user.id);
    return empty('resetPassword', 204);
  });
  app.post(`${AUTH}/tokens/refresh`, async (c) => {
    const body = await json(c, 'refreshTokens');
    const session = st().sessions.find((s) => s.refreshToken === body.refreshToken);
    if (!session) {
      const spent = body.refreshToken && st().spentRefreshTokens.has(body.refreshToken);
      return problem(401, spent ? 'REFRESH_TOKEN_REVOKED' : 'BAD_REFRESH_TOKEN', 'Сессия завершена, войдите снова');
    }
    // Rotation: the old refresh token is spent, a new pair is issued.
    st().spentRefreshTokens.add(session.refreshToken);
    session.accessToken = token('sbx_at');
    session.refreshToken = token('sbx_rt');
    session.accessExpiresAt = ctx.now() + ctx.accessTokenTtlSeconds * 1000;
    return send('refreshTokens', 200, { accessToken: session.accessToken, refreshToken: session.refreshToken, expiresIn: ctx.accessTokenTtlSeconds });
  });
  app.post(`${V1}/auth/sign-out`, async (c) => {
    const body = await json(c, 'signOut');
    const s = st();
    const gone = s.sessions.filter((x) => x.refreshToken === body.refreshToken);
    for (const x of gone) s.spentRefreshTokens.add(x.refreshToken);
    s.sessions = s.sessions.filter((x) => !gone.includes(x));
    return empty('signOut', 204);
  });
  app.post('/rest/clients-app/jsf-auth/login', () => empty('webSessionLogin', 204));
  app.post('/rest/clients-app/jsf-auth/logout', () => empty('webSessionLogout', 204));
  app.post('/rest/v1/client/get-access-token', () =>
    send('getClientAccessToken', 200, { accessToken: token('sbx_client'), expiresIn: 3600 }),
  );

  // ---------------------------------------------------------------- firms
  app.get(`${V1}/firms/list`, (c) => {
    const ids = c.req.queries('ids') ?? [];
    const wanted = ids.flatMap((v) => v.split(',')).map(Number);
    const user = maybeUser(c);
    return send('listFirmsByIds', 200, st().firms.filter((f) => wanted.includes(f.id)).map((f) => firmShort(st(), f, user)));
  });
  app.get(`${V1}/firms/search`, (c) => {
    const s = st();
    const user = maybeUser(c);
    const from = here(c);
    const query = (c.req.query('query') ?? '').trim().toLowerCase();
    const categoryId = int(c.req.query('categoryId'));
    const locationId = int(c.req.query('locationId'));
    const filters = (c.req.queries('filters') ?? []).flatMap((v) => v.split(','));
    const city = cityOf(c);
    let firms = s.firms.filter((f) => (Number.isNaN(locationId) ? city === undefined || f.cityId === city : f.locationId === locationId));
    if (!Number.isNaN(categoryId)) {
      firms = firms.filter((f) => f.categoryIds.includes(categoryId) || s.services.some((x) => x.firmId === f.id && x.categoryId === categoryId));
    }
    if (query) {
      firms = firms.filter(
        (f) =>
          f.name.toLowerCase().includes(query) ||
          f.address.toLowerCase().includes(query) ||
          s.services.some((x) => x.firmId === f.id && x.name.toLowerCase().includes(query)),
      );
    }
    for (const filter of filters) {
      if (filter === 'features:ONLINE_PREPAYMENT') firms = firms.filter((f) => f.prepaymentRequired);
      if (filter === 'features:EXPRESS') firms = firms.filter((f) => f.express.length > 0);
      if (filter === 'price:TO_5000') firms = firms.filter((f) => Math.min(...s.services.filter((x) => x.firmId === f.id).map((x) => x.price)) <= 5000);
      if (filter === 'price:FROM_5000') firms = firms.filter((f) => Math.min(...s.services.filter((x) => x.firmId === f.id).map((x) => x.price)) >= 5000);
    }
    let items = firms.map((f) => firmShort(s, f, user, from));
    const sort = c.req.query('sort') ?? 'RATING';
    if (sort === 'DISTANCE' && from) items.sort((a, b) => (a.distanceMeters ?? 0) - (b.distanceMeters ?? 0));
    else if (sort === 'PRICE_ASC') items.sort((a, b) => (a.priceFrom ?? 0) - (b.priceFrom ?? 0) || a.id - b.id);
    else items.sort((a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount || a.id - b.id);
    items = items.slice();
    return send('searchFirms', 200, paged(items, page(c)));
  });
  app.get(`${V1}/firms/search/suggestions`, (c) => {
    const s = st();
    const q = (c.req.query('query') ?? '').trim().toLowerCase();
    const user = maybeUser(c);
    const city = cityOf(c);
    const firms = s.firms
      .filter((f) => (city === undefined || f.cityId === city) && (f.name.toLowerCase().includes(q) || s.services.some((x) => x.firmId === f.id && x.name.toLowerCase().includes(q))))
      .slice(0, 5);
    const names = [...new Map(s.services.filter((x) => x.name.toLowerCase().includes(q)).map((x) => [x.name, x])).values()].slice(0, 5);
    const categories = s.categories.flatMap((cat) => [cat, ...(cat.subcategories ?? [])]).filter((cat) => cat.name.toLowerCase().includes(q)).slice(0, 5);
    return send('getSearchSuggestions', 200, {
      firms: firms.map((f) => firmShort(s, f, user)),
      services: names.map((x) => ({ id: x.id, name: x.name })),
      categories: categories.map((cat) => ({ ...cat, subcategories: [] })),
    });
  });
  app.get(`${V2}/firms/search/suggestions`, (c) => {
    const s = st();
    const q = (c.req.query('query') ?? '').trim().toLowerCase();
    const limit = Math.max(1, int(c.req.query('limit')) || 10);
    const city = cityOf(c);
    const out: S['SearchSuggestion'][] = [];
    for (const x of [...new Map(s.services.filter((x) => x.name.toLowerCase().includes(q)).map((x) => [x.name, x])).values()]) {
      out.push({ type: 'SERVICE', id: x.id, title: x.name, subtitle: `от ${x.price} ₽`, imageUrl: null });
    }
    for (const f of s.firms.filter((f) => (city === undefined || f.cityId === city) && f.name.toLowerCase().includes(q))) {
      out.push({ type: 'FIRM', id: f.id, title: f.name, subtitle: f.address, imageUrl: f.cover });
    }
    for (const m of s.masters.filter((m) => `${m.name} ${m.surname}`.toLowerCase().includes(q))) {
      out.push({ type: 'MASTER', id: m.id, title: `${m.name} ${m.surname}`, subtitle: masterShort(s, m).profession, imageUrl: m.photo });
    }
    return send('getSearchSuggestionsV2', 200, out.slice(0, limit));
  });
  app.get(`${V1}/firms/search/compilations`, (c) => {
    const s = st();
    const limit = Math.max(1, int(c.req.query('limit')) || 3);
    const city = cityOf(c);
    const user = maybeUser(c);
    const key = c.req.query('key') ?? 'RECOMMENDED';
    const firms = s.firms
      .filter((f) => city === undefined || f.cityId === city)
      .map((f) => firmShort(s, f, user))
      .sort((a, b) => b.rating - a.rating || a.id - b.id)
      .slice(0, limit);
    return send('getFirmCompilation', 200, { key, title: key === 'RECOMMENDED' ? 'Рекомендуем' : 'Подборка', imageUrl: null, firms });
  });
  app.get(`${V1}/firms/search/filterOptions`, () =>
    send('listSearchFilterOptions', 200, [
      { key: 'features', title: 'Особенности', type: 'MULTIPLE', options: [{ value: 'ONLINE_PREPAYMENT', title: 'Онлайн-предоплата' }, { value: 'EXPRESS', title: 'Экспресс-запись' }] },
      { key: 'price', title: 'Цена', type: 'SINGLE', options: [{ value: 'TO_5000', title: 'до 5000 ₽' }, { value: 'FROM_5000', title: 'от 5000 ₽' }] },
    ]),
  );
  app.get(`${V1}/firms/search/sortOptions`, () =>
    send('listSearchSortOptions', 200, [
      { key: 'RATING', title: 'По рейтингу', isDefault: true },
      { key: 'DISTANCE', title: 'Ближе ко мне', isDefault: false },
      { key: 'PRICE_ASC', title: 'Сначала дешевле', isDefault: false },
    ]),
  );
  app.get(`${V1}/firms/search/locations`, (c) => {
    const s = st();
    const city = cityOf(c);
    return send(
      'listSearchLocations',
      200,
      s.locations.filter((l) => city === undefined || l.cityId === city).map((l) => ({ ...l, firmCount: s.firms.filter((f) => f.locationId === l.id).length })),
    );
  });

  app.get(`${V1}/firms/:firmId{[0-9]+}`, (c) => {
    const s = st();
    const firm = firmOf(c.req.param('firmId'));
    if (!firm) return notFound('Салон не найден');
    const user = maybeUser(c);
    return send('getFirm', 200, {
      ...firmShort(s, firm, user, here(c)),
      description: firm.description,
      phone: firm.phone,
      instagram: firm.instagram,
      photos: firm.photos,
      workingHours: firm.hours,
      serviceCategories: serviceCategories(s, firm.id),
      hasExpress: firm.express.length > 0,
      prepaymentRequired: firm.prepaymentRequired,
      cityId: firm.cityId,
    });
  });
  app.get(`${V1}/firms/:firmId{[0-9]+}/masters`, (c) => {
    const s = st();
    const firm = firmOf(c.req.param('firmId'));
    if (!firm) return notFound('Салон не найден');
    const serviceId = int(c.req.query('serviceId'));
    const masters = s.masters.filter((m) => m.firmId === firm.id && (Number.isNaN(serviceId) || m.serviceIds.includes(serviceId)));
    return send('listFirmMasters', 200, masters.map((m) => masterShort(s, m)));
  });
  const reviewJson = (r: State['reviews'][number]): S['Review'] => {
    const s = st();
    const m = s.masters.find((x) => x.id === r.masterId);
    const sv = s.services.find((x) => x.id === r.serviceId);
    return {
      id: r.id,
      authorName: r.authorName,
      rating: r.rating,
      text: r.text,
      createdAt: isoLocal(r.createdAt),
      ...(m ? { masterName: `${m.name} ${m.surname}` } : {}),
      ...(sv ? { serviceName: sv.name } : {}),
      reply: r.reply,
    };
  };
  const reviewPage = (reviews: State['reviews'], c: Context) => {
    const sorted = [...reviews].sort((a, b) => b.createdAt - a.createdAt);
    const average = reviews.length ? Math.round((reviews.reduce((a, r) => a + r.rating, 0) / reviews.length) * 10) / 10 : 0;
    return { ...paged(sorted.map(reviewJson), page(c)), averageRating: average };
  };
  app.get(`${V1}/firms/:firmId{[0-9]+}/reviews`, (c) => {
    const firm = firmOf(c.req.param('firmId'));
    if (!firm) return notFound('Салон не найден');
    return send('listFirmReviews', 200, reviewPage(st().reviews.filter((r) => r.firmId === firm.id), c));
  });
  app.get(`${V1}/firms/:firmId{[0-9]+}/discounts`, (c) => {
    const firm = firmOf(c.req.param('firmId'));
    if (!firm) return notFound('Салон не найден');
    return send('listFirmDiscounts', 200, firm.discounts);
  });
  app.get(`${V1}/firms/:firmId{[0-9]+}/portfolio`, (c) => {
    const firm = firmOf(c.req.param('firmId'));
    if (!firm) return notFound('Салон не найден');
    return send('listFirmPortfolio', 200, paged(firm.portfolio, page(c)));
  });
  app.get(`${V1}/firms/:firmId{[0-9]+}/express`, (c) => {
    const firm = firmOf(c.req.param('firmId'));
    if (!firm) return notFound('Салон не найден');
    return send('listFirmExpressServices', 200, firm.express.map((e) => ({ ...e, availableToday: nearestExpress(firm.id, e, 1).length > 0 })));
  });
  const nearestExpress = (firmId: number, e: S['ExpressService'], count: number) => {
    const s = st();
    const firm = s.firms.find((f) => f.id === firmId)!;
    const out: string[] = [];
    const today = localMidnight(ctx.now());
    for (let d = 0; d < 2 && out.length < count; d++) {
      for (const slot of daySlots(s, firm, [{ serviceId: e.serviceId! }], today + d * DAY, ctx.now())) {
        if (d === 0 || count > 1) out.push(slot.startTime);
        if (out.length >= count) break;
      }
    }
    return out;
  };
  app.get(`${V1}/firms/:firmId{[0-9]+}/express/:expressId{[0-9]+}`, (c) => {
    const s = st();
    const firm = firmOf(c.req.param('firmId'));
    const e = firm?.express.find((x) => x.id === int(c.req.param('expressId')));
    if (!firm || !e) return notFound('Экспресс-услуга не найдена');
    return send('getFirmExpressService', 200, {
      ...e,
      firm: firmShort(s, firm, maybeUser(c)),
      masters: s.masters.filter((m) => m.firmId === firm.id && m.serviceIds.includes(e.serviceId!)).map((m) => masterShort(s, m)),
      nearestSlots: nearestExpress(firm.id, e, 3),
    });
  });

  // ---------------------------------------------------------------- favourites
  app.get(`${V1}/favorite-firms`, (c) => {
    const user = needUser(c);
    if (user instanceof Response) return user;
    const s = st();
    const ids = s.favorites.filter((f) => f.userId === user).map((f) => f.firmId);
    return send('listFavoriteFirms', 200, ids.map((id) => firmShort(s, s.firms.find((f) => f.id === id)!, user)));
  });
  app.put(`${V1}/favorite-firms/:firmId{[0-9]+}`, (c) => {
    const user = needUser(c);
    if (user instanceof Response) return user;
    const firm = firmOf(c.req.param('firmId'));
    if (!firm) return notFound('Салон не найден');
    const s = st();
    if (!s.favorites.some((f) => f.userId === user && f.firmId === firm.id)) s.favorites.push({ userId: user, firmId: firm.id });
    return empty('addFavoriteFirm', 204);
  });
  app.delete(`${V1}/favorite-firms/:firmId{[0-9]+}`, (c) => {
    const user = needUser(c);
    if (user instanceof Response) return user;
    const firm = firmOf(c.req.param('firmId'));
    if (!firm) return notFound('Салон не найден');
    const s = st();
    s.favorites = s.favorites.filter((f) => !(f.userId === user && f.firmId === firm.id));
    return empty('removeFavoriteFirm', 204);
  });

  // ---------------------------------------------------------------- booking
  const serviceIdsOf = (c: Context) => (c.req.queries('serviceIds') ?? []).flatMap((v) => v.split(',')).map(Number).filter((n) => !Number.isNaN(n));

  app.get(`${V1}/reservations/firm/:firmId{[0-9]+}`, (c) => {
    const s = st();
    const firm = firmOf(c.req.param('firmId'));
    if (!firm) return notFound('Салон не найден');
    return send('getReservationFirm', 200, {
      firm: firmShort(s, firm, maybeUser(c)),
      serviceCategories: serviceCategories(s, firm.id),
      masters: s.masters.filter((m) => m.firmId === firm.id).map((m) => masterShort(s, m)),
      workingHours: firm.hours,
      prepaymentRequired: firm.prepaymentRequired,
      maxPeopleCount: firm.maxPeopleCount,
      bookingDaysAhead: BOOKING_DAYS_AHEAD,
      commentMaxLength: 500,
    });
  });
  app.get(`${V1}/reservations/service-allocation`, (c) => {
    const s = st();
    const firm = firmOf(c.req.query('firmId'));
    if (!firm) return notFound('Салон не найден');
    const ids = serviceIdsOf(c);
    if (ids.length === 0) return invalid('serviceIds', 'Выберите услугу');
    const unknown = ids.find((id) => !s.services.some((x) => x.id === id && x.firmId === firm.id));
    if (unknown !== undefined) return notFound(`Услуга ${unknown} не найдена в этом салоне`);
    const services = ids.map((id) => ({ serviceId: id, masterIds: s.masters.filter((m) => m.firmId === firm.id && m.serviceIds.includes(id)).map((m) => m.id), anyMasterAllowed: true }));
    const masterIds = new Set(services.flatMap((x) => x.masterIds));
    return send('getServiceAllocation', 200, { firmId: firm.id, services, masters: s.masters.filter((m) => masterIds.has(m.id)).map((m) => masterShort(s, m)) });
  });
  const BOOKING_DAYS_AHEAD = 30;
  const timesRequest = (c: Context) => {
    const s = st();
    const firm = firmOf(c.req.query('firmId'));
    if (!firm) return notFound('Салон не найден');
    const ids = serviceIdsOf(c);
    if (ids.length === 0) return invalid('serviceIds', 'Выберите услугу');
    if (ids.some((id) => !s.services.some((x) => x.id === id && x.firmId === firm.id))) return notFound('Услуга не найдена в этом салоне');
    const masterId = int(c.req.query('masterId'));
    if (!Number.isNaN(masterId) && !s.masters.some((m) => m.id === masterId && m.firmId === firm.id)) return notFound('Мастер не найден в этом салоне');
    const first = startOfLocalDay(c.req.query('date') ?? '');
    if (Number.isNaN(first)) return invalid('date', 'Неверная дата');
    const wanted = ids.map((id, i) => ({ serviceId: id, masterId: i === 0 && !Number.isNaN(masterId) ? masterId : null }));
    // With a chosen master, every service is theirs when they do it.
    if (!Number.isNaN(masterId)) for (const w of wanted) if (s.masters.find((m) => m.id === masterId)!.serviceIds.includes(w.serviceId)) w.masterId = masterId;
    return { firm, wanted, first };
  };
  const day = (firm: State['firms'][number], wanted: { serviceId: number; masterId: number | null }[], dayStart: number): S['TimeSlotDay'] => {
    const now = ctx.now();
    const last = localMidnight(now) + BOOKING_DAYS_AHEAD * DAY;
    const slots = dayStart > last ? [] : daySlots(st(), firm, wanted, dayStart, now);
    return { date: localDate(dayStart), available: slots.length > 0, priceFrom: slots.length ? Math.min(...slots.map((x) => x.price)) : null, slots };
  };
  app.get(`${V1}/reservations/reservation-times`, (c) => {
    const r = timesRequest(c);
    if (r instanceof Response) return r;
    const days = Math.min(31, Math.max(1, int(c.req.query('days')) || 7));
    return send('listReservationTimes', 200, {
      firmId: r.firm.id,
      currency: 'RUB',
      timeZone: 'Asia/Aqtau',
      days: Array.from({ length: days }, (_, i) => day(r.firm, r.wanted, r.first + i * DAY)),
    });
  });
  app.get(`${V1}/reservations/available-times`, (c) => {
    const r = timesRequest(c);
    if (r instanceof Response) return r;
    return send('listAvailableTimes', 200, { firmId: r.firm.id, currency: 'RUB', timeZone: 'Asia/Aqtau', days: [day(r.firm, r.wanted, r.first)] });
  });

  /** Checks a draft: a 404/409/422 Response, or the firm and the allocated services. */
  const checkDraft = (draft: Partial<S['ReservationDraft']>, ignoreReservation?: number) => {
    const s = st();
    const firm = s.firms.find((f) => f.id === draft.firmId);
    if (!firm) return notFound('Салон не найден');
    if (!draft.services?.length) return invalid('services', 'Выберите услугу');
    for (const x of draft.services) {
      if (!s.services.some((sv) => sv.id === x.serviceId && sv.firmId === firm.id)) return notFound(`Услуга ${x.serviceId} не найдена в этом салоне`);
      if (x.masterId != null && !s.masters.some((m) => m.id === x.masterId && m.firmId === firm.id)) return notFound(`Мастер ${x.masterId} не найден в этом салоне`);
    }
    const start = parseInstant(draft.startTime);
    if (Number.isNaN(start)) return invalid('startTime', 'Неверное время');
    if (start <= ctx.now()) return invalid('startTime', 'Это время уже прошло');
    if (start > localMidnight(ctx.now()) + (BOOKING_DAYS_AHEAD + 1) * DAY) return invalid('startTime', 'Запись открыта только на 30 дней вперёд');
    if ((draft.peopleCount ?? 1) > firm.maxPeopleCount) return invalid('peopleCount', `Не больше ${firm.maxPeopleCount} человек`);
    const items = allocate(s, firm.id, draft.services, start, ignoreReservation);
    if (!items) return problem(409, 'SLOT_TAKEN', 'Это время уже заняли, выберите другое');
    return { firm, items };
  };
  const smsNeeded = (userId: number | null, phone: string | undefined) => {
    if (userId === null) return true;
    const user = st().users.find((u) => u.id === userId);
    return !user || digits(user.phone) !== digits(phone ?? '');
  };

  app.post(`${V1}/reservations/preview`, async (c) => {
    const draft = await json(c, 'previewReservation');
    const checked = checkDraft(draft);
    if (checked instanceof Response) return checked;
    const s = st();
    const { firm, items } = checked;
    const sum = items.reduce((a, i) => a + i.price, 0);
    const start = items[0]!.start;
    return send('previewReservation', 200, {
      firmId: firm.id,
      startTime: isoLocal(start),
      endTime: isoLocal(items[items.length - 1]!.end),
      services: items.map((i) => ({
        service: service(s.services.find((x) => x.id === i.serviceId)!),
        master: masterShort(s, s.masters.find((m) => m.id === i.masterId)!),
        startTime: isoLocal(i.start),
        endTime: isoLocal(i.end),
        price: i.price,
      })),
      totalPrice: sum,
      currency: 'RUB',
      prepaymentAmount: firm.prepaymentRequired ? Math.round(sum / 3 / 100) * 100 : 0,
      prepaymentDeadline: firm.prepaymentRequired ? isoLocal(Math.max(ctx.now() + 30 * 60_000, start - DAY)) : null,
      smsCodeRequired: smsNeeded(maybeUser(c), draft.clientPhone),
    });
  });
  app.post(`${V1}/reservations/sms-code`, async (c) => {
    const body = await json(c, 'sendReservationSmsCode');
    if (!body.phone || digits(body.phone).length < 11) return invalid('phone', 'Неверный номер телефона');
    const s = st();
    const now = ctx.now();
    s.smsRequests = s.smsRequests.filter((r) => now - r.at < 60_000);
    if (s.smsRequests.filter((r) => r.phone === digits(body.phone!)).length >= 3) {
      return problem(429, 'TOO_MANY_REQUESTS', 'Повторите через минуту', undefined, { 'Retry-After': '60' });
    }
    s.smsRequests.push({ phone: digits(body.phone), at: now });
    ctx.log(`SMS code for ${body.phone}: ${SMS_CODE}`);
    return send('sendReservationSmsCode', 200, { codeLength: SMS_CODE.length, resendAfterSeconds: 60 });
  });
  app.post(`${V1}/reservations/sms`, async (c) => {
    const body = await json(c, 'checkReservationSmsCode');
    const valid = body.code === SMS_CODE;
    return send('checkReservationSmsCode', 200, { valid, attemptsLeft: valid ? 3 : 2 });
  });
  app.post(`${V2}/reservations/create`, async (c) => {
    const body = await json(c, 'createReservation');
    const bearer = who(c);
    if (bearer instanceof Response) return bearer;
    const checked = checkDraft(body);
    if (checked instanceof Response) return checked;
    if (!body.clientName?.trim()) return invalid('clientName', 'Укажите имя');
    if (!body.clientPhone || digits(body.clientPhone).length < 11) return invalid('clientPhone', 'Неверный номер телефона');
    if (smsNeeded(bearer, body.clientPhone) && body.smsCode !== SMS_CODE) {
      // Anonymous: a wrong code is refused like a wrong password (401); signed in, it is a field error.
      if (bearer === null) return problem(401, 'BAD_SMS_CODE', 'Неверный код из SMS');
      return invalid('smsCode', 'Неверный код из SMS');
    }
    const r = newReservation(st(), checked.firm, checked.items, {
      userId: bearer ?? userByPhone(st(), body.clientPhone)?.id ?? null,
      peopleCount: body.peopleCount ?? 1,
      comment: body.comment ?? null,
      clientName: body.clientName.trim(),
      clientPhone: body.clientPhone,
    }, ctx.now());
    ctx.log(`reservation ${r.id} at ${checked.firm.name}, ${isoLocal(r.start)}`);
    return send('createReservation', 201, reservationJson(st(), r, ctx.now(), ctx.cancelWindowMinutes));
  });
  app.post(`${V2}/reservations/express`, async (c) => {
    const body = await json(c, 'createExpressReservation');
    const bearer = who(c);
    if (bearer instanceof Response) return bearer;
    const s = st();
    const firm = s.firms.find((f) => f.id === body.firmId);
    // By the express service's id, or by the id of the service it offers.
    const e = firm?.express.find((x) => x.id === body.expressServiceId) ?? firm?.express.find((x) => x.serviceId === body.expressServiceId);
    if (!firm || !e) return notFound('Экспресс-услуга не найдена');
    if (!body.clientName?.trim()) return invalid('clientName', 'Укажите имя');
    if (!body.clientPhone || digits(body.clientPhone).length < 11) return invalid('clientPhone', 'Неверный номер телефона');
    let start = body.startTime ? parseInstant(body.startTime) : Number.NaN;
    if (Number.isNaN(start)) {
      const nearest = nearestExpress(firm.id, e, 1)[0];
      if (!nearest) return problem(409, 'SLOT_TAKEN', 'Свободного времени сегодня нет');
      start = parseInstant(nearest);
    }
    const items = allocate(s, firm.id, [{ serviceId: e.serviceId! }], start);
    if (!items || start <= ctx.now()) return problem(409, 'SLOT_TAKEN', 'Это время уже заняли, выберите другое');
    const r = newReservation(s, firm, items, { userId: bearer, peopleCount: 1, comment: body.comment ?? null, clientName: body.clientName, clientPhone: body.clientPhone, express: true }, ctx.now());
    return send('createExpressReservation', 201, reservationJson(s, r, ctx.now(), ctx.cancelWindowMinutes));
  });
  app.get(`${V2}/reservations`, (c) => {
    const user = needUser(c);
    if (user instanceof Response) return user;
    const type = c.req.query('type');
    if (type !== 'future' && type !== 'past') return invalid('type', 'future или past');
    const s = st();
    const now = ctx.now();
    const mine = s.reservations.filter((r) => r.userId === user);
    const future = (r: (typeof mine)[number]) => ['PENDING', 'CONFIRMED'].includes(statusNow(r, now));
    const items = type === 'future' ? mine.filter(future).sort((a, b) => a.start - b.start) : mine.filter((r) => !future(r)).sort((a, b) => b.start - a.start);
    return send('listReservations', 200, paged(items.map((r) => reservationShort(s, r, now, ctx.cancelWindowMinutes)), page(c)));
  });
  const ownReservation = (c: Context, userId: number) => st().reservations.find((r) => r.id === int(c.req.param('reservationId')) && r.userId === userId);
  app.get(`${V2}/reservations/:reservationId{[0-9]+}`, (c) => {
    const user = needUser(c);
    if (user instanceof Response) return user;
    const r = ownReservation(c, user);
    if (!r) return notFound('Запись не найдена');
    return send('getReservation', 200, reservationJson(st(), r, ctx.now(), ctx.cancelWindowMinutes));
  });
  app.put(`${V2}/reservations/:reservationId{[0-9]+}`, async (c) => {
    const user = needUser(c);
    if (user instanceof Response) return user;
    const r = ownReservation(c, user);
    if (!r) return notFound('Запись не найдена');
    if (!canCancel(r, ctx.now(), ctx.cancelWindowMinutes)) return problem(409, 'CHANGE_NOT_ALLOWED', 'Изменить запись уже нельзя');
    const body = await json(c, 'updateReservation');
    const checked = checkDraft(
      {
        firmId: r.firmId,
        services: body.services ?? r.items.map((i) => ({ serviceId: i.serviceId, masterId: i.masterId })),
        startTime: body.startTime ?? isoLocal(r.start),
        peopleCount: body.peopleCount ?? r.peopleCount,
      },
      r.id,
    );
    if (checked instanceof Response) return checked;
    r.items = checked.items;
    r.start = checked.items[0]!.start;
    r.end = checked.items[checked.items.length - 1]!.end;
    if (body.comment !== undefined) r.comment = body.comment;
    if (body.peopleCount !== undefined) r.peopleCount = body.peopleCount;
    if (r.prepayment && !r.prepayment.paid) r.prepayment.deadline = Math.max(ctx.now() + 30 * 60_000, r.start - DAY);
    return send('updateReservation', 200, reservationJson(st(), r, ctx.now(), ctx.cancelWindowMinutes));
  });
  app.post(`${V2}/reservations/:reservationId{[0-9]+}/cancel`, (c) => {
    const user = needUser(c);
    if (user instanceof Response) return user;
    const r = ownReservation(c, user);
    if (!r) return notFound('Запись не найдена');
    if (!canCancel(r, ctx.now(), ctx.cancelWindowMinutes)) return problem(409, 'CANCEL_NOT_ALLOWED', 'Отменить запись уже нельзя');
    r.status = 'CANCELLED';
    // An unpaid prepayment goes with the reservation (a paid one stays, to be refunded).
    if (r.prepayment && !r.prepayment.paid) r.prepayment = null;
    return send('cancelReservation', 200, reservationJson(st(), r, ctx.now(), ctx.cancelWindowMinutes));
  });

  // ---------------------------------------------------------------- home
  const cityFirms = (c: Context) => {
    const city = cityOf(c);
    return st().firms.filter((f) => city === undefined || f.cityId === city);
  };
  const offers = (c: Context, kind: 'discount' | 'offer'): S['SpecialOfferFirm'][] => {
    const s = st();
    const user = maybeUser(c);
    const from = here(c);
    const ids = new Set(cityFirms(c).map((f) => f.id));
    return s.offers
      .filter((o) => o.kind === kind && ids.has(o.firmId))
      .map((o) => ({ ...firmShort(s, s.firms.find((f) => f.id === o.firmId)!, user, from), offerTitle: o.offerTitle, discountPercent: o.discountPercent, validUntil: o.validUntil }));
  };
  const categoriesOf = (menuTabId: number) => {
    const s = st();
    const tab = s.menuTabs.find((t) => t.id === menuTabId);
    return tab ? s.categories.filter((cat) => tab.categoryIds.includes(cat.id)) : s.categories;
  };
  const recommended = (c: Context, limit = 6): S['Compilation'] => {
    const s = st();
    const user = maybeUser(c);
    const firms = cityFirms(c).map((f) => firmShort(s, f, user, here(c))).sort((a, b) => b.rating - a.rating || a.id - b.id).slice(0, limit);
    return { key: 'RECOMMENDED', title: 'Рекомендуем', imageUrl: null, firms };
  };
  const adCompilations = (c: Context): S['Compilation'][] => {
    const s = st();
    const user = maybeUser(c);
    const discounted = new Set(s.offers.map((o) => o.firmId));
    const firms = cityFirms(c).filter((f) => discounted.has(f.id) || f.discounts.length > 0).map((f) => firmShort(s, f, user, here(c)));
    return firms.length ? [{ key: 'AD_WINTER', title: 'Зимние предложения', imageUrl: media('compilations/winter.webp'), firms }] : [];
  };
  app.get(`${V1}/screen/home`, (c) => {
    const s = st();
    const tabs = s.menuTabs.map(({ categoryIds: _ids, ...tab }) => tab);
    return send('getHomeScreen', 200, {
      banners: s.banners,
      categories: s.categories,
      menuTabs: tabs,
      discountedFirms: offers(c, 'discount'),
      offeredFirms: offers(c, 'offer'),
      compilations: [recommended(c)],
    });
  });
  app.get(`${V1}/screen/home/cities`, () => send('listHomeCities', 200, st().cities));
  app.get(`${V1}/screen/home/menu-tabs`, () => send('listHomeMenuTabs', 200, st().menuTabs.map(({ categoryIds: _ids, ...tab }) => tab)));
  app.get(`${V1}/screen/home/categories`, (c) => send('listHomeCategories', 200, categoriesOf(int(c.req.query('menuTabId')))));
  app.get(`${V1}/screen/home/reviews`, (c) => {
    const s = st();
    const limit = Math.max(1, int(c.req.query('limit')) || 10);
    const ids = new Set(cityFirms(c).map((f) => f.id));
    const latest = s.reviews.filter((r) => ids.has(r.firmId) && r.rating >= 4).sort((a, b) => b.createdAt - a.createdAt).slice(0, limit);
    return send('listHomeReviews', 200, latest.map((r) => ({ ...reviewJson(r), firmId: r.firmId, firmName: s.firms.find((f) => f.id === r.firmId)!.name })));
  });
  app.get(`${V1}/screen/special-offers/discounted-firms`, (c) => send('listDiscountedFirms', 200, paged(offers(c, 'discount'), page(c))));
  app.get(`${V1}/screen/special-offers/offered-firms`, (c) => send('listOfferedFirms', 200, paged(offers(c, 'offer'), page(c))));
  app.get(`${V1}/screen/multi-link/:company`, (c) => {
    const s = st();
    const company = s.companies.find((x) => x.slug === c.req.param('company'));
    if (!company) return notFound('Компания не найдена');
    const user = maybeUser(c);
    return send('getCompanyMultiLink', 200, {
      company: { slug: company.slug, name: company.name, logoUrl: company.logo, description: company.description },
      firms: company.firmIds.map((id) => firmShort(s, s.firms.find((f) => f.id === id)!, user, here(c))),
    });
  });
  app.get(`${V2}/compilations/ad`, (c) => send('listAdCompilations', 200, adCompilations(c)));
  app.get('/rest/common/countries', () => send('listCountries', 200, st().countries));
  app.get(`${V2}/reservations/url/:token`, (c) => {
    const target = st().reservationUrls[c.req.param('token')];
    const reservation = st().reservations.find((r) => r.reminderToken === c.req.param('token'));
    if (reservation) return send('resolveReservationUrl', 200, { type: 'RESERVATION', firmId: reservation.firmId, masterId: reservation.items[0]!.masterId, serviceIds: reservation.items.map((i) => i.serviceId), reservationId: reservation.id });
    if (!target) return notFound('Ссылка не найдена');
    return send('resolveReservationUrl', 200, target);
  });
  app.get(`${V2}/configs`, () =>
    send('getClientConfig', 200, { supportPhone: '+77470001122', supportWhatsapp: '+77470001122', minAppVersion: '15.0.0', defaultCityId: DEFAULT_CITY_ID, currency: 'RUB', features: { bnpl: true, giftCards: true, raffle: false, cardSaving: true } }),
  );
  app.get(`${V1}/categories/:categoryId{[0-9]+}`, (c) => {
    const s = st();
    const id = int(c.req.param('categoryId'));
    const category = s.categories.flatMap((cat) => [cat, ...(cat.subcategories ?? [])]).find((cat) => cat.id === id);
    if (!category) return notFound('Категория не найдена');
    const user = maybeUser(c);
    const firms = cityFirms(c)
      .filter((f) => f.categoryIds.includes(id) || s.services.some((x) => x.firmId === f.id && x.categoryId === id))
      .map((f) => firmShort(s, f, user, here(c)));
    if (c.req.query('sort') === 'PRICE_ASC') firms.sort((a, b) => (a.priceFrom ?? 0) - (b.priceFrom ?? 0));
    else firms.sort((a, b) => b.rating - a.rating || a.id - b.id);
    return send('getCategoryPage', 200, { category, firms: paged(firms, page(c)) });
  });

  // ---------------------------------------------------------------- masters
  const masterOf = (id: string | undefined) => st().masters.find((m) => m.id === int(id));
  app.get(`${V1}/masters/professions`, () => send('listProfessions', 200, st().professions));
  app.get(`${V1}/masters/:masterId{[0-9]+}/profile`, (c) => {
    const s = st();
    const m = masterOf(c.req.param('masterId'));
    if (!m) return notFound('Мастер не найден');
    const firm = s.firms.find((f) => f.id === m.firmId)!;
    const today = localMidnight(ctx.now());
    let nearest: string | null = null;
    for (let d = 0; d < 14 && !nearest && m.serviceIds[0] !== undefined; d++) {
      nearest = daySlots(s, firm, [{ serviceId: m.serviceIds[0], masterId: m.id }], today + d * DAY, ctx.now())[0]?.startTime ?? null;
    }
    return send('getMasterProfile', 200, {
      ...masterShort(s, m),
      description: m.description,
      experienceYears: m.experienceYears,
      firm: firmShort(s, firm, maybeUser(c)),
      nearestSlot: nearest,
      portfolio: m.portfolio,
      services: m.serviceIds.map((id) => service(s.services.find((x) => x.id === id)!)),
    });
  });
  app.get(`${V1}/masters/:masterId{[0-9]+}/reviews`, (c) => {
    const m = masterOf(c.req.param('masterId'));
    if (!m) return notFound('Мастер не найден');
    return send('listMasterReviews', 200, reviewPage(st().reviews.filter((r) => r.masterId === m.id), c));
  });
  app.get(`${V1}/masters/:professionId{[0-9]+}`, (c) => {
    const s = st();
    const id = int(c.req.param('professionId'));
    if (!s.professions.some((p) => p.id === id)) return notFound('Профессия не найдена');
    const city = cityOf(c);
    const masters = s.masters
      .filter((m) => m.professionId === id && (city === undefined || s.firms.find((f) => f.id === m.firmId)!.cityId === city))
      .sort((a, b) => b.rating - a.rating || a.id - b.id)
      .map((m) => masterShort(s, m));
    return send('listMastersByProfession', 200, paged(masters, page(c)));
  });
  app.get(`${V1}/contest/master/:masterId{[0-9]+}`, (c) => {
    const s = st();
    const m = masterOf(c.req.param('masterId'));
    if (!m) return notFound('Мастер не найден');
    const city = s.firms.find((f) => f.id === m.firmId)!.cityId;
    const ranked = s.masters.filter((x) => s.firms.find((f) => f.id === x.firmId)!.cityId === city).sort((a, b) => b.rating * b.reviewCount - a.rating * a.reviewCount || a.id - b.id);
    return send('getMasterContest', 200, {
      contestId: 12,
      title: `Лучший мастер: ${s.cities.find((x) => x.id === city)!.name} 2026`,
      master: masterShort(s, m),
      votes: Math.round(m.rating * m.reviewCount * 7),
      rank: ranked.findIndex((x) => x.id === m.id) + 1,
      endsAt: '2026-12-31T23:59:00+05:00',
      canVote: true,
    });
  });
  app.get(`${V1}/master-promotions`, (c) => {
    const s = st();
    const ids = new Set(cityFirms(c).map((f) => f.id));
    const promos = s.firms
      .filter((f) => ids.has(f.id) && f.discounts.length > 0)
      .flatMap((f) => f.discounts.slice(0, 1).map((d) => ({ f, d })))
      .map(({ f, d }, i) => {
        const sid = d.serviceIds?.[0];
        const sv = s.services.find((x) => x.id === sid);
        const m = s.masters.find((x) => x.firmId === f.id && sid !== undefined && x.serviceIds.includes(sid)) ?? s.masters.find((x) => x.firmId === f.id)!;
        return {
          id: 601 + i,
          master: masterShort(s, m),
          title: d.title,
          description: d.description ?? '',
          discountPercent: d.discountPercent,
          price: { from: Math.round(((sv?.price ?? 0) * (100 - d.discountPercent)) / 100), currency: 'RUB' },
          serviceId: sid ?? null,
          validUntil: d.validUntil ?? null,
        };
      });
    return send('listMasterPromotions', 200, promos);
  });

  // ---------------------------------------------------------------- account
  const me = (userId: number) => st().users.find((u) => u.id === userId)!;
  app.get(`${V1}/my/profiles`, (c) => {
    const user = needUser(c);
    if (user instanceof Response) return user;
    return send('getMyProfile', 200, userJson(me(user)));
  });
  app.put(`${V1}/my/profiles`, async (c) => {
    const user = needUser(c);
    if (user instanceof Response) return user;
    const body = await json(c, 'updateMyProfile');
    if (!body.name?.trim()) return invalid('name', 'Укажите имя');
    if (body.email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(body.email)) return invalid('email', 'Неверный адрес почты');
    const u = me(user);
    u.name = body.name.trim();
    u.surname = (body.surname ?? '').trim();
    if (body.email !== undefined) u.email = body.email;
    if (body.birthDate !== undefined) u.birthDate = body.birthDate;
    return send('updateMyProfile', 200, userJson(u));
  });
  app.post(`${V1}/my/profiles/avatar-upload`, async (c) => {
    const user = needUser(c);
    if (user instanceof Response) return user;
    const form = await c.req.formData().catch(() => null);
    const file = form?.get('file');
    if (!file || typeof file === 'string') return invalid('file', 'Выберите картинку');
    if (!/^image\/(jpeg|png|webp)$/.test(file.type)) return invalid('file', 'Нужна картинка JPEG или PNG');
    if (file.size > 5 * 1024 * 1024) return invalid('file', 'Картинка больше 5 МБ');
    const key = `${user}-${newId(st(), 0)}`;
    const bytes = new Uint8Array(await file.arrayBuffer());
    st().avatars.set(key, { type: file.type, bytes });
    const u = me(user);
    // Served back as a data: URL, so it shows under any page's CSP (img-src allows data:) and from any origin; the
    // same bytes are also at /__sandbox/avatars/<key> on the sandbox's own origin.
    u.avatarUrl = `data:${file.type};base64,${Buffer.from(bytes).toString('base64')}`;
    return send('uploadMyAvatar', 200, userJson(u));
  });
  app.get('/__sandbox/avatars/:key', (c) => {
    const avatar = st().avatars.get(c.req.param('key'));
    if (!avatar) return notFound();
    return new Response(new Blob([avatar.bytes]), { headers: { 'Content-Type': avatar.type, 'Cache-Control': 'no-store' } });
  });
  app.post(`${V1}/my/profiles/password-change`, async (c) => {
    const user = needUser(c);
    if (user instanceof Response) return user;
    const body = await json(c, 'changeMyPassword');
    const u = me(user);
    if (body.oldPassword !== u.password) return invalid('oldPassword', 'Неверный текущий пароль');
    if (!body.newPassword || body.newPassword.length < 6) return invalid('newPassword', 'Пароль не короче 6 символов');
    u.password = body.newPassword;
    return empty('changeMyPassword', 204);
  });
  app.post('/rest/common/requests/account-deletion', async (c) => {
    const body = await json(c, 'requestAccountDeletion');
    if (!body.phone || digits(body.phone).length < 11) return invalid('phone', 'Неверный номер телефона');
    st().deletionRequests.push({ phone: body.phone, reason: body.reason ?? null, at: ctx.now() });
    ctx.log(`account deletion requested for ${body.phone}`);
    return empty('requestAccountDeletion', 204);
  });
  app.get(`${V1}/payments/history`, (c) => {
    const user = needUser(c);
    if (user instanceof Response) return user;
    const items = st().payments.filter((p) => p.userId === user).sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map(({ userId: _u, ...p }) => p);
    return send('listPaymentHistory', 200, paged(items, page(c)));
  });
  app.get(`${V1}/my/cashbacks`, (c) => {
    const user = needUser(c);
    if (user instanceof Response) return user;
    const operations = st().cashbacks.filter((x) => x.userId === user).map(({ userId: _u, ...x }) => x).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const balance = operations.reduce((a, x) => a + (x.type === 'ACCRUAL' ? x.amount : -x.amount), 0);
    return send('getMyCashbacks', 200, { balance, currency: 'RUB', operations });
  });
  const historyItem = (r: State['reservations'][number]): S['ReservationHistoryItem'] => {
    const s = st();
    const now = ctx.now();
    const status = statusNow(r, now);
    return {
      id: r.id,
      firm: firmShort(s, s.firms.find((f) => f.id === r.firmId)!, r.userId),
      startTime: isoLocal(r.start),
      services: r.items.map((i) => {
        const sv = s.services.find((x) => x.id === i.serviceId)!;
        const m = s.masters.find((x) => x.id === i.masterId)!;
        return { id: sv.id, name: sv.name, durationMinutes: sv.durationMinutes, price: i.price, masterName: `${m.name} ${m.surname}` };
      }),
      totalPrice: r.items.reduce((a, i) => a + i.price, 0),
      currency: 'RUB',
      status: status === 'COMPLETED' ? 'FINISHED' : status,
      canReview: status === 'COMPLETED' && r.reviewId === null,
      canRepeat: true,
    };
  };
  app.get(`${V2}/reservations/history`, (c) => {
    const user = needUser(c);
    if (user instanceof Response) return user;
    const firmId = int(c.req.query('firmId'));
    const now = ctx.now();
    const items = st()
      .reservations.filter((r) => r.userId === user && (Number.isNaN(firmId) || r.firmId === firmId) && !['PENDING', 'CONFIRMED'].includes(statusNow(r, now)))
      .sort((a, b) => b.start - a.start)
      .map(historyItem);
    return send('listReservationHistory', 200, paged(items, page(c)));
  });
  app.get(`${V2}/reservations/history/firms`, (c) => {
    const user = needUser(c);
    if (user instanceof Response) return user;
    const s = st();
    const ids = [...new Set(s.reservations.filter((r) => r.userId === user).sort((a, b) => b.start - a.start).map((r) => r.firmId))];
    return send('listReservationHistoryFirms', 200, ids.map((id) => firmShort(s, s.firms.find((f) => f.id === id)!, user)));
  });

  // ---------------------------------------------------------------- cards and 3-D Secure
  const cardsOf = (userId: number) => st().cards.filter((x) => x.userId === userId);
  const cardJson = ({ userId: _u, ...card }: State['cards'][number]): S['PaymentCard'] => card;
  /** A card from a cryptogram: the sandbox reads the number's first six and last four digits from it when it can. */
  const cardFromCryptogram = (cryptogram: string, id: number): S['PaymentCard'] => {
    const numbers = cryptogram.replace(/\D/g, '');
    const first = numbers.slice(2, 8).padEnd(6, '4');
    const last = numbers.slice(8, 12).padEnd(4, '0');
    const kaspi = first.startsWith('440043');
    return {
      id,
      maskedNumber: `${first.slice(0, 4)} ${first.slice(4, 6)}•• •••• ${last}`,
      bankName: kaspi ? 'Kaspi Bank' : null,
      bankCode: kaspi ? 'KASPI' : null,
      iconUrl: kaspi ? media('banks/kaspi.webp') : null,
      expiry: '12/29',
      isDefault: false,
    };
  };
  const threeDsStep = (c: Context, pending: State['threeDs'] extends Map<string, infer P> ? P : never, termUrl: string) => {
    const transactionId = newId(st(), 1500000);
    st().threeDs.set(String(transactionId), pending);
    return { transactionId, acsUrl: `${ctx.origin(c.req.raw)}/__sandbox/3ds`, paReq: `sbx-pareq-${transactionId}`, termUrl };
  };
  app.get(`${V1}/payments/cards`, (c) => {
    const user = needUser(c);
    if (user instanceof Response) return user;
    return send('listPaymentCards', 200, cardsOf(user).map(cardJson));
  });
  app.post(`${V1}/payments/cards`, async (c) => {
    const user = needUser(c);
    if (user instanceof Response) return user;
    const body = await json(c, 'createPaymentCard');
    if (!body.cryptogram || body.cryptogram.length < 10) return invalid('cryptogram', 'Неверные данные карты');
    const card = cardFromCryptogram(body.cryptogram, newId(st(), 810));
    const step = threeDsStep(c, { kind: 'card', userId: user, card }, `${new URL(c.req.header('referer') ?? 'http://127.0.0.1/').origin}/card-payment`);
    return send('createPaymentCard', 200, step);
  });
  app.post(`${V1}/payments/cards/3ds`, async (c) => {
    const user = needUser(c);
    if (user instanceof Response) return user;
    const body = await json(c, 'completePaymentCard3ds');
    const pending = st().threeDs.get(String(body.transactionId));
    if (!pending || pending.kind !== 'card' || pending.userId !== user) return invalid('transactionId', 'Платёж не найден');
    if (!body.paRes || body.paRes === 'declined') return invalid('paRes', 'Банк не подтвердил карту');
    st().threeDs.delete(String(body.transactionId));
    const first = cardsOf(user).length === 0;
    const card = { ...pending.card, isDefault: first };
    st().cards.push({ ...card, userId: user });
    return send('completePaymentCard3ds', 200, card);
  });
  app.put(`${V1}/payments/cards/:cardId{[0-9]+}/default`, (c) => {
    const user = needUser(c);
    if (user instanceof Response) return user;
    const id = int(c.req.param('cardId'));
    const mine = cardsOf(user);
    if (!mine.some((x) => x.id === id)) return notFound('Карта не найдена');
    for (const card of mine) card.isDefault = card.id === id;
    return empty('setDefaultPaymentCard', 204);
  });
  app.delete(`${V1}/payments/cards/:cardId{[0-9]+}`, (c) => {
    const user = needUser(c);
    if (user instanceof Response) return user;
    const id = int(c.req.param('cardId'));
    const card = cardsOf(user).find((x) => x.id === id);
    if (!card) return notFound('Карта не найдена');
    st().cards = st().cards.filter((x) => x !== card);
    const rest = cardsOf(user);
    if (card.isDefault && rest[0]) rest[0].isDefault = true;
    return empty('deletePaymentCard', 204);
  });
  // The bank's 3-D Secure page (a stand-in): it posts PaRes and MD back to the TermUrl, as a bank does.
  app.all('/__sandbox/3ds', async (c) => {
    const form = c.req.method === 'POST' ? await c.req.parseBody() : c.req.query();
    const md = String(form.MD ?? form.md ?? '');
    const termUrl = String(form.TermUrl ?? form.termUrl ?? '');
    const pending = st().threeDs.get(md);
    const esc = (v: string) => v.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
    if (!pending || !/^https?:\/\//.test(termUrl)) return c.html('<!doctype html><meta charset="utf-8"><title>3-D Secure</title><p>Платёж не найден.</p>', 404);
    return c.html(`<!doctype html><html lang="ru"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>3-D Secure — Sandbox Bank</title>
<body style="font-family:sans-serif;max-width:360px;margin:40px auto;padding:0 16px">
<h1 style="font-size:20px">Подтверждение платежа</h1><p>Sandbox Bank: код подтверждения <b>${SMS_CODE}</b> уже введён.</p>
<form method="post" action="/__sandbox/3ds/confirm"><input type="hidden" name="MD" value="${esc(md)}"><input type="hidden" name="TermUrl" value="${esc(termUrl)}">
<button name="decision" value="ok" style="font-size:16px;padding:12px 20px">Подтвердить</button> <button name="decision" value="fail" style="font-size:16px;padding:12px 20px">Отклонить</button></form></body></html>`);
  });
  app.post('/__sandbox/3ds/confirm', async (c) => {
    const form = await c.req.parseBody();
    const md = String(form.MD ?? '');
    const termUrl = String(form.TermUrl ?? '');
    const ok = form.decision !== 'fail';
    const pending = st().threeDs.get(md);
    if (!pending || !/^https?:\/\//.test(termUrl)) return c.html('<p>Платёж не найден.</p>', 404);
    if (ok && pending.kind === 'prepayment') {
      markPrepaymentPaid(pending.reservationId, pending.saveCard, 'CLOUD_PAYMENTS');
      st().threeDs.delete(md);
    }
    if (ok && pending.kind === 'gift-card') {
      markGiftCardPaid(pending.giftCardId);
      st().threeDs.delete(md);
    }
    const esc = (v: string) => v.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
    const paRes = ok ? `sbx-pares-${md}` : 'declined';
    // Back to the app like a bank: a form POST to the TermUrl (the app's static server answers a POST with the page
    // only where it allows it, so the values also go in the query).
    const back = new URL(termUrl);
    back.searchParams.set('MD', md);
    back.searchParams.set('PaRes', paRes);
    return c.html(`<!doctype html><meta charset="utf-8"><title>3-D Secure</title><body onload="location.replace(${esc(JSON.stringify(back.toString()))})"><p>Возвращаемся в приложение…</p><a href="${esc(back.toString())}">Продолжить</a></body>`);
  });

  // ---------------------------------------------------------------- prepayments
  const prepaymentReservation = (c: Context): State['reservations'][number] | Response => {
    const s = st();
    const r = s.reservations.find((x) => x.id === int(c.req.param('reservationId')));
    const tokenParam = c.req.query('token') ?? c.req.param('token');
    const user = who(c);
    if (user instanceof Response) return user;
    if (!r) return notFound('Запись не найдена');
    if (tokenParam !== undefined) return tokenParam === r.prepaymentToken ? r : notFound('Ссылка на оплату не найдена');
    if (user === null) return unauthorized();
    return r.userId === user ? r : notFound('Запись не найдена');
  };
  const prepaymentInfo = (r: State['reservations'][number], userId: number | null): S['PrepaymentInfo'] => {
    const s = st();
    const cards = userId === null ? [] : cardsOf(userId).map(cardJson);
    return {
      reservationId: r.id,
      firm: firmShort(s, s.firms.find((f) => f.id === r.firmId)!, userId),
      startTime: isoLocal(r.start),
      amount: r.prepayment?.amount ?? 0,
      totalPrice: r.items.reduce((a, i) => a + i.price, 0),
      currency: 'RUB',
      paid: r.prepayment?.paid ?? true,
      deadline: r.prepayment && !r.prepayment.paid ? isoLocal(r.prepayment.deadline) : null,
      methods: cards.length ? ['CLOUD_PAYMENTS', 'PAY_BOX', 'SAVED_CARD'] : ['CLOUD_PAYMENTS', 'PAY_BOX'],
      cloudPaymentsPublicId: 'pk_sandbox_3f9a1c0e5b7d4a2c8e6f1b0d9c7a5e3f',
      cards,
    };
  };
  const markPrepaymentPaid = (reservationId: number, saveCard: S['PaymentCard'] | null, how: string) => {
    const s = st();
    const r = s.reservations.find((x) => x.id === reservationId);
    if (!r?.prepayment || r.prepayment.paid) return;
    r.prepayment.paid = true;
    if (r.userId !== null) {
      const firm = s.firms.find((f) => f.id === r.firmId)!;
      s.payments.push({ userId: r.userId, id: newId(s, 9200), amount: r.prepayment.amount, currency: 'RUB', createdAt: isoLocal(ctx.now()), status: 'PAID', description: `Предоплата визита, ${firm.name}`, kind: 'PREPAYMENT', firmName: firm.name, cardMaskedNumber: saveCard?.maskedNumber ?? null, reservationId: r.id });
      if (saveCard && !cardsOf(r.userId).some((x) => x.maskedNumber === saveCard.maskedNumber)) s.cards.push({ ...saveCard, isDefault: cardsOf(r.userId).length === 0, userId: r.userId });
    }
    ctx.log(`prepayment of reservation ${r.id} paid (${how})`);
  };
  const payable = (r: State['reservations'][number]) => {
    if (!r.prepayment) return problem(409, 'NO_PREPAYMENT', 'Предоплата для этой записи не нужна');
    if (r.prepayment.paid) return problem(409, 'ALREADY_PAID', 'Предоплата уже внесена');
    if (!['PENDING', 'CONFIRMED'].includes(statusNow(r, ctx.now()))) return problem(409, 'RESERVATION_CLOSED', 'Запись уже не активна');
    return null;
  };
  app.get(`${V2}/reservations/:reservationId{[0-9]+}/prepayments`, (c) => {
    const r = prepaymentReservation(c);
    if (r instanceof Response) return r;
    // By link the page still offers the owner's saved cards (paying with one needs the owner signed in).
    return send('getReservationPrepayment', 200, prepaymentInfo(r, maybeUser(c) ?? r.userId));
  });
  app.get('/rest/v1/client/prepayment-registration/:reservationId{[0-9]+}/:token', (c) => {
    const r = prepaymentReservation(c);
    if (r instanceof Response) return r;
    return send('getPrepaymentByLink', 200, prepaymentInfo(r, null));
  });
  const defaultTerm = (c: Context, id: number) => `${new URL(c.req.header('referer') ?? 'http://127.0.0.1/').origin}/salon/reservations/${id}/prepayment`;
  app.post(`${V2}/reservations/:reservationId{[0-9]+}/prepayments/cloud-payments`, async (c) => {
    const r = prepaymentReservation(c);
    if (r instanceof Response) return r;
    const refused = payable(r);
    if (refused) return refused;
    const body = await json(c, 'payPrepaymentCloudPayments');
    if (!body.cryptogram || body.cryptogram.length < 10) return invalid('cryptogram', 'Неверные данные карты');
    const user = maybeUser(c);
    const card = body.saveCard && user !== null ? cardFromCryptogram(body.cryptogram, newId(st(), 810)) : null;
    const step = threeDsStep(c, { kind: 'prepayment', reservationId: r.id, userId: user, saveCard: card }, defaultTerm(c, r.id));
    return send('payPrepaymentCloudPayments', 200, {
      status: 'REQUIRES_3DS',
      transactionId: String(step.transactionId),
      threeDs: { acsUrl: step.acsUrl, paReq: step.paReq, md: String(step.transactionId), termUrl: step.termUrl },
      message: null,
    });
  });
  app.post(`${V2}/reservations/:reservationId{[0-9]+}/prepayments/cards/:cardId{[0-9]+}`, async (c) => {
    const user = needUser(c);
    if (user instanceof Response) return user;
    const r = ownReservation(c, user);
    if (!r) return notFound('Запись не найдена');
    const card = cardsOf(user).find((x) => x.id === int(c.req.param('cardId')));
    if (!card) return notFound('Карта не найдена');
    const refused = payable(r);
    if (refused) return refused;
    markPrepaymentPaid(r.id, cardJson(card), 'SAVED_CARD');
    return send('payPrepaymentWithCard', 200, { status: 'SUCCEEDED', transactionId: String(newId(st(), 504000000)), threeDs: null, message: null });
  });
  const payBoxPage = (c: Context, r: State['reservations'][number], returnUrl: string, failureUrl: string | undefined, saveCard: boolean) => {
    const paymentId = String(newId(st(), 1192000000));
    const url = new URL(`${ctx.origin(c.req.raw)}/__sandbox/paybox`);
    url.searchParams.set('reservationId', String(r.id));
    url.searchParams.set('paymentId', paymentId);
    url.searchParams.set('returnUrl', returnUrl);
    if (failureUrl) url.searchParams.set('failureUrl', failureUrl);
    if (saveCard) url.searchParams.set('saveCard', '1');
    return { redirectUrl: url.toString(), paymentId };
  };
  app.post(`${V2}/reservations/:reservationId{[0-9]+}/prepayments/pay-box`, async (c) => {
    const r = prepaymentReservation(c);
    if (r instanceof Response) return r;
    const refused = payable(r);
    if (refused) return refused;
    const body = await json(c, 'payPrepaymentPayBox');
    if (!body.returnUrl) return invalid('returnUrl', 'Нужен адрес возврата');
    return send('payPrepaymentPayBox', 200, payBoxPage(c, r, body.returnUrl, body.failureUrl, false));
  });
  app.post(`${V2}/reservations/:reservationId{[0-9]+}/prepayments/pay-box/card-saving`, async (c) => {
    const user = needUser(c);
    if (user instanceof Response) return user;
    const r = ownReservation(c, user);
    if (!r) return notFound('Запись не найдена');
    const refused = payable(r);
    if (refused) return refused;
    const body = await json(c, 'payPrepaymentPayBoxSavingCard');
    if (!body.returnUrl) return invalid('returnUrl', 'Нужен адрес возврата');
    return send('payPrepaymentPayBoxSavingCard', 200, payBoxPage(c, r, body.returnUrl, body.failureUrl, true));
  });
  // The PayBox-style hosted page (a stand-in): pay or cancel, then back to the app's returnUrl / failureUrl.
  app.get('/__sandbox/paybox', (c) => {
    const r = st().reservations.find((x) => x.id === int(c.req.query('reservationId')));
    const esc = (v: string) => v.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
    if (!r?.prepayment) return c.html('<p>Платёж не найден.</p>', 404);
    const q = new URL(c.req.url).search;
    return c.html(`<!doctype html><html lang="ru"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>PayBox — Sandbox</title>
<body style="font-family:sans-serif;max-width:360px;margin:40px auto;padding:0 16px"><h1 style="font-size:20px">Оплата ${r.prepayment.amount} ₽</h1><p>Предоплата записи №${r.id}. Это страница песочницы, деньги не списываются.</p>
<form method="post" action="/__sandbox/paybox/pay${esc(q)}"><button name="decision" value="ok" style="font-size:16px;padding:12px 20px">Оплатить</button> <button name="decision" value="fail" style="font-size:16px;padding:12px 20px">Отменить</button></form></body></html>`);
  });
  app.post('/__sandbox/paybox/pay', async (c) => {
    const form = await c.req.parseBody();
    const ok = form.decision !== 'fail';
    const id = int(c.req.query('reservationId'));
    const returnUrl = c.req.query('returnUrl') ?? '';
    const failureUrl = c.req.query('failureUrl') ?? returnUrl;
    const r = st().reservations.find((x) => x.id === id);
    if (!r) return c.html('<p>Платёж не найден.</p>', 404);
    if (ok) {
      const saved = c.req.query('saveCard') && r.userId !== null ? cardFromCryptogram(`01440043${String(id).slice(-4)}`, newId(st(), 810)) : null;
      markPrepaymentPaid(r.id, saved, 'PAY_BOX');
    }
    return c.redirect(ok ? returnUrl : failureUrl, 303);
  });

  // ---------------------------------------------------------------- reviews, complaints, reminders
  app.get(`${V2}/reservations/:reservationId{[0-9]+}/reviews`, (c) => {
    const user = needUser(c);
    if (user instanceof Response) return user;
    const s = st();
    const r = ownReservation(c, user);
    if (!r) return notFound('Запись не найдена');
    const review = s.reviews.find((x) => x.id === r.reviewId);
    const masterIds = [...new Set(r.items.map((i) => i.masterId))];
    return send('getReservationReviewForm', 200, {
      reservationId: r.id,
      firm: firmShort(s, s.firms.find((f) => f.id === r.firmId)!, user),
      visitedAt: isoLocal(r.start),
      masters: masterIds.map((id) => masterShort(s, s.masters.find((m) => m.id === id)!)),
      services: r.items.map((i) => service(s.services.find((x) => x.id === i.serviceId)!)),
      alreadyReviewed: !!review,
      ...(review ? { review: reviewJson(review) } : {}),
    });
  });
  app.post(`${V2}/reservations/:reservationId{[0-9]+}/reviews`, async (c) => {
    const user = needUser(c);
    if (user instanceof Response) return user;
    const s = st();
    const r = ownReservation(c, user);
    if (!r) return notFound('Запись не найдена');
    if (r.reviewId !== null) return problem(409, 'ALREADY_REVIEWED', 'Отзыв уже оставлен');
    if (statusNow(r, ctx.now()) !== 'COMPLETED') return problem(409, 'NOT_VISITED', 'Отзыв можно оставить после визита');
    const body = await json(c, 'createReservationReview');
    if (!body.rating || body.rating < 1 || body.rating > 5) return invalid('rating', 'Оценка от 1 до 5');
    if (!body.text?.trim()) return invalid('text', 'Напишите пару слов');
    const review = {
      id: newId(s, 8000),
      firmId: r.firmId,
      masterId: r.items[0]!.masterId,
      serviceId: r.items[0]!.serviceId,
      authorName: me(user).name,
      rating: body.rating,
      text: body.text.trim(),
      reply: null,
      createdAt: ctx.now(),
    };
    s.reviews.push(review);
    r.reviewId = review.id;
    for (const m of s.masters.filter((x) => r.items.some((i) => i.masterId === x.id))) {
      const own = s.reviews.filter((x) => x.masterId === m.id);
      m.reviewCount = own.length;
      m.rating = Math.round((own.reduce((a, x) => a + x.rating, 0) / own.length) * 10) / 10;
    }
    return send('createReservationReview', 201, reviewJson(review));
  });
  app.post(`${V1}/complaints`, async (c) => {
    const user = needUser(c);
    if (user instanceof Response) return user;
    const body = await json(c, 'createComplaint');
    if (!body.text?.trim()) return invalid('text', 'Опишите, что случилось');
    if (body.firmId !== undefined && !st().firms.some((f) => f.id === body.firmId)) return invalid('firmId', 'Салон не найден');
    const complaint = { id: newId(st(), 3400), status: 'RECEIVED' as const, createdAt: isoLocal(ctx.now()) };
    st().complaints.push({ ...complaint, userId: user });
    return send('createComplaint', 201, complaint);
  });
  app.get(`${V1}/reservations/reservation-info`, (c) => {
    const s = st();
    const r = s.reservations.find((x) => x.id === int(c.req.query('reservationId')));
    const user = who(c);
    if (user instanceof Response) return user;
    const tokenParam = c.req.query('token');
    if (!r || (tokenParam !== undefined ? tokenParam !== r.reminderToken : r.userId === null || r.userId !== user)) return notFound('Запись не найдена');
    return send('getReservationInfo', 200, reservationJson(s, r, ctx.now(), ctx.cancelWindowMinutes));
  });
  app.get(`${V1}/reservations/room-info`, (c) => {
    const firm = firmOf(c.req.query('firmId'));
    if (!firm) return notFound('Салон не найден');
    const rooms = firm.maxPeopleCount > 1 ? [{ id: 1500 + (firm.id % 100), name: 'VIP-кабинет', capacity: firm.maxPeopleCount, price: { from: 7000, currency: 'RUB' }, photoUrl: media('rooms/1501.webp'), description: 'Отдельный кабинет для процедур вдвоём или втроём' }] : [];
    return send('getReservationRoomInfo', 200, { firmId: firm.id, maxPeopleCount: firm.maxPeopleCount, rooms });
  });

  // ---------------------------------------------------------------- gift cards, certificates, tariffs, landing
  const giftCardJson = ({ userId: _u, ...g }: State['giftCards'][number]): S['GiftCard'] => g;
  const markGiftCardPaid = (id: number) => {
    const s = st();
    const g = s.giftCards.find((x) => x.id === id);
    if (!g || g.status !== 'AWAITING_PAYMENT') return;
    g.status = 'ACTIVE';
    g.code = `SB-${String(id).padStart(6, '0')}`;
    g.expiresAt = isoLocal(ctx.now() + (s.giftCardConfig.validityDays ?? 365) * DAY);
    if (g.userId !== null) s.payments.push({ userId: g.userId, id: newId(s, 9200), amount: g.amount, currency: 'RUB', createdAt: isoLocal(ctx.now()), status: 'PAID', description: `Подарочная карта на ${g.amount} ₽`, kind: 'GIFT_CARD', firmName: null, cardMaskedNumber: null, reservationId: null });
  };
  app.get(`${V2}/gift-cards/configs`, () => send('getGiftCardConfigs', 200, st().giftCardConfig));
  app.get(`${V2}/gift-cards/get-by-token`, (c) => {
    const g = st().giftCards.find((x) => x.token === c.req.query('token'));
    if (!g) return notFound('Подарочная карта не найдена');
    return send('getGiftCardByToken', 200, giftCardJson(g));
  });
  app.post(`${V2}/gift-cards`, async (c) => {
    const user = needUser(c);
    if (user instanceof Response) return user;
    const s = st();
    const body = await json(c, 'createGiftCard');
    const cfg = s.giftCardConfig;
    if (!body.amount || body.amount < cfg.minAmount || body.amount > cfg.maxAmount) return invalid('amount', `Сумма от ${cfg.minAmount} до ${cfg.maxAmount} ₽`);
    const design = cfg.designs.find((d) => d.id === body.designId);
    if (!design) return invalid('designId', 'Выберите дизайн');
    if (!body.recipientName?.trim()) return invalid('recipientName', 'Укажите имя получателя');
    const id = newId(s, 6700);
    const g = { userId: user, id, status: 'AWAITING_PAYMENT' as const, amount: body.amount, balance: body.amount, currency: 'RUB', design, recipientName: body.recipientName.trim(), recipientPhone: body.recipientPhone ?? null, senderName: body.senderName ?? me(user).name, message: body.message ?? null, token: token('gc'), code: null, expiresAt: null, createdAt: isoLocal(ctx.now()) };
    s.giftCards.push(g);
    return send('createGiftCard', 201, giftCardJson(g));
  });
  app.get(`${V2}/gift-cards/:giftCardId{[0-9]+}`, (c) => {
    const user = needUser(c);
    if (user instanceof Response) return user;
    const g = st().giftCards.find((x) => x.id === int(c.req.param('giftCardId')) && x.userId === user);
    if (!g) return notFound('Подарочная карта не найдена');
    return send('getGiftCard', 200, giftCardJson(g));
  });
  app.post(`${V2}/gift-cards/:giftCardId{[0-9]+}/pay`, async (c) => {
    const user = needUser(c);
    if (user instanceof Response) return user;
    const g = st().giftCards.find((x) => x.id === int(c.req.param('giftCardId')) && x.userId === user);
    if (!g) return notFound('Подарочная карта не найдена');
    if (g.status !== 'AWAITING_PAYMENT') return problem(409, 'ALREADY_PAID', 'Карта уже оплачена');
    const body = await json(c, 'payGiftCard');
    if (body.method === 'SAVED_CARD') {
      if (!cardsOf(user).some((x) => x.id === body.cardId)) return invalid('cardId', 'Карта не найдена');
      markGiftCardPaid(g.id);
      return send('payGiftCard', 200, { status: 'SUCCEEDED', redirectUrl: null, message: null });
    }
    if (!body.cryptogram) return invalid('cryptogram', 'Неверные данные карты');
    const step = threeDsStep(c, { kind: 'gift-card', giftCardId: g.id, userId: user }, body.termUrl ?? `${new URL(c.req.header('referer') ?? 'http://127.0.0.1/').origin}/card-payment`);
    return send('payGiftCard', 200, { status: 'REQUIRES_3DS', redirectUrl: null, message: null, threeDs: { acsUrl: step.acsUrl, paReq: step.paReq, md: String(step.transactionId), termUrl: step.termUrl } });
  });
  app.get(`${V2}/:certificates{(gift|subscription)-certificates}`, (c) => {
    const product = c.req.param('certificates').replace('-certificates', '') as S['CertificateProduct'];
    const firmId = int(c.req.query('firmId'));
    if (!Number.isNaN(firmId) && !st().firms.some((f) => f.id === firmId)) return notFound('Салон не найден');
    return send('listCertificates', 200, st().certificates.filter((x) => x.product === product && (Number.isNaN(firmId) || x.firmId === firmId)));
  });
  app.post(`${V2}/:certificates{(gift|subscription)-certificates}`, async (c) => {
    const user = needUser(c);
    if (user instanceof Response) return user;
    const s = st();
    const product = c.req.param('certificates').replace('-certificates', '') as S['CertificateProduct'];
    const body = await json(c, 'buyCertificate');
    const cert = s.certificates.find((x) => x.id === body.certificateId && x.product === product);
    if (!cert) return notFound('Сертификат не найден');
    const paid = body.cardId != null && cardsOf(user).some((x) => x.id === body.cardId);
    const id = newId(s, 4500);
    const purchase = {
      id,
      certificateId: cert.id,
      product,
      status: paid ? ('PAID' as const) : ('AWAITING_PAYMENT' as const),
      price: cert.price,
      currency: 'RUB',
      code: paid ? `CERT-${id}` : null,
      expiresAt: paid ? isoLocal(ctx.now() + cert.validityDays * DAY) : null,
      paymentUrl: paid ? null : `${ctx.origin(c.req.raw)}/__sandbox/paybox?certificate=${id}`,
    };
    s.certificatePurchases.push({ ...purchase, userId: user });
    return send('buyCertificate', 201, purchase);
  });
  app.get('/rest/common/tariffs', (c) => {
    const country = c.req.query('country');
    const version = c.req.query('tariffVersion');
    const list = st().tariffs.filter((t) => t.country === country && (!version || t.tariffVersion === version));
    if (!list.length) return notFound('Тарифы для этой страны не найдены');
    return send('listTariffs', 200, list.map(({ country: _c, ...t }) => t));
  });
  app.get('/rest/common/subscription-prices', (c) => {
    const list = st().subscriptionPrices.filter((t) => t.country === c.req.query('country'));
    if (!list.length) return notFound('Цены для этой страны не найдены');
    return send('listSubscriptionPrices', 200, list.map(({ country: _c, ...t }) => t));
  });
  app.post('/rest/v1/landing/request', async (c) => {
    const body = await json(c, 'createLandingRequest');
    if (!body.name?.trim()) return invalid('name', 'Укажите имя');
    if (!body.phone || digits(body.phone).length < 11) return invalid('phone', 'Неверный номер телефона');
    if (!body.salonName?.trim()) return invalid('salonName', 'Укажите название салона');
    const id = newId(st(), 7700);
    st().landingRequests.push({ ...(body as S['LandingRequest']), id, at: ctx.now() });
    return send('createLandingRequest', 201, { id, createdAt: isoLocal(ctx.now()), message: 'Спасибо! Мы перезвоним в течение рабочего дня.' });
  });

  // ---------------------------------------------------------------- the rest answers from the contract
  app.all('*', async (c) => {
    const url = new URL(c.req.url);
    const op = await findOperation(c.req.method, url.pathname);
    if (!op) return notFound(`Нет такого адреса: ${c.req.method} ${url.pathname}`);
    if (op.bearer) {
      const user = needUser(c);
      if (user instanceof Response) return user;
    }
    if (op.example === undefined) return new Response(null, { status: op.success });
    return new Response(JSON.stringify(op.example), { status: op.success, headers: { 'Content-Type': op.mediaType ?? 'application/json' } });
  });

  void distanceMeters;
  return app;
}
