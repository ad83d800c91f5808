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
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay() || 7; // 1 = Monday … 7 = Sunday, as the hours count
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
