// The service list and the sticky booking bar that the salon and master pages share.
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../lib/numbers';
import { useMoney } from '../../lib/useMoney';
import { priceText, totalsOf, type Totals } from '../reservation-draft/draft';
import type { Firm, Service } from './queries';
import { Button } from '../../ui/Button';

/** Services grouped by category, each a checkbox-like toggle with its price (from–to) and duration. */
export function ServiceList({
  categories: groups,
  selected,
  onToggle,
}: {
  categories: Firm['serviceCategories'];
  selected: number[];
  onToggle: (service: Service) => void;
}) {
  const { t, i18n } = useTranslation('salon');
  const money = useMoney();
  const categories = groups.filter((c) => c.services.length > 0);
  if (categories.length === 0) return <p className="sb-empty">{t('services.empty')}</p>;
  return (
    <div className="services">
      {categories.map((category) => (
        <div key={category.id} className="services__group">
          {category.name && <h3 className="services__category">{category.name}</h3>}
          <ul className="services__list">
            {category.services.map((service) => {
              const checked = selected.includes(service.id);
              const id = `service-${service.id}`;
              return (
                <li key={service.id}>
                  <label className={`service${checked ? ' service--on' : ''}`} htmlFor={id}>
                    <input id={id} className="service__input" type="checkbox" checked={checked} onChange={() => onToggle(service)} />
                    <span className="service__check" aria-hidden />
                    <span className="service__body">
                      <span className="service__name">{service.name}</span>
                      {service.description && <span className="service__description">{service.description}</span>}
                      <span className="service__meta">
                        <span className="service__duration">{formatDuration(service.durationMinutes, i18n.language)}</span>
                        <span className="service__price">{priceText(service.price, money)}</span>
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}

export function useTotalsText() {
  const { t, i18n } = useTranslation('salon');
  const money = useMoney();
  return (totals: Totals) => {
    return {
      count: t('bar.services', { count: totals.count }),
      price: priceText({ from: totals.from, to: totals.to, currency: totals.currency }, money),
      duration: formatDuration(totals.minutes, i18n.language),
    };
  };
}

/** The sticky "Записаться · N услуг · total" bar (fixed above the tab bar on phones). */
export function BookingBar({ services, onBook }: { services: Service[]; onBook: () => void }) {
  const { t } = useTranslation('salon');
  const text = useTotalsText()(totalsOf(services));
  if (services.length === 0) return null;
  return (
    <div className="booking-bar" role="region" aria-label={t('bar.label')}>
      <div className="booking-bar__summary" aria-live="polite">
        <span className="booking-bar__count">
          {text.count} · {text.duration}
        </span>
        <span className="booking-bar__total">{text.price}</span>
      </div>
      <Button variant="primary" className="booking-bar__button" onClick={onBook}>
        {t('bar.book')}
      </Button>
    </div>
  );
}
