// The reservation statuses of the contract (ReservationStatus, designed) as the screens read them. A status the
// contract may add later reads as 'unknown' (a neutral label), never as a raw key.
export const STATUSES = ['PENDING', 'CONFIRMED', 'CANCELLED', 'COMPLETED', 'NO_SHOW'] as const;
export type KnownStatus = (typeof STATUSES)[number];

/** The key of the status's label under `status.` in reservations.json. */
export function statusKey(status: string): KnownStatus | 'unknown' {
  return (STATUSES as readonly string[]).includes(status) ? (status as KnownStatus) : 'unknown';
}

/** A visit still ahead (booked, not cancelled, not finished). */
export const isUpcoming = (status: string) => status === 'PENDING' || status === 'CONFIRMED';

/** The tone of the status badge. */
export function statusTone(status: string): 'ok' | 'wait' | 'off' | 'done' | 'neutral' {
  switch (statusKey(status)) {
    case 'CONFIRMED':
      return 'ok';
    case 'PENDING':
      return 'wait';
    case 'CANCELLED':
    case 'NO_SHOW':
      return 'off';
    case 'COMPLETED':
      return 'done';
    default:
      return 'neutral';
  }
}
