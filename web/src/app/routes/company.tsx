import { CompanyScreen } from '../../features/company/CompanyScreen';
import { page } from '../page';
import { prefetchCompanyPage } from '../../features/company/api';
import { companyMeta } from '../meta';

const screen = page({ title: 'company', fixedTitle: true, ns: ['company'], data: prefetchCompanyPage, meta: companyMeta });
export const handle = screen.handle;
export const loader = screen.loader;
export const clientLoader = screen.clientLoader;
export const meta = screen.meta;
export const headers = screen.headers;
export const ErrorBoundary = screen.ErrorBoundary;
export default CompanyScreen;
