import { describe, expect, it } from 'vitest';
import { formatDistance, formatDuration, formatMoney } from './numbers';

const plain = (s: string) => s.replace(/[\u00a0\u202f ]/g, ' ');

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

  it('writes distances in metres, then kilometres', () => {
    expect(plain(formatDistance(853, 'ru'))).toBe('850 м');
    expect(plain(formatDistance(1900, 'ru'))).toBe('1,9 км');
    expect(plain(formatDistance(12_400, 'ru'))).toBe('12 км');
    expect(plain(formatDistance(1900, 'en'))).toBe('1.9 km');
  });
});
