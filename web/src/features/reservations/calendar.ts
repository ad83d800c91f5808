// Add to calendar: an .ics file (the `ics` package) and a Google Calendar link. Times are written in UTC
// (…Z), the instants of the visit in Asia/Aqtau, so every calendar shows them right in its own zone.
import { createEvent } from 'ics';

export interface CalendarVisit {
  id: number;
  title: string;
  description: string;
  location: string;
  start: string;
  end: string;
  lat?: number;
  lng?: number;
}

/** The .ics text of the visit, or null when the times cannot be read. */
export function icsOf(visit: CalendarVisit): string | null {
  const { error, value } = createEvent({
    uid: `reservation-${visit.id}@salonbook`,
    productId: 'salonbook/web',
    title: visit.title,
    description: visit.description,
    location: visit.location,
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

const utcStamp = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** https://calendar.google.com/calendar/render?action=TEMPLATE&… for the visit. */
export function googleCalendarUrl(visit: CalendarVisit): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: visit.title,
    dates: `${utcStamp(visit.start)}/${utcStamp(visit.end)}`,
    details: visit.description,
    location: visit.location,
    ctz: 'Asia/Aqtau',
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
