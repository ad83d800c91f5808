import { describe, expect, it } from 'vitest';
import { formatDistance, formatDuration, formatMoney, formatNumber } from './numbers';

const plain = (s: string) => s.replace(/[\u00a0\u202f ]/g, ' ');

describe('money and durations', () => {
  it('shows roubles with the ₽ sign in Russian', () => {
    expect(plain(formatMoney(1500))).toBe('1 500 ₽');
    expect(plain(formatMoney(1500, 'ru'))).toBe('1 500 ₽');
    expect(plain(formatMoney(99.5, 'ru'))).toBe('99,50 ₽');
    expect(formatMoney(1500, 'en')).toBe('₽1,500');
    expect(plain(formatMoney(6000, 'kk'))).toBe('6 000 ₽');
  });

  it('uses the currency the API sends: RUB as ₽, KZT as ₸, an unknown code as itself', () => {
    expect(plain(formatMoney(6000, 'ru', 'KZT'))).toBe('6 000 ₸');
    expect(plain(formatMoney(6000, 'kk', 'KZT'))).toBe('6 000 ₸');
    expect(formatMoney(6000, 'en', 'KZT')).toBe('₸6,000');
    expect(plain(formatMoney(1234567, 'ru', 'RUB'))).toBe('1 234 567 ₽');
    expect(plain(formatMoney(10, 'ru', 'GEL'))).toBe('10 GEL');
  });

  it('writes Kazakh numbers and units without the browser locale data', () => {
    // Debian's Chromium printed '₽ 6,000 бастап', '4.8' and '1 ч 30 мин' on Kazakh pages through Intl.
    const intl = Intl.NumberFormat;
    // A browser without kk data: Intl falls back to en-US for every locale.
    globalThis.Intl.NumberFormat = function (_locale?: string | string[], options?: Intl.NumberFormatOptions) {
      return new intl('en-US', options);
    } as unknown as typeof Intl.NumberFormat;
    try {
      expect(plain(formatMoney(6000, 'kk'))).toBe('6 000 ₽');
      expect(formatNumber(4.8, 'kk')).toBe('4,8');
      expect(plain(formatDuration(90, 'kk'))).toBe('1 сағ 30 мин');
      expect(plain(formatDistance(1900, 'kk'))).toBe('1,9 км');
    } finally {
      globalThis.Intl.NumberFormat = intl;
    }
  });

  it('writes durations in hours and minutes', () => {
    expect(plain(formatDuration(90, 'ru'))).toBe('1 ч 30 мин');
    expect(plain(formatDuration(45, 'ru'))).toBe('45 мин');
    expect(plain(formatDuration(120, 'en'))).toBe('2 hr');
    expect(plain(formatDuration(90, 'en'))).toBe('1 hr 30 min');
  });

  it('writes distances in metres, then kilometres', () => {
    expect(plain(formatDistance(853, 'ru'))).toBe('850 м');
    expect(plain(formatDistance(1900, 'ru'))).toBe('1,9 км');
    expect(plain(formatDistance(12_400, 'ru'))).toBe('12 км');
    expect(plain(formatDistance(1900, 'en'))).toBe('1.9 km');
  });
});
