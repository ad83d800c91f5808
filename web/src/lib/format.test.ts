import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  TIME_ZONE,
  isValidDate,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatMonth,
  formatTime,
  formatWeekday,
  formatWeekdayLong,
  todayInZone,
  zonedDateTime,
} from './format';

describe('formatting in Asia/Aqtau', () => {
  it('uses Asia/Aqtau (UTC+5) whatever the machine zone is', () => {
    expect(TIME_ZONE).toBe('Asia/Aqtau');
    // 20:30 UTC on 1 March is already 2 March, 01:30 in Aqtau.
    expect(formatDateTime('2026-03-01T20:30:00Z')).toBe('02.03.2026 01:30');
    expect(formatDate(new Date('2026-12-31T19:00:00Z'))).toBe('01.01.2027');
  });

  it('prints dates as dd.MM.y and times on a 24-hour clock', () => {
    expect(formatDate('2026-07-05T06:00:00Z')).toBe('05.07.2026');
    expect(formatTime('2026-07-05T16:05:00Z')).toBe('21:05');
    expect(formatTime('2026-07-05T04:00:00Z')).toBe('09:00');
  });

  it('turns an Aqtau wall-clock time into the right instant and back', () => {
    const start = zonedDateTime('2026-03-02', '10:30');
    expect(start.toISOString()).toBe('2026-03-02T05:30:00.000Z');
    expect(formatTime(start)).toBe('10:30');
    expect(todayInZone(Date.parse('2026-03-01T19:30:00Z'))).toBe('2026-03-02');
  });

  it('names weekdays and months in the UI language', () => {
    const date = '2026-03-02T06:00:00Z'; // a Monday
    expect(formatWeekday(date, 'ru')).toBe('пн');
    expect(formatWeekday(date, 'en')).toBe('Mon');
    // After a day's number the month is in the genitive (25 ноября), short: never the nominative 'ноябрь'.
    expect(formatMonth(date, 'ru')).toBe('мар.');
    expect(formatMonth('2026-11-25T10:00:00+05:00', 'ru')).toBe('нояб.');
    expect(formatMonth('2026-05-06T10:00:00+05:00', 'ru')).toBe('мая');
    expect(formatMonth(date, 'en')).toBe('Mar');
    expect(formatMonth(date, 'kk')).toBe('нау');
    expect(formatDayMonth(date, 'ru')).toBe('2 марта');
  });

  it('writes nothing for a value that is no instant, never throws (a malformed server date)', () => {
    for (const bad of ['not a date', '2026-13-45T99:00:00+05:00', '', Number.NaN, new Date(Number.NaN)]) {
      expect(isValidDate(bad)).toBe(false);
      expect([
        formatDate(bad),
        formatTime(bad),
        formatDateTime(bad),
        formatWeekday(bad),
        formatWeekdayLong(bad),
        formatMonth(bad),
        formatDayMonth(bad),
      ]).toEqual(['', '', '', '', '', '', '']);
    }
    expect(isValidDate('2026-03-02T21:30:00+05:00')).toBe(true);
  });
});

describe('a wall-clock time in Asia/Aqtau (generated, fixed seed)', () => {
  const pad = (n: number) => String(n).padStart(2, '0');
  const wallClock = fc.record({
    date: fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true }),
    hours: fc.integer({ min: 0, max: 23 }),
    minutes: fc.integer({ min: 0, max: 59 }),
  });

  it('is the instant that reads back as the same date and time there, five hours ahead of UTC', () => {
    fc.assert(
      fc.property(wallClock, ({ date, hours, minutes }) => {
        const day = date.toISOString().slice(0, 10);
        const time = `${pad(hours)}:${pad(minutes)}`;
        const instant = zonedDateTime(day, time);
        expect(formatDateTime(instant)).toBe(`${day.split('-').reverse().join('.')} ${time}`);
        expect(instant.toISOString()).toBe(new Date(`${day}T${time}:00+05:00`).toISOString());
      }),
      { seed: 20261201, numRuns: 300 },
    );
  });
});
