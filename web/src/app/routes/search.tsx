import { SearchScreen } from '../../features/search/SearchScreen';
import { page } from '../page';
import { prefetchSearchPage } from '../../features/search/api';

const screen = page({ title: 'search', ns: ['search'], data: prefetchSearchPage });
export const handle = screen.handle;
export const loader = screen.loader;
export const clientLoader = screen.clientLoader;
export const meta = screen.meta;
export const headers = screen.headers;
export const ErrorBoundary = screen.ErrorBoundary;
export default SearchScreen;
