// openapi/paths/home.yaml: the home screen and its parts (cities, menu tabs, categories, reviews, special offers,
// compilations), a company's multi-link page, countries, reminder links, the client config, favourite firms.
import { Hono, type Context } from 'hono';
import { notFound, send } from '../http';
import { currencyOf, media } from '../seed';
import { firmShort, reviewJson } from '../json';
import { DEFAULT_CITY_ID, V1, V2, here, int, page, paged, request, type AppContext, type S } from './common';

export function homeRoutes(ctx: AppContext) {
  const app = new Hono();
  const { st, requireUser, maybeUser, cityFirms } = request(ctx);
  const offers = (c: Context, kind: 'discount' | 'offer'): S['SpecialOfferFirm'][] => {
    const s = st();
    const user = maybeUser(c);
    const from = here(c);
    const ids = new Set(cityFirms(c).map((f) => f.id));
    return s.offers
      .filter((o) => o.kind === kind && ids.has(o.firmId))
      .map((o) => ({
        ...firmShort(
          s,
          s.firms.find((f) => f.id === o.firmId)!,
          user,
          from,
        ),
        offerTitle: o.offerTitle,
        discountPercent: o.discountPercent,
        validUntil: o.validUntil,
      }));
  };
  const categoriesOf = (menuTabId: number) => {
    const s = st();
    const tab = s.menuTabs.find((t) => t.id === menuTabId);
    return tab ? s.categories.filter((cat) => tab.categoryIds.includes(cat.id)) : s.categories;
  };
  const recommended = (c: Context, limit = 6): S['Compilation'] => {
    const s = st();
    const user = maybeUser(c);
    const firms = cityFirms(c)
      .map((f) => firmShort(s, f, user, here(c)))
      .sort((a, b) => b.rating - a.rating || a.id - b.id)
      .slice(0, limit);
    return { key: 'RECOMMENDED', title: 'Рекомендуем', imageUrl: null, firms };
  };
  const adCompilations = (c: Context): S['Compilation'][] => {
    const s = st();
    const user = maybeUser(c);
    const discounted = new Set(s.offers.map((o) => o.firmId));
    const firms = cityFirms(c)
      .filter((f) => discounted.has(f.id) || f.discounts.length > 0)
      .map((f) => firmShort(s, f, user, here(c)));
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
  app.get(`${V1}/screen/home/menu-tabs`, () =>
    send(
      'listHomeMenuTabs',
      200,
      st().menuTabs.map(({ categoryIds: _ids, ...tab }) => tab),
    ),
  );
  app.get(`${V1}/screen/home/categories`, (c) => send('listHomeCategories', 200, categoriesOf(int(c.req.query('menuTabId')))));
  app.get(`${V1}/screen/home/reviews`, (c) => {
    const s = st();
    const limit = Math.max(1, int(c.req.query('limit')) || 10);
    const ids = new Set(cityFirms(c).map((f) => f.id));
    const latest = s.reviews
      .filter((r) => ids.has(r.firmId) && r.rating >= 4)
      .sort((a, b) => b.createdAt - a.createdAt)
      .slice(0, limit);
    return send(
      'listHomeReviews',
      200,
      latest.map((r) => ({ ...reviewJson(s, r), firmId: r.firmId, firmName: s.firms.find((f) => f.id === r.firmId)!.name })),
    );
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
      firms: company.firmIds.map((id) =>
        firmShort(
          s,
          s.firms.find((f) => f.id === id)!,
          user,
          here(c),
        ),
      ),
    });
  });
  app.get(`${V2}/compilations/ad`, (c) => send('listAdCompilations', 200, adCompilations(c)));
  app.get('/rest/common/countries', () => send('listCountries', 200, st().countries));
  app.get(`${V2}/reservations/url/:token`, (c) => {
    const target = st().reservationUrls[c.req.param('token')];
    const reservation = st().reservations.find((r) => r.reminderToken === c.req.param('token'));
    if (reservation)
      return send('resolveReservationUrl', 200, {
        type: 'RESERVATION',
        firmId: reservation.firmId,
        masterId: reservation.items[0]!.masterId,
        serviceIds: reservation.items.map((i) => i.serviceId),
        reservationId: reservation.id,
      });
    if (!target) return notFound('Ссылка не найдена');
    return send('resolveReservationUrl', 200, target);
  });
  app.get(`${V2}/configs`, (c) =>
    send('getClientConfig', 200, {
      supportPhone: '+77470001122',
      supportWhatsapp: '+77470001122',
      minAppVersion: '15.0.0',
      defaultCityId: DEFAULT_CITY_ID,
      currency: currencyOf(c.req.header('country_code')),
      features: { ...st().features },
    }),
  );
  app.get(`${V1}/favorite-firms`, requireUser, (c) => {
    const user = c.var.user;
    const s = st();
    const ids = s.favorites.filter((f) => f.userId === user).map((f) => f.firmId);
    return send(
      'listFavoriteFirms',
      200,
      ids.map((id) =>
        firmShort(
          s,
          s.firms.find((f) => f.id === id)!,
          user,
        ),
      ),
    );
  });

  return app;
}
