import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dativeEnding, kkDative, lastNumeralWord } from './kazakh';

describe('kkDative', () => {
  it.each([
    ['09:00', '09:00-ға'],
    ['21:00', '21:00-ге'],
    ['10:30', '10:30-ға'],
    ['12:45', '12:45-ке'],
    ['00:00', '00:00-ге'],
    ['13:00', '13:00-ке'],
    ['16:00', '16:00-ға'],
    ['18:20', '18:20-ға'],
    ['20:00', '20:00-ға'],
    ['14:40', '14:40-қа'],
    ['1 желтоқсан, 09:00', '1 желтоқсан, 09:00-ға'],
    ['1 желтоқсан', '1 желтоқсанға'],
    ['5 қыркүйек', '5 қыркүйекке'],
    ['3 шілде', '3 шілдеге'],
    ['10 сәуір', '10 сәуірге'],
    ['30 наурыз', '30 наурызға'],
    ['5', '5-ке'],
    ['6', '6-ға'],
    ['50\u00a0000\u00a0₸', '50\u00a0000\u00a0₸-ге'],
  ])('%s → %s', (text, dative) => expect(kkDative(text)).toBe(dative));

  it('every time of a day takes the ending of the word it is read with (generated)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        const time = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
        const spoken = lastNumeralWord(m === 0 ? h : m);
        const ending = kkDative(time).slice(time.length + 1);
        expect(ending).toBe(dativeEnding(spoken));
        expect(['ға', 'ге', 'қа', 'ке']).toContain(ending);
      }),
      { seed: 20261128, numRuns: 300 },
    );
  });

  it('reads numbers by their last word', () => {
    expect([0, 1, 3, 10, 21, 40, 45, 50, 100, 5000].map(lastNumeralWord)).toEqual(['нөл', 'бір', 'үш', 'он', 'бір', 'қырық', 'бес', 'елу', 'жүз', 'мың']);
  });
});

describe("texts' '{{value, dative}}'", () => {
  it('is the Kazakh dative in Kazakh and the value as it is in Russian and English', async () => {
    const { createI18n } = await import('./i18n');
    const resources = {
      kk: { common: { until: '{{time, dative}} дейін' } },
      ru: { common: { until: 'до {{time, dative}}' } },
      en: { common: { until: 'until {{time, dative}}' } },
    };
    for (const [lng, expected] of [
      ['kk', '09:00-ға дейін'],
      ['ru', 'до 09:00'],
      ['en', 'until 09:00'],
    ] as const) {
      const i18n = createI18n({ lng, root: null, version: 'test', resources });
      expect(i18n.t('until', { time: '09:00' })).toBe(expected);
    }
  });
});
