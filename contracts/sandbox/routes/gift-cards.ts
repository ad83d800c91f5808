// openapi/paths/gift-cards.yaml: gift-card designs and limits, buying one (paid with a saved card, a new one
// through 3-D Secure, or in parts on the installment stand-in), a gift card by id or by its link's token.
// Also the two prepayment operations of the bnpl module (openapi/paths/reservation.yaml, beside the other
// payPrepayment* ops): a prepayment paid from a gift card's balance (payPrepaymentGiftCard) and in parts on the
// provider's installment page (payPrepaymentInstallment, only while the `bnpl` feature is on).
import { Hono, type Context } from 'hono';
import { invalid, notFound, problem, send } from '../http';
import { currencyOf, currencySign, giftCardConfigOf } from '../seed';
import { newId, token, type State } from '../state';
import { isoLocal } from '../time';
import { V2, int, json, request, type AppContext, type S } from './common';
import { payments } from './payments';
import { GIFT_CODE_LIMITS, limits } from '../limits';

/** A gift card's code as typed: case, spaces and dashes do not count. */
export const giftCardCodeKey = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

export function giftCardsRoutes(ctx: AppContext) {
  const app = new Hono();
  const { st, requireUser, maybeUser, me, caller: addressOf } = request(ctx);
  const { cardsOf, threeDsStep, markGiftCardPaid, markPrepaymentPaid, prepaymentReservation, payable } = payments(ctx);
  /** Buy now, pay later is offered while the `bnpl` feature of v2/configs is on. */
  const bnplOn = () => st().features.bnpl;
  /** The provider's installment page (the sandbox's stand-in, stand-ins.ts) for a prepayment or a gift card. */
  const installmentPage = (c: Context, what: { reservationId: number } | { giftCardId: number }, returnUrl: string, failureUrl: string | undefined) => {
    const paymentId = String(newId(st(), 1192000000));
    const url = new URL(`${ctx.origin(c.req.raw)}/__sandbox/installment`);
    for (const [key, value] of Object.entries(what)) url.searchParams.set(key, String(value));
    url.searchParams.set('paymentId', paymentId);
    url.searchParams.set('returnUrl', returnUrl);
    if (failureUrl) url.searchParams.set('failureUrl', failureUrl);
    return { redirectUrl: url.toString(), paymentId };
  };
  const giftCardJson = ({ userId: _u, ...g }: State['giftCards'][number]): S['GiftCard'] => g;
  /** Gift cards follow the buyer's country (`country_code`, Kazakhstan without one): its amounts and currency. */
  const giftCardConfigFor = (c: Context) => giftCardConfigOf(st(), currencyOf(c.req.header('country_code')));

  app.get(`${V2}/gift-cards/configs`, (c) => send('getGiftCardConfigs', 200, giftCardConfigFor(c)));
  app.get(`${V2}/gift-cards/get-by-token`, (c) => {
    const g = st().giftCards.find((x) => x.token === c.req.query('token'));
    if (!g) return notFound('Подарочная карта не найдена');
    return send('getGiftCardByToken', 200, giftCardJson(g));
  });
  app.get(`${V2}/gift-cards`, requireUser, (c) => {
    const user = c.var.user;
    const mine = st().giftCards.filter((g) => g.userId === user);
    return send('listGiftCards', 200, [...mine].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id).map(giftCardJson));
  });
  app.post(`${V2}/gift-cards`, requireUser, async (c) => {
    const user = c.var.user;
    const s = st();
    const body = await json(c, 'createGiftCard');
    const cfg = giftCardConfigFor(c);
    if (!body.amount || body.amount < cfg.minAmount || body.amount > cfg.maxAmount)
      return invalid('amount', `Сумма от ${cfg.minAmount} до ${cfg.maxAmount} ${currencySign(cfg.currency)}`);
    const design = cfg.designs.find((d) => d.id === body.designId);
    if (!design) return invalid('designId', 'Выберите дизайн');
    if (!body.recipientName?.trim()) return invalid('recipientName', 'Укажите имя получателя');
    const id = newId(s, 6700);
    const g = {
      userId: user,
      id,
      status: 'AWAITING_PAYMENT' as const,
      amount: body.amount,
      balance: body.amount,
      currency: cfg.currency,
      design,
      recipientName: body.recipientName.trim(),
      recipientPhone: body.recipientPhone ?? null,
      senderName: body.senderName ?? me(user).name,
      message: body.message ?? null,
      token: token('gc'),
      code: null,
      expiresAt: null,
      createdAt: isoLocal(ctx.now()),
    };
    s.giftCards.push(g);
    return send('createGiftCard', 201, giftCardJson(g));
  });
  app.get(`${V2}/gift-cards/:giftCardId{[0-9]+}`, requireUser, (c) => {
    const user = c.var.user;
    const g = st().giftCards.find((x) => x.id === int(c.req.param('giftCardId')) && x.userId === user);
    if (!g) return notFound('Подарочная карта не найдена');
    return send('getGiftCard', 200, giftCardJson(g));
  });
  app.post(`${V2}/gift-cards/:giftCardId{[0-9]+}/pay`, requireUser, async (c) => {
    const user = c.var.user;
    const g = st().giftCards.find((x) => x.id === int(c.req.param('giftCardId')) && x.userId === user);
    if (!g) return notFound('Подарочная карта не найдена');
    if (g.status !== 'AWAITING_PAYMENT') return problem(409, 'ALREADY_PAID', 'Карта уже оплачена');
    const body = await json(c, 'payGiftCard');
    if (body.method === 'SAVED_CARD') {
      if (!cardsOf(user).some((x) => x.id === body.cardId)) return invalid('cardId', 'Карта не найдена');
      markGiftCardPaid(g.id);
      return send('payGiftCard', 200, { status: 'SUCCEEDED', redirectUrl: null, message: null });
    }
    if (body.method === 'INSTALLMENT') {
      if (!bnplOn()) return problem(409, 'INSTALLMENT_UNAVAILABLE', 'Оплата частями сейчас недоступна');
      if (!body.returnUrl) return invalid('returnUrl', 'Нужен адрес возврата');
      const page = installmentPage(c, { giftCardId: g.id }, body.returnUrl, body.failureUrl);
      return send('payGiftCard', 200, { status: 'REDIRECT', redirectUrl: page.redirectUrl, message: null });
    }
    if (!body.cryptogram) return invalid('cryptogram', 'Неверные данные карты');
    // The bank returns to the backend's TermUrl (completePrepayment3ds), whatever the request's deprecated termUrl says.
    const step = threeDsStep(c, { kind: 'gift-card', giftCardId: g.id, userId: user });
    return send('payGiftCard', 200, {
      status: 'REQUIRES_3DS',
      redirectUrl: null,
      message: null,
      threeDs: { acsUrl: step.acsUrl, paReq: step.paReq, md: String(step.transactionId), termUrl: step.termUrl },
    });
  });

  // A prepayment paid from a gift card's balance: the whole prepayment at once, or refused (see the contract).
  app.post(`${V2}/reservations/:reservationId{[0-9]+}/prepayments/gift-card`, async (c) => {
    const r = prepaymentReservation(c);
    if (r instanceof Response) return r;
    const refused = payable(r);
    if (refused) return refused;
    const body = await json(c, 'payPrepaymentGiftCard');
    const key = giftCardCodeKey(body.code ?? '');
    if (!key) return invalid('code', 'Введите код подарочной карты');
    // Codes cannot be guessed: wrong tries are limited per reservation and per caller, then even the right code waits.
    const now = ctx.now();
    const user = maybeUser(c);
    // The client's address is the peer's (or a trusted proxy's last hop: caller.ts), never a header the client wrote.
    const caller = user !== null ? `user ${user}` : `address ${addressOf(c)}`;
    // Limits (limits.ts GIFT_CODE_LIMITS): the wrong codes on this reservation, and this caller's over all of them.
    const counters = limits(st(), now);
    const onReservation = `gift-code:reservation:${r.id}`;
    const byCaller = `gift-code:caller:${caller}`;
    const retryAfter = Math.max(counters.wait(onReservation, GIFT_CODE_LIMITS.reservation), counters.wait(byCaller, GIFT_CODE_LIMITS.caller));
    if (retryAfter > 0) {
      ctx.log(`refused gift-card code on reservation ${r.id} 429: too many wrong codes (${caller})`);
      return problem(429, 'TOO_MANY_ATTEMPTS', 'Слишком много неверных кодов, попробуйте позже', undefined, { 'Retry-After': String(retryAfter) });
    }
    const g = st().giftCards.find((x) => !!x.code && giftCardCodeKey(x.code) === key);
    if (!g || g.status === 'CANCELLED') {
      counters.count(onReservation, GIFT_CODE_LIMITS.reservation);
      counters.count(byCaller, GIFT_CODE_LIMITS.caller);
      return problem(404, 'GIFT_CARD_NOT_FOUND', 'Подарочная карта с таким кодом не найдена');
    }
    if (g.status === 'AWAITING_PAYMENT') return problem(409, 'GIFT_CARD_NOT_PAID', 'Подарочная карта ещё не оплачена');
    if (g.status === 'EXPIRED' || (!!g.expiresAt && Date.parse(g.expiresAt) < ctx.now()))
      return problem(409, 'GIFT_CARD_EXPIRED', 'Срок действия подарочной карты истёк');
    if (g.status === 'USED' || g.balance <= 0) return problem(409, 'GIFT_CARD_USED', 'Подарочная карта уже израсходована');
    const currency = st().firms.find((f) => f.id === r.firmId)?.currency;
    if (currency && g.currency !== currency) return problem(409, 'GIFT_CARD_CURRENCY', 'Подарочная карта в другой валюте');
    const amount = r.prepayment!.amount;
    if (g.balance < amount) return problem(409, 'GIFT_CARD_NOT_ENOUGH', 'На подарочной карте недостаточно средств');
    g.balance -= amount;
    if (g.balance === 0) g.status = 'USED';
    markPrepaymentPaid(r.id, null, `GIFT_CARD ${g.id}`);
    return send('payPrepaymentGiftCard', 200, {
      status: 'SUCCEEDED',
      transactionId: String(newId(st(), 504000000)),
      amount,
      balance: g.balance,
      currency: g.currency,
    });
  });
  // In parts on the provider's installment page (the sandbox's stand-in), like PayBox's redirect.
  app.post(`${V2}/reservations/:reservationId{[0-9]+}/prepayments/installment`, async (c) => {
    const r = prepaymentReservation(c);
    if (r instanceof Response) return r;
    const refused = payable(r);
    if (refused) return refused;
    if (!bnplOn()) return problem(409, 'INSTALLMENT_UNAVAILABLE', 'Оплата частями сейчас недоступна');
    const body = await json(c, 'payPrepaymentInstallment');
    if (!body.returnUrl) return invalid('returnUrl', 'Нужен адрес возврата');
    return send('payPrepaymentInstallment', 200, installmentPage(c, { reservationId: r.id }, body.returnUrl, body.failureUrl));
  });

  return app;
}
