import { useEffect, useMemo } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAnalytics } from '../../lib/analyticsContext';
import { parseId, paths } from '../../config/paths';
import { useApi, useSdk } from '../../lib/sdk';
import { useCurrentUser } from '../../lib/state';
import { rememberedReservation, rememberPaid, type Reservation } from '../../entities/reservation/reservation';
import { formatDayMonth, formatTime, formatWeekdayLong, isValidDate } from '../../lib/format';
import { formatMoney } from '../../lib/numbers';
import { useReservation } from './api';
import { calendarVisitOf } from '../../entities/reservation/calendar';
import { CalendarLinks } from '../../entities/reservation/CalendarLinks';
import { InstallOffer } from './InstallOffer';
import { VisitFacts } from '../../entities/reservation/VisitFacts';
import './reservations.css';
import { buttonClass } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';

/**
 * /my/reservation/:reservationId/success: what was booked, where and when; add to calendar; the prepayment
 * when one is due (or that it is paid); my bookings. The reservation comes from the booking (kept for a day), or from
 * the API for a signed-in client. Without an account, whether the prepayment is paid is asked of the server by the
 * prepayment link's token (getPrepaymentByLink), so the page agrees with it after a payment made anywhere.
 */
export function ReservationSuccessScreen() {
  const id = parseId(useParams().reservationId);
  if (id === null) return <Navigate to={paths.notFound()} replace state={{ status: 404 }} />;
  return <Success id={id} />;
}

function Success({ id }: { id: number }) {
  const { t } = useTranslation('booking');
  const sdk = useSdk();
  const analytics = useAnalytics();
  const signedIn = useCurrentUser() !== null;
  const remembered = useMemo(() => rememberedReservation(sdk, id), [sdk, id]);
  // Signed in, the server's copy wins once it is there (a prepayment paid since the booking shows as paid).
  const query = useReservation(id, signedIn);
  const token = remembered?.prepaymentToken ?? null;
  const prepayment = useApi().useQuery(
    'get',
    '/rest/v1/client/prepayment-registration/{reservationId}/{token}',
    { params: { path: { reservationId: id, token: token ?? '' } } },
    { enabled: !signedIn && token !== null && !!remembered?.prepayment?.required, staleTime: 0 },
  );
  const paidNow = !signedIn && prepayment.data?.paid === true;
  useEffect(() => {
    if (paidNow) rememberPaid(sdk, id);
  }, [paidNow, sdk, id]);
  const known = query.data ?? remembered;
  const reservation = known && paidNow && known.prepayment ? { ...known, prepayment: { ...known.prepayment, paid: true, deadline: null } } : known;

  useEffect(() => {
    analytics.track('open_reservation', { reservationId: id });
  }, [analytics, id]);

  if (!reservation)
    return (
      <div className="page success">
        {query.isPending && signedIn ? (
          <div className="success__card card" aria-busy="true">
            <Skeleton height={160} />
          </div>
        ) : (
          <>
            <h1 className="page__title">{t('title')}</h1>
            <p className="page__lead">
              {t('success.reservation', { id })}. {t('success.unknown')}
            </p>
            <Link className={buttonClass('primary')} to={paths.reservationHistory()}>
              {t('success.myBookings')}
            </Link>
          </>
        )}
      </div>
    );
  // The prepayment link's token comes with the create answer only (kept with the remembered copy).
  return <SuccessCard reservation={reservation} prepaymentToken={reservation.prepaymentToken ?? remembered?.prepaymentToken ?? null} />;
}

function SuccessCard({ reservation: r, prepaymentToken }: { reservation: Reservation; prepaymentToken: string | null }) {
  const { t, i18n } = useTranslation(['booking', 'payments']);
  const signedIn = useCurrentUser() !== null;
  const lng = i18n.language;
  const visit = calendarVisitOf(r);
  const due = r.prepayment?.required && !r.prepayment.paid;
  const paid = r.prepayment?.required && r.prepayment.paid;

  return (
    <div className="page success">
      <div className="success__badge" aria-hidden>
        ✓
      </div>
      <h1 className="page__title" tabIndex={-1}>
        {t('title')}
      </h1>
      <p className="page__lead">
        {due && r.prepayment?.deadline
          ? t('leadPrepayment', { day: formatDayMonth(r.prepayment.deadline, lng), time: formatTime(r.prepayment.deadline) })
          : r.status === 'PENDING'
            ? t('leadPending')
            : t('lead')}
      </p>
      <section className="card success__card" aria-labelledby="success-what">
        <h2 id="success-what" className="success__label">
          {t('success.reservation', { id: r.id })}
        </h2>
        <VisitFacts
          reservation={r}
          block="success"
          labels={{
            when: t('success.when'),
            whenValue:
              isValidDate(r.startTime) && isValidDate(r.endTime)
                ? t('success.whenValue', {
                    weekday: formatWeekdayLong(r.startTime, lng),
                    day: formatDayMonth(r.startTime, lng),
                    start: formatTime(r.startTime),
                    end: formatTime(r.endTime),
                  })
                : t('success.whenUnknown'),
            where: t('success.where'),
            what: t('success.what'),
            people: t('success.people'),
            total: t('start.total'),
          }}
        />
      </section>
      {paid && r.prepayment && (
        <p className="card success__card success__paid" role="status">
          {t('payments:prepayment.paidLine', { amount: formatMoney(r.prepayment.amount ?? 0, lng, r.currency) })}
        </p>
      )}
      {due && r.prepayment && (
        <section className="card success__card success__prepay" aria-labelledby="success-prepay">
          <h2 id="success-prepay" className="success__label">
            {t('success.prepaymentTitle')}
          </h2>
          <p>
            {t('success.prepaymentText', { amount: formatMoney(r.prepayment.amount ?? 0, lng, r.currency) })}
            {r.prepayment.deadline
              ? ` ${t('preview.until', { day: formatDayMonth(r.prepayment.deadline, lng), time: formatTime(r.prepayment.deadline) })}`
              : ''}
          </p>
          {/* Whoever just booked pays at once: signed in, on the account's page (saved cards there); without an account,
              by the link's token the create answer gave. */}
          <Link className={buttonClass('primary')} to={prepaymentToken && !signedIn ? paths.prepaymentByLink(r.id, prepaymentToken) : paths.prepayment(r.id)}>
            {t('success.pay')}
          </Link>
        </section>
      )}
      <div className="success__actions">
        <CalendarLinks visit={visit} ics={t('success.ics')} google={t('success.google')} />
        {signedIn && (
          <Link className={buttonClass('secondary')} to={paths.reservation(r.id)}>
            {t('success.manage')}
          </Link>
        )}
        <Link className={buttonClass('secondary')} to={paths.reservationHistory()}>
          {t('success.myBookings')}
        </Link>
      </div>
      <InstallOffer />
    </div>
  );
}
