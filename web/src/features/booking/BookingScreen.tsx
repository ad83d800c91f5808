import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SavedReservation } from '@salonbook/sdk';
import { useAnalytics } from '../../lib/analyticsContext';
import { parseId, paths } from '../../config/paths';
import { useSavedReservation } from '../../lib/state';
import { draftOfFirm, markBasketLive, timeHasPassed } from '../../entities/reservation-draft/draft';
import { recentReservationAt } from '../../entities/reservation/reservation';
import { useSdk } from '../../lib/sdk';
import { timeStepDate } from '../../entities/reservation-draft/queries';
import { ErrorState } from '../../ui/ErrorState';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { AfterPaint } from '../../ui/usePainted';
import { useBookingInfo, useDateStrip, useDayTimes, useExpressService, useFirmDiscount, useServiceAllocation } from './api';
import { BookingContext, type BookingContextValue, type Notice, type Preview, type StepMove } from './context';
import { expressCode, mobileCheck, preloadSteps, stepCode, useDeferred, type LaterStep } from './deferred';
import { allowedStep, needsMobileCheck, parseStep, STEP_COUNT, stepNumber, type Step } from './flow';
import { ServicesStep } from './steps/ServicesStep';
import { ExpressFrame, StepError, StepHeading, StepLead } from './steps/StepFrame';
import './booking.css';
import { buttonClass } from '../../ui/Button';

/**
 * /salon/:firmId/book: booking from the saved-reservation draft, one step at a time (?step=services, masters,
 * time, details, preview, code). Every change is written to the draft at once, so a reload or the browser's
 * Back keeps everything; /salon/:firmId/book?express=ID books an express service instead. The steps after the first
 * and the express form come as code of their own (deferred.tsx).
 */
export function BookingScreen() {
  const firmId = parseId(useParams().firmId);
  const [params] = useSearchParams();
  if (firmId === null) return <Navigate to={paths.notFound()} replace state={{ status: 404 }} />;
  const express = parseId(params.get('express') ?? undefined);
  if (express !== null) return <Express firmId={firmId} expressId={express} />;
  return <Booking firmId={firmId} />;
}

/**
 * The booking page until its screen mounts (the server's HTML, and hydration): the salon, and the step the address
 * asks for with its heading, lead and rows' shapes, where the screen puts them, so the page is readable at its first
 * paint and nothing moves when the screen comes. The salon's name is the booking rules' the server asked for.
 */
export function BookingFallback() {
  const firmId = parseId(useParams().firmId);
  const [params] = useSearchParams();
  const info = useBookingInfo(firmId, { enabled: false });
  if (firmId === null || params.has('express')) return <PageSkeleton />;
  const step = parseStep(params.get('step'));
  return (
    <div className="page booking">
      <BookingHeader firmId={firmId} salon={info.data?.firm.name} step={step} />
      <StepSkeleton step={step} />
    </div>
  );
}

/** The salon (a link back to it) and the step's number: the screen's, and its fallback's in the same place. */
function BookingHeader({ firmId, salon, step }: { firmId: number; salon: string | undefined; step: Step }) {
  const { t } = useTranslation('booking');
  return (
    <header className="booking__header">
      <Link className="booking__salon" to={paths.salon(firmId)}>
        {salon}
      </Link>
      <p className="booking__progress">{t('progress', { step: stepNumber(step), total: STEP_COUNT })}</p>
    </header>
  );
}

/** The express form; the service is asked for while the form's code downloads, not after it. */
function Express({ firmId, expressId }: { firmId: number; expressId: number }) {
  const details = useExpressService(firmId, expressId);
  const { value: ExpressBooking, failed, retry } = useDeferred(expressCode);
  if (ExpressBooking) return <ExpressBooking firmId={firmId} expressId={expressId} />;
  if (failed)
    return (
      <div className="page">
        <ErrorState onRetry={retry} />
      </div>
    );
  return <ExpressFrame firmId={firmId} salon={details.data?.firm.name} />;
}

/** The steps of the booking this history entry was reached through (its own step last). */
function bookingTrail(state: unknown, step: Step): Step[] {
  const trail = (state as { bookingTrail?: unknown } | null)?.bookingTrail;
  return Array.isArray(trail) && trail.length > 0 && trail.at(-1) === step ? (trail as Step[]) : [step];
}

function Booking({ firmId }: { firmId: number }) {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const analytics = useAnalytics();
  const sdk = useSdk();
  const [params, setParams] = useSearchParams();
  const [stored, setStored] = useSavedReservation();
  const draft = draftOfFirm(stored, firmId);
  const info = useBookingInfo(firmId);
  const [notice, setNotice] = useState<Notice>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<Preview | null>(null);
  const finished = useRef(false);

  // This salon's basket is being booked now: its salon page shows it ticked, not offered as a stale one.
  useEffect(() => {
    if (draft) markBasketLive(sdk, firmId);
  }, [draft !== null, sdk, firmId]); // eslint-disable-line react-hooks/exhaustive-deps

  // A draft whose time has passed asks for a new time instead of failing at the preview.
  const passed = draft !== null && timeHasPassed(draft);
  useEffect(() => {
    if (passed && draft) {
      setStored({ ...draft, startTime: null });
      setNotice('time-passed');
    }
  }, [passed, draft, setStored]);

  const requested = parseStep(params.get('step'));
  // A step after the details is shown once the phone module's mobile check says the draft's number will do (the
  // module comes with those steps' code anyway); every earlier step is known at once. Meanwhile the asked step's
  // skeleton stands for it (`current`).
  const check = useDeferred(mobileCheck, draft !== null && needsMobileCheck(requested, draft));
  const step = draft ? allowedStep(requested, draft, check.value) : 'services';
  const current = step ?? requested;
  // The steps the client came through in this tab's history, up to this entry (each entry keeps its own trail).
  const location = useLocation();
  const trailNow = useRef<Step[]>([]);
  trailNow.current = bookingTrail(location.state, current);
  // Read when a step moves, not when the context was made (its value is kept while the draft stays the same).
  // A promotion's link (/promo) opened this booking with its discount: named on every step (the URL keeps it).
  const discountId = Number(params.get('discount')) || null;
  const keep: Record<string, string> = discountId ? { discount: String(discountId) } : {};
  const go = (next: Step, how: StepMove = 'forward') => {
    const trail = trailNow.current;
    if (how === 'forward') return setParams({ step: next, ...keep }, { state: { bookingTrail: [...trail, next] } });
    const back = trail.lastIndexOf(next, -2);
    if (back >= 0) return void navigate(back - (trail.length - 1));
    setParams({ step: next, ...keep }, { replace: true, state: { bookingTrail: [...trail.slice(0, -1), next] } });
  };

  // A later step's code is asked for with the step's data (a reload there waits for one of them, not both in turn);
  // once a step is on screen, the other steps' code comes in idle periods, so moving on waits for no download.
  useEffect(() => {
    if (draft && current !== 'services') void stepCode[current].load().catch(() => undefined);
  }, [draft !== null, current]); // eslint-disable-line react-hooks/exhaustive-deps
  const shown = draft !== null && info.data !== undefined;
  useEffect(() => {
    if (shown) preloadSteps();
  }, [shown]);

  const value = useMemo<BookingContextValue | null>(
    () =>
      draft && info.data
        ? {
            firmId,
            draft,
            update: setStored,
            info: info.data,
            go,
            notice,
            setNotice,
            fieldErrors,
            setFieldErrors,
            preview,
            setPreview,
            finish: (reservationId) => {
              finished.current = true;
              analytics.track('created_reservation_successfully', { firmId, reservationId });
              setStored(null);
              navigate(paths.reservationSuccess(reservationId), { replace: true });
            },
          }
        : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [draft, info.data, notice, fieldErrors, preview, firmId],
  );

  if (!draft) {
    if (finished.current) return null;
    // Back from the success page, or a booking finished in another tab: the booking is made, and says where it is.
    const booked = recentReservationAt(sdk, firmId);
    if (booked)
      return (
        <div className="page booking">
          <h1 className="page__title">{t('start.bookedTitle')}</h1>
          <div className="card booking__card">
            <p>{t('start.booked', { id: booked.id })}</p>
            <Link className={buttonClass('primary')} to={paths.reservationSuccess(booked.id)}>
              {t('start.openBooked')}
            </Link>
            <Link className={buttonClass('secondary')} to={paths.salon(firmId)}>
              {t('start.bookMore')}
            </Link>
          </div>
        </div>
      );
    return (
      <div className="page booking">
        <h1 className="page__title">{t('start.title')}</h1>
        <div className="card booking__card">
          <p>{t('start.empty')}</p>
          <Link className={buttonClass('primary')} to={paths.salon(firmId)}>
            {t('start.toSalon')}
          </Link>
        </div>
      </div>
    );
  }

  if (info.isError)
    return (
      <div className="page">
        <ErrorState onRetry={() => void info.refetch()} />
      </div>
    );

  return (
    <div className="page booking">
      <BookingHeader firmId={firmId} salon={draft.firm?.name} step={current} />
      {discountId !== null && <PromoNote firmId={firmId} discountId={discountId} />}
      {step === undefined ? (
        check.failed ? (
          <StepFailed step={current} onRetry={check.retry} />
        ) : (
          <StepSkeleton step={current} />
        )
      ) : value ? (
        <BookingContext.Provider value={value}>
          {/* The step and what it prefetches mount together: the step's own effects (a service the salon no longer
              offers leaves the draft) come before the next steps are asked for, also when the step waits for its code. */}
          <Suspense fallback={<StepSkeleton step={step} />}>
            {step === 'services' ? <ServicesStep /> : <LaterStepView key={step} step={step} />}
            <PrefetchSteps firmId={firmId} draft={draft} daysAhead={value.info.bookingDaysAhead ?? 30} />
          </Suspense>
        </BookingContext.Provider>
      ) : (
        <StepSkeleton step={step} />
      )}
    </div>
  );
}

/**
 * A step after the first: its skeleton while its code is still coming (preloaded, it is normally here already), and
 * the step's error with Retry if the code could not be downloaded (the draft keeps everything chosen).
 */
function LaterStepView({ step }: { step: LaterStep }) {
  const { value: StepView, failed, retry } = useDeferred(stepCode[step]);
  if (StepView) return <StepView />;
  if (failed) return <StepFailed step={step} onRetry={retry} />;
  return <StepSkeleton step={step} />;
}

/** A step whose code could not be downloaded: its heading, the error and Retry (the draft keeps everything chosen). */
function StepFailed({ step, onRetry }: { step: Step; onRetry: () => void }) {
  const { t } = useTranslation('booking');
  return (
    <section className="booking__step">
      <StepHeading>{t(`steps.${step}`)}</StepHeading>
      <StepError onRetry={onRetry} />
    </section>
  );
}

/** A step while its data (or its code) loads: its heading and rows' shapes. */
function StepSkeleton({ step }: { step: Step }) {
  const { t } = useTranslation('booking');
  return (
    <div className="booking__step" aria-busy="true">
      <StepHeading>{t(`steps.${step}`)}</StepHeading>
      {step === 'services' && <StepLead>{t('services.lead')}</StepLead>}
      <div className="booking__rows" aria-hidden>
        {[0, 1, 2].map((i) => (
          <span key={i} className="skeleton booking__row-skeleton" />
        ))}
      </div>
    </div>
  );
}

/**
 * What the next steps show, fetched together the moment this screen has painted: the masters (allocation) and the
 * free times of the day the time step will open on, beside the firm's booking info and the date strip (both
 * prefetched by the salon page once a service was chosen). So from 'Записаться' to the first free times there is one
 * API round trip, not one per step (npm run perf counts it), and the step's first paint never waits for the next
 * steps' answers (the date strip's 31 days are the route's largest).
 */
function PrefetchSteps(props: { firmId: number; draft: SavedReservation; daysAhead: number }) {
  return (
    <AfterPaint fallback={null}>
      <PrefetchQueries {...props} />
    </AfterPaint>
  );
}

function PrefetchQueries({ firmId, draft, daysAhead }: { firmId: number; draft: SavedReservation; daysAhead: number }) {
  // The same queries as the steps' own (one request each, shared by key); this component only starts them early.
  const strip = useDateStrip(draft);
  useServiceAllocation(firmId, draft.services);
  const date = timeStepDate((strip.data?.days ?? []).slice(0, daysAhead), draft.params.date);
  useDayTimes(draft, date);
  return null;
}

/** What a promotion's link offers: its discount and the services it is for, as the salon names them. */
function PromoNote({ firmId, discountId }: { firmId: number; discountId: number }) {
  const { t } = useTranslation('booking');
  const discount = useFirmDiscount(firmId, discountId);
  const catalog = useBookingInfo(firmId).data?.serviceCategories.flatMap((c) => c.services) ?? [];
  if (!discount) return null;
  const services = catalog.filter((s) => discount.serviceIds?.includes(s.id)).map((s) => s.name);
  return (
    <p className="card booking__promo" role="note">
      <strong>{t('promo.discount', { percent: discount.discountPercent })}</strong> {discount.title}
      {services.length > 0 && <> · {t('promo.services', { names: services.join(', ') })}</>}
      {discount.description && <span className="booking__promo-when">{discount.description}</span>}
    </p>
  );
}
