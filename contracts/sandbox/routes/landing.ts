// openapi/paths/landing.yaml: the salon owners' landing request, tariffs and subscription prices by country.
import { Hono } from 'hono';
import { invalid, notFound, send } from '../http';
import { newId } from '../state';
import { isPossiblePhone } from '../phone';
import { isoLocal } from '../time';
import { json, request, type AppContext, type S } from './common';

export function landingRoutes(ctx: AppContext) {
  const app = new Hono();
  const { st } = request(ctx);

  app.get('/rest/common/tariffs', (c) => {
    const country = c.req.query('country');
    const version = c.req.query('tariffVersion');
    const list = st().tariffs.filter((t) => t.country === country && (!version || t.tariffVersion === version));
    if (!list.length) return notFound('Тарифы для этой страны не найдены');
    return send(
      'listTariffs',
      200,
      list.map(({ country: _c, ...t }) => t),
    );
  });
  app.get('/rest/common/subscription-prices', (c) => {
    const list = st().subscriptionPrices.filter((t) => t.country === c.req.query('country'));
    if (!list.length) return notFound('Цены для этой страны не найдены');
    return send(
      'listSubscriptionPrices',
      200,
      list.map(({ country: _c, ...t }) => t),
    );
  });
  app.post('/rest/v1/landing/request', async (c) => {
    const body = await json(c, 'createLandingRequest');
    if (!body.name?.trim()) return invalid('name', 'Укажите имя');
    if (!isPossiblePhone(body.phone)) return invalid('phone', 'Неверный номер телефона');
    if (!body.salonName?.trim()) return invalid('salonName', 'Укажите название салона');
    const id = newId(st(), 7700);
    st().landingRequests.push({ ...(body as S['LandingRequest']), id, at: ctx.now() });
    return send('createLandingRequest', 201, { id, createdAt: isoLocal(ctx.now()), message: 'Спасибо! Мы перезвоним в течение рабочего дня.' });
  });

  return app;
}
