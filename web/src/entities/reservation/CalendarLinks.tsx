import type { MouseEvent } from 'react';
import { googleCalendarUrl, type CalendarVisit } from './calendar';
import { buttonClass } from '../../ui/Button';

/** Add to calendar: the .ics file (its builder, ical-generator, loads on click) and the Google Calendar link. */
export function CalendarLinks({ visit, ics, google }: { visit: CalendarVisit; ics: string; google: string }) {
  const googleUrl = googleCalendarUrl(visit);
  // Times that cannot be read (a malformed answer): no calendar links rather than a broken page or file.
  if (!googleUrl) return null;
  const addToCalendar = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    void import('./icsFile').then(({ downloadIcs }) => downloadIcs(visit, `salonbook-${visit.id}.ics`));
  };
  return (
    <>
      <a className={buttonClass('secondary')} href={`#calendar-${visit.id}`} onClick={addToCalendar}>
        {ics}
      </a>
      <a className={buttonClass('secondary')} href={googleUrl} target="_blank" rel="noreferrer">
        {google}
      </a>
    </>
  );
}
