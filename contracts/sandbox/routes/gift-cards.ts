// openapi/paths/gift-cards.yaml: gift-card designs and limits, buying one (paid with a saved card or a new one
// through 3-D Secure), a gift card by id or by its link's token.
import { Hono, type Context } from 'hono';
import { invalid, notFound, problem, send } from '../http';
import { currencyOf, currencySign, giftCardConfigOf } from '../seed';
import { newId, token, type State } from '../state';
import { isoLocal } from '../time';
import { V2, int, json, request, type AppContext, type S } from './common';
import { cardPaymentPage, payments } from './payments';

export function giftCardsRoutes(ctx: AppContext) {
  const app = new Hono();
  const { st, needUser, me } = request(ctx);
  const { cardsOf, threeDsStep, markGiftCardPaid } = payments(ctx);
  const giftCardJson = ({ userId: _u, ...g }: State['giftCards'][number]): S['GiftCard'] => g;
  /** Gift cards follow the buyer's country (`country_code`, Kazakhstan without one): its amounts and currency. */
  const giftCardConfigFor = (c: Context) => giftCardConfigOf(st(), currencyOf(c.req.header('country_code')));

  app.get(`${V2}/gift-cards/configs`, (c) => send('getGiftCardConfigs', 200, giftCardConfigFor(c)));
  app.get(`${V2}/gift-cards/get-by-token`, (c) => {
    const g = st().giftCards.find((x) => x.token === c.req.query('token'));
    if (!g) return notFound('Подарочная карта не найдена');
    return send('getGiftCardByToken', 200, giftCardJson(g));
  });
  app.get(`${V2}/gift-cards`, (c) => {
    const user = needUser(c);
    if (user instanceof Response) return user;
    const mine = st().giftCards.filter((g) => g.userId === user);
    return send('listGiftCards', 200, [...mine].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id).map(giftCardJson));
  });
  app.post(`${V2}/gift-cards`, async (c) => {
    const user = needUser(c);
    if (user instanceof Response) return user;
    const s = st();
    const body = await json(c, 'createGiftCard');
    const cfg = giftCardConfigFor(c);
    if (!body.amount || body.amount < cfg.minAmount || body.amount > cfg.maxAmount) return invalid('amount', `Сумма от ${cfg.minAmount} до ${cfg.maxAmount} ${currencySign(cfg.currency)}`);
    const design = cfg.designs.find((d) => d.id === body.designId);
    if (!design) return invalid('designId', 'Выберите дизайн');
    if (!body.recipientName?.trim()) return invalid('recipientName', 'Укажите имя получателя');
    const id = newId(s, 6700);
    const g = { userId: user, id, status: 'AWAITING_PAYMENT' as const, amount: body.amount, balance: body.amount, currency: cfg.currency, design, recipientName: body.recipientName.trim(), recipientPhone: body.recipientPhone ?? null, senderName: body.senderName ?? me(user).name, message: body.message ?? null, token: token('gc'), code: null, expiresAt: null, createdAt: isoLocal(ctx.now()) };
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
    const step = threeDsStep(c, { kind: 'gift-card', giftCardId: g.id, userId: user }, body.termUrl ?? cardPaymentPage(c));
    return send('payGiftCard', 200, { status: 'REQUIRES_3DS', redirectUrl: null, message: null, threeDs: { acsUrl: step.acsUrl, paReq: step.paReq, md: String(step.transactionId), termUrl: step.termUrl } });
  });

  return app;
}
