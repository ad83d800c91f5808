import { SelectionScreen } from '../../features/discovery/SelectionScreens';
import { page } from '../page';
import { selectionMeta } from '../meta';

const screen = page({ title: 'selection', ns: ['discovery'], meta: selectionMeta });
export const handle = screen.handle;
export const loader = screen.loader;
export const clientLoader = screen.clientLoader;
export const meta = screen.meta;
export const headers = screen.headers;
export const ErrorBoundary = screen.ErrorBoundary;
export default SelectionScreen;
