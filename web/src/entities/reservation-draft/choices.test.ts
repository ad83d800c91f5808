// The waitlist's window follows the salon's hours of the day asked for: generated hours and days, a fixed seed.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { components } from '@salonbook/sdk';
import { isDayOff, waitWindow } from './choices';

type WorkingHours = components['schemas']['WorkingHours'];

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** A week of hours: each day opens on a quarter hour, closes later the same day (or at midnight), or is off. */
const week = fc.array(
  fc.record({
    opens: fc.integer({ min: 0, max: 22 * 4 }).map((q) => q * 15),
    length: fc.integer({ min: 1, max: 24 * 4 }).map((q) => q * 15),
    off: fc.boolean(),
  }),
  { minLength: 7, maxLength: 7 },
);
const hoursOf = (days: { opens: number; length: number; off: boolean }[]): WorkingHours[] =>
  days.map((d, i) => {
    const closes = Math.min(d.opens + d.length, 24 * 60);
    return { dayOfWeek: i + 1, opensAt: hhmm(d.opens), closesAt: closes === 24 * 60 ? '00:00' : hhmm(closes), isDayOff: d.off };
  });
/** A date from 2026 to 2028. */
const date = fc.integer({ min: 0, max: 3 * 365 }).map((n) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));

describe("the waitlist's window", () => {
  it('lies within the hours of that day, from the opening to the closing, and a day off has none', () => {
    fc.assert(
      fc.property(week, date, (days, day) => {
        const hours = hoursOf(days);
        const window = waitWindow(hours, day);
        const today = hours[(new Date(`${day}T12:00:00Z`).getUTCDay() || 7) - 1]!;
        if (today.isDayOff) {
          expect(window).toBeNull();
          expect(isDayOff(hours, day)).toBe(true);
          return;
        }
        const closes = today.closesAt === '00:00' ? '24:00' : today.closesAt;
        expect(window).not.toBeNull();
        const { starts, ends } = window!;
        expect(starts[0]).toBe(today.opensAt);
        expect(ends.at(-1)).toBe(closes);
        expect(starts.length).toBeGreaterThan(0);
        // Every start is before the closing, every end after the opening, both in order and a choice apart.
        for (const s of starts) expect(minutes(s) >= minutes(today.opensAt) && minutes(s) < minutes(closes)).toBe(true);
        for (const e of ends) expect(minutes(e) > minutes(today.opensAt) && minutes(e) <= minutes(closes)).toBe(true);
        expect(starts.slice(1)).toEqual(ends.slice(0, -1));
        for (let i = 1; i < starts.length; i++) expect(minutes(starts[i]!)).toBeGreaterThan(minutes(starts[i - 1]!));
      }),
      { seed: 20261202, numRuns: 300 },
    );
  });

  it('a Saturday of 10:00–18:00 offers starts 10:00…17:00 and ends 11:00…18:00', () => {
    const hours: WorkingHours[] = [
      { dayOfWeek: 6, opensAt: '10:00', closesAt: '18:00', isDayOff: false },
      { dayOfWeek: 7, opensAt: '10:00', closesAt: '18:00', isDayOff: true },
    ];
    // 5 December 2026 is a Saturday, the 6th a Sunday.
    expect(waitWindow(hours, '2026-12-05')).toEqual({
      starts: ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'],
      ends: ['11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00'],
    });
    expect(waitWindow(hours, '2026-12-06')).toBeNull();
    // Opening on the half hour: that start, then the hours.
    expect(waitWindow([{ dayOfWeek: 6, opensAt: '09:30', closesAt: '12:00', isDayOff: false }], '2026-12-05')).toEqual({
      starts: ['09:30', '10:00', '11:00'],
      ends: ['10:00', '11:00', '12:00'],
    });
  });

  it('without the hours of that day, any window from 08:00 to the end of the day', () => {
    const window = waitWindow(undefined, '2026-12-05')!;
    expect(window.starts[0]).toBe('08:00');
    expect(window.ends.at(-1)).toBe('24:00');
  });
});
