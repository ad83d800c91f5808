// A reservation just created: kept for a day in the SDK's time-limited storage, so its success page shows it
// after a reload even to an anonymous client (who cannot GET it: that call needs a sign-in).
import type { BookingSdk, components } from '@salonbook/sdk';

export type Reservation = components['schemas']['Reservation'];

const DAY_SECONDS = 24 * 60 * 60;
const keyOf = (id: number) => `created-reservation-${id}`;

export function rememberReservation(sdk: BookingSdk, reservation: Reservation) {
  sdk.ttl.set(keyOf(reservation.id), reservation, DAY_SECONDS);
}

export function rememberedReservation(sdk: BookingSdk, id: number): Reservation | undefined {
  return sdk.ttl.get<Reservation>(keyOf(id));
}

/**
 * The reservation this browser made at a firm within the last `withinMinutes` (any tab: the storage is shared), the
 * latest first; what a booking page with no draft shows after Back from the success page or a booking finished in
 * another tab.
 */
export function recentReservationAt(sdk: BookingSdk, firmId: number, withinMinutes = 60, now = Date.now()): Reservation | undefined {
  return sdk.ttl
    .keys()
    .filter((key) => key.startsWith('created-reservation-'))
    .map((key) => sdk.ttl.get<Reservation>(key))
    .filter((r): r is Reservation => r?.firm.id === firmId && now - Date.parse(r.createdAt) <= withinMinutes * 60_000)
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0];
}

/** Its prepayment was paid (the payment pages): the remembered copy says so too, so its success page does. */
export function rememberPaid(sdk: BookingSdk, id: number) {
  const reservation = rememberedReservation(sdk, id);
  if (reservation?.prepayment && !reservation.prepayment.paid)
    rememberReservation(sdk, { ...reservation, prepayment: { ...reservation.prepayment, paid: true, deadline: null } });
}
