import { describe, expect, it } from 'vitest';
import {
  TIME_ZONE,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatDuration,
  formatMoney,
  formatMonth,
  formatTime,
  formatWeekday,
  todayInZone,
  zonedDateTime,
} from './format';

const nbsp = /[\u00a0\u202f ]/g;
const plain = (s: string) => s.replace(nbsp, ' ');

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
    expect(formatWeekday(date, 'en')).toBe('Mo');
    expect(formatMonth(date, 'ru')).toBe('март');
    expect(formatMonth(date, 'en')).toBe('March');
    expect(formatMonth(date, 'kk')).not.toBe('March');
    expect(formatDayMonth(date, 'ru')).toBe('2 марта');
  });
});

describe('money and durations', () => {
  it('shows roubles with the ₽ sign in Russian', () => {
    expect(plain(formatMoney(1500))).toBe('1 500 ₽');
    expect(plain(formatMoney(1500, 'ru'))).toBe('1 500 ₽');
    expect(plain(formatMoney(99.5, 'ru'))).toBe('99,50 ₽');
    expect(formatMoney(1500, 'en')).toBe('₽1,500');
    expect(formatMoney(1500, 'kk')).toContain('₽');
  });

  it('writes durations in hours and minutes', () => {
    expect(plain(formatDuration(90, 'ru'))).toBe('1 ч 30 мин');
    expect(plain(formatDuration(45, 'ru'))).toBe('45 мин');
    expect(plain(formatDuration(120, 'en'))).toBe('2 hr');
  });
});
