import { MasterScreen } from '../../features/master/MasterScreen';
import { page } from '../page';
import { prefetchMasterPage } from '../../features/master/api';
import { masterMeta } from '../meta';

const screen = page({ title: 'master', ns: ['master', 'salon'], data: prefetchMasterPage, meta: masterMeta });
export const handle = screen.handle;
export const loader = screen.loader;
export const clientLoader = screen.clientLoader;
export const meta = screen.meta;
export const headers = screen.headers;
export const ErrorBoundary = screen.ErrorBoundary;
export default MasterScreen;
