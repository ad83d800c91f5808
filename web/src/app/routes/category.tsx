import { CategoryScreen } from '../../features/discovery/CategoryScreen';
import { page } from '../page';
import { prefetchCategoryPage } from '../../features/discovery/api';
import { pathParam, type MetaContext, type PageMeta, type Schemas } from '../meta';
import type { InfiniteData } from '@tanstack/react-query';

/** A category's page: the category's name. */
function categoryMeta({ params, data }: MetaContext): PageMeta | null {
  const page = data<InfiniteData<Schemas['CategoryPage']>>(
    '/rest/clients-app/v1/categories/{categoryId}',
    (init) => pathParam(init, 'categoryId') === Number(params.categoryId),
  );
  const category = page?.pages[0]?.category;
  return category ? { title: `${category.name} · Salonbook` } : null;
}

const screen = page({ title: 'category', ns: ['discovery'], data: prefetchCategoryPage, meta: categoryMeta });
export const handle = screen.handle;
export const loader = screen.loader;
export const clientLoader = screen.clientLoader;
export const meta = screen.meta;
export const headers = screen.headers;
export const ErrorBoundary = screen.ErrorBoundary;
export default CategoryScreen;
