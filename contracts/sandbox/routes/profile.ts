// openapi/paths/profile.yaml: the client's profile, avatar and password, account deletion, payment history and
// cashbacks, visit history, saved cards (added through the 3-D Secure step).
import { Hono } from 'hono';
import { empty, invalid, notFound, problem, send, tooMany } from '../http';
import { CURRENCY } from '../seed';
import { digits, newId, statusNow, total, type State } from '../state';
import { firmShort } from '../json';
import { isMobilePhone } from '../phone';
import { isoLocal } from '../time';
import { V1, V2, int, json, page, paged, request, userJson, type AppContext, type S } from './common';
import { cardFromCryptogram, cardJson, PAYMENT_RETURN_PAGE, payments, THREE_DS_TERM_PATH } from './payments';
import { smsCodes } from './sms-codes';
import { DELETION_LIMIT, limits, passwordRules } from '../limits';

/** Account deletion requests per phone: at most this many tries in the window (state-bound: reset forgets them). */

export function profileRoutes(ctx: AppContext) {
  const app = new Hono();
  const { st, requireUser, maybeUser, me, caller } = request(ctx);
  const { cardsOf, threeDsStep, chargeConflict, endCharge, markPrepaymentPaid, markGiftCardPaid, settleCertificate } = payments(ctx);
  const codes = smsCodes(ctx);
  const historyItem = (r: State['reservations'][number]): S['ReservationHistoryItem'] => {
    const s = st();
    const now = ctx.now();
    const status = statusNow(r, now);
    return {
      id: r.id,
      firm: firmShort(
        s,
        s.firms.find((f) => f.id === r.firmId)!,
        r.userId,
      ),
      startTime: isoLocal(r.start),
      services: r.items.map((i) => {
        const sv = s.services.find((x) => x.id === i.serviceId)!;
        const m = s.masters.find((x) => x.id === i.masterId)!;
        return { id: sv.id, name: sv.name, durationMinutes: sv.durationMinutes, price: i.price, masterName: `${m.name} ${m.surname}` };
      }),
      totalPrice: total(r),
      currency: s.firms.find((f) => f.id === r.firmId)!.currency,
      status: status === 'COMPLETED' ? 'FINISHED' : status,
      canReview: status === 'COMPLETED' && r.reviewId === null,
      canRepeat: true,
    };
  };

  app.get(`${V1}/my/profiles`, requireUser, (c) => {
    const user = c.var.user;
    return send('getMyProfile', 200, userJson(me(user)));
  });
  app.put(`${V1}/my/profiles`, requireUser, async (c) => {
    const user = c.var.user;
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
  app.post(`${V1}/my/profiles/avatar-upload`, requireUser, async (c) => {
    const user = c.var.user;
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
    // same bytes are also at /__sandbox/avatars/<key> on the sandbox's own origin (routes/stand-ins.ts).
    u.avatarUrl = `data:${file.type};base64,${Buffer.from(bytes).toString('base64')}`;
    return send('uploadMyAvatar', 200, userJson(u));
  });
  app.post(`${V1}/my/profiles/password-change`, requireUser, async (c) => {
    const user = c.var.user;
    const body = await json(c, 'changeMyPassword');
    const u = me(user);
    // A wrong old password counts as a wrong sign-in password (limits.ts passwordRules): a stolen session cannot guess
    // it faster; while a limit holds, every old password, the right one too, is 429 with Retry-After.
    const counters = limits(st(), ctx.now());
    const rules = passwordRules(digits(u.phone), caller(c));
    const wait = () => Math.max(...rules.map(([key, rule]) => counters.wait(key, rule)));
    if (wait() > 0) return tooMany(wait());
    if (body.oldPassword !== u.password) {
      for (const [key, rule] of rules) counters.count(key, rule);
      if (wait() > 0) return tooMany(wait());
      return invalid('oldPassword', 'Неверный текущий пароль');
    }
    counters.clear(rules[0][0]);
    if (!body.newPassword || body.newPassword.length < 6) return invalid('newPassword', 'Пароль не короче 6 символов');
    u.password = body.newPassword;
    return empty('changeMyPassword', 204);
  });
  // Account deletion: signed in, the bearer's account (the phone must be its phone); not signed in, the phone's SMS
  // code. At most DELETION_LIMIT's tries per phone in its window (wrong codes count), then 429.
  app.post('/rest/common/requests/account-deletion', async (c) => {
    const body = await json(c, 'requestAccountDeletion');
    if (!isMobilePhone(body.phone)) return invalid('phone', 'Неверный номер телефона');
    const now = ctx.now();
    const phone = digits(body.phone);
    const counters = limits(st(), now);
    const key = `deletion:${phone}`;
    const retryAfter = counters.wait(key, DELETION_LIMIT);
    if (retryAfter > 0) {
      return problem(429, 'TOO_MANY_REQUESTS', 'Слишком много запросов, повторите позже', undefined, { 'Retry-After': String(retryAfter) });
    }
    counters.count(key, DELETION_LIMIT);
    const user = maybeUser(c);
    if (user !== null) {
      // Signed in, the bearer alone deletes nothing (a stolen token must not): the password or the phone's SMS code
      // too, refused as field errors (422) so the session stays.
      if (digits(me(user).phone ?? '') !== phone) return invalid('phone', 'Это не телефон вашего аккаунта');
      if (body.password !== undefined) {
        if (body.password !== me(user).password) return invalid('password', 'Неверный пароль');
      } else if (body.smsCode !== undefined) {
        const code = codes.check(c, phone, body.smsCode);
        if (!code.ok) return codes.invalidCode('smsCode', code);
      } else return invalid('password', 'Введите пароль от аккаунта или код из SMS');
    } else if (!body.smsCode) {
      return problem(401, 'BAD_SMS_CODE', 'Нужен код из SMS, отправленный на этот телефон');
    } else {
      // The code's rule, shared with every operation that takes the code (routes/sms-codes.ts).
      const code = codes.check(c, phone, body.smsCode);
      if (!code.ok) return codes.unauthorizedCode(code);
    }
    st().deletionRequests.push({ phone: body.phone, reason: body.reason ?? null, at: ctx.now() });
    // Every session of the account ends: its access tokens answer 401 and its refresh tokens are spent.
    const account = user ?? st().users.find((u) => digits(u.phone) === phone)?.id;
    if (account !== undefined) {
      for (const session of st().sessions.filter((x) => x.userId === account)) st().spentRefreshTokens.add(session.refreshToken);
      st().sessions = st().sessions.filter((x) => x.userId !== account);
    }
    ctx.log(`account deletion requested for ${body.phone}; its sessions revoked`);
    return empty('requestAccountDeletion', 204);
  });
  app.get(`${V1}/payments/history`, requireUser, (c) => {
    const user = c.var.user;
    const items = st()
      .payments.filter((p) => p.userId === user)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map(({ userId: _u, ...p }) => p);
    return send('listPaymentHistory', 200, paged(items, page(c)));
  });
  app.get(`${V1}/my/cashbacks`, requireUser, (c) => {
    const user = c.var.user;
    const operations = st()
      .cashbacks.filter((x) => x.userId === user)
      .map(({ userId: _u, ...x }) => x)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const balance = operations.reduce((a, x) => a + (x.type === 'ACCRUAL' ? x.amount : -x.amount), 0);
    return send('getMyCashbacks', 200, { balance, currency: CURRENCY, operations });
  });
  app.get(`${V2}/reservations/history`, requireUser, (c) => {
    const user = c.var.user;
    const firmId = int(c.req.query('firmId'));
    const now = ctx.now();
    const items = st()
      .reservations.filter((r) => r.userId === user && (Number.isNaN(firmId) || r.firmId === firmId) && !['PENDING', 'CONFIRMED'].includes(statusNow(r, now)))
      .sort((a, b) => b.start - a.start)
      .map(historyItem);
    return send('listReservationHistory', 200, paged(items, page(c)));
  });
  app.get(`${V2}/reservations/history/firms`, requireUser, (c) => {
    const user = c.var.user;
    const s = st();
    const ids = [
      ...new Set(
        // Where the client has been: a finished visit, not one still ahead nor a cancelled or missed one.
        s.reservations
          .filter((r) => r.userId === user && statusNow(r, ctx.now()) === 'COMPLETED')
          .sort((a, b) => b.start - a.start)
          .map((r) => r.firmId),
      ),
    ];
    return send(
      'listReservationHistoryFirms',
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

  app.get(`${V1}/payments/cards`, requireUser, (c) => {
    const user = c.var.user;
    return send('listPaymentCards', 200, cardsOf(user).map(cardJson));
  });
  app.post(`${V1}/payments/cards`, requireUser, async (c) => {
    const user = c.var.user;
    const body = await json(c, 'createPaymentCard');
    if (!body.cryptogram || body.cryptogram.length < 10) return invalid('cryptogram', 'Неверные данные карты');
    const card = cardFromCryptogram(body.cryptogram, newId(st(), 810));
    const step = threeDsStep(c, { kind: 'card', userId: user, card });
    return send('createPaymentCard', 200, step);
  });
  app.post(`${V1}/payments/cards/3ds`, requireUser, async (c) => {
    const user = c.var.user;
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
  // The bank's form post after every 3-D Secure step (designed completePrepayment3ds, the TermUrl of a prepayment's,
  // a gift card's and a card being saved): the backend checks PaRes with the processor, completes what the step was
  // for, then sends the browser on to the app's return page with the outcome. Called by the bank's page, so no
  // client credentials.
  app.post(THREE_DS_TERM_PATH, async (c) => {
    const form = await c.req.parseBody();
    const md = String(form.MD ?? '');
    const paRes = String(form.PaRes ?? '');
    const pending = st().threeDs.get(md);
    const confirmed = paRes === `sbx-pares-${md}`;
    const to = new URLSearchParams();
    if (!pending) {
      to.set('status', 'declined');
      to.set('reason', 'NOT_FOUND');
    } else {
      // What the step was for: its ids in the return page's query, what completes it once the bank confirmed it (or
      // what a refusal undoes) and the status then. A card being saved is saved as completePaymentCard3ds does (the
      // first one the default); a certificate is PAID with its code or, declined, CANCELLED.
      const step: { ids: Record<string, string | number>; done: string; complete: () => void; decline?: () => void; refusal?: string | null } =
        pending.kind === 'card'
          ? {
              ids: { cardId: pending.card.id },
              done: 'saved',
              complete: () => st().cards.push({ ...pending.card, isDefault: cardsOf(pending.userId).length === 0, userId: pending.userId }),
            }
          : pending.kind === 'gift-card'
            ? { ids: { giftCardId: pending.giftCardId }, done: 'paid', complete: () => markGiftCardPaid(pending.giftCardId) }
            : pending.kind === 'certificate'
              ? {
                  ids: { certificatePurchaseId: pending.purchaseId },
                  done: 'paid',
                  complete: () => settleCertificate(pending.purchaseId, true),
                  decline: () => settleCertificate(pending.purchaseId, false),
                }
              : {
                  ids: { reservationId: pending.reservationId, ...(pending.token ? { token: pending.token } : {}) },
                  done: 'paid',
                  // The bank's refusal, else a charge that must not be taken: the prepayment was paid meanwhile
                  // (ALREADY_PAID) or a newer charge superseded this one (SUPERSEDED). Never paid twice.
                  refusal: pending.refusal ?? chargeConflict(pending.reservationId, md),
                  complete: () => markPrepaymentPaid(pending.reservationId, pending.saveCard, 'CLOUD_PAYMENTS'),
                };
      for (const [name, value] of Object.entries(step.ids)) to.set(name, String(value));
      const refusal = confirmed ? (step.refusal ?? null) : 'THREE_DS_FAILED';
      if (refusal) {
        step.decline?.();
        to.set('status', 'declined');
        to.set('reason', refusal);
      } else {
        step.complete();
        to.set('status', step.done);
      }
      st().threeDs.delete(md);
      if (pending.kind === 'prepayment') endCharge(pending.reservationId, md);
    }
    // A page that moves on by itself (meta refresh, no script): a 303 would be followed by the proxies in between.
    const next = `${PAYMENT_RETURN_PAGE}?${to}`.replace(/&/g, '&amp;');
    return c.html(
      `<!doctype html><html lang="ru"><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${next}"><title>Оплата</title><p><a href="${next}">Продолжить</a></p></html>`,
    );
  });
  app.put(`${V1}/payments/cards/:cardId{[0-9]+}/default`, requireUser, (c) => {
    const user = c.var.user;
    const id = int(c.req.param('cardId'));
    const mine = cardsOf(user);
    if (!mine.some((x) => x.id === id)) return notFound('Карта не найдена');
    for (const card of mine) card.isDefault = card.id === id;
    return empty('setDefaultPaymentCard', 204);
  });
  app.delete(`${V1}/payments/cards/:cardId{[0-9]+}`, requireUser, (c) => {
    const user = c.var.user;
    const id = int(c.req.param('cardId'));
    const card = cardsOf(user).find((x) => x.id === id);
    if (!card) return notFound('Карта не найдена');
    st().cards = st().cards.filter((x) => x !== card);
    const rest = cardsOf(user);
    if (card.isDefault && rest[0]) rest[0].isDefault = true;
    return empty('deletePaymentCard', 204);
  });

  return app;
}
