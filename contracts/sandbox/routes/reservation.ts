// openapi/paths/reservation.yaml: booking (the firm's booking data, service allocation, free times, preview, SMS
// codes, create, express), the client's reservations (list, get, move, cancel), prepayments (CloudPayments with
// 3-D Secure, PayBox, a saved card, by link), complaints, reminder and room info, gift and subscription certificates.
import { Hono } from 'hono';
import { invalid, notFound, problem, send, tooMany } from '../http';
import { RESEND_AFTER_SECONDS } from '../limits';
import { SMS_CODE, media, prepaymentOf } from '../seed';
import {
  canCancel,
  groupPrice,
  groupSizes,
  nearestExpress,
  nextFreeSlot,
  newId,
  newReservation,
  placeBooking,
  prepaymentDeadline,
  statusNow,
  userByPhone,
} from '../state';
import { firmShort, masterShort, reservationJson, reservationShort, service, serviceCategories } from '../json';
import { isMobilePhone } from '../phone';
import { DAY, isoLocal, parseInstant } from '../time';
import { V1, V2, cityOf, int, json, page, paged, request, type AppContext, type S } from './common';
import { cardFromCryptogram, cardJson, cardNeedsThreeDs, cardRefusal, certificateCode, payments } from './payments';

const REFUSALS: Record<string, string> = {
  INSUFFICIENT_FUNDS: 'Недостаточно средств на карте',
  DECLINED: 'Банк отклонил платёж',
  EXPIRED_CARD: 'Срок действия карты истёк',
};
import { BOOKING_DAYS_AHEAD, drafts } from './reservation-draft';
import { smsCodes } from './sms-codes';

export function reservationRoutes(ctx: AppContext) {
  const app = new Hono();
  const { st, who, requireUser, maybeUser, firmOf, ownReservation } = request(ctx);
  const { cardsOf, threeDsStep, prepaymentChallenge, markPrepaymentPaid, prepaymentReservation, prepaymentInfo, payable, payBoxPage } = payments(ctx);
  const { serviceIdsOf, timesRequest, day, checkDraft, smsNeeded } = drafts(ctx);
  const codes = smsCodes(ctx);

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
    const services = ids.map((id) => ({
      serviceId: id,
      masterIds: s.masters.filter((m) => m.firmId === firm.id && m.serviceIds.includes(id)).map((m) => m.id),
      anyMasterAllowed: true,
    }));
    const masterIds = new Set(services.flatMap((x) => x.masterIds));
    return send('getServiceAllocation', 200, {
      firmId: firm.id,
      services,
      masters: s.masters.filter((m) => masterIds.has(m.id)).map((m) => masterShort(s, m)),
    });
  });
  /** The first free time from the first day asked on (designed `nextFreeTime`): `nextFreeSlot`, the booking's rule. */
  const nextFree = (r: Exclude<ReturnType<typeof timesRequest>, Response>) => {
    const slot = nextFreeSlot(st(), r.firm, r.wanted, r.first, ctx.now(), r.people);
    return slot ? { startTime: slot.startTime, masterId: slot.masterId ?? null } : null;
  };
  app.get(`${V1}/reservations/reservation-times`, (c) => {
    const r = timesRequest(c);
    if (r instanceof Response) return r;
    const days = Math.min(31, Math.max(1, int(c.req.query('days')) || 7));
    return send('listReservationTimes', 200, {
      firmId: r.firm.id,
      currency: r.firm.currency,
      timeZone: 'Asia/Aqtau',
      days: Array.from({ length: days }, (_, i) => day(r.firm, r.wanted, r.first + i * DAY, r.people)),
      nextFreeTime: nextFree(r),
      groups: groupSizes(st(), r.firm, r.wanted, ctx.now()),
    });
  });
  app.get(`${V1}/reservations/available-times`, (c) => {
    const r = timesRequest(c);
    if (r instanceof Response) return r;
    return send('listAvailableTimes', 200, {
      firmId: r.firm.id,
      currency: r.firm.currency,
      timeZone: 'Asia/Aqtau',
      days: [day(r.firm, r.wanted, r.first, r.people)],
      nextFreeTime: nextFree(r),
    });
  });

  app.post(`${V1}/reservations/preview`, async (c) => {
    const draft = await json(c, 'previewReservation');
    const checked = checkDraft(draft);
    if (checked instanceof Response) return checked;
    const s = st();
    const { firm, items } = checked;
    const sum = groupPrice(items, checked.people);
    const start = items[0]!.start;
    return send('previewReservation', 200, {
      firmId: firm.id,
      startTime: isoLocal(start),
      endTime: isoLocal(items[items.length - 1]!.end),
      services: items.map((i) => ({
        service: service(s.services.find((x) => x.id === i.serviceId)!),
        master: masterShort(
          s,
          s.masters.find((m) => m.id === i.masterId)!,
        ),
        startTime: isoLocal(i.start),
        endTime: isoLocal(i.end),
        price: i.price,
      })),
      totalPrice: sum,
      currency: firm.currency,
      prepaymentAmount: firm.prepaymentRequired ? prepaymentOf(sum) : 0,
      prepaymentDeadline: firm.prepaymentRequired ? isoLocal(prepaymentDeadline(ctx.now(), start)) : null,
      smsCodeRequired: smsNeeded(maybeUser(c), draft.clientPhone),
    });
  });
  app.post(`${V1}/reservations/sms-code`, async (c) => {
    const body = await json(c, 'sendReservationSmsCode');
    if (!isMobilePhone(body.phone)) return invalid('phone', 'Неверный номер телефона');
    // The sending limits of every SMS code (routes/sms-codes.ts): once a minute for booking, 10 a day per phone.
    const wait = codes.send(c, body.phone, 'BOOKING');
    if (wait > 0) return tooMany(wait, 'TOO_MANY_REQUESTS', 'Код уже отправлен, новый можно запросить позже');
    return send('sendReservationSmsCode', 200, { codeLength: SMS_CODE.length, resendAfterSeconds: RESEND_AFTER_SECONDS });
  });
  app.post(`${V1}/reservations/sms`, async (c) => {
    const body = await json(c, 'checkReservationSmsCode');
    // The code's rule, shared with create and every other operation that takes the code (routes/sms-codes.ts): a
    // caller out of tries is 429, whatever it sends.
    const code = codes.check(c, body.phone, body.code);
    const limited = codes.limited(code);
    if (limited) return limited;
    return send('checkReservationSmsCode', 200, { valid: code.ok, attemptsLeft: code.attemptsLeft });
  });
  app.post(`${V2}/reservations/create`, async (c) => {
    const body = await json(c, 'createReservation');
    const bearer = who(c);
    if (bearer instanceof Response) return bearer;
    const checked = checkDraft(body);
    if (checked instanceof Response) return checked;
    if (!body.clientName?.trim()) return invalid('clientName', 'Укажите имя');
    if (!isMobilePhone(body.clientPhone)) return invalid('clientPhone', 'Неверный номер телефона');
    if (smsNeeded(bearer, body.clientPhone)) {
      const code = codes.check(c, body.clientPhone, body.smsCode);
      // Anonymous: a wrong code is refused like a wrong password (401); signed in, it is a field error. Both say
      // the tries left; a caller out of tries is 429.
      if (!code.ok && bearer === null) return codes.unauthorizedCode(code);
      if (!code.ok) return codes.invalidCode('smsCode', code);
    }
    const r = newReservation(
      st(),
      checked.firm,
      checked.placed,
      {
        userId: bearer ?? userByPhone(st(), body.clientPhone)?.id ?? null,
        peopleCount: body.peopleCount ?? 1,
        comment: body.comment ?? null,
        clientName: body.clientName.trim(),
        clientPhone: body.clientPhone,
      },
      ctx.now(),
    );
    ctx.log(`reservation ${r.id} at ${checked.firm.name}, ${isoLocal(r.start)}; reminder link /rsr?token=${r.reminderToken}`);
    // Whoever just booked can pay the prepayment at once, signed in or not: the create answer alone carries its link's token.
    const prepaymentToken = r.prepayment && !r.prepayment.paid ? { prepaymentToken: r.prepaymentToken } : {};
    return send('createReservation', 201, { ...reservationJson(st(), r, ctx.now(), ctx.cancelWindowMinutes), ...prepaymentToken });
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
    if (!isMobilePhone(body.clientPhone)) return invalid('clientPhone', 'Неверный номер телефона');
    let start = body.startTime ? parseInstant(body.startTime) : Number.NaN;
    if (Number.isNaN(start)) {
      const nearest = nearestExpress(s, firm.id, e, 1, ctx.now())[0];
      if (!nearest) return problem(409, 'SLOT_TAKEN', 'Свободного времени в ближайшие две недели нет');
      start = parseInstant(nearest);
    }
    const placed = placeBooking(s, firm, [{ serviceId: e.serviceId! }], start, ctx.now());
    if (!placed) return problem(409, 'SLOT_TAKEN', 'Это время уже заняли, выберите другое');
    const r = newReservation(
      s,
      firm,
      placed,
      { userId: bearer, peopleCount: 1, comment: body.comment ?? null, clientName: body.clientName, clientPhone: body.clientPhone, express: true },
      ctx.now(),
    );
    return send('createExpressReservation', 201, reservationJson(s, r, ctx.now(), ctx.cancelWindowMinutes));
  });
  app.get(`${V2}/reservations`, requireUser, (c) => {
    const user = c.var.user;
    const type = c.req.query('type');
    if (type !== 'future' && type !== 'past') return invalid('type', 'future или past');
    const s = st();
    const now = ctx.now();
    const mine = s.reservations.filter((r) => r.userId === user);
    const future = (r: (typeof mine)[number]) => ['PENDING', 'CONFIRMED'].includes(statusNow(r, now));
    const items = type === 'future' ? mine.filter(future).sort((a, b) => a.start - b.start) : mine.filter((r) => !future(r)).sort((a, b) => b.start - a.start);
    return send(
      'listReservations',
      200,
      paged(
        items.map((r) => reservationShort(s, r, now, ctx.cancelWindowMinutes)),
        page(c),
      ),
    );
  });
  app.get(`${V2}/reservations/:reservationId{[0-9]+}`, requireUser, (c) => {
    const user = c.var.user;
    const r = ownReservation(c, user);
    if (!r) return notFound('Запись не найдена');
    return send('getReservation', 200, reservationJson(st(), r, ctx.now(), ctx.cancelWindowMinutes));
  });
  app.put(`${V2}/reservations/:reservationId{[0-9]+}`, requireUser, async (c) => {
    const user = c.var.user;
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
    if (checked.placed.companions.length > 0) r.companions = checked.placed.companions;
    else delete r.companions;
    r.start = checked.items[0]!.start;
    r.end = checked.items[checked.items.length - 1]!.end;
    if (body.comment !== undefined) r.comment = body.comment;
    if (body.peopleCount !== undefined) r.peopleCount = body.peopleCount;
    if (r.prepayment && !r.prepayment.paid) r.prepayment.deadline = prepaymentDeadline(ctx.now(), r.start);
    return send('updateReservation', 200, reservationJson(st(), r, ctx.now(), ctx.cancelWindowMinutes));
  });
  app.post(`${V2}/reservations/:reservationId{[0-9]+}/cancel`, requireUser, (c) => {
    const user = c.var.user;
    const r = ownReservation(c, user);
    if (!r) return notFound('Запись не найдена');
    if (!canCancel(r, ctx.now(), ctx.cancelWindowMinutes)) return problem(409, 'CANCEL_NOT_ALLOWED', 'Отменить запись уже нельзя');
    r.status = 'CANCELLED';
    // An unpaid prepayment goes with the reservation (a paid one stays, to be refunded).
    if (r.prepayment && !r.prepayment.paid) r.prepayment = null;
    return send('cancelReservation', 200, reservationJson(st(), r, ctx.now(), ctx.cancelWindowMinutes));
  });

  app.get(`${V2}/reservations/:reservationId{[0-9]+}/prepayments`, (c) => {
    const r = prepaymentReservation(c);
    if (r instanceof Response) return r;
    // Saved cards are the signed-in owner's alone: a link visitor (anonymous or another client) sees none.
    const viewer = maybeUser(c);
    return send('getReservationPrepayment', 200, prepaymentInfo(r, viewer !== null && viewer === r.userId ? viewer : null));
  });
  app.get('/rest/v1/client/prepayment-registration/:reservationId{[0-9]+}/:token', (c) => {
    const r = prepaymentReservation(c);
    if (r instanceof Response) return r;
    return send('getPrepaymentByLink', 200, prepaymentInfo(r, null));
  });
  app.post(`${V2}/reservations/:reservationId{[0-9]+}/prepayments/cloud-payments`, async (c) => {
    const r = prepaymentReservation(c);
    if (r instanceof Response) return r;
    const refused = payable(r);
    if (refused) return refused;
    const body = await json(c, 'payPrepaymentCloudPayments');
    if (!body.cryptogram || body.cryptogram.length < 10) return invalid('cryptogram', 'Неверные данные карты');
    const user = maybeUser(c);
    const typed = cardFromCryptogram(body.cryptogram, newId(st(), 810));
    // saveCard is honoured only for the owner paying their own prepayment; anyone else's card is saved to no one.
    const card = body.saveCard && user !== null && user === r.userId ? typed : null;
    // The bank says no after its 3-D Secure page (the sandbox's test cards: cardRefusal); the term address is the backend's.
    const token = c.req.query('token');
    const refusal = cardRefusal(typed.maskedNumber, typed.expiry, ctx.now());
    return send(
      'payPrepaymentCloudPayments',
      200,
      prepaymentChallenge(c, { kind: 'prepayment', reservationId: r.id, userId: user, saveCard: card, refusal, ...(token ? { token } : {}) }),
    );
  });
  app.post(`${V2}/reservations/:reservationId{[0-9]+}/prepayments/cards/:cardId{[0-9]+}`, requireUser, async (c) => {
    const user = c.var.user;
    const r = ownReservation(c, user);
    if (!r) return notFound('Запись не найдена');
    const card = cardsOf(user).find((x) => x.id === int(c.req.param('cardId')));
    if (!card) return notFound('Карта не найдена');
    const refused = payable(r);
    if (refused) return refused;
    const refusal = cardRefusal(card.maskedNumber, card.expiry, ctx.now());
    if (refusal)
      return send('payPrepaymentWithCard', 200, {
        status: 'FAILED',
        transactionId: String(newId(st(), 504000000)),
        threeDs: null,
        message: REFUSALS[refusal],
        reason: refusal,
      });
    // The designated card's bank asks for 3-D Secure on a charge by token too (cardNeedsThreeDs).
    if (cardNeedsThreeDs(card.maskedNumber))
      return send(
        'payPrepaymentWithCard',
        200,
        prepaymentChallenge(c, { kind: 'prepayment', reservationId: r.id, userId: user, saveCard: null, refusal: null }),
      );
    markPrepaymentPaid(r.id, cardJson(card), 'SAVED_CARD');
    return send('payPrepaymentWithCard', 200, { status: 'SUCCEEDED', transactionId: String(newId(st(), 504000000)), threeDs: null, message: null });
  });
  app.post(`${V2}/reservations/:reservationId{[0-9]+}/prepayments/pay-box`, async (c) => {
    const r = prepaymentReservation(c);
    if (r instanceof Response) return r;
    const refused = payable(r);
    if (refused) return refused;
    const body = await json(c, 'payPrepaymentPayBox');
    if (!body.returnUrl) return invalid('returnUrl', 'Нужен адрес возврата');
    return send('payPrepaymentPayBox', 200, payBoxPage(c, r, body.returnUrl, body.failureUrl, false));
  });
  app.post(`${V2}/reservations/:reservationId{[0-9]+}/prepayments/pay-box/card-saving`, requireUser, async (c) => {
    const user = c.var.user;
    const r = ownReservation(c, user);
    if (!r) return notFound('Запись не найдена');
    const refused = payable(r);
    if (refused) return refused;
    const body = await json(c, 'payPrepaymentPayBoxSavingCard');
    if (!body.returnUrl) return invalid('returnUrl', 'Нужен адрес возврата');
    return send('payPrepaymentPayBoxSavingCard', 200, payBoxPage(c, r, body.returnUrl, body.failureUrl, true));
  });
  app.post(`${V1}/complaints`, requireUser, async (c) => {
    const user = c.var.user;
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
    const rooms =
      firm.maxPeopleCount > 1
        ? [
            {
              id: 1500 + (firm.id % 100),
              name: 'VIP-кабинет',
              capacity: firm.maxPeopleCount,
              price: { from: firm.currency === 'KZT' ? 7000 : 3500, currency: firm.currency },
              photoUrl: media('rooms/1501.webp'),
              description: 'Отдельный кабинет для процедур вдвоём или втроём',
            },
          ]
        : [];
    return send('getReservationRoomInfo', 200, { firmId: firm.id, maxPeopleCount: firm.maxPeopleCount, rooms });
  });

  app.get(`${V2}/:certificates{(gift|subscription)-certificates}`, (c) => {
    const product = c.req.param('certificates').replace('-certificates', '') as S['CertificateProduct'];
    const firmId = int(c.req.query('firmId'));
    if (!Number.isNaN(firmId) && !st().firms.some((f) => f.id === firmId)) return notFound('Салон не найден');
    const firmName = (id: number) => st().firms.find((f) => f.id === id)?.name;
    // Everywhere means the client's city (city_id): Aqtau's list holds no Moscow salon's certificate in rubles.
    const city = cityOf(c);
    const inCity = (id: number) => st().firms.find((f) => f.id === id)?.cityId === city;
    const list = st().certificates.filter((x) => x.product === product && (Number.isNaN(firmId) ? inCity(x.firmId) : x.firmId === firmId));
    return send(
      'listCertificates',
      200,
      list.map((x) => ({ ...x, ...(firmName(x.firmId) ? { firmName: firmName(x.firmId) } : {}) })),
    );
  });
  app.post(`${V2}/:certificates{(gift|subscription)-certificates}`, requireUser, async (c) => {
    const user = c.var.user;
    const s = st();
    const product = c.req.param('certificates').replace('-certificates', '') as S['CertificateProduct'];
    const body = await json(c, 'buyCertificate');
    const cert = s.certificates.find((x) => x.id === body.certificateId && x.product === product);
    if (!cert) return notFound('Сертификат не найден');
    if (body.cardId != null && !cardsOf(user).some((x) => x.id === body.cardId)) return invalid('cardId', 'Карта не найдена');
    if (body.cryptogram !== undefined && !body.cryptogram) return invalid('cryptogram', 'Неверные данные карты');
    const paid = body.cardId != null;
    const id = newId(s, 4500);
    // A new card: awaiting the bank's 3-D Secure page, which returns to the backend's TermUrl (completePrepayment3ds).
    const step = body.cryptogram ? threeDsStep(c, { kind: 'certificate', purchaseId: id, userId: user }) : null;
    const purchase = {
      id,
      certificateId: cert.id,
      product,
      status: paid ? ('PAID' as const) : ('AWAITING_PAYMENT' as const),
      price: cert.price,
      currency: cert.currency,
      code: paid ? certificateCode(s) : null,
      expiresAt: paid ? isoLocal(ctx.now() + cert.validityDays * DAY) : null,
      paymentUrl:
        paid || step
          ? null
          : `${ctx.origin(c.req.raw)}/__sandbox/paybox?${new URLSearchParams({ certificate: String(id), ...(body.returnUrl ? { returnUrl: body.returnUrl } : {}) })}`,
      threeDs: step ? { acsUrl: step.acsUrl, paReq: step.paReq, md: String(step.transactionId), termUrl: step.termUrl } : null,
    };
    s.certificatePurchases.push({ ...purchase, userId: user, forSelf: !body.recipientName });
    return send('buyCertificate', 201, purchase);
  });
  // The client's own certificates: paid, bought for themselves, newest first, named with their salon.
  app.get(`${V2}/certificate-purchases`, requireUser, (c) => {
    const s = st();
    const mine = s.certificatePurchases
      .filter((x) => x.userId === c.var.user && x.forSelf && x.status === 'PAID')
      .reverse() // kept in the order they were bought
      .map(({ userId: _u, forSelf: _f, ...purchase }) => {
        const cert = s.certificates.find((x) => x.id === purchase.certificateId);
        const firm = s.firms.find((f) => f.id === cert?.firmId);
        return { ...purchase, threeDs: null, ...(cert && { certificateName: cert.name }), ...(firm && { firmName: firm.name }) };
      });
    return send('listCertificatePurchases', 200, mine);
  });
  app.get(`${V2}/certificate-purchases/:purchaseId{[0-9]+}`, requireUser, (c) => {
    const user = c.var.user;
    const found = st().certificatePurchases.find((x) => x.id === int(c.req.param('purchaseId')) && x.userId === user);
    if (!found) return notFound('Покупка не найдена');
    const { userId: _u, forSelf: _f, ...purchase } = found;
    return send('getCertificatePurchase', 200, { ...purchase, threeDs: purchase.threeDs ?? null });
  });

  return app;
}
