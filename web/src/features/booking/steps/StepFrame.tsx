// The frame every booking step shares: its heading (focused when the step opens), its error with Retry, and the
// bar with the next button.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';

/** The step's heading; focus moves to it when the step opens, so screen readers start there. */
export function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: false });
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className="page__title booking__title">
      {children}
    </h1>
  );
}

/** What the step asks, under its heading (also in its skeleton, so the line is there from the first paint). */
export function StepLead({ children }: { children: ReactNode }) {
  return <p className="booking__lead">{children}</p>;
}

/** The step's own error: a message and Retry; the step and everything chosen stay. */
export function StepError({ onRetry, text }: { onRetry: () => void; text?: string }) {
  const { t } = useTranslation('booking');
  const ref = useRef<HTMLDivElement>(null);
  const retry = useRef<HTMLButtonElement>(null);
  // A failed step says so where the eye is: below the fold on a phone, under the sticky button, it would go unseen.
  // The message comes to the middle of the screen and Retry takes the focus, once, when the failure appears.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'center' });
    retry.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="booking__error" role="alert" ref={ref}>
      <p>{text ?? t('errors.network')}</p>
      <Button variant="secondary" onClick={onRetry} ref={retry}>
        {t('common:error.retry')}
      </Button>
    </div>
  );
}

/** The bar with the next button; a disabled button says why (`why`), beside it and in its description. */
export function NextBar({ onNext, disabled, label, summary, why }: { onNext: () => void; disabled?: boolean; label: string; summary?: string; why?: string }) {
  const whyId = useId();
  const explained = disabled && why;
  return (
    <div className="booking__next">
      {summary && <p className="booking__summary">{summary}</p>}
      {explained && (
        <p id={whyId} className="booking__summary booking__why">
          {why}
        </p>
      )}
      <Button variant="primary" className="booking__next-button" onClick={onNext} disabled={disabled} aria-describedby={explained ? whyId : undefined}>
        {label}
      </Button>
    </div>
  );
}

/**
 * The express booking's page: the salon's line, the heading, and the form, or its shapes while the service (or
 * the form's code, BookingScreen) is coming.
 */
export function ExpressFrame({ firmId, salon, children }: { firmId: number; salon?: string; children?: ReactNode }) {
  const { t } = useTranslation('booking');
  return (
    <div className="page booking">
      <header className="booking__header">
        <Link className="booking__salon" to={paths.salon(firmId)}>
          {salon ?? ''}
        </Link>
      </header>
      <section className="booking__step" aria-labelledby="booking-step-title" aria-busy={!children}>
        <StepHeading>{t('express.title')}</StepHeading>
        {children ?? (
          <div className="booking__rows" aria-hidden>
            {[0, 1].map((i) => (
              <Skeleton key={i} height={72} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
