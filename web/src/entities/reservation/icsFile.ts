// The .ics file of a visit (the `ics` package), loaded only when the client asks for it (a dynamic import from
// the success page), so the page itself stays light. Times are written in UTC (…Z), the instants of the visit in
// Asia/Aqtau, so every calendar shows them right in its own zone.
// Text fields: `ics` escapes backslashes, semicolons, commas and LF/CRLF (RFC 5545 3.3.11) but lets a bare CR
// through, which some calendars read as a line break (a salon name could then add properties): every line break
// becomes LF first.
import { createEvent } from 'ics';
import { hasCalendarTimes, type CalendarVisit } from './calendar';

const text = (value: string) => value.replace(/\r\n?/g, '\n');

/** The .ics text of the visit, or null when the times cannot be read. */
export function icsOf(visit: CalendarVisit): string | null {
  if (!hasCalendarTimes(visit)) return null;
  const { error, value } = createEvent({
    uid: `reservation-${visit.id}@salonbook`,
    productId: 'salonbook/web',
    title: text(visit.title),
    description: text(visit.description),
    location: text(visit.location),
    geo: visit.lat !== undefined && visit.lng !== undefined ? { lat: visit.lat, lon: visit.lng } : undefined,
    start: new Date(visit.start).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: new Date(visit.end).getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
  });
  return error || !value ? null : value;
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
