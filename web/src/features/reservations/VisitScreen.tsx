import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { parseId, paths } from '../../config/paths';
import { useAnalytics } from '../../lib/analyticsContext';
import { formatDayMonth, formatTime, formatWeekdayLong } from '../../lib/format';
import { useMoney } from '../../lib/useMoney';
import { PhoneText } from '../../ui/PhoneText';
import { SignInGate } from '../../entities/session';
import { masterFullName } from '../../entities/master/MasterCard';
import { mapLinks } from '../../entities/firm/mapLinks';
import { useFirm } from '../../entities/firm/queries';
import type { Reservation } from '../../entities/reservation/reservation';
import { useReservation } from './api';
import { calendarVisitOf } from '../../entities/reservation/calendar';
import { CalendarLinks } from '../../entities/reservation/CalendarLinks';
import { CancelSection } from './CancelSection';
import { MoveSection } from './MoveSection';
import { ReviewSection } from './ReviewSection';
import { ComplaintSection } from './ComplaintSection';
import { BookAgainButton, ListError, NeedsNetwork, PrepaymentLine, StatusBadge } from './parts';
import { OfflineMark } from '../../entities/reservation/OfflineMark';
import { shownOffline, useOfflineRestore, useOnline } from '../../lib/offlineData';
import { isUpcoming } from './status';
import './reservations.css';
import { buttonClass } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';

/**
 * /my/reservation/:reservationId: one visit of the signed-in client with everything about it, the salon's address,
 * map and phone, add to calendar, and what the visit allows: pay the prepayment, move, cancel (the outcome before
 * the tap), review, complain, book again.
 */
export function VisitScreen() {
  const id = parseId(useParams().reservationId);
  if (id === null) return <Navigate to={paths.notFound()} replace state={{ status: 404 }} />;
  return (
    <SignInGate>
      <Visit id={id} />
    </SignInGate>
  );
}

function Visit({ id }: { id: number }) {
  // The client's last answers, for a page opened without a network (lib/offlineData.ts).
  useOfflineRestore();
  const { t } = useTranslation('reservations');
  const analytics = useAnalytics();
  const query = useReservation(id);

  useEffect(() => {
    analytics.track('open_reservation', { reservationId: id });
  }, [analytics, id]);

  if (query.isPending)
    return (
      <div className="page visit" aria-busy="true">
        <h1 className="page__title">{t('visit.title', { id })}</h1>
        <Skeleton height={220} />
        <Skeleton height={120} />
      </div>
    );
  // Without a network the visit as last seen on this phone is shown, marked (lib/offlineData.ts); nothing kept: the failure.
  if (query.data === undefined)
    return (
      <div className="page visit">
        <h1 className="page__title">{t('visit.title', { id })}</h1>
        <ListError text={t('errors.visit')} onRetry={() => void query.refetch()} />
      </div>
    );
  return <VisitPage reservation={query.data} refetch={() => void query.refetch()} shownAt={shownOffline(query) ? query.dataUpdatedAt : null} />;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** `shownAt`: the visit is the last one kept (the network is away), as of then. */
function VisitPage({ reservation: r, refetch, shownAt }: { reservation: Reservation; refetch: () => void; shownAt: number | null }) {
  const { t, i18n } = useTranslation('reservations');
  const lng = i18n.language;
  const money = useMoney();
  const upcoming = isUpcoming(r.status);
  const [notice, setNotice] = useState<string | null>(null);
  const [againFailed, setAgainFailed] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  const firm = useFirm(r.firm.id);
  const phone = firm.data?.phone;
  const maps = r.firm.location ? mapLinks(r.firm.location) : null;
  const due = upcoming && r.prepayment?.required && !r.prepayment.paid;
  // Paying, moving and cancelling need the network: offline they say so (NeedsNetwork) instead of failing.
  const online = useOnline();
  const offline = shownAt !== null || !online;

  /** A change went through: say so and bring the reader to the top of the page, where it shows. */
  const changed = (text: string) => {
    setNotice(text);
    title.current?.focus();
  };

  return (
    <div className="page visit">
      <header className="visit__header">
        <h1 className="page__title" ref={title} tabIndex={-1}>
          {t('visit.title', { id: r.id })}
        </h1>
        <StatusBadge status={r.status} prepayment={r.prepayment} />
      </header>
      {shownAt !== null && <OfflineMark updatedAt={shownAt} onRetry={refetch} />}
      <div aria-live="polite" className="visit__live">
        {notice && (
          <p className="visit__notice" role="status">
            {notice}
          </p>
        )}
      </div>
      <section className="card visit__card" aria-labelledby="visit-what">
        <h2 id="visit-what" className="visit__label">
          {t('visit.what')}
        </h2>
        <dl className="visit__facts">
          <Fact label={t('visit.when')}>
            {t('visit.whenValue', {
              weekday: formatWeekdayLong(r.startTime, lng),
              day: formatDayMonth(r.startTime, lng),
              start: formatTime(r.startTime),
              end: formatTime(r.endTime),
            })}
          </Fact>
          <Fact label={t('visit.services')}>
            <ul className="visit__services">
              {r.services.map((s) => (
                <li key={`${s.service.id}-${s.startTime}`}>
                  <span>
                    {s.service.name} · {formatTime(s.startTime)}–{formatTime(s.endTime)}
                  </span>
                  <span className="visit__muted">{s.master ? masterFullName(s.master) : t('visit.anyMaster')}</span>
                  {s.price !== undefined && <span className="visit__muted">{money(s.price, r.currency)}</span>}
                </li>
              ))}
            </ul>
          </Fact>
          {r.peopleCount > 1 && <Fact label={t('visit.people')}>{r.peopleCount}</Fact>}
          {r.comment && <Fact label={t('visit.comment')}>{r.comment}</Fact>}
          <Fact label={t('visit.total')}>{money(r.totalPrice, r.currency)}</Fact>
        </dl>
        <PrepaymentLine prepayment={r.prepayment} currency={r.currency} upcoming={upcoming} />
        {due && !offline && (
          <Link className={buttonClass('primary')} to={paths.prepayment(r.id)}>
            {t('visit.pay')}
          </Link>
        )}
      </section>

      <section className="card visit__card" aria-labelledby="visit-salon">
        <h2 id="visit-salon" className="visit__label">
          <Link to={paths.salon(r.firm.id)}>{r.firm.name}</Link>
        </h2>
        <p>{r.firm.address}</p>
        {maps && (
          <p className="visit__links">
            <a href={maps.twoGis} target="_blank" rel="noopener noreferrer">
              {t('visit.map2gis')}
              <span className="visually-hidden"> {t('visit.newTab')}</span>
            </a>
            <a href={maps.yandex} target="_blank" rel="noopener noreferrer">
              {t('visit.mapYandex')}
              <span className="visually-hidden"> {t('visit.newTab')}</span>
            </a>
          </p>
        )}
        {phone && (
          <p>
            {t('visit.phone')}:{' '}
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
              <PhoneText phone={phone} />
            </a>
          </p>
        )}
      </section>

      {upcoming && (
        <div className="visit__actions">
          <CalendarLinks visit={calendarVisitOf(r)} ics={t('visit.ics')} google={t('visit.google')} />
        </div>
      )}

      {upcoming && offline && (
        <NeedsNetwork actions={[...(due ? [t('visit.pay')] : []), ...(r.canCancel ? [t('move.open'), t('cancel.open')] : [t('cancel.open')])]} />
      )}
      {upcoming && !offline && r.canCancel && <MoveSection reservation={r} onMoved={(text) => changed(text)} />}
      {upcoming && !offline && <CancelSection reservation={r} phone={phone} onCancelled={() => changed(t('cancel.done'))} refetch={refetch} />}

      <ReviewSection reservation={r} />
      <ComplaintSection reservation={r} />

      {!upcoming && (
        <div className="visit__actions">
          {againFailed && (
            <p className="field__error" role="alert">
              {t('errors.again')}
            </p>
          )}
          <BookAgainButton target={{ reservationId: r.id }} onFail={() => setAgainFailed(true)} variant="primary" />
        </div>
      )}
      <p>
        <Link to={paths.reservationHistory()}>{t('visit.all')}</Link>
      </p>
    </div>
  );
}
