import { useBooking } from '../context';
import { useRefreshTimes, type BookingFailure } from '../api';

/** What the server said about the fields, under the fields; the rest of a failure as the step's error. */
export function useFailureHandler() {
  const { draft, update, go, setNotice, setFieldErrors } = useBooking();
  const refreshTimes = useRefreshTimes();
  return (failure: BookingFailure | null) => {
    if (!failure) return;
    if (failure.kind === 'slot-taken') {
      // The slot is gone: refresh the times, drop it, keep the rest, and say so on the time step.
      refreshTimes();
      update({ ...draft, startTime: null });
      setNotice('slot-taken');
      go('time', 'bounce');
    } else if (failure.kind === 'fields') {
      setFieldErrors(failure.fields);
      go('details', 'bounce');
    }
  };
}
