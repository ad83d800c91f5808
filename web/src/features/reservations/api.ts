// The reservation screens' server calls.
import { useApi } from '../../lib/sdk';

/** A reservation of the signed-in client, asked only when `enabled`. */
export function useReservation(reservationId: number, enabled: boolean) {
  return useApi().useQuery('get', '/rest/clients-app/v2/reservations/{reservationId}', { params: { path: { reservationId } } }, { enabled });
}
