import { SalonScreen } from '../../features/salon/SalonScreen';
import { page } from '../page';
import { prefetchSalonPage } from '../../features/salon/api';
import { salonMeta } from '../meta';

const screen = page({ title: 'salon', ns: ['salon'], data: prefetchSalonPage, meta: salonMeta });
export const handle = screen.handle;
export const loader = screen.loader;
export const clientLoader = screen.clientLoader;
export const meta = screen.meta;
export const headers = screen.headers;
export const ErrorBoundary = screen.ErrorBoundary;
export default SalonScreen;
