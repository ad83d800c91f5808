import { SelectionScreen } from '../../features/discovery/SelectionScreens';
import { page } from '../page';
import { pathParam, type MetaContext, type PageMeta, type Schemas } from '../meta';

/** A finished questionnaire's selection: its own title. */
function selectionMeta({ params, data, t }: MetaContext): PageMeta | null {
  const selection = data<Schemas['PersonalizationResult']>('/rest/clients-app/b2c-p13n/v1/{token}', (init) => pathParam(init, 'token') === params.token);
  return selection ? { title: `${selection.title ?? t('selection.resultTitle', { ns: 'discovery' })} · Salonbook` } : null;
}

const screen = page({ title: 'selection', ns: ['discovery'], meta: selectionMeta });
export const handle = screen.handle;
export const loader = screen.loader;
export const clientLoader = screen.clientLoader;
export const meta = screen.meta;
export const headers = screen.headers;
export const ErrorBoundary = screen.ErrorBoundary;
export default SelectionScreen;
