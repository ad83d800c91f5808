import { ProfessionScreen } from '../../features/discovery/ProfessionsScreen';
import { page } from '../page';
import { prefetchProfessionPage } from '../../features/discovery/api';
import type { MetaContext, PageMeta, Schemas } from '../meta';

/** A profession's masters: the profession's name (the route's own title for a profession the list does not name). */
function professionMeta({ params, data }: MetaContext): PageMeta | null {
  const professions = data<Array<Schemas['Profession']>>('/rest/clients-app/v1/masters/professions');
  if (!professions) return null;
  const profession = professions.find((p) => p.id === Number(params.professionId));
  return profession ? { title: `${profession.name} · Salonbook` } : {};
}

const screen = page({ title: 'profession', ns: ['discovery'], data: prefetchProfessionPage, meta: professionMeta });
export const handle = screen.handle;
export const loader = screen.loader;
export const clientLoader = screen.clientLoader;
export const meta = screen.meta;
export const headers = screen.headers;
export const ErrorBoundary = screen.ErrorBoundary;
export default ProfessionScreen;
