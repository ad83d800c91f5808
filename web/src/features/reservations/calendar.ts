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
