// openapi/paths/master.yaml: a master's profile and reviews, professions and the masters of one, the contest,
// masters' promotions.
import { Hono } from 'hono';
import { notFound, send } from '../http';
import { daySlots, reviewsOfMaster, type State } from '../state';
import { firmShort, masterShort, service } from '../json';
import { DAY, localMidnight } from '../time';
import { V1, cityOf, int, page, paged, request, type AppContext } from './common';

export function masterRoutes(ctx: AppContext) {
  const app = new Hono();
  const { st, maybeUser, cityFirms, reviewPage } = request(ctx);
  const masterOf = (id: string | undefined) => st().masters.find((m) => m.id === int(id));

  // Each profession's count is of the masters its list shows: the client's city's (city_id).
  app.get(`${V1}/masters/professions`, (c) => {
    const s = st();
    const inCity = inCityOf(s, cityOf(c));
    return send(
      'listProfessions',
      200,
      s.professions.map((p) => ({ ...p, mastersCount: s.masters.filter((m) => m.professionId === p.id && inCity(m)).length })),
    );
  });
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
    return send('listMasterReviews', 200, reviewPage(reviewsOfMaster(st(), m.id), c));
  });
  app.get(`${V1}/masters/:professionId{[0-9]+}`, (c) => {
    const s = st();
    const id = int(c.req.param('professionId'));
    if (!s.professions.some((p) => p.id === id)) return notFound('Профессия не найдена');
    const inCity = inCityOf(s, cityOf(c));
    const masters = s.masters
      .filter((m) => m.professionId === id && inCity(m))
      .sort((a, b) => b.rating - a.rating || a.id - b.id)
      .map((m) => masterShort(s, m));
    return send('listMastersByProfession', 200, paged(masters, page(c)));
  });
  app.get(`${V1}/contest/master/:masterId{[0-9]+}`, (c) => {
    const s = st();
    const m = masterOf(c.req.param('masterId'));
    if (!m) return notFound('Мастер не найден');
    const city = s.firms.find((f) => f.id === m.firmId)!.cityId;
    const ranked = s.masters
      .filter((x) => s.firms.find((f) => f.id === x.firmId)!.cityId === city)
      .sort((a, b) => b.rating * b.reviewCount - a.rating * a.reviewCount || a.id - b.id);
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
          price: { from: Math.round(((sv?.price ?? 0) * (100 - d.discountPercent)) / 100), currency: f.currency },
          serviceId: sid ?? null,
          validUntil: d.validUntil ?? null,
        };
      });
    return send('listMasterPromotions', 200, promos);
  });

  return app;
}

/** A master works in the city (every city when none is given). */
function inCityOf(s: State, city: number | undefined) {
  return (m: State['masters'][number]) => city === undefined || s.firms.find((f) => f.id === m.firmId)!.cityId === city;
}
