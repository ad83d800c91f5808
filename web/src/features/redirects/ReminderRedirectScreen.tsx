import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@salonbook/sdk';
import { paths } from '../../config/paths';
import { formatDayMonth, formatTime, formatWeekdayLong } from '../../lib/format';
import { useMoney } from '../../lib/useMoney';
import { useCurrentUser } from '../../lib/state';
import { accountPaths } from '../../entities/session';
import { calendarVisitOf } from '../../entities/reservation/calendar';
import { CalendarLinks } from '../../entities/reservation/CalendarLinks';
import type { Reservation } from '../../entities/reservation/reservation';
import { useLinkTarget, useOpenTarget, useReminderReservation } from './api';
import { VisitFacts } from '../../entities/reservation/VisitFacts';
import { OfflineMark } from '../../entities/reservation/OfflineMark';
import { shownOffline, useOfflineRestore } from '../../lib/offlineData';
import './redirects.css';
import { Button, buttonClass } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';

/**
 * rsr, rsrwp, rsrqr, firm, firmwp and promo: the links of reminders, QR codes and promotions, `/<kind>?token=…`.
 * The token is resolved: a reservation is shown here (by the token, no sign-in needed), with a way to manage it in
 * my bookings; a salon, a master or services open their page or the booking at the time step. A reservation's link
 * opened once opens again without a network, from its last answers, marked.
 */
export function ReminderRedirectScreen() {
  const { t } = useTranslation('redirects');
  // A link opened before is shown again from its last answers without a network (lib/offlineData.ts).
  useOfflineRestore();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const token = (params.get('token') ?? params.get('t') ?? '').trim();
  return (
    <div className="page reminder" data-reminder-kind={pathname.replace(/^\//, '')}>
      <h1 className="page__title">{t('title')}</h1>
      {token ? <Resolve token={token} /> : <Problem text={t('noToken')} />}
    </div>
  );
}

function Problem({ text, children }: { text: string; children?: ReactNode }) {
  const { t } = useTranslation('redirects');
  return (
    <div className="card reminder__card" role="alert">
      <p>{text}</p>
      <div className="reminder__actions">
        {children}
        <Link className={buttonClass('secondary')} to={paths.reservationHistory()}>
          {t('myBookings')}
        </Link>
        <Link className={buttonClass('secondary')} to={paths.search()}>
          {t('search')}
        </Link>
      </div>
    </div>
  );
}

const notFound = (error: unknown) => error instanceof ApiError && error.status === 404;

function Resolve({ token }: { token: string }) {
  const { t } = useTranslation('redirects');
  const target = useLinkTarget(token);
  const reservationId = target.data?.type === 'RESERVATION' ? (target.data.reservationId ?? null) : null;
  const reservation = useReminderReservation(reservationId, token);
  const open = useOpenTarget();
  const [openFailed, setOpenFailed] = useState(false);
  const opened = useRef(false);

  useEffect(() => {
    const data = target.data;
    if (!data || data.type === 'RESERVATION' || opened.current) return;
    opened.current = true;
    open(data).catch(() => setOpenFailed(true));
  }, [target.data, open]);

  // Without a network, the link's last answers kept on this phone, marked; the failure only when there are none.
  const targetOffline = shownOffline(target);
  const reservationOffline = shownOffline(reservation);
  const error = (targetOffline ? null : target.error) ?? (reservationOffline ? null : reservation.error);
  if (error || openFailed)
    return notFound(error) ? (
      <Problem text={t('expired')} />
    ) : (
      <Problem text={t('failed')}>
        <Button
          variant="primary"
          onClick={() => {
            setOpenFailed(false);
            opened.current = false;
            void (target.error ? target.refetch() : reservation.refetch());
          }}
        >
          {t('retry')}
        </Button>
      </Problem>
    );
  if (target.data?.type === 'RESERVATION' && reservationId === null) return <Problem text={t('expired')} />;
  if (!reservation.data)
    return (
      <div className="card reminder__card" aria-busy="true">
        <p role="status">{t('lead')}</p>
        <Skeleton height={120} />
      </div>
    );
  return (
    <>
      {(targetOffline || reservationOffline) && (
        <OfflineMark updatedAt={reservation.dataUpdatedAt} onRetry={() => void target.refetch().then(() => reservation.refetch())} />
      )}
      <ReminderCard reservation={reservation.data} />
    </>
  );
}

function ReminderCard({ reservation: r }: { reservation: Reservation }) {
  const { t, i18n } = useTranslation('redirects');
  const lng = i18n.language;
  const money = useMoney();
  const signedIn = useCurrentUser() !== null;
  const upcoming = r.status === 'PENDING' || r.status === 'CONFIRMED';
  const due = upcoming && r.prepayment?.required && !r.prepayment.paid;
  const manage = paths.reservation(r.id);
  return (
    <section className="card reminder__card" aria-labelledby="reminder-what">
      <h2 id="reminder-what" className="reminder__label">
        {t('reservation', { id: r.id })}
      </h2>
      {r.status === 'CANCELLED' && <p className="reminder__cancelled">{t('cancelled')}</p>}
      <VisitFacts
        reservation={r}
        block="reminder"
        labels={{
          when: t('when'),
          whenValue: t('whenValue', {
            weekday: formatWeekdayLong(r.startTime, lng),
            day: formatDayMonth(r.startTime, lng),
            start: formatTime(r.startTime),
            end: formatTime(r.endTime),
          }),
          where: t('where'),
          what: t('what'),
          total: t('total'),
        }}
      />
      {due && r.prepayment && (
        <p className="reminder__due">
          {r.prepayment.deadline
            ? t('due', {
                amount: money(r.prepayment.amount, r.currency),
                day: formatDayMonth(r.prepayment.deadline, lng),
                time: formatTime(r.prepayment.deadline),
              })
            : t('dueNow', { amount: money(r.prepayment.amount, r.currency) })}
        </p>
      )}
      {r.prepayment?.required && r.prepayment.paid && (
        <p className="reminder__paid">
          {t('paid', { amount: money(r.prepayment.amount, r.currency), rest: money(Math.max(0, r.totalPrice - r.prepayment.amount), r.currency) })}
        </p>
      )}
      <div className="reminder__actions">
        {due && (
          <Link className={buttonClass('primary')} to={signedIn ? paths.prepayment(r.id) : accountPaths.login(paths.prepayment(r.id))}>
            {t('pay')}
          </Link>
        )}
        {signedIn ? (
          <Link className={buttonClass('primary')} to={manage}>
            {t('manage')}
          </Link>
        ) : (
          <Link className={buttonClass('primary')} to={accountPaths.login(manage)}>
            {t('signInToManage')}
          </Link>
        )}
        {upcoming && <CalendarLinks visit={calendarVisitOf(r)} ics={t('ics')} google={t('google')} />}
      </div>
    </section>
  );
}
