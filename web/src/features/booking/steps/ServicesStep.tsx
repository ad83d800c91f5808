import { lazy, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnalytics } from '../../../lib/analyticsContext';
import { ServiceList } from '../../../entities/firm/services';
import { chosenMaster, priceText, totalsOf, withServices } from '../../../entities/reservation-draft/draft';
import { masterFullName } from '../../../entities/master/MasterCard';
import { useServiceAllocation } from '../api';
import { formatDuration } from '../../../lib/numbers';
import { useBooking } from '../context';
import { NextBar, StepHeading, StepLead } from './StepFrame';
import { useMoney } from '../../../lib/useMoney';
import { useCatalog } from '../context';
import type { components } from '@salonbook/sdk';
import { Button } from '../../../ui/Button';

type Service = components['schemas']['Service'];

/**
 * The time a free-time chip chose, in words (date-fns and its locales, which nothing else of this step needs): its code
 * comes only for a draft that holds a time, and the step waits for it (BookingScreen's Suspense shows the step's
 * skeleton), so nothing moves when it comes. Without it (a dropped network) the step goes on without the note: the time
 * stays in the draft, and the time step shows it.
 */
const HeldTime = lazy<ComponentType<{ startTime: string }>>(() =>
  import('../../../entities/free-time/HeldTime').then(
    (module) => ({ default: module.HeldTime }),
    () => ({ default: () => null }),
  ),
);

export function ServicesStep() {
  const { t, i18n } = useTranslation('booking');
  const { draft, update, info, go, firmId } = useBooking();
  const analytics = useAnalytics();
  const catalog = useCatalog();
  const money = useMoney();
  const [adding, setAdding] = useState(false);
  const services = draft.services.map((id) => catalog.get(id)).filter((s): s is Service => s !== undefined);
  const missing = draft.services.length - services.length;
  const totals = totalsOf(services);
  // The master chosen for a service (a free-time chip chooses one) is named on its row.
  const masters = useServiceAllocation(firmId, draft.services).data?.masters ?? [];
  const masterOf = (serviceId: number) => masters.find((m) => m.id === chosenMaster(draft, serviceId));

  useEffect(() => {
    // Services the firm no longer offers leave the draft (the note below says so).
    if (missing > 0)
      update(
        withServices(
          draft,
          services.map((s) => s.id),
        ),
      );
  }, [missing]); // eslint-disable-line react-hooks/exhaustive-deps

  const toggle = (service: Service) => {
    const on = draft.services.includes(service.id);
    if (!on) analytics.track('add_another_service', { firmId: draft.firm?.id, serviceId: service.id });
    update(withServices(draft, on ? draft.services.filter((id) => id !== service.id) : [...draft.services, service.id]));
  };

  return (
    <section className="booking__step" aria-labelledby="booking-step-title">
      <StepHeading>{t('steps.services')}</StepHeading>
      <StepLead>{t('services.lead')}</StepLead>
      {draft.startTime && <HeldTime startTime={draft.startTime} />}
      {missing > 0 && <p className="booking__note">{t('start.unavailable')}</p>}
      {services.length === 0 ? (
        <p>{t('services.none')}</p>
      ) : (
        <ul className="booking__rows">
          {services.map((s) => (
            <li key={s.id} className="card booking__row">
              <span className="booking__row-main">
                <span className="booking__row-name">{s.name}</span>
                <span className="booking__row-meta">
                  {[formatDuration(s.durationMinutes, i18n.language), masterOf(s.id) && masterFullName(masterOf(s.id)!)].filter(Boolean).join(' · ')}
                </span>
              </span>
              <span className="booking__row-price">{priceText(s.price, money)}</span>
              <Button variant="ghost" className="booking__remove" onClick={() => toggle(s)} aria-label={t('services.remove', { name: s.name })}>
                {t('services.removeShort')}
              </Button>
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
      <Button variant="secondary" aria-expanded={adding} onClick={() => setAdding(!adding)}>
        {adding ? t('services.doneAdding') : t('services.add')}
      </Button>
      {adding && <ServiceList categories={info.serviceCategories} selected={draft.services} onToggle={toggle} />}
      <NextBar onNext={() => go('masters')} disabled={services.length === 0} why={t('services.chooseFirst')} label={t('next')} />
    </section>
  );
}
