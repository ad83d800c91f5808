// Formatting rules of SPEC.md section 9: Asia/Aqtau for every time, dd.MM.y dates, a 24-hour clock and
// money with the ₽ sign. Every function takes the UI language ('ru' | 'kk' | 'en'); Russian is the default.
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { enUS, kk, ru, type Locale } from 'date-fns/locale';

export const TIME_ZONE = 'Asia/Aqtau';
export const DATE_FORMAT = 'dd.MM.y';
export const TIME_FORMAT = 'HH:mm';
export type Lng = 'ru' | 'kk' | 'en';

const DATE_LOCALES: Record<Lng, Locale> = { ru, kk, en: enUS };
const INTL_LOCALES: Record<Lng, string> = { ru: 'ru-RU', kk: 'kk-KZ', en: 'en-US' };

type DateInput = Date | string | number;

const lngOf = (lng: string | undefined): Lng => (lng === 'kk' || lng === 'en' ? lng : 'ru');

/** 02.03.2026: the date in Asia/Aqtau. */
export function formatDate(value: DateInput, timeZone = TIME_ZONE): string {
  return formatInTimeZone(value, timeZone, DATE_FORMAT);
}

/** 09:05, 21:30: the 24-hour time in Asia/Aqtau. */
export function formatTime(value: DateInput, timeZone = TIME_ZONE): string {
  return formatInTimeZone(value, timeZone, TIME_FORMAT);
}

/** 02.03.2026 21:30 */
export function formatDateTime(value: DateInput, timeZone = TIME_ZONE): string {
  return formatInTimeZone(value, timeZone, `${DATE_FORMAT} ${TIME_FORMAT}`);
}

/** Short weekday (пн, дс, Mo): the fWeek of a date choice. */
export function formatWeekday(value: DateInput, lng?: string, timeZone = TIME_ZONE): string {
  return formatInTimeZone(value, timeZone, 'EEEEEE', { locale: DATE_LOCALES[lngOf(lng)] });
}

/** Stand-alone month name (март, наурыз, March): the fMonth of a date choice. */
export function formatMonth(value: DateInput, lng?: string, timeZone = TIME_ZONE): string {
  return formatInTimeZone(value, timeZone, 'LLLL', { locale: DATE_LOCALES[lngOf(lng)] });
}

/** Day and month in words (2 марта, 2 March). */
export function formatDayMonth(value: DateInput, lng?: string, timeZone = TIME_ZONE): string {
  return formatInTimeZone(value, timeZone, 'd MMMM', { locale: DATE_LOCALES[lngOf(lng)] });
}

/** The instant of a wall-clock date and time in Asia/Aqtau ('2026-03-02', '10:30'). */
export function zonedDateTime(date: string, time = '00:00', timeZone = TIME_ZONE): Date {
  return fromZonedTime(`${date}T${time.length === 5 ? `${time}:00` : time}`, timeZone);
}

/** Today's calendar date (yyyy-MM-dd) in Asia/Aqtau. */
export function todayInZone(now: DateInput = Date.now(), timeZone = TIME_ZONE): string {
  return formatInTimeZone(now, timeZone, 'yyyy-MM-dd');
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** 1 500 ₽ (ru), 1 500 ₽ (kk), ₽1,500 (en); kopecks only when there are any. */
export function formatMoney(amount: number, lng?: string): string {
  const locale = INTL_LOCALES[lngOf(lng)];
  const fraction = Number.isInteger(amount) ? 0 : 2;
  const key = `${locale}:${fraction}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'RUB',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: fraction,
      maximumFractionDigits: fraction,
    });
    moneyFormats.set(key, format);
  }
  return format.format(amount);
}

/** 1 ч 30 мин, 45 мин, 2 h: a service duration given in minutes. */
export function formatDuration(minutes: number, lng?: string): string {
  const locale = INTL_LOCALES[lngOf(lng)];
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  const parts = [];
  if (hours) parts.push(unit(hours, 'hour'));
  if (rest || !hours) parts.push(unit(rest, 'minute'));
  return parts.join(' ');
}
