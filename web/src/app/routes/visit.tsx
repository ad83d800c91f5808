import { VisitScreen } from '../../features/reservations/VisitScreen';
import { page } from '../page';
import { visitMeta } from '../meta';

const screen = page({ title: 'reservation', ns: ['reservations'], clientOnly: true, meta: visitMeta });
export const handle = screen.handle;
export const loader = screen.loader;
export const clientLoader = screen.clientLoader;
export const meta = screen.meta;
export const headers = screen.headers;
export const ErrorBoundary = screen.ErrorBoundary;
export default VisitScreen;
