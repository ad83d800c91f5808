import { CategoryScreen } from '../../features/discovery/CategoryScreen';
import { page } from '../page';
import { categoryMeta } from '../meta';
import { prefetchCategoryPage } from '../../features/discovery/api';

const screen = page({ title: 'category', ns: ['discovery'], data: prefetchCategoryPage, meta: categoryMeta });
export const handle = screen.handle;
export const loader = screen.loader;
export const clientLoader = screen.clientLoader;
export const meta = screen.meta;
export const headers = screen.headers;
export const ErrorBoundary = screen.ErrorBoundary;
export default CategoryScreen;
