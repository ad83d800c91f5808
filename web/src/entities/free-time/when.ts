// 'Когда': the free-time part of a search as the URL holds it (`?when=tomorrow&part=evening`, `?date=2026-12-05&after=18`),
// so a search can be shared, reloaded and rendered on the server, and the API's query parameters made from it.
import { addDays } from 'date-fns';
import { todayInZone, zonedDateTime } from '../../lib/format';

export const PARTS = ['morning', 'day', 'evening'] as const;
export type Part = (typeof PARTS)[number];

/** The day (today, tomorrow, or a date `YYYY-MM-DD`) and, optionally, a part of it or an hour after which. */
export interface When {
  day: 'today' | 'tomorrow' | string;
  part?: Part;
  after?: number;
}

/** Starts wanted per part of the day (Asia/Aqtau): morning before 12:00, day 12:00–18:00, evening from 18:00. */
const WINDOWS: Record<Part, [string, string]> = { morning: ['00:00', '12:00'], day: ['12:00', '18:00'], evening: ['18:00', '24:00'] };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The 'Когда' of a URL query; null when none (junk values are dropped, never sent). */
export function readWhen(params: URLSearchParams): When | null {
  const when = params.get('when');
  const date = params.get('date');
  const day = when === 'today' || when === 'tomorrow' ? when : date && DATE.test(date) && !Number.isNaN(Date.parse(date)) ? date : null;
  if (!day) return null;
  const part = params.get('part');
  const after = Number(params.get('after'));
  return {
    day,
    ...((PARTS as readonly string[]).includes(part ?? '') ? { part: part as Part } : {}),
    ...(params.get('after') && Number.isInteger(after) && after >= 0 && after <= 23 ? { after } : {}),
  };
}

/** The query with the 'Когда' written in (or taken out): `when` or `date`, then `part` or `after`. */
export function writeWhen(params: URLSearchParams, when: When | null): URLSearchParams {
  const out = new URLSearchParams(params);
  for (const key of ['when', 'date', 'part', 'after']) out.delete(key);
  if (!when) return out;
  if (when.day === 'today' || when.day === 'tomorrow') out.set('when', when.day);
  else out.set('date', when.day);
  if (when.part) out.set('part', when.part);
  else if (when.after !== undefined) out.set('after', String(when.after));
  return out;
}

/** The calendar date of a 'Когда' in Asia/Aqtau (today and tomorrow by the clock `now`). */
export function whenDate(when: When, now: number = Date.now()): string {
  const today = todayInZone(now);
  if (when.day === 'today') return today;
  if (when.day === 'tomorrow') return todayInZone(addDays(zonedDateTime(today, '12:00'), 1));
  return when.day;
}

/** The search's query parameters of a 'Когда' (the contract's `date`, `timeFrom`, `timeTo`); none without one. */
export function whenQuery(when: When | null, now: number = Date.now()): { date?: string; timeFrom?: string; timeTo?: string } {
  if (!when) return {};
  const date = whenDate(when, now);
  if (when.part) return { date, timeFrom: WINDOWS[when.part][0], timeTo: WINDOWS[when.part][1] };
  if (when.after !== undefined) return { date, timeFrom: `${String(when.after).padStart(2, '0')}:00`, timeTo: '24:00' };
  return { date };
}
