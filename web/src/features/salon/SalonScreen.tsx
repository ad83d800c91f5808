import { useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAnalytics } from '../../lib/analyticsContext';
import { parseId, paths } from '../../config/paths';
import { useSavedReservation } from '../../lib/state';
import { ErrorState } from '../../ui/ErrorState';
import { Rating } from '../../ui/Rating';
import { AfterPaint } from '../../ui/usePainted';
import { basketAtSalon, basketIsLive, markBasketLive, makeDraft, serviceChoiceEvent, timeHasPassed } from '../../entities/reservation-draft/draft';
import type { SavedReservation } from '@salonbook/sdk';
import { useSdk } from '../../lib/sdk';
import { Button } from '../../ui/Button';
import { formatDayMonth, formatTime } from '../../lib/format';
import { useRecentFirms } from '../../entities/firm/recent';
import { FavoriteButton } from './FavoriteButton';
import { CertificatesSection } from './CertificatesSection';
import { Section } from '../../ui/Section';
import { TwoColumn } from '../../ui/TwoColumn';
import { useFirm, usePrefetchBooking, type Firm, type Service } from './api';
import { Contacts, Discounts, Express, Gallery, Hours, Masters, Portfolio, Recommended, Reviews } from './sections';
import { BookingBar, ServiceList } from '../../entities/firm/services';
import './salon.css';

/** /salon/:firmId */
export function SalonScreen() {
  const firmId = parseId(useParams().firmId);
  if (firmId === null) return <Navigate to={paths.notFound()} replace state={{ status: 404 }} />;
  return <Salon key={firmId} firmId={firmId} />;
}

function Salon({ firmId }: { firmId: number }) {
  const query = useFirm(firmId);
  const analytics = useAnalytics();
  const { remember } = useRecentFirms();
  const tracked = useRef(false);
  useEffect(() => {
    if (query.data && !tracked.current) {
      tracked.current = true;
      analytics.track('open_firm', { firmId: query.data.id, firmName: query.data.name });
      // The home page lists it under 'Вы смотрели'.
      remember(query.data);
    }
  }, [query.data, analytics, remember]);

  if (query.isPending) return <SalonSkeleton />;
  if (query.isError)
    return (
      <div className="page">
        <ErrorState onRetry={() => void query.refetch()} />
      </div>
    );
  return <SalonPage firm={query.data} />;
}

function SalonPage({ firm }: { firm: Firm }) {
  const { t } = useTranslation('salon');
  const analytics = useAnalytics();
  const navigate = useNavigate();
  const [draft, setDraft] = useSavedReservation();
  const sdk = useSdk();
  const prefetchBooking = usePrefetchBooking();
  const offered = useMemo(() => firm.serviceCategories.flatMap((c) => c.services), [firm]);
  // A basket chosen in this page's life is shown ticked; one left on an earlier visit is offered, never ticked (the
  // page's first render is the server's, without it: ticks appearing after the paint turned a tap into an untick).
  const live = basketIsLive(sdk, firm.id);
  const basket = basketAtSalon(draft, firm.id, offered, live);
  const [choice, setSelected] = useState<number[] | null>(null);
  const selected = choice ?? (basket.kind === 'ticks' ? basket.services : []);
  const chosen = offered.filter((s) => selected.includes(s.id));

  /** Keeps the draft in step with the choice, so it survives a reload. A stale basket's masters are not carried over. */
  const save = (ids: number[]) => {
    const sameFirm = draft?.firm?.id === firm.id;
    markBasketLive(sdk, firm.id);
    if (ids.length === 0) {
      if (sameFirm) setDraft(null);
      return;
    }
    const masters =
      sameFirm && live && draft?.params.masters
        ? Object.fromEntries(Object.entries(draft.params.masters).filter(([id]) => ids.includes(Number(id))))
        : undefined;
    const next = makeDraft(firm, ids, masters && Object.keys(masters).length > 0 ? masters : undefined);
    setDraft(next);
    // The booking screen's data (the firm's booking info and the date strip) start now, not after 'Записаться'.
    prefetchBooking(firm.id, next);
  };

  const toggle = (service: Pick<Service, 'id' | 'name'>) => {
    const on = selected.includes(service.id);
    const next = on ? selected.filter((id) => id !== service.id) : [...selected, service.id];
    if (!on) {
      analytics.track(serviceChoiceEvent(selected.length), { firmId: firm.id, serviceId: service.id, serviceName: service.name, servicesCount: next.length });
    }
    setSelected(next);
    save(next);
  };

  const book = () => {
    markBasketLive(sdk, firm.id);
    setDraft(makeDraft(firm, selected, draft?.firm?.id === firm.id && live ? draft.params.masters : undefined));
    void navigate(paths.booking(firm.id));
  };

  return (
    <div className="page salon">
      <Gallery firm={firm} />
      <header className="salon__header card">
        <div className="salon__title-row">
          <h1 className="salon__name">{firm.name}</h1>
          <FavoriteButton firm={firm} />
        </div>
        <a className="salon__rating" href="#reviews">
          <Rating value={firm.rating} count={firm.reviewCount} />
        </a>
        {firm.categories && firm.categories.length > 0 && (
          <ul className="salon__tags" aria-label={t('info.categories')}>
            {firm.categories.map((c) => (
              <li key={c} className="salon__tag">
                {c}
              </li>
            ))}
          </ul>
        )}
        {firm.description && <p className="salon__description">{firm.description}</p>}
        <Contacts firm={firm} />
      </header>

      {/* The photo and the header paint first; the services, masters and reviews right after. */}
      <AfterPaint fallback={<LayoutSkeleton />}>
        <TwoColumn sticky>
          <div className="salon__main lazy-blocks">
            <Section id="services" title={t('services.title')}>
              <p className="sb-section__lead">{t('services.lead')}</p>
              <ServiceList categories={firm.serviceCategories} selected={selected} onToggle={toggle} />
            </Section>
            <Express
              firm={firm}
              selected={selected}
              onChoose={(serviceId) => {
                const service = offered.find((s) => s.id === serviceId);
                if (service) toggle(service);
              }}
            />
            <Masters firmId={firm.id} />
            <Portfolio firm={firm} />
            <Reviews firmId={firm.id} />
            <Recommended firmId={firm.id} />
          </div>
          <aside className="salon__aside lazy-blocks" aria-label={t('info.aside')}>
            <Section id="hours" title={t('hours.title')} className="card salon__box">
              <Hours hours={firm.workingHours} />
            </Section>
            <Discounts firmId={firm.id} />
            <CertificatesSection firmId={firm.id} />
          </aside>
        </TwoColumn>
      </AfterPaint>
      <BookingBar services={chosen} onBook={book} />
      {chosen.length === 0 && basket.kind === 'offer' && (
        <BasketOffer
          draft={basket.draft}
          services={offered.filter((s) => basket.services.includes(s.id))}
          onContinue={() => {
            markBasketLive(sdk, firm.id);
            void navigate(paths.booking(firm.id));
          }}
          onDiscard={() => setDraft(null)}
        />
      )}
    </div>
  );
}

/**
 * A basket left at this salon on an earlier visit: 'Продолжить запись: …' (the booking, where it was left) or start
 * anew (it is dropped). Ticking a service instead starts a new basket. It stands where the booking bar does, so its
 * coming moves nothing on the page.
 */
function BasketOffer(props: { draft: SavedReservation; services: Service[]; onContinue: () => void; onDiscard: () => void }) {
  const { t, i18n } = useTranslation('salon');
  const { draft, services, onContinue, onDiscard } = props;
  const when = draft.startTime && !timeHasPassed(draft) ? `${formatDayMonth(draft.startTime, i18n.language)}, ${formatTime(draft.startTime)}` : null;
  return (
    <div className="booking-bar basket-offer" role="region" aria-label={t('basket.label')}>
      <p className="basket-offer__text">
        {t('basket.continue', { services: services.map((s) => s.name).join(', ') })}
        {when && <span className="basket-offer__when">{when}</span>}
      </p>
      <div className="basket-offer__actions">
        <Button variant="primary" onClick={onContinue}>
          {t('basket.resume')}
        </Button>
        <Button variant="secondary" onClick={onDiscard}>
          {t('basket.anew')}
        </Button>
      </div>
    </div>
  );
}

/**
 * The page's shape while the firm loads: same gallery, header and rows, no text. Its sizes are classes (salon.css),
 * not style attributes, which the CSP drops from any HTML the server renders.
 */
export function SalonSkeleton() {
  return (
    <div className="page salon" aria-busy="true">
      <div className="gallery" aria-hidden>
        <span className="skeleton gallery__main" />
      </div>
      <div className="salon__header card" aria-hidden>
        <span className="skeleton salon__skeleton-name" />
        <span className="skeleton salon__skeleton-line salon__skeleton-line--rating" />
        <span className="skeleton salon__skeleton-line salon__skeleton-line--long" />
        <span className="skeleton salon__skeleton-line salon__skeleton-line--short" />
      </div>
      <LayoutSkeleton />
    </div>
  );
}

/** The services column and the side box, before their content. */
function LayoutSkeleton() {
  return (
    <TwoColumn sticky aria-hidden>
      <div className="salon__main sb-skeleton-list">
        <span className="skeleton salon__skeleton-title" />
        {[0, 1, 2, 3].map((i) => (
          <span key={i} className="skeleton salon__skeleton-row" />
        ))}
      </div>
      <div className="salon__aside">
        <span className="skeleton salon__skeleton-box" />
      </div>
    </TwoColumn>
  );
}
