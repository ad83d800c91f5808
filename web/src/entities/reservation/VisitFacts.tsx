// A visit's facts as a definition list: when, where (the salon's link and address), what (services, times, masters),
// how many people (a group only, as the visit's page says it) and the total. The success page and a reminder link's page show the same list under their own words and styles.
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { formatTime } from '../../lib/format';
import { useMoney } from '../../lib/useMoney';
import { masterFullName } from '../master/MasterCard';
import type { Reservation } from './reservation';

export interface VisitFactsLabels {
  when: string;
  /** The visit's day and times, as the page words them. */
  whenValue: string;
  where: string;
  what: string;
  /** The group's size, shown only when more than one person comes. */
  people?: string;
  total: string;
}

/** `block` names the page's CSS block: `<block>__facts` on the list, `<block>__services` on the services. */
export function VisitFacts({ reservation: r, labels, block }: { reservation: Reservation; labels: VisitFactsLabels; block: string }) {
  const money = useMoney();
  return (
    <dl className={`${block}__facts`}>
      <div>
        <dt>{labels.when}</dt>
        <dd>{labels.whenValue}</dd>
      </div>
      <div>
        <dt>{labels.where}</dt>
        <dd>
          <Link to={paths.salon(r.firm.id)}>{r.firm.name}</Link>, {r.firm.address}
        </dd>
      </div>
      <div>
        <dt>{labels.what}</dt>
        <dd>
          <ul className={`${block}__services`}>
            {r.services.map((s) => (
              <li key={`${s.service.id}-${s.startTime}`}>
                {s.service.name} · {formatTime(s.startTime)}–{formatTime(s.endTime)}
                {s.master ? ` · ${masterFullName(s.master)}` : ''}
              </li>
            ))}
          </ul>
        </dd>
      </div>
      {labels.people && r.peopleCount > 1 && (
        <div>
          <dt>{labels.people}</dt>
          <dd>{r.peopleCount}</dd>
        </div>
      )}
      <div>
        <dt>{labels.total}</dt>
        <dd>{money(r.totalPrice, r.currency)}</dd>
      </div>
    </dl>
  );
}
