import { ProfessionScreen } from '../../features/discovery/ProfessionsScreen';
import { page } from '../page';
import { professionMeta } from '../meta';
import { prefetchProfessionPage } from '../../features/discovery/api';

const screen = page({ title: 'profession', ns: ['discovery'], data: prefetchProfessionPage, meta: professionMeta });
export const handle = screen.handle;
export const loader = screen.loader;
export const clientLoader = screen.clientLoader;
export const meta = screen.meta;
export const headers = screen.headers;
export const ErrorBoundary = screen.ErrorBoundary;
export default ProfessionScreen;
