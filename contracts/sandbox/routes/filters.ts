// openapi/paths/filters.yaml: firm search (query, category, filters, sort, paging), its filter, sort and location
// options, and a category's page.
import { Hono } from 'hono';
import { notFound, send } from '../http';
import { currencySign } from '../seed';
import { freeTimes, type State } from '../state';
import { firmShort } from '../json';
import { minutesOf, startOfLocalDay } from '../time';
import { V1, cityOf, here, int, page, paged, request, type AppContext, type S } from './common';
import type { Context } from 'hono';

/**
 * The search by free time of a request (`date`, `timeFrom`, `timeTo`): null without a `date`; else the day and the
 * window in minutes. The services a salon is searched for: those whose name has the `query`, else those of the
 * category (a subcategory, or any subcategory of a top category), else all the salon's.
 */
function whenOf(c: Context) {
  const date = c.req.query('date');
  if (!date) return null;
  const dayStart = startOfLocalDay(date);
  if (Number.isNaN(dayStart)) return null;
  return { dayStart, from: minutesOf(c.req.query('timeFrom') ?? '00:00'), to: minutesOf(c.req.query('timeTo') ?? '24:00') };
}

/** Each firm's first free times in the window (empty when it has none), by `freeTimes`, the booking's rule. */
function withFreeTimes(s: State, firms: S['FirmShort'][], when: NonNullable<ReturnType<typeof whenOf>>, query: string, categoryId: number, now: number) {
  const inCategory = (categoryIds: number) =>
    Number.isNaN(categoryId) ||
    categoryIds === categoryId ||
    s.categories.some((cat) => cat.id === categoryId && (cat.subcategories ?? []).some((sub) => sub.id === categoryIds));
  return firms.map((f) => {
    const own = s.services.filter((x) => x.firmId === f.id);
    const named = query ? own.filter((x) => x.name.toLowerCase().includes(query)) : [];
    const services = named.length ? named : own.filter((x) => inCategory(x.categoryId));
    const firm = s.firms.find((x) => x.id === f.id)!;
    return {
      ...f,
      freeTimes: freeTimes(
        s,
        firm,
        services.map((x) => x.id),
        when.dayStart,
        when.from,
        when.to,
        now,
      ),
    };
  });
}

/** Only the firms with a free time, ordered by the earliest one when `sort` is EARLIEST (ties as they were). */
function freeOnly(items: S['FirmShort'][], sort: string | undefined) {
  const open = items.filter((f) => (f.freeTimes ?? []).length > 0);
  if (sort === 'EARLIEST') open.sort((a, b) => Date.parse(a.freeTimes![0]!.startTime) - Date.parse(b.freeTimes![0]!.startTime));
  return open;
}

export function filtersRoutes(ctx: AppContext) {
  const app = new Hono();
  const { st, maybeUser, cityFirms, cityCurrency } = request(ctx);

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
    const when = whenOf(c);
    if (when) items = freeOnly(withFreeTimes(s, items, when, query, categoryId, ctx.now()), sort);
    return send('searchFirms', 200, paged(items, page(c)));
  });
  app.get(`${V1}/firms/search/filterOptions`, (c) => {
    // The price options in the currency of the client's city.
    const sign = currencySign(cityCurrency(c));
    return send('listSearchFilterOptions', 200, [
      {
        key: 'features',
        title: 'Особенности',
        type: 'MULTIPLE',
        options: [
          { value: 'ONLINE_PREPAYMENT', title: 'Онлайн-предоплата' },
          { value: 'EXPRESS', title: 'Экспресс-запись' },
        ],
      },
      {
        key: 'price',
        title: 'Цена',
        type: 'SINGLE',
        options: [
          { value: 'TO_5000', title: `до 5\u00a0000\u00a0${sign}` },
          { value: 'FROM_5000', title: `от 5\u00a0000\u00a0${sign}` },
        ],
      },
    ]);
  });
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
  app.get(`${V1}/categories/:categoryId{[0-9]+}`, (c) => {
    const s = st();
    const id = int(c.req.param('categoryId'));
    const category = s.categories.flatMap((cat) => [cat, ...(cat.subcategories ?? [])]).find((cat) => cat.id === id);
    if (!category) return notFound('Категория не найдена');
    const user = maybeUser(c);
    let firms = cityFirms(c)
      .filter((f) => f.categoryIds.includes(id) || s.services.some((x) => x.firmId === f.id && x.categoryId === id))
      .map((f) => firmShort(s, f, user, here(c)));
    if (c.req.query('sort') === 'PRICE_ASC') firms.sort((a, b) => (a.priceFrom ?? 0) - (b.priceFrom ?? 0));
    else firms.sort((a, b) => b.rating - a.rating || a.id - b.id);
    const when = whenOf(c);
    if (when) firms = freeOnly(withFreeTimes(s, firms, when, '', id, ctx.now()), c.req.query('sort'));
    return send('getCategoryPage', 200, { category, firms: paged(firms, page(c)) });
  });

  return app;
}
