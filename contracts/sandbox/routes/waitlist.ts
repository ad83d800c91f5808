// openapi/paths/waitlist.yaml: a place in a day's line, the client's entries, and the freed times offered from them
// (by token, without sign-in: accept books it, decline passes it on). The rules are in ../waitlist.ts.
import { Hono } from 'hono';
import { empty, invalid, notFound, problem, send } from '../http';
import { isMobilePhone } from '../phone';
import { BOOKING_DAYS_AHEAD, digits, newReservation, userByPhone, type State, type WaitlistEntry, type WaitlistOffer } from '../state';
import { firmShort, reservationJson } from '../json';
import { DAY, isoLocal, localDate, localMidnight, minutesOf, startOfLocalDay } from '../time';
import { inLine, joinWaitlist, passOn, placeOffer, positionOf } from '../waitlist';
import { V1, int, json, request, type AppContext, type S } from './common';
import { smsCodes } from './sms-codes';

const hhmm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

export function waitlistRoutes(ctx: AppContext) {
  const app = new Hono();
  const { st, who, requireUser } = request(ctx);
  const codes = smsCodes(ctx);

  const masterName = (s: State, id: number | null | undefined) => {
    const m = s.masters.find((x) => x.id === id);
    return m ? `${m.name} ${m.surname}`.trim() : null;
  };
  const price = (o: WaitlistOffer, people: number) => o.items.reduce((a, i) => a + i.price, 0) * people;
  const offerJson = (s: State, o: WaitlistOffer): S['WaitlistOffer'] => {
    const entry = s.waitlist.find((e) => e.id === o.entryId)!;
    const firm = s.firms.find((f) => f.id === entry.firmId)!;
    return {
      token: o.token,
      status: o.status,
      waitlistId: entry.id,
      firm: firmShort(s, firm, entry.userId),
      serviceNames: o.items.map((i) => s.services.find((x) => x.id === i.serviceId)!.name),
      masterId: o.items[0]!.masterId,
      masterName: masterName(s, o.items[0]!.masterId),
      startTime: isoLocal(o.start),
      endTime: isoLocal(o.items[o.items.length - 1]!.end),
      holdUntil: isoLocal(o.holdUntil),
      price: price(o, entry.people),
      currency: firm.currency,
      reservationId: o.reservationId,
    };
  };
  const entryJson = (s: State, e: WaitlistEntry): S['WaitlistEntry'] => {
    const firm = s.firms.find((f) => f.id === e.firmId)!;
    const offer = s.waitlistOffers.find((o) => o.entryId === e.id && o.status === 'OFFERED');
    return {
      id: e.id,
      status: e.status === 'LEFT' ? 'EXPIRED' : e.status,
      firm: firmShort(s, firm, e.userId),
      services: e.wanted.map((w) => ({ serviceId: w.serviceId, masterId: w.masterId ?? null })),
      serviceNames: e.wanted.map((w) => s.services.find((x) => x.id === w.serviceId)!.name),
      masterName: masterName(s, e.wanted[0]?.masterId),
      date: localDate(e.dayStart),
      timeFrom: hhmm(e.fromMinute),
      timeTo: hhmm(e.toMinute),
      position: Math.max(1, positionOf(s, e)),
      createdAt: isoLocal(e.createdAt),
      offer: offer
        ? {
            token: offer.token,
            startTime: isoLocal(offer.start),
            endTime: isoLocal(offer.items[offer.items.length - 1]!.end),
            holdUntil: isoLocal(offer.holdUntil),
            masterName: masterName(s, offer.items[0]!.masterId),
            price: price(offer, e.people),
            currency: firm.currency,
          }
        : null,
    };
  };
  /** The entries of a user: their own, and those taken with their phone. */
  const entriesOf = (s: State, userId: number) => {
    const phone = digits(s.users.find((u) => u.id === userId)?.phone ?? '');
    return s.waitlist.filter((e) => e.userId === userId || (phone !== '' && digits(e.clientPhone) === phone));
  };
  const offerOf = (c: { req: { param: (name: string) => string } }) => st().waitlistOffers.find((o) => o.token === c.req.param('offerToken'));

  app.get(`${V1}/waitlist`, requireUser, (c) => {
    const user = c.var.user;
    const s = st();
    const entries = entriesOf(s, user)
      .filter(inLine)
      .sort((a, b) => a.dayStart - b.dayStart || a.id - b.id);
    return send(
      'listWaitlistEntries',
      200,
      entries.map((e) => entryJson(s, e)),
    );
  });

  app.post(`${V1}/waitlist`, async (c) => {
    const body = await json(c, 'joinWaitlist');
    const bearer = who(c);
    if (bearer instanceof Response) return bearer;
    const s = st();
    const firm = s.firms.find((f) => f.id === body.firmId);
    if (!firm) return notFound('Салон не найден');
    for (const x of body.services ?? []) {
      if (!s.services.some((sv) => sv.id === x.serviceId && sv.firmId === firm.id)) return notFound(`Услуга ${x.serviceId} не найдена в этом салоне`);
      if (x.masterId != null && !s.masters.some((m) => m.id === x.masterId && m.firmId === firm.id && m.serviceIds.includes(x.serviceId)))
        return notFound(`Мастер ${x.masterId} не делает услугу ${x.serviceId} в этом салоне`);
    }
    const dayStart = startOfLocalDay(body.date ?? '');
    const today = localMidnight(ctx.now());
    if (Number.isNaN(dayStart) || dayStart < today) return invalid('date', 'Этот день уже прошёл');
    if (dayStart > today + BOOKING_DAYS_AHEAD * DAY) return invalid('date', `Запись открыта только на ${BOOKING_DAYS_AHEAD} дней вперёд`);
    const fromMinute = minutesOf(body.timeFrom ?? '');
    const toMinute = minutesOf(body.timeTo ?? '');
    if (!(toMinute > fromMinute)) return invalid('timeTo', 'Окно должно заканчиваться позже, чем начинается');
    const people = body.peopleCount ?? 1;
    if (people > firm.maxPeopleCount) return invalid('peopleCount', `Не больше ${firm.maxPeopleCount} человек`);
    if (!body.clientName?.trim()) return invalid('clientName', 'Укажите имя');
    if (!isMobilePhone(body.clientPhone)) return invalid('clientPhone', 'Неверный номер телефона');
    const sameAccount = bearer !== null && digits(s.users.find((u) => u.id === bearer)?.phone ?? '') === digits(body.clientPhone);
    if (!sameAccount) {
      // Counted for this caller (routes/sms-codes.ts): someone else's phone with wrong codes spends only their own tries.
      const code = codes.check(c, body.clientPhone, body.smsCode);
      if (!code.ok && bearer === null) return codes.unauthorizedCode(code);
      if (!code.ok) return codes.invalidCode('smsCode', code);
    }
    const entry = joinWaitlist(
      s,
      firm,
      {
        userId: bearer ?? userByPhone(s, body.clientPhone)?.id ?? null,
        wanted: body.services!.map((x) => ({ serviceId: x.serviceId, masterId: x.masterId ?? null })),
        people,
        dayStart,
        fromMinute,
        toMinute,
        clientName: body.clientName.trim(),
        clientPhone: body.clientPhone,
      },
      ctx.now(),
    );
    ctx.log(`waitlist ${entry.id} at ${firm.name}, ${localDate(dayStart)} ${hhmm(fromMinute)}-${hhmm(toMinute)} for ${body.clientPhone}`);
    return send('joinWaitlist', 201, entryJson(s, entry));
  });

  app.delete(`${V1}/waitlist/:waitlistId{[0-9]+}`, requireUser, (c) => {
    const user = c.var.user;
    const s = st();
    const entry = entriesOf(s, user).find((e) => e.id === int(c.req.param('waitlistId')) && inLine(e));
    if (!entry) return notFound('Нет такого места в листе ожидания');
    const held = s.waitlistOffers.find((o) => o.entryId === entry.id && o.status === 'OFFERED');
    if (held) passOn(s, held, 'DECLINED');
    entry.status = 'LEFT';
    return empty('leaveWaitlist', 204);
  });

  app.get(`${V1}/waitlist/offers/:offerToken`, (c) => {
    const offer = offerOf(c);
    if (!offer) return notFound('Предложение не найдено');
    return send('getWaitlistOffer', 200, offerJson(st(), offer));
  });

  app.post(`${V1}/waitlist/offers/:offerToken/accept`, (c) => {
    const s = st();
    const offer = offerOf(c);
    if (!offer) return notFound('Предложение не найдено');
    const placed = placeOffer(s, offer, ctx.now());
    if (!placed) return problem(409, 'OFFER_CLOSED', 'Время больше не удерживается для вас');
    const { entry, firm } = placed;
    const r = newReservation(
      s,
      firm,
      placed.placed,
      { userId: entry.userId, peopleCount: entry.people, comment: null, clientName: entry.clientName, clientPhone: entry.clientPhone },
      ctx.now(),
    );
    offer.status = 'ACCEPTED';
    offer.reservationId = r.id;
    entry.status = 'BOOKED';
    ctx.log(`reservation ${r.id} at ${firm.name}, ${isoLocal(r.start)} from the waitlist; reminder link /rsr?token=${r.reminderToken}`);
    const prepaymentToken = r.prepayment && !r.prepayment.paid ? { prepaymentToken: r.prepaymentToken } : {};
    return send('acceptWaitlistOffer', 201, { ...reservationJson(s, r, ctx.now(), ctx.cancelWindowMinutes), ...prepaymentToken });
  });

  app.post(`${V1}/waitlist/offers/:offerToken/decline`, (c) => {
    const s = st();
    const offer = offerOf(c);
    if (!offer) return notFound('Предложение не найдено');
    if (offer.status !== 'OFFERED' || offer.holdUntil <= ctx.now()) return problem(409, 'OFFER_CLOSED', 'Время больше не удерживается для вас');
    passOn(s, offer, 'DECLINED');
    return send('declineWaitlistOffer', 200, offerJson(s, offer));
  });

  return app;
}
