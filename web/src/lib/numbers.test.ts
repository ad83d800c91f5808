import { describe, expect, it } from 'vitest';
import { formatDuration, formatMoney } from './numbers';

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
});
