// Why a card payment did not go through, in the client's words: the bank's reason (a FAILED answer's `reason`, or the
// 3-D Secure return's `reason=…`, see the TermUrl in openapi/paths/profile.yaml) as the key of its text under
// `payments:errors.*`. A reason the app does not know, or none, reads as the generic 'did not go through'.

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

/** The `payments:errors.*` key of a payment's failure reason ('unknown' for one the app has no words for, or none). */
export function refusalKey(reason: string | null | undefined): string {
  return (reason && REASONS[reason]) || 'unknown';
}
