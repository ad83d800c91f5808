import { CompanyScreen } from '../../features/company/CompanyScreen';
import { page } from '../page';
import { prefetchCompanyPage } from '../../features/company/api';
import { clip, pathParam, type MetaContext, type PageMeta, type Schemas } from '../meta';

/** A company's multi-link page: its name, description and logo. */
function companyMeta({ params, data }: MetaContext): PageMeta | null {
  const page = data<Schemas['MultiLinkPage']>('/rest/clients-app/v1/screen/multi-link/{company}', (init) => pathParam(init, 'company') === params.company);
  if (!page) return null;
  return {
    title: page.company.name,
    description: clip(page.company.description || page.firms.map((firm) => firm.name).join(', ')),
    ...(page.company.logoUrl && { image: page.company.logoUrl }),
  };
}

const screen = page({ title: 'company', fixedTitle: true, ns: ['company'], data: prefetchCompanyPage, meta: companyMeta });
export const handle = screen.handle;
export const loader = screen.loader;
export const clientLoader = screen.clientLoader;
export const meta = screen.meta;
export const headers = screen.headers;
export const ErrorBoundary = screen.ErrorBoundary;
export default CompanyScreen;
