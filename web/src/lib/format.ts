// Formatting rules of SPEC.md section 9 for dates and times: Asia/Aqtau for every time, dd.MM.y dates and a
// 24-hour clock (date-fns-tz). Money and durations are in numbers.ts (Intl only, so pages without dates do
// not load date-fns). Functions with words take the UI language ('ru' | 'kk' | 'en'); Russian is the default.
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { enUS, kk, ru, type Locale } from 'date-fns/locale';

export const TIME_ZONE = 'Asia/Aqtau';
export const DATE_FORMAT = 'dd.MM.y';
export const TIME_FORMAT = 'HH:mm';
export type Lng = 'ru' | 'kk' | 'en';

const DATE_LOCALES: Record<Lng, Locale> = { ru, kk, en: enUS };

type DateInput = Date | string | number;

const lngOf = (lng: string | undefined): Lng => (lng === 'kk' || lng === 'en' ? lng : 'ru');

/** Whether a value is a real instant (a malformed server date is not: the display functions then write ''). */
export function isValidDate(value: DateInput): boolean {
  const time = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isFinite(time);
}

/** formatInTimeZone that writes '' for a value that is no instant, instead of throwing (a page must not break on one date). */
const show: typeof formatInTimeZone = (value, timeZone, format, options) => (isValidDate(value) ? formatInTimeZone(value, timeZone, format, options) : '');

/** 02.03.2026: the date in Asia/Aqtau. */
export function formatDate(value: DateInput, timeZone = TIME_ZONE): string {
  return show(value, timeZone, DATE_FORMAT);
}

/** 09:05, 21:30: the 24-hour time in Asia/Aqtau. */
export function formatTime(value: DateInput, timeZone = TIME_ZONE): string {
  return show(value, timeZone, TIME_FORMAT);
}

/** 02.03.2026 21:30 */
export function formatDateTime(value: DateInput, timeZone = TIME_ZONE): string {
  return show(value, timeZone, `${DATE_FORMAT} ${TIME_FORMAT}`);
}

/** The weekday, short, as a date strip shows it: пн, дс, Mon (English has no two-letter names people read). */
export function formatWeekday(value: DateInput, lng?: string, timeZone = TIME_ZONE): string {
  return show(value, timeZone, lngOf(lng) === 'en' ? 'EEE' : 'EEEEEE', { locale: DATE_LOCALES[lngOf(lng)] });
}

/** вторник, сейсенбі, Tuesday: the weekday in full (date-fns locales, not the browser's data). */
export function formatWeekdayLong(value: DateInput, lng?: string, timeZone = TIME_ZONE): string {
  return show(value, timeZone, 'EEEE', { locale: DATE_LOCALES[lngOf(lng)] });
}

/** The month, short, as it reads after a day's number (25 нояб., 6 мая, 25 қар, 25 Nov): the fMonth of a date choice. */
export function formatMonth(value: DateInput, lng?: string, timeZone = TIME_ZONE): string {
  return show(value, timeZone, 'MMM', { locale: DATE_LOCALES[lngOf(lng)] });
}

/** Day and month in words (2 марта, 2 March). */
export function formatDayMonth(value: DateInput, lng?: string, timeZone = TIME_ZONE): string {
  return show(value, timeZone, 'd MMMM', { locale: DATE_LOCALES[lngOf(lng)] });
}

/** Intl's relative day words per language, made once (a format is costly to make). */
const NEAR_DAYS: Partial<Record<Lng, Intl.RelativeTimeFormat>> = {};
const nearDays = (lng: Lng) => (NEAR_DAYS[lng] ??= new Intl.RelativeTimeFormat(lng, { numeric: 'auto' }));

/**
 * The day of an instant as a person says it, counted in Asia/Aqtau: 'сегодня' and 'завтра' (Intl's relative words of
 * the UI language), else the day and month in words.
 */
export function formatNearDay(value: DateInput, lng?: string, now: DateInput = Date.now(), timeZone = TIME_ZONE): string {
  const days = Math.round((Date.parse(show(value, timeZone, 'yyyy-MM-dd')) - Date.parse(todayInZone(now, timeZone))) / 86_400_000);
  if (days === 0 || days === 1) return nearDays(lngOf(lng)).format(days, 'day');
  return formatDayMonth(value, lng, timeZone);
}

/** The instant of a wall-clock date and time in Asia/Aqtau ('2026-03-02', '10:30'). */
export function zonedDateTime(date: string, time = '00:00', timeZone = TIME_ZONE): Date {
  return fromZonedTime(`${date}T${time.length === 5 ? `${time}:00` : time}`, timeZone);
}

/** Today's calendar date (yyyy-MM-dd) in Asia/Aqtau. */
export function todayInZone(now: DateInput = Date.now(), timeZone = TIME_ZONE): string {
  return formatInTimeZone(now, timeZone, 'yyyy-MM-dd');
}
