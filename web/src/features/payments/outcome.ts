// The card-payment page's address and the failure reasons' text keys, shared by the prepayment page and /card-payment.
import { paths } from '../../config/paths';

export type Outcome = 'paid' | 'declined' | 'pending';

/** /card-payment?reservationId=…&status=…[&token=…][&via=paybox|installment] */
export function cardPaymentUrl({
  reservationId,
  status,
  token,
  via,
}: {
  reservationId: number;
  status: Outcome;
  token?: string | null;
  via?: 'paybox' | 'installment';
}) {
  const query = new URLSearchParams({ reservationId: String(reservationId), status });
  if (token) query.set('token', token);
  if (via) query.set('via', via);
  return `${paths.cardPayment()}?${query}`;
}

const REASONS: Record<string, string> = {
  DECLINED: 'declined',
  INSUFFICIENT_FUNDS: 'funds',
  EXPIRED_CARD: 'expired',
  THREE_DS_FAILED: 'threeDs',
  /** Back from the installment page without a plan (the app's own failureUrl says so). */
  INSTALLMENT_DECLINED: 'installmentDeclined',
  /** The bank confirmed a charge that a newer payment of the prepayment had replaced: nothing was taken. */
  SUPERSEDED: 'superseded',
};

/** The `errors.*` key of a payment's failure reason (an unknown reason reads as declined). */
export function failureKey(reason: string | null | undefined): string {
  return (reason && REASONS[reason]) || 'declined';
}
