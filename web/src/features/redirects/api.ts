// The reminder screens' server calls: what a link's token points to, and the reservation it names (by the same
// token, without sign-in). Both show a 404 themselves (an old or mistyped link), so the SDK's rule does not
// take the client to /not-found. Opening a booking from a link reads the salon through the firm's query options.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useApi, useSdk } from '../../lib/sdk';
import { useSavedReservation } from '../../lib/state';
import { firmQuery } from '../../entities/firm/firm';
import { makeDraft } from '../../entities/reservation-draft/draft';

/** What the link's token points to (a reservation, a salon, a master, services). */
export function useLinkTarget(token: string) {
  return useApi().useQuery('get', '/rest/clients-app/v2/reservations/url/{token}', { params: { path: { token } }, handles: [404] }, { enabled: token !== '' });
}

/** The reservation of a reminder link, by the link's token. */
export function useReminderReservation(reservationId: number | null, token: string) {
  return useApi().useQuery(
    'get',
    '/rest/clients-app/v1/reservations/reservation-info',
    { params: { query: { reservationId: reservationId ?? 0, token } }, handles: [404] },
    { enabled: reservationId !== null },
  );
}

/**
 * Opens what a link points to: services (with a master) as a new draft at the booking's time step, a master's page,
 * or the salon's page; `replace`, so Back does not return to the link.
 */
export function useOpenTarget() {
  const sdk = useSdk();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [, setDraft] = useSavedReservation();
  return async (target: { firmId: number; masterId?: number | null; serviceIds?: number[]; discountId?: number | null }) => {
    const services = target.serviceIds ?? [];
    if (services.length > 0) {
      const firm = await client.fetchQuery(firmQuery(sdk, target.firmId));
      const masters = target.masterId ? Object.fromEntries(services.map((id) => [String(id), target.masterId!])) : undefined;
      setDraft(makeDraft(firm, services, masters));
      // A promotion's link: the booking names its discount (BookingScreen's PromoNote).
      navigate(`${paths.booking(target.firmId)}?step=time${target.discountId ? `&discount=${target.discountId}` : ''}`, { replace: true });
    } else if (target.masterId) navigate(paths.master(target.masterId), { replace: true });
    else navigate(paths.salon(target.firmId), { replace: true });
  };
}
