// The booking draft, for routes/reservation.ts: the services, master and days a times request asks for, one day's
// free slots, and the checks a draft passes before preview, create or move (404 unknown firm, service or master;
// 422 a bad or past time, too many people; 409 the slot is taken).
import type { Context } from 'hono';
import { invalid, notFound, problem } from '../http';
import { BOOKING_DAYS_AHEAD, LEAD_MINUTES, daySlots, digits, placeBooking, type State, type Wanted } from '../state';
import { DAY, MINUTE, localDate, localMidnight, parseInstant, startOfLocalDay } from '../time';
import { int, request, type AppContext, type S } from './common';

export { BOOKING_DAYS_AHEAD };

export function drafts(ctx: AppContext) {
  const { st, firmOf } = request(ctx);
  const serviceIdsOf = (c: Context) =>
    (c.req.queries('serviceIds') ?? [])
      .flatMap((v) => v.split(','))
      .map(Number)
      .filter((n) => !Number.isNaN(n));
  /** The firm, services (with the chosen master) and first day of a times request, or a 404/422 Response. */
  const timesRequest = (c: Context) => {
    const s = st();
    const firm = firmOf(c.req.query('firmId'));
    if (!firm) return notFound('Салон не найден');
    const ids = serviceIdsOf(c);
    if (ids.length === 0) return invalid('serviceIds', 'Выберите услугу');
    if (ids.some((id) => !s.services.some((x) => x.id === id && x.firmId === firm.id))) return notFound('Услуга не найдена в этом салоне');
    const masterId = int(c.req.query('masterId'));
    if (!Number.isNaN(masterId) && !s.masters.some((m) => m.id === masterId && m.firmId === firm.id)) return notFound('Мастер не найден в этом салоне');
    // The date strip may leave the first day out: it is then the sandbox's today (Asia/Aqtau), not the device's.
    const first = startOfLocalDay(c.req.query('date') ?? localDate(ctx.now()));
    if (Number.isNaN(first)) return invalid('date', 'Неверная дата');
    const people = c.req.query('peopleCount') === undefined ? 1 : int(c.req.query('peopleCount'));
    if (!(people >= 1)) return invalid('peopleCount', 'Неверное число человек');
    const masterIds = (c.req.queries('masterIds') ?? []).flatMap((v) => v.split(',')).map(Number);
    let wanted: Wanted;
    if (masterIds.length > 0) {
      // The master of each service, in the services' order (0: any master).
      if (masterIds.length !== ids.length || masterIds.some((m) => !Number.isInteger(m) || m < 0))
        return invalid('masterIds', 'Укажите мастера для каждой услуги (0 — любой)');
      for (const [i, m] of masterIds.entries()) {
        if (m !== 0 && !s.masters.some((x) => x.id === m && x.firmId === firm.id && x.serviceIds.includes(ids[i]!)))
          return notFound(`Мастер ${m} не делает услугу ${ids[i]} в этом салоне`);
      }
      wanted = ids.map((id, i) => ({ serviceId: id, masterId: masterIds[i] || null }));
    } else {
      wanted = ids.map((id, i) => ({ serviceId: id, masterId: i === 0 && !Number.isNaN(masterId) ? masterId : null }));
      // With a chosen master, every service is theirs when they do it.
      if (!Number.isNaN(masterId))
        for (const w of wanted) if (s.masters.find((m) => m.id === masterId)!.serviceIds.includes(w.serviceId)) w.masterId = masterId;
    }
    return { firm, wanted, first, people };
  };
  /** One day's free slots, empty beyond the booking calendar. */
  const day = (firm: State['firms'][number], wanted: Wanted, dayStart: number, people = 1): S['TimeSlotDay'] => {
    const slots = daySlots(st(), firm, wanted, dayStart, ctx.now(), people);
    return { date: localDate(dayStart), available: slots.length > 0, priceFrom: slots.length ? Math.min(...slots.map((x) => x.price)) : null, slots };
  };
  /**
   * Checks a draft: a 404/409/422 Response saying what is wrong, or the firm and the placed services. The verdict is
   * `placeBooking`'s, the rule the free times are made of.
   */
  const checkDraft = (draft: Partial<S['ReservationDraft']>, ignoreReservation?: number) => {
    const s = st();
    const firm = s.firms.find((f) => f.id === draft.firmId);
    if (!firm) return notFound('Салон не найден');
    if (!draft.services?.length) return invalid('services', 'Выберите услугу');
    for (const x of draft.services) {
      if (!s.services.some((sv) => sv.id === x.serviceId && sv.firmId === firm.id)) return notFound(`Услуга ${x.serviceId} не найдена в этом салоне`);
      if (x.masterId != null && !s.masters.some((m) => m.id === x.masterId && m.firmId === firm.id))
        return notFound(`Мастер ${x.masterId} не найден в этом салоне`);
    }
    const start = parseInstant(draft.startTime);
    if (Number.isNaN(start)) return invalid('startTime', 'Неверное время');
    if (start <= ctx.now()) return invalid('startTime', 'Это время уже прошло');
    if (start < ctx.now() + LEAD_MINUTES * MINUTE) return invalid('startTime', `Записаться можно не позже чем за ${LEAD_MINUTES} минут до начала`);
    if (start >= localMidnight(ctx.now()) + (BOOKING_DAYS_AHEAD + 1) * DAY)
      return invalid('startTime', `Запись открыта только на ${BOOKING_DAYS_AHEAD} дней вперёд`);
    const people = draft.peopleCount ?? 1;
    if (people > firm.maxPeopleCount) return invalid('peopleCount', `Не больше ${firm.maxPeopleCount} человек`);
    const placed = placeBooking(s, firm, draft.services, start, ctx.now(), people, ignoreReservation);
    if (!placed)
      return problem(409, 'SLOT_TAKEN', people > 1 ? `На ${people} человек это время занято, выберите другое` : 'Это время уже заняли, выберите другое');
    return { firm, items: placed.items, placed, people };
  };
  /** Whether a booking needs the SMS code: unless signed in with the same phone. */
  const smsNeeded = (userId: number | null, phone: string | undefined) => {
    if (userId === null) return true;
    const user = st().users.find((u) => u.id === userId);
    return !user || digits(user.phone) !== digits(phone ?? '');
  };

  return { serviceIdsOf, timesRequest, day, checkDraft, smsNeeded };
}
