import { describe, expect, it } from 'vitest';
import { calendarVisitOf, googleCalendarUrl } from './calendar';
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
    const url = new URL(googleCalendarUrl(visit)!);
    expect(url.searchParams.get('dates')).toBe('20261201T093000Z/20261201T103000Z');
    expect(url.searchParams.get('ctz')).toBe('Asia/Aqtau');
  });

  it('escapes CR, LF, CRLF, commas, semicolons and backslashes in every text field; nothing breaks a line', () => {
    const nasty = 'a,b;c\\d\re\nf\r\ng\r\nDTSTART:19700101T000000Z';
    const visit = calendarVisitOf({
      id: 7,
      firm: { name: `Salon ${nasty}`, address: `Street ${nasty}` },
      services: [{ service: { name: `Cut ${nasty}` }, master: { name: `Aigerim ${nasty}`, surname: '' } }],
      startTime: '2026-12-01T14:30:00+05:00',
      endTime: '2026-12-01T15:30:00+05:00',
    });
    const ics = icsOf(visit)!;
    // Lines end in CRLF only, and a folded line goes on with a space: no bare CR or LF anywhere.
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
    const escaped = 'a\\,b\\;c\\\\d\\ne\\nf\\ng\\nDTSTART:19700101T000000Z';
    const value = (name: string) => lines.find((l) => l.startsWith(`${name}:`))?.slice(name.length + 1);
    expect(value('SUMMARY')).toBe(`Cut ${escaped} — Salon ${escaped}`);
    expect(value('LOCATION')).toBe(`Salon ${escaped}\\, Street ${escaped}`);
    expect(value('DESCRIPTION')).toBe(`Cut ${escaped} · Aigerim ${escaped}`);
    expect(lines.filter((l) => l.startsWith('DTSTART'))).toEqual(['DTSTART:20261201T093000Z']);
    // The Google link carries the text as it is (URL-encoded), times the same.
    const url = new URL(googleCalendarUrl(visit)!);
    expect(url.searchParams.get('text')).toBe(visit.title);
    expect(url.searchParams.get('location')).toBe(visit.location);
  });

  it.each([
    ['not a date', '2026-12-01T15:30:00+05:00'],
    ['2026-12-01T14:30:00+05:00', ''],
    ['2026-13-45T99:00:00+05:00', '2026-12-01T15:30:00+05:00'],
    ['2026-12-01T15:30:00+05:00', '2026-12-01T14:30:00+05:00'],
  ])('a malformed or reversed time (%s – %s) gives no file and no link, never a throw', (start, end) => {
    expect(icsOf({ ...visit, start, end })).toBeNull();
    expect(googleCalendarUrl({ ...visit, start, end })).toBeNull();
  });
});
