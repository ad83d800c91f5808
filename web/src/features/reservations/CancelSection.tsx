import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isNetworkError } from '../../lib/offlineData';
import type { components } from '@salonbook/sdk';
import { formatDayMonth, formatTime } from '../../lib/format';
import { useMoney } from '../../lib/useMoney';
import { TextAreaField } from '../../ui/Field';
import { PhoneText } from '../../ui/PhoneText';
import type { Reservation } from '../../entities/reservation/reservation';
import { useCancelReservation } from './api';
import { Button } from '../../ui/Button';

type Reason = NonNullable<components['schemas']['ReservationCancel']['reason']>;
const REASONS: readonly Reason[] = ['CHANGED_PLANS', 'WRONG_TIME', 'FOUND_ANOTHER_SALON', 'OTHER'];
const COMMENT_MAX = 500;

/** What cancelling now means, in sentences: until when it is free, what happens to the prepayment, what comes later. */
export function useCancelOutcome(r: Reservation): string[] {
  const { t, i18n } = useTranslation('reservations');
  const money = useMoney();
  const lines: string[] = [];
  const deadline = r.cancelDeadline;
  const policy = r.cancelPolicy;
  const paid = r.prepayment?.required && r.prepayment.paid;
  const unpaid = r.prepayment?.required && !r.prepayment.paid;
  if (policy && !policy.free) {
    lines.push(t('cancel.notFree'));
    if (paid) lines.push(t('cancel.paidKept'));
    return lines;
  }
  lines.push(deadline ? t('cancel.freeUntil', { day: formatDayMonth(deadline, i18n.language), time: formatTime(deadline) }) : t('cancel.freeNow'));
  const refund = policy?.refundAmount ?? (paid ? r.prepayment?.amount : 0) ?? 0;
  if (paid && refund > 0) lines.push(t('cancel.refund', { amount: money(refund, policy?.currency ?? r.currency) }));
  else if (unpaid) lines.push(t('cancel.noPay'));
  if (deadline) lines.push(t('cancel.later'));
  return lines;
}

/**
 * Cancelling an upcoming visit. While the app may cancel: the outcome, then the form (reason, comment) with the
 * outcome repeated above the button. Later: why not, and the salon's phone instead of the button. A 409 (the
 * deadline passed meanwhile) is said on the spot and the visit is asked again.
 */
export function CancelSection({
  reservation: r,
  phone,
  onCancelled,
  refetch,
}: {
  reservation: Reservation;
  phone?: string;
  onCancelled: () => void;
  refetch: () => void;
}) {
  const { t, i18n } = useTranslation('reservations');
  const outcome = useCancelOutcome(r);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<Reason | null>(null);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const cancel = useCancelReservation();
  const ids = { title: useId(), outcome: useId() };

  const callSalon = phone ? (
    <p>
      {t('cancel.call')}{' '}
      <a className="visit__phone" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
        <PhoneText phone={phone} />
      </a>
    </p>
  ) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (cancel.isPending) return;
    setProblem(null);
    cancel.mutate(
      { params: { path: { reservationId: r.id } }, body: { reason: reason ?? undefined, comment: comment.trim() || undefined } },
      {
        onSuccess: () => {
          setOpen(false);
          onCancelled();
        },
        onError: (error) => {
          // The network went away meanwhile: said, not a vague failure (lib/offlineData.ts).
          if (isNetworkError(error)) setProblem(t('offline.needsNetwork'));
          else if (error.status === 409) {
            setProblem(t('cancel.conflict'));
            setOpen(false);
            refetch();
          } else if (error.status === 422) setProblem(error.fields?.[0]?.message || error.message || t('cancel.failed'));
          else setProblem(t('cancel.failed'));
        },
      },
    );
  };

  return (
    <section className="card visit__card visit__cancel" aria-labelledby={ids.title}>
      <h2 id={ids.title} className="visit__label">
        {t('cancel.title')}
      </h2>
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
      {!r.canCancel ? (
        <>
          <p>
            {r.cancelDeadline
              ? t('cancel.late', { day: formatDayMonth(r.cancelDeadline, i18n.language), time: formatTime(r.cancelDeadline) })
              : t('cancel.lateNoDeadline')}
            {r.prepayment?.required && r.prepayment.paid ? ` ${t('cancel.latePaid')}` : ''}
          </p>
          {callSalon}
        </>
      ) : !open ? (
        <>
          <div className="visit__outcome">
            {outcome.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
          <Button variant="secondary" className="visit__danger" aria-expanded={false} onClick={() => setOpen(true)}>
            {t('cancel.open')}
          </Button>
        </>
      ) : (
        <form className="visit__form" onSubmit={submit}>
          <fieldset className="visit__reasons">
            <legend>{t('cancel.reason')}</legend>
            {REASONS.map((value) => (
              <label key={value} className="visit__reason">
                <input type="radio" name="reason" value={value} checked={reason === value} onChange={() => setReason(value)} />
                {t(`cancel.reasons.${value}`)}
              </label>
            ))}
          </fieldset>
          <TextAreaField
            label={t('cancel.comment')}
            rows={3}
            maxLength={COMMENT_MAX}
            value={comment}
            onChange={(e) => setComment(e.target.value.slice(0, COMMENT_MAX))}
          />
          <div id={ids.outcome} className="visit__outcome">
            {outcome.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
          <div className="visit__buttons">
            <Button type="submit" variant="primary" className="visit__danger-solid" aria-describedby={ids.outcome} disabled={cancel.isPending}>
              {cancel.isPending ? t('cancel.busy') : t('cancel.confirm')}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('cancel.keep')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
