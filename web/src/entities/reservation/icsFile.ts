// The .ics file of a visit (ical-generator: 9.5 kB gzip, against 24 kB for the `ics` package it replaced), loaded
// only when the client asks for it (a dynamic import from the success page), so the page itself stays light. Times
// are written in UTC (…Z), the instants of the visit in Asia/Aqtau, so every calendar shows them right in its own
// zone. Text fields are escaped by the library (RFC 5545 3.3.11: backslash, semicolon, comma, and CR, LF or CRLF
// as \n), so a salon's name can never break a line or add a property; calendar.test.ts checks every one.
import ical from 'ical-generator';
import { hasCalendarTimes, type CalendarVisit } from './calendar';

/** The .ics text of the visit, or null when the times cannot be read. */
export function icsOf(visit: CalendarVisit): string | null {
  if (!hasCalendarTimes(visit)) return null;
  const calendar = ical({ prodId: { company: 'salonbook', product: 'web' } });
  calendar.createEvent({
    id: `reservation-${visit.id}@salonbook`,
    start: new Date(visit.start),
    end: new Date(visit.end),
    summary: visit.title,
    description: visit.description,
    location: visit.lat !== undefined && visit.lng !== undefined ? { title: visit.location, geo: { lat: visit.lat, lon: visit.lng } } : visit.location,
  });
  return calendar.toString();
}

/** Hands the browser the visit's .ics as a download named `fileName`; false when the times cannot be read. */
export function downloadIcs(visit: CalendarVisit, fileName: string): boolean {
  const text = icsOf(visit);
  if (!text) return false;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL by now; give it a moment before letting the bytes go.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return true;
}
