import { describe, expect, it } from 'vitest';
import { readWhen, whenQuery, writeWhen } from './when';

const NOW = Date.parse('2026-12-01T23:30:00+05:00');

describe("'Когда' in the URL", () => {
  it('reads today, tomorrow or a date with a part of the day or an hour, and drops junk', () => {
    expect(readWhen(new URLSearchParams('when=tomorrow&part=evening'))).toEqual({ day: 'tomorrow', part: 'evening' });
    expect(readWhen(new URLSearchParams('date=2026-12-05&after=18'))).toEqual({ day: '2026-12-05', after: 18 });
    expect(readWhen(new URLSearchParams('when=today&part=night&after=25'))).toEqual({ day: 'today' });
    expect(readWhen(new URLSearchParams('date=tomorrow'))).toBeNull();
    expect(readWhen(new URLSearchParams('query=маникюр'))).toBeNull();
  });

  it('writes itself into a query and out of it, keeping the rest', () => {
    const base = new URLSearchParams('query=маникюр&when=today');
    expect(writeWhen(base, { day: 'tomorrow', part: 'evening' }).toString()).toBe(
      'query=%D0%BC%D0%B0%D0%BD%D0%B8%D0%BA%D1%8E%D1%80&when=tomorrow&part=evening',
    );
    expect(writeWhen(base, { day: '2026-12-05', after: 18 }).toString()).toContain('date=2026-12-05&after=18');
    expect(writeWhen(base, null).toString()).toBe('query=%D0%BC%D0%B0%D0%BD%D0%B8%D0%BA%D1%8E%D1%80');
  });

  it("is the API's day and window in Aqtau, whatever the device's zone", () => {
    expect(whenQuery({ day: 'today' }, NOW)).toEqual({ date: '2026-12-01' });
    expect(whenQuery({ day: 'tomorrow', part: 'evening' }, NOW)).toEqual({ date: '2026-12-02', timeFrom: '18:00', timeTo: '24:00' });
    expect(whenQuery({ day: '2026-12-05', part: 'morning' }, NOW)).toEqual({ date: '2026-12-05', timeFrom: '00:00', timeTo: '12:00' });
    expect(whenQuery({ day: 'today', after: 9 }, NOW)).toEqual({ date: '2026-12-01', timeFrom: '09:00', timeTo: '24:00' });
    expect(whenQuery(null, NOW)).toEqual({});
  });
});
