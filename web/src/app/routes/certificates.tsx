import { CertificatesScreen } from '../../features/gift-cards/Certificates';
import { page } from '../page';
import { prefetchCertificatesPage } from '../../features/gift-cards/certificatesApi';

const screen = page({ title: 'certificates', ns: ['salon', 'payments'], data: prefetchCertificatesPage });
export const handle = screen.handle;
export const loader = screen.loader;
export const clientLoader = screen.clientLoader;
export const meta = screen.meta;
export const headers = screen.headers;
export const ErrorBoundary = screen.ErrorBoundary;
export default CertificatesScreen;
