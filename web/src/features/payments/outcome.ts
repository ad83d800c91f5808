// The card-payment page's address and the failure reasons' text keys, shared by the prepayment page and /card-payment.
import { paths } from '../../config/paths';
import { refusalKey } from '../../entities/bank-card/refusal';

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

/** The `errors.*` key of a payment's failure reason (entities/bank-card/refusal.ts: an unknown one reads as generic). */
export const failureKey = refusalKey;
