import { createContext, useContext, useMemo } from 'react';
import type { components, SavedReservation } from '@salonbook/sdk';
import type { Step } from './flow';

export type FirmInfo = components['schemas']['ReservationFirmInfo'];
export type Preview = components['schemas']['ReservationPreview'];

/** A message a step shows on arrival (the slot was taken, the time has passed, it is taken for the group). */
export type Notice = 'slot-taken' | 'time-passed' | 'people-taken' | null;

/**
 * How a step is reached: `forward` adds a history entry (Back returns to the step before); `bounce` goes back to a
 * step the client has already passed (a failed try: the time was taken, a field was refused) without adding one:
 * to that step's own entry when the client came through it, so failed tries leave no history behind.
 */
export type StepMove = 'forward' | 'bounce';

export interface BookingContextValue {
  firmId: number;
  draft: SavedReservation;
  update: (next: SavedReservation) => void;
  info: FirmInfo;
  go: (step: Step, how?: StepMove) => void;
  notice: Notice;
  setNotice: (notice: Notice) => void;
  /** 422 messages per field of the draft (clientName, clientPhone, comment, peopleCount). */
  fieldErrors: Record<string, string>;
  setFieldErrors: (errors: Record<string, string>) => void;
  /** The last preview (the code step and create use its smsCodeRequired). */
  preview: Preview | null;
  setPreview: (preview: Preview | null) => void;
  /** The visit is booked: clear the draft and open the success page. */
  finish: (reservationId: number) => void;
}

export const BookingContext = createContext<BookingContextValue | null>(null);

export function useBooking(): BookingContextValue {
  const value = useContext(BookingContext);
  if (!value) throw new Error('useBooking() outside the booking screen');
  return value;
}

/** The firm's services by id. */
export function useCatalog() {
  const { info } = useBooking();
  return useMemo(() => new Map(info.serviceCategories.flatMap((c) => c.services).map((s) => [s.id, s])), [info]);
}
