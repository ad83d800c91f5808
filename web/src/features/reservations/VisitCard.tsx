import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { formatDayMonth, formatTime, formatWeekday } from '../../lib/format';
import { useMoney } from '../../lib/useMoney';
import { ImageOr } from '../../ui/ImageOr';
import type { ReservationShort } from './api';
import { BookAgainButton, PrepaymentLine, StatusBadge } from './parts';
import { isUpcoming } from './status';
import { buttonClass } from '../../ui/Button';

/**
 * A visit in the lists: the salon's photo and name, services, masters, how many people (a group only), when, price,
 * status, prepayment; opens the visit.
 */
export function VisitCard({ visit: v }: { visit: ReservationShort }) {
  const { t, i18n } = useTranslation('reservations');
  const money = useMoney();
  const [failed, setFailed] = useState(false);
  const upcoming = isUpcoming(v.status);
  const masters = [...new Set(v.masterNames ?? [])].filter(Boolean);
  return (
    <article className="card visit-card" aria-labelledby={`visit-${v.id}`}>
      <ImageOr className="visit-card__photo" src={v.firm.photoUrl} alt="" monogram={v.firm.name.replace(/^[^«]*«/, '').slice(0, 1)} loading="lazy" />
      <div className="visit-card__main">
        <p className="visit-card__when">
          {t('when', {
            weekday: formatWeekday(v.startTime, i18n.language),
            day: formatDayMonth(v.startTime, i18n.language),
            start: formatTime(v.startTime),
            end: formatTime(v.endTime),
          })}
        </p>
        {/* h2: the cards sit right under the page's h1 (axe and Lighthouse heading-order). */}
        <h2 id={`visit-${v.id}`} className="visit-card__firm">
          <Link className="visit-card__link" to={paths.reservation(v.id)}>
            {v.firm.name}
          </Link>
        </h2>
        <p className="visit-card__services">{v.serviceNames.join(', ')}</p>
        {masters.length > 0 && <p className="visit-card__masters">{t('masters', { names: masters.join(', '), count: masters.length })}</p>}
        {(v.peopleCount ?? 1) > 1 && <p className="visit-card__people">{t('people', { number: v.peopleCount })}</p>}
        <PrepaymentLine prepayment={v.prepayment} currency={v.currency} upcoming={upcoming} />
        {failed && (
          <p className="field__error" role="alert">
            {t('errors.again')}
          </p>
        )}
      </div>
      <div className="visit-card__side">
        <StatusBadge status={v.status} prepayment={v.prepayment} />
        <span className="visit-card__price">{money(v.totalPrice, v.currency)}</span>
        {v.canReview && (
          <Link
            className={buttonClass('secondary', 'visit-card__again')}
            to={`${paths.reservation(v.id)}#review`}
            aria-label={t('review.leaveNamed', { name: v.firm.name })}
          >
            {t('review.leave')}
          </Link>
        )}
        {!upcoming && <BookAgainButton target={{ reservationId: v.id }} name={v.firm.name} onFail={() => setFailed(true)} className="visit-card__again" />}
      </div>
    </article>
  );
}
