// Small pieces the reservation screens share: the status badge, the prepayment line, book again, a list's error.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayMonth, formatTime } from '../../lib/format';
import { useMoney } from '../../lib/useMoney';
import { useBookAgain } from './api';
import { isUpcoming, statusKey, statusTone } from './status';
import { Button, type ButtonVariant } from '../../ui/Button';

/**
 * The status as the client should read it: an upcoming visit whose prepayment is still due is 'Ожидает предоплаты'
 * (its deadline is on the prepayment line), not 'Подтверждена'.
 */
export function StatusBadge({ status, prepayment }: { status: string; prepayment?: { required: boolean; paid: boolean } | null }) {
  const { t } = useTranslation('reservations');
  if (isUpcoming(status) && prepayment?.required && !prepayment.paid) return <span className="status status--wait">{t('status.awaitingPrepayment')}</span>;
  return <span className={`status status--${statusTone(status)}`}>{t(`status.${statusKey(status)}`)}</span>;
}

interface PrepaymentLike {
  required: boolean;
  amount: number;
  paid: boolean;
  deadline?: string | null;
}

/** 'Предоплата 2 000 ₽ до 30 ноября, 14:30' while due, 'Предоплата 2 000 ₽ внесена' once paid; nothing without one. */
export function PrepaymentLine({ prepayment, currency, upcoming }: { prepayment?: PrepaymentLike | null; currency: string; upcoming: boolean }) {
  const { t, i18n } = useTranslation('reservations');
  const money = useMoney();
  if (!prepayment?.required) return null;
  const amount = money(prepayment.amount, currency);
  if (prepayment.paid) return <p className="prepay prepay--paid">{t('prepayment.paid', { amount })}</p>;
  if (!upcoming) return null;
  return (
    <p className="prepay prepay--due">
      {prepayment.deadline
        ? t('prepayment.due', { amount, day: formatDayMonth(prepayment.deadline, i18n.language), time: formatTime(prepayment.deadline) })
        : t('prepayment.dueNow', { amount })}
    </p>
  );
}

/** One tap: a new draft with the visit's services and masters, and the booking at the time step. */
export function BookAgainButton({
  target,
  name,
  onFail,
  variant = 'secondary',
  className,
}: {
  target: { reservationId: number } | { firmId: number };
  name?: string;
  onFail: () => void;
  variant?: ButtonVariant;
  className?: string;
}) {
  const { t } = useTranslation('reservations');
  const again = useBookAgain();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await ('reservationId' in target ? again.visit(target.reservationId) : again.firm(target.firmId));
    } catch {
      onFail();
      setBusy(false);
    }
  };
  return (
    <Button variant={variant} className={className} disabled={busy} aria-label={name ? t('again.named', { name }) : undefined} onClick={() => void run()}>
      {busy ? t('again.busy') : t('again.label')}
    </Button>
  );
}

/** A failed list: what happened and a retry, inside the page (the page keeps its heading). */
export function ListError({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="card history__error" role="alert">
      <p>{text}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('error.retry')}
      </Button>
    </div>
  );
}

/** A list or a visit shown from the client's last data while the network is away (lib/offlineData.ts), with Retry. */
/**
 * The visit's actions that need the network (pay, move, cancel) while it is away: each still named, and a tap says
 * what it needs instead of failing silently.
 */
export function NeedsNetwork({ actions }: { actions: string[] }) {
  const { t } = useTranslation('reservations');
  const [said, setSaid] = useState(false);
  return (
    <div className="visit__actions offline-actions">
      {actions.map((label) => (
        <Button key={label} variant="secondary" aria-disabled="true" aria-describedby="offline-needs" onClick={() => setSaid(true)}>
          {label}
        </Button>
      ))}
      <p id="offline-needs" className={said ? 'field__error' : 'offline-actions__note'} role={said ? 'alert' : undefined}>
        {t('offline.needsNetwork')}
      </p>
    </div>
  );
}
