import { useBooking } from '../context';
import { useQueryClient } from '@tanstack/react-query';
import { type BookingFailure } from '../mutations';

/** What the server said about the fields, under the fields; the rest of a failure as the step's error. */
export function useFailureHandler() {
  const { draft, update, go, setNotice, setFieldErrors } = useBooking();
  const client = useQueryClient();
  return (failure: BookingFailure | null) => {
    if (!failure) return;
    if (failure.kind === 'slot-taken') {
      // The slot is gone: refresh the times, drop it, keep the rest, and say so on the time step.
      void client.invalidateQueries({ queryKey: ['get', '/rest/clients-app/v1/reservations/reservation-times'] });
      void client.invalidateQueries({ queryKey: ['get', '/rest/clients-app/v1/reservations/available-times'] });
      update({ ...draft, startTime: null });
      setNotice('slot-taken');
      go('time');
    } else if (failure.kind === 'fields') {
      setFieldErrors(failure.fields);
      go('details');
    }
  };
}
