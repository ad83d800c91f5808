import { BusinessScreen } from '../../features/landing/BusinessScreen';
import { page } from '../page';
import { prefetchBusinessPage } from '../../features/landing/api';

const screen = page({ title: 'business', ns: ['landing'], data: prefetchBusinessPage });
export const handle = screen.handle;
export const loader = screen.loader;
export const clientLoader = screen.clientLoader;
export const meta = screen.meta;
export const headers = screen.headers;
export const ErrorBoundary = screen.ErrorBoundary;
export default BusinessScreen;
