// Time in the sandbox: the firms work in Asia/Aqtau, which is UTC+05:00 all year (no daylight saving),
// so local dates and times are computed with a fixed offset.
export const TIME_ZONE = 'Asia/Aqtau';
export const OFFSET_MINUTES = 5 * 60;
const OFFSET_MS = OFFSET_MINUTES * 60_000;
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar date of an instant, `YYYY-MM-DD`. */
export function localDate(ms: number): string {
  const d = new Date(ms + OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** An instant as the contract writes it: `2026-12-01T14:30:00+05:00`. */
export function isoLocal(ms: number): string {
  const d = new Date(ms + OFFSET_MS);
  return `${localDate(ms)}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}+05:00`;
}

/** The instant of local midnight starting `date` (`YYYY-MM-DD`); NaN when it is not a date. */
export function startOfLocalDay(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return Number.NaN;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) - OFFSET_MS;
}

/** Local midnight of the day an instant falls on. */
export function localMidnight(ms: number): number {
  return startOfLocalDay(localDate(ms));
}

/** ISO day of week of a local date: 1 = Monday … 7 = Sunday. */
export function dayOfWeek(dayStart: number): number {
  const d = new Date(dayStart + OFFSET_MS).getUTCDay();
  return d === 0 ? 7 : d;
}

/** Minutes since local midnight of `HH:MM`. */
export function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** Parses a date-time with an offset; NaN when it is not one. */
export function parseInstant(value: unknown): number {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return Number.NaN;
  return Date.parse(value);
}
