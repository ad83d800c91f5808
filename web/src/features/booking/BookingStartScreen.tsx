import { Link, Navigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { parseId, paths } from '../../app/paths';
import { useSavedReservation } from '../../app/state';
import { formatDuration, formatMoney } from '../../lib/numbers';
import { ErrorState } from '../../ui/ErrorState';
import { masterFullName } from '../../ui/MasterCard';
import { priceText, totalsOf } from '../../entities/reservation-draft/draft';
import { useFirm, useFirmMasters } from '../../entities/firm/queries';
import './booking.css';

/**
 * /salon/:firmId/book: the first step of booking. It shows the saved-reservation draft (salon, services with
 * prices and durations, chosen masters, the total); choosing the time is the next step (booking issue).
 */
export function BookingStartScreen() {
  const firmId = parseId(useParams().firmId);
  if (firmId === null) return <Navigate to={paths.notFound()} replace state={{ status: 404 }} />;
  return <BookingStart firmId={firmId} />;
}

function BookingStart({ firmId }: { firmId: number }) {
  const { t, i18n } = useTranslation('booking');
  const [draft] = useSavedReservation();
  const ours = draft && !draft.isDeleted && draft.firm?.id === firmId && draft.services.length > 0 ? draft : null;
  const firm = useFirm(firmId);
  const masters = useFirmMasters(firmId);
  const money = (n: number) => formatMoney(n, i18n.language);

  if (!ours)
    return (
      <div className="page booking-start">
        <h1 className="page__title">{t('start.title')}</h1>
        <div className="card booking-start__card">
          <p>{t('start.empty')}</p>
          <Link className="btn btn--primary" to={paths.salon(firmId)}>
            {t('start.toSalon')}
          </Link>
        </div>
      </div>
    );

  if (firm.isError)
    return (
      <div className="page">
        <ErrorState onRetry={() => void firm.refetch()} />
      </div>
    );

  const offered = firm.data?.serviceCategories.flatMap((c) => c.services) ?? [];
  const services = firm.data ? ours.services.map((id) => offered.find((s) => s.id === id)).filter((s) => s !== undefined) : [];
  const missing = firm.data ? ours.services.length - services.length : 0;
  const totals = totalsOf(services);
  const masterName = (serviceId: number) => {
    const masterId = ours.params.masters?.[String(serviceId)];
    const master = masterId ? masters.data?.find((m) => m.id === masterId) : undefined;
    return master ? t('start.master', { name: masterFullName(master) }) : t('start.anyMaster');
  };

  return (
    <div className="page booking-start">
      <h1 className="page__title">{t('start.title')}</h1>
      <section className="card booking-start__card" aria-labelledby="booking-salon">
        <h2 id="booking-salon" className="booking-start__label">
          {t('start.salon')}
        </h2>
        <p className="booking-start__salon">
          <Link to={paths.salon(firmId)}>{ours.firm?.name}</Link>
        </p>
        <p className="booking-start__address">{ours.firm?.address}</p>
      </section>

      <section className="card booking-start__card" aria-labelledby="booking-services" aria-busy={firm.isPending}>
        <h2 id="booking-services" className="booking-start__label">
          {t('start.services')}
        </h2>
        {firm.isPending ? (
          <div className="booking-start__rows" aria-hidden>
            {ours.services.map((id) => (
              <span key={id} className="skeleton" style={{ height: 52 }} />
            ))}
          </div>
        ) : (
          <>
            <ul className="booking-start__rows">
              {services.map((s) => (
                <li key={s.id} className="booking-start__row">
                  <span className="booking-start__service">
                    <span className="booking-start__name">{s.name}</span>
                    <span className="booking-start__meta">
                      {formatDuration(s.durationMinutes, i18n.language)} · {masterName(s.id)}
                    </span>
                  </span>
                  <span className="booking-start__price">{priceText(s.price, money)}</span>
                </li>
              ))}
            </ul>
            {missing > 0 && <p className="booking-start__note">{t('start.unavailable')}</p>}
            <dl className="booking-start__totals">
              <div>
                <dt>{t('start.duration')}</dt>
                <dd>{formatDuration(totals.minutes, i18n.language)}</dd>
              </div>
              <div className="booking-start__total">
                <dt>{t('start.total')}</dt>
                <dd>{priceText({ from: totals.from, to: totals.to }, money)}</dd>
              </div>
            </dl>
          </>
        )}
      </section>

      <p className="booking-start__next" role="note">
        {t('start.next')}
      </p>
      <Link className="btn btn--secondary booking-start__change" to={paths.salon(firmId)}>
        {t('start.change')}
      </Link>
    </div>
  );
}
