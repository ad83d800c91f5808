import { OffersScreen } from '../../features/discovery/OffersScreen';
import { page } from '../page';
import { offersMeta } from '../meta';
import { prefetchOffersPage } from '../../features/discovery/api';

const screen = page({ title: 'offers', ns: ['discovery'], data: prefetchOffersPage, meta: offersMeta });
export const handle = screen.handle;
export const loader = screen.loader;
export const clientLoader = screen.clientLoader;
export const meta = screen.meta;
export const headers = screen.headers;
export const ErrorBoundary = screen.ErrorBoundary;
export default OffersScreen;
