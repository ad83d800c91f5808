// The booking draft, for routes/reservation.ts: the services, master and days a times request asks for, one day's
// free slots, and the checks a draft passes before preview, create or move (404 unknown firm, service or master;
// 422 a bad or past time, too many people; 409 the slot is taken).
import type { Context } from 'hono';
import { invalid, notFound, problem } from '../http';
import { allocate, daySlots, digits, type State } from '../state';
import { DAY, localDate, localMidnight, parseInstant, startOfLocalDay } from '../time';
import { int, request, type AppContext, type S } from './common';

/** How far ahead the booking calendar opens. */
export const BOOKING_DAYS_AHEAD = 30;

export function drafts(ctx: AppContext) {
  const { st, firmOf } = request(ctx);
  const serviceIdsOf = (c: Context) => (c.req.queries('serviceIds') ?? []).flatMap((v) => v.split(',')).map(Number).filter((n) => !Number.isNaN(n));
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
    const wanted = ids.map((id, i) => ({ serviceId: id, masterId: i === 0 && !Number.isNaN(masterId) ? masterId : null }));
    // With a chosen master, every service is theirs when they do it.
    if (!Number.isNaN(masterId)) for (const w of wanted) if (s.masters.find((m) => m.id === masterId)!.serviceIds.includes(w.serviceId)) w.masterId = masterId;
    return { firm, wanted, first };
  };
  /** One day's free slots, empty beyond the booking calendar. */
  const day = (firm: State['firms'][number], wanted: { serviceId: number; masterId: number | null }[], dayStart: number): S['TimeSlotDay'] => {
    const now = ctx.now();
    const last = localMidnight(now) + BOOKING_DAYS_AHEAD * DAY;
    const slots = dayStart > last ? [] : daySlots(st(), firm, wanted, dayStart, now);
    return { date: localDate(dayStart), available: slots.length > 0, priceFrom: slots.length ? Math.min(...slots.map((x) => x.price)) : null, slots };
  };
  /** Checks a draft: a 404/409/422 Response, or the firm and the allocated services. */
  const checkDraft = (draft: Partial<S['ReservationDraft']>, ignoreReservation?: number) => {
    const s = st();
    const firm = s.firms.find((f) => f.id === draft.firmId);
    if (!firm) return notFound('Салон не найден');
    if (!draft.services?.length) return invalid('services', 'Выберите услугу');
    for (const x of draft.services) {
      if (!s.services.some((sv) => sv.id === x.serviceId && sv.firmId === firm.id)) return notFound(`Услуга ${x.serviceId} не найдена в этом салоне`);
      if (x.masterId != null && !s.masters.some((m) => m.id === x.masterId && m.firmId === firm.id)) return notFound(`Мастер ${x.masterId} не найден в этом салоне`);
    }
    const start = parseInstant(draft.startTime);
    if (Number.isNaN(start)) return invalid('startTime', 'Неверное время');
    if (start <= ctx.now()) return invalid('startTime', 'Это время уже прошло');
    if (start > localMidnight(ctx.now()) + (BOOKING_DAYS_AHEAD + 1) * DAY) return invalid('startTime', 'Запись открыта только на 30 дней вперёд');
    if ((draft.peopleCount ?? 1) > firm.maxPeopleCount) return invalid('peopleCount', `Не больше ${firm.maxPeopleCount} человек`);
    const items = allocate(s, firm.id, draft.services, start, ignoreReservation);
    if (!items) return problem(409, 'SLOT_TAKEN', 'Это время уже заняли, выберите другое');
    return { firm, items };
  };
  /** Whether a booking needs the SMS code: unless signed in with the same phone. */
  const smsNeeded = (userId: number | null, phone: string | undefined) => {
    if (userId === null) return true;
    const user = st().users.find((u) => u.id === userId);
    return !user || digits(user.phone) !== digits(phone ?? '');
  };

  return { serviceIdsOf, timesRequest, day, checkDraft, smsNeeded };
}
