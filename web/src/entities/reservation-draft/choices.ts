// What the date strip and the time grid show, made from the server's days and slots: shared by the booking's time
// step and moving a visit, which word the labels their own way.
import { formatInTimeZone } from 'date-fns-tz';
import type { components } from '@salonbook/sdk';
import { formatMonth, formatTime, formatWeekday, TIME_ZONE, zonedDateTime } from '../../lib/format';
import type { DateChoice } from '../../ui/DateStrip';
import type { TimeChoice } from '../../ui/TimeGrid';

type TimeSlotDay = components['schemas']['TimeSlotDay'];
type TimeSlot = TimeSlotDay['slots'][number];
type WorkingHours = components['schemas']['WorkingHours'];

/** Morning before 12:00, afternoon before 17:00, evening after (Asia/Aqtau). */
export function partOfDay(startTime: string): TimeChoice['part'] {
  const hour = Number(formatInTimeZone(startTime, TIME_ZONE, 'H'));
  return hour < 12 ? 'morning' : hour < 17 ? 'afternoon' : 'evening';
}

/**
 * One day of the strip. `words` gives its price line and its name read out in full (`at` is the day's noon in
 * Asia/Aqtau, `free` whether it has a free time).
 */
export function dateChoice(
  day: TimeSlotDay,
  selected: string | null,
  lng: string,
  words: { priceStr: string; label: (at: Date, free: boolean) => string },
): DateChoice {
  const at = zonedDateTime(day.date, '12:00');
  const free = day.available && day.slots.some((s) => s.available);
  const first = day.slots.find((s) => s.available);
  return {
    date: day.date,
    priceStr: words.priceStr,
    fWeek: formatWeekday(at, lng),
    fMonth: formatMonth(at, lng),
    fDate: String(Number(day.date.slice(8, 10))),
    fTime: first ? formatTime(first.startTime) : '',
    isSelected: day.date === selected,
    isDisabled: !free,
    label: words.label(at, free),
  };
}

/**
 * Whether the salon is closed on a date (yyyy-MM-dd): its weekday is a day off in the salon's working hours (the
 * days' answer says only that a day has no free time, for a full day and a closed one alike).
 */
export function isDayOff(hours: readonly WorkingHours[] | undefined, date: string): boolean {
  const weekday = weekdayOf(date);
  return hours?.some((h) => h.dayOfWeek === weekday && h.isDayOff) ?? false;
}

/** The free times of a day; a price shows only where it differs from the day's lowest. */
export function timeChoices(slots: TimeSlot[], price: (slot: TimeSlot) => string, label: (slot: TimeSlot) => string): TimeChoice[] {
  const lowest = Math.min(...slots.map((s) => s.price));
  return slots.map((s) => ({
    key: s.startTime,
    time: formatTime(s.startTime),
    price: s.price !== lowest ? price(s) : undefined,
    part: partOfDay(s.startTime),
    label: label(s),
  }));
}

/** The weekday of a date (yyyy-MM-dd) as the working hours count it: 1 = Monday … 7 = Sunday. */
const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() || 7;

/** 'HH:mm' as minutes of the day, and back ('24:00' is the day's end). */
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** What a waitlist's window can be on a day: the starts ('С') and the ends ('До') to choose from, earliest first. */
export interface WaitWindow {
  starts: string[];
  ends: string[];
}

/** Without the salon's hours for that day, a window anywhere from 08:00 to the day's end. */
const ANY_DAY: WaitWindow = {
  starts: Array.from({ length: 16 }, (_, i) => timeOf((i + 8) * 60)),
  ends: Array.from({ length: 16 }, (_, i) => timeOf((i + 9) * 60)),
};

/**
 * The waitlist's window on a date: from the salon's opening to its closing that day (a closing at or before the
 * opening, as '00:00', is the day's end), on the hour between them; null when the salon is closed that day.
 */
export function waitWindow(hours: readonly WorkingHours[] | undefined, date: string): WaitWindow | null {
  const day = hours?.find((h) => h.dayOfWeek === weekdayOf(date));
  if (!day) return ANY_DAY;
  if (day.isDayOff) return null;
  const opens = minutesOf(day.opensAt);
  const closesAt = minutesOf(day.closesAt);
  const closes = closesAt <= opens ? 24 * 60 : closesAt;
  const marks = [opens];
  for (let m = (Math.floor(opens / 60) + 1) * 60; m < closes; m += 60) marks.push(m);
  marks.push(closes);
  const times = marks.map(timeOf);
  return { starts: times.slice(0, -1), ends: times.slice(1) };
}
