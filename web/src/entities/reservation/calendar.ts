// Add to calendar: the Google Calendar link (a plain link, built here) and the visit both it and the .ics file
// (icsFile.ts, loaded on click) describe. Times are written in UTC (…Z), the instants of the visit in Asia/Aqtau.

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

const utcStamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Whether the visit's times can be written down: both real instants, the end not before the start. */
export function hasCalendarTimes(visit: Pick<CalendarVisit, 'start' | 'end'>): boolean {
  const start = typeof visit.start === 'string' ? Date.parse(visit.start) : Number.NaN;
  const end = typeof visit.end === 'string' ? Date.parse(visit.end) : Number.NaN;
  return Number.isFinite(start) && Number.isFinite(end) && end >= start;
}

/** https://calendar.google.com/calendar/render?action=TEMPLATE&… for the visit; null when its times cannot be read. */
export function googleCalendarUrl(visit: CalendarVisit): string | null {
  if (!hasCalendarTimes(visit)) return null;
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

interface VisitOf {
  id: number;
  firm: { name: string; address: string; location?: { lat: number; lng: number } };
  services: ReadonlyArray<{ service: { name: string }; master?: { name: string; surname?: string } | null }>;
  startTime: string;
  endTime: string;
}

/** The calendar entry of a reservation: its services and salon as the title, the masters, the address and place. */
export function calendarVisitOf(r: VisitOf): CalendarVisit {
  const names = r.services.map((s) => s.service.name).join(', ');
  return {
    id: r.id,
    title: `${names} — ${r.firm.name}`,
    description: r.services.map((s) => `${s.service.name}${s.master ? ` · ${`${s.master.name} ${s.master.surname ?? ''}`.trim()}` : ''}`).join('\n'),
    location: `${r.firm.name}, ${r.firm.address}`,
    start: r.startTime,
    end: r.endTime,
    lat: r.firm.location?.lat,
    lng: r.firm.location?.lng,
  };
}
