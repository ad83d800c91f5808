// openapi/paths/salon.yaml: a firm's page (masters, reviews, discounts, portfolio, express services), firms by ids,
// search suggestions and compilations, adding and removing a favourite firm.
import { Hono } from 'hono';
import { empty, notFound, send } from '../http';
import { currencySign } from '../seed';
import { nearestExpress } from '../state';
import { firmShort, masterShort, serviceCategories } from '../json';
import { V1, V2, cityOf, here, int, page, paged, request, type AppContext, type S } from './common';

export function salonRoutes(ctx: AppContext) {
  const app = new Hono();
  const { st, requireUser, maybeUser, firmOf, reviewPage, cityCurrency } = request(ctx);

  app.get(`${V1}/firms/list`, (c) => {
    const ids = c.req.queries('ids') ?? [];
    const wanted = ids.flatMap((v) => v.split(',')).map(Number);
    const user = maybeUser(c);
    return send(
      'listFirmsByIds',
      200,
      st()
        .firms.filter((f) => wanted.includes(f.id))
        .map((f) => firmShort(st(), f, user)),
    );
  });
  app.get(`${V1}/firms/search/suggestions`, (c) => {
    const s = st();
    const q = (c.req.query('query') ?? '').trim().toLowerCase();
    const user = maybeUser(c);
    const city = cityOf(c);
    const firms = s.firms
      .filter(
        (f) =>
          (city === undefined || f.cityId === city) &&
          (f.name.toLowerCase().includes(q) || s.services.some((x) => x.firmId === f.id && x.name.toLowerCase().includes(q))),
      )
      .slice(0, 5);
    const names = [...new Map(s.services.filter((x) => x.name.toLowerCase().includes(q)).map((x) => [x.name, x])).values()].slice(0, 5);
    const categories = s.categories
      .flatMap((cat) => [cat, ...(cat.subcategories ?? [])])
      .filter((cat) => cat.name.toLowerCase().includes(q))
      .slice(0, 5);
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
    // Services of the city's country (their prices in its currency).
    const currency = cityCurrency(c);
    for (const x of [...new Map(s.services.filter((x) => x.currency === currency && x.name.toLowerCase().includes(q)).map((x) => [x.name, x])).values()]) {
      out.push({ type: 'SERVICE', id: x.id, title: x.name, subtitle: `от ${x.price} ${currencySign(x.currency)}`, imageUrl: null });
    }
    for (const f of s.firms.filter((f) => (city === undefined || f.cityId === city) && f.name.toLowerCase().includes(q))) {
      out.push({ type: 'FIRM', id: f.id, title: f.name, subtitle: f.address, imageUrl: f.cover });
    }
    const cityFirmIds = new Set(s.firms.filter((f) => city === undefined || f.cityId === city).map((f) => f.id));
    for (const m of s.masters.filter((m) => cityFirmIds.has(m.firmId) && `${m.name} ${m.surname}`.toLowerCase().includes(q))) {
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
    return send(
      'listFirmMasters',
      200,
      masters.map((m) => masterShort(s, m)),
    );
  });
  app.get(`${V1}/firms/:firmId{[0-9]+}/reviews`, (c) => {
    const firm = firmOf(c.req.param('firmId'));
    if (!firm) return notFound('Салон не найден');
    return send(
      'listFirmReviews',
      200,
      reviewPage(
        st().reviews.filter((r) => r.firmId === firm.id),
        c,
      ),
    );
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
    return send(
      'listFirmExpressServices',
      200,
      firm.express.map((e) => ({ ...e, availableToday: nearestExpress(st(), firm.id, e, 1, ctx.now(), 1).length > 0 })),
    );
  });
  app.get(`${V1}/firms/:firmId{[0-9]+}/express/:expressId{[0-9]+}`, (c) => {
    const s = st();
    const firm = firmOf(c.req.param('firmId'));
    const e = firm?.express.find((x) => x.id === int(c.req.param('expressId')));
    if (!firm || !e) return notFound('Экспресс-услуга не найдена');
    return send('getFirmExpressService', 200, {
      ...e,
      firm: firmShort(s, firm, maybeUser(c)),
      masters: s.masters.filter((m) => m.firmId === firm.id && m.serviceIds.includes(e.serviceId!)).map((m) => masterShort(s, m)),
      nearestSlots: nearestExpress(s, firm.id, e, 3, ctx.now()),
    });
  });

  app.put(`${V1}/favorite-firms/:firmId{[0-9]+}`, requireUser, (c) => {
    const user = c.var.user;
    const firm = firmOf(c.req.param('firmId'));
    if (!firm) return notFound('Салон не найден');
    const s = st();
    if (!s.favorites.some((f) => f.userId === user && f.firmId === firm.id)) s.favorites.push({ userId: user, firmId: firm.id });
    return empty('addFavoriteFirm', 204);
  });
  app.delete(`${V1}/favorite-firms/:firmId{[0-9]+}`, requireUser, (c) => {
    const user = c.var.user;
    const firm = firmOf(c.req.param('firmId'));
    if (!firm) return notFound('Салон не найден');
    const s = st();
    s.favorites = s.favorites.filter((f) => !(f.userId === user && f.firmId === firm.id));
    return empty('removeFavoriteFirm', 204);
  });

  return app;
}
