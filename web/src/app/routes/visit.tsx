import { VisitScreen } from '../../features/reservations/VisitScreen';
import { page } from '../page';
import { pathParam, type MetaContext, type PageMeta, type Schemas } from '../meta';

/** One of the client's visits: its number and the salon ('Запись № 90211 · Салон красоты «Жасмин»'). */
function visitMeta({ params, data, t }: MetaContext): PageMeta | null {
  const visit = data<Schemas['Reservation']>(
    '/rest/clients-app/v2/reservations/{reservationId}',
    (init) => pathParam(init, 'reservationId') === Number(params.reservationId),
  );
  return visit ? { title: `${t('visit.title', { ns: 'reservations', id: visit.id })} · ${visit.firm.name} · Salonbook` } : null;
}

const screen = page({ title: 'reservation', ns: ['reservations'], clientOnly: true, meta: visitMeta });
export const handle = screen.handle;
export const loader = screen.loader;
export const clientLoader = screen.clientLoader;
export const meta = screen.meta;
export const headers = screen.headers;
export const ErrorBoundary = screen.ErrorBoundary;
export default screen.component(VisitScreen);
