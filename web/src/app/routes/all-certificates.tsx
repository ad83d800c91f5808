import { AllCertificatesScreen } from '../../features/gift-cards/Certificates';
import { page } from '../page';
import { prefetchAllCertificatesPage } from '../../features/gift-cards/certificatesApi';

const screen = page({ title: 'allCertificates', ns: ['salon'], data: prefetchAllCertificatesPage });
export const handle = screen.handle;
export const loader = screen.loader;
export const clientLoader = screen.clientLoader;
export const meta = screen.meta;
export const headers = screen.headers;
export const ErrorBoundary = screen.ErrorBoundary;
export default AllCertificatesScreen;
