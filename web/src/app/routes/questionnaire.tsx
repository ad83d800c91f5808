import { QuestionnaireScreen } from '../../features/discovery/SelectionScreens';
import { page } from '../page';
import { questionnaireMeta } from '../meta';

const screen = page({ title: 'selection', ns: ['discovery'], meta: questionnaireMeta });
export const handle = screen.handle;
export const loader = screen.loader;
export const clientLoader = screen.clientLoader;
export const meta = screen.meta;
export const headers = screen.headers;
export const ErrorBoundary = screen.ErrorBoundary;
export default QuestionnaireScreen;
