import { describe, expect, it } from 'vitest';
import { googleCalendarUrl } from './calendar';
import { icsOf } from './icsFile';

const visit = {
  id: 90211,
  title: 'Женская стрижка — Салон красоты «Жасмин»',
  description: 'Мастер: Айгерим Сарсенова',
  location: 'Актау, 14-й мкр, 45',
  start: '2026-12-01T14:30:00+05:00',
  end: '2026-12-01T15:30:00+05:00',
};

describe('add to calendar', () => {
  it('writes the visit at its Asia/Aqtau instants (14:30+05:00 is 09:30 UTC)', () => {
    const ics = icsOf(visit)!;
    expect(ics).toContain('DTSTART:20261201T093000Z');
    expect(ics).toContain('DTEND:20261201T103000Z');
    expect(ics).toContain('SUMMARY:Женская стрижка');
    expect(ics).toContain('UID:reservation-90211@salonbook');
  });

  it('links to Google Calendar with the same times', () => {
    const url = new URL(googleCalendarUrl(visit));
    expect(url.searchParams.get('dates')).toBe('20261201T093000Z/20261201T103000Z');
    expect(url.searchParams.get('ctz')).toBe('Asia/Aqtau');
  });
});
