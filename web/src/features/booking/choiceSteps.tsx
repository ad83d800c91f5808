// The choosing steps: services, masters, day and time.
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { components } from '@salonbook/sdk';
import { useAnalytics } from '../../lib/analyticsContext';
import { paths } from '../../config/paths';
import { useApi } from '../../lib/sdk';
import { ServiceList } from '../../entities/firm/services';
import { chosenMaster, priceText, totalsOf, withDate, withMaster, withServices } from '../../entities/reservation-draft/draft';
import { allocationInit, dayTimesInit, stripInit, timeStepDate } from '../../entities/reservation-draft/queries';
import { formatInTimeZone } from 'date-fns-tz';
import { formatDayMonth, formatMonth, formatTime, formatWeekday, formatWeekdayLong, zonedDateTime } from '../../lib/format';
import { formatDuration, formatMoney } from '../../lib/numbers';
import { DateStrip, type DateChoice } from '../../ui/DateStrip';
import { ImageOr } from '../../ui/ImageOr';
import { masterFullName } from '../../ui/MasterCard';
import { Rating } from '../../ui/Rating';
import { TimeGrid, type TimeChoice } from '../../ui/TimeGrid';
import { useBooking } from './context';
import { StepHeading } from './BookingScreen';

type Service = components['schemas']['Service'];
type TimeSlotDay = components['schemas']['TimeSlotDay'];

export function useMoney() {
  const { i18n } = useTranslation();
  return (n: number, currency?: string) => formatMoney(n, i18n.language, currency);
}

/** The firm's services by id. */
function useCatalog() {
  const { info } = useBooking();
  return useMemo(() => new Map(info.serviceCategories.flatMap((c) => c.services).map((s) => [s.id, s])), [info]);
}

/** The step's own error: a message and Retry; the step and everything chosen stay. */
export function StepError({ onRetry, text }: { onRetry: () => void; text?: string }) {
  const { t } = useTranslation('booking');
  return (
    <div className="booking__error" role="alert">
      <p>{text ?? t('errors.network')}</p>
      <button type="button" className="btn btn--secondary" onClick={onRetry}>
        {t('common:error.retry')}
      </button>
    </div>
  );
}

function NextBar({ onNext, disabled, label, summary }: { onNext: () => void; disabled?: boolean; label: string; summary?: string }) {
  return (
    <div className="booking__next">
      {summary && <p className="booking__summary">{summary}</p>}
      <button type="button" className="btn btn--primary booking__next-button" onClick={onNext} disabled={disabled}>
        {label}
      </button>
    </div>
  );
}

export function ServicesStep() {
  const { t, i18n } = useTranslation('booking');
  const { draft, update, info, go } = useBooking();
  const analytics = useAnalytics();
  const catalog = useCatalog();
  const money = useMoney();
  const [adding, setAdding] = useState(false);
  const services = draft.services.map((id) => catalog.get(id)).filter((s): s is Service => s !== undefined);
  const missing = draft.services.length - services.length;
  const totals = totalsOf(services);

  useEffect(() => {
    // Services the firm no longer offers leave the draft (the note below says so).
    if (missing > 0) update(withServices(draft, services.map((s) => s.id)));
  }, [missing]); // eslint-disable-line react-hooks/exhaustive-deps

  const toggle = (service: Service) => {
    const on = draft.services.includes(service.id);
    if (!on) analytics.track('add_another_service', { firmId: draft.firm?.id, serviceId: service.id });
    update(withServices(draft, on ? draft.services.filter((id) => id !== service.id) : [...draft.services, service.id]));
  };

  return (
    <section className="booking__step" aria-labelledby="booking-step-title">
      <StepHeading>{t('steps.services')}</StepHeading>
      {missing > 0 && <p className="booking__note">{t('start.unavailable')}</p>}
      {services.length === 0 ? (
        <p>{t('services.none')}</p>
      ) : (
        <ul className="booking__rows">
          {services.map((s) => (
            <li key={s.id} className="card booking__row">
              <span className="booking__row-main">
                <span className="booking__row-name">{s.name}</span>
                <span className="booking__row-meta">{formatDuration(s.durationMinutes, i18n.language)}</span>
              </span>
              <span className="booking__row-price">{priceText(s.price, money)}</span>
              <button type="button" className="btn btn--ghost booking__remove" onClick={() => toggle(s)} aria-label={t('services.remove', { name: s.name })}>
                {t('services.removeShort')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="booking__total" aria-live="polite">
        {t('services.total', {
          count: totals.count,
          duration: formatDuration(totals.minutes, i18n.language),
          price: priceText({ from: totals.from, to: totals.to, currency: totals.currency }, money),
        })}
      </p>
      <button type="button" className="btn btn--secondary" aria-expanded={adding} onClick={() => setAdding(!adding)}>
        {adding ? t('services.doneAdding') : t('services.add')}
      </button>
      {adding && <ServiceList categories={info.serviceCategories} selected={draft.services} onToggle={toggle} />}
      <NextBar onNext={() => go('masters')} disabled={services.length === 0} label={t('next')} />
    </section>
  );
}

export function MastersStep() {
  const { t } = useTranslation('booking');
  const { draft, update, firmId, go } = useBooking();
  const api = useApi();
  const catalog = useCatalog();
  const allocation = api.useQuery('get', '/rest/clients-app/v1/reservations/service-allocation', allocationInit(firmId, draft.services));
  const masters = new Map((allocation.data?.masters ?? []).map((m) => [m.id, m]));

  // A master who can no longer do a service (or came from another page) is replaced by "any master".
  useEffect(() => {
    if (!allocation.data) return;
    let next = draft;
    for (const row of allocation.data.services) {
      const chosen = chosenMaster(draft, row.serviceId);
      if (chosen !== null && !row.masterIds.includes(chosen)) next = withMaster(next, row.serviceId, null);
    }
    if (next !== draft) update(next);
  }, [allocation.data]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <section className="booking__step" aria-labelledby="booking-step-title" aria-busy={allocation.isPending}>
      <StepHeading>{t('steps.masters')}</StepHeading>
      {allocation.isPending ? (
        <div className="booking__rows" aria-hidden>
          {draft.services.map((id) => (
            <span key={id} className="skeleton" style={{ height: 120 }} />
          ))}
        </div>
      ) : allocation.isError ? (
        <StepError onRetry={() => void allocation.refetch()} />
      ) : (
        allocation.data.services.map((row) => {
          const service = catalog.get(row.serviceId);
          const chosen = chosenMaster(draft, row.serviceId);
          const name = `master-${row.serviceId}`;
          const options = row.masterIds.map((id) => masters.get(id)).filter((m) => m !== undefined);
          return (
            <fieldset key={row.serviceId} className="card booking__masters">
              <legend className="booking__legend">{service?.name ?? t('masters.service')}</legend>
              {options.length === 0 && row.anyMasterAllowed === false && <p>{t('masters.nobody')}</p>}
              {row.anyMasterAllowed !== false && (
                <label className={`booking__master${chosen === null ? ' is-selected' : ''}`}>
                  <input type="radio" name={name} checked={chosen === null} onChange={() => update(withMaster(draft, row.serviceId, null))} />
                  <span className="booking__master-photo booking__master-photo--any" aria-hidden>
                    ★
                  </span>
                  <span className="booking__master-text">
                    <span className="booking__master-name">{t('start.anyMaster')}</span>
                    <span className="booking__master-meta">{t('masters.anyHint')}</span>
                  </span>
                </label>
              )}
              {options.map((m) => (
                <label key={m.id} className={`booking__master${chosen === m.id ? ' is-selected' : ''}`}>
                  <input type="radio" name={name} checked={chosen === m.id} onChange={() => update(withMaster(draft, row.serviceId, m.id))} />
                  <ImageOr
                    className="booking__master-photo"
                    src={m.photoUrl}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    monogram={m.name.slice(0, 1)}
                  />
                  <span className="booking__master-text">
                    <span className="booking__master-name">{masterFullName(m)}</span>
                    <span className="booking__master-meta">{m.profession}</span>
                    <Rating value={m.rating} count={m.reviewCount} variant="compact" />
                  </span>
                </label>
              ))}
            </fieldset>
          );
        })
      )}
      <NextBar onNext={() => go('time')} disabled={!allocation.data} label={t('next')} />
    </section>
  );
}

/** Morning before 12:00, afternoon before 17:00, evening after (Asia/Aqtau). */
function partOfDay(startTime: string): TimeChoice['part'] {
  const hour = Number(formatInTimeZone(startTime, 'Asia/Aqtau', 'H'));
  return hour < 12 ? 'morning' : hour < 17 ? 'afternoon' : 'evening';
}

export function TimeStep() {
  const { t, i18n } = useTranslation('booking');
  const { draft, update, info, go, notice, setNotice } = useBooking();
  const api = useApi();
  const money = useMoney();
  const strip = api.useQuery('get', '/rest/clients-app/v1/reservations/reservation-times', stripInit(draft));
  const daysAhead = info.bookingDaysAhead ?? 30;
  const days: TimeSlotDay[] = (strip.data?.days ?? []).slice(0, daysAhead);
  const currency = strip.data?.currency;
  const firstFree = days.find((d) => d.available && d.slots.some((s) => s.available));
  const chosenDay = days.find((d) => d.date === draft.params.date && d.available);
  // The same day the booking screen prefetched the times of (entities/reservation-draft/queries).
  const date = timeStepDate(days, draft.params.date);

  // The first day with free time is chosen when none is (or the chosen one has none left).
  useEffect(() => {
    if (date && date !== draft.params.date) update(withDate(draft, date));
  }, [date]); // eslint-disable-line react-hooks/exhaustive-deps

  const times = api.useQuery('get', '/rest/clients-app/v1/reservations/available-times', dayTimesInit(draft, date ?? ''), { enabled: date !== null });
  const slots = (times.data?.days[0]?.slots ?? []).filter((s) => s.available);
  const lowest = Math.min(...slots.map((s) => s.price));

  // The chosen time was taken meanwhile: it leaves the draft, everything else stays.
  useEffect(() => {
    if (times.data && draft.startTime?.startsWith(date ?? '-') && !slots.some((s) => s.startTime === draft.startTime)) update({ ...draft, startTime: null });
  }, [times.data]); // eslint-disable-line react-hooks/exhaustive-deps

  const choices: DateChoice[] = days.map((d) => {
    const at = zonedDateTime(d.date, '12:00');
    const free = d.available && d.slots.some((s) => s.available);
    const priceStr = d.priceFrom != null ? t('time.from', { price: money(d.priceFrom, currency) }) : '';
    return {
      date: d.date,
      priceStr,
      fWeek: formatWeekday(at, i18n.language),
      fMonth: formatMonth(at, i18n.language),
      fDate: String(Number(d.date.slice(8, 10))),
      fTime: d.slots.find((s) => s.available) ? formatTime(d.slots.find((s) => s.available)!.startTime) : '',
      isSelected: d.date === date,
      isDisabled: !free,
      label: [t('time.dayName', { day: formatDayMonth(at, i18n.language), weekday: formatWeekdayLong(at, i18n.language) }), free ? priceStr : t('time.noTime')]
        .filter(Boolean)
        .join(', '),
    };
  });

  const timeChoices: TimeChoice[] = slots.map((s) => ({
    key: s.startTime,
    time: formatTime(s.startTime),
    price: s.price !== lowest ? money(s.price, s.currency ?? currency) : undefined,
    part: partOfDay(s.startTime),
    label: `${formatTime(s.startTime)}, ${money(s.price, s.currency ?? currency)}`,
  }));

  return (
    <section className="booking__step" aria-labelledby="booking-step-title">
      <StepHeading>{t('steps.time')}</StepHeading>
      <div aria-live="polite" className="booking__live">
        {notice && (
          <p className="booking__notice" role="status">
            {t(`notice.${notice}`)}
          </p>
        )}
      </div>
      {strip.isPending ? (
        <div className="date-strip" aria-hidden>
          {Array.from({ length: 7 }, (_, i) => (
            <span key={i} className="skeleton date-strip__day" />
          ))}
        </div>
      ) : strip.isError ? (
        <StepError onRetry={() => void strip.refetch()} />
      ) : !firstFree ? (
        <div className="card booking__empty">
          <p>{t('time.emptyRange', { count: daysAhead })}</p>
          <button type="button" className="btn btn--secondary" onClick={() => go('masters')}>
            {t('time.otherMaster')}
          </button>
        </div>
      ) : (
        <>
          <DateStrip label={t('time.days')} days={choices} noTime={t('time.noTimeShort')} onSelect={(d) => update(withDate(draft, d))} />
          <h2 className="booking__subtitle">{chosenDay || firstFree ? formatDayMonth(zonedDateTime(date ?? firstFree.date, '12:00'), i18n.language) : ''}</h2>
          {times.isPending ? (
            <div className="time-grid__slots" aria-hidden>
              {Array.from({ length: 8 }, (_, i) => (
                <span key={i} className="skeleton time-grid__slot" />
              ))}
            </div>
          ) : times.isError ? (
            <StepError onRetry={() => void times.refetch()} />
          ) : timeChoices.length === 0 ? (
            <p className="booking__empty">{t('time.emptyDay')}</p>
          ) : (
            <TimeGrid
              label={t('time.times')}
              times={timeChoices}
              selected={draft.startTime}
              onSelect={(startTime) => {
                setNotice(null);
                update({ ...draft, startTime });
              }}
              partLabels={{ morning: t('time.morning'), afternoon: t('time.afternoon'), evening: t('time.evening') }}
            />
          )}
        </>
      )}
      <NextBar
        onNext={() => go('details')}
        disabled={!draft.startTime}
        label={t('next')}
        summary={draft.startTime ? t('time.chosen', { day: formatDayMonth(draft.startTime, i18n.language), time: formatTime(draft.startTime) }) : undefined}
      />
      <p className="booking__back-link">
        <Link to={paths.salon(draft.firm?.id ?? 0)}>{t('start.change')}</Link>
      </p>
    </section>
  );
}
