import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { flattenPages } from '@salonbook/sdk/react';
import { useAnalytics } from '../../lib/analyticsContext';
import { parseId, paths } from '../../config/paths';
import { FirmCard, FirmCardSkeleton } from '../../entities/firm/FirmCard';
import { PagedGrid } from './PagedGrid';
import { useCategoryPage } from './api';
import './discovery.css';
import { chipClass } from '../../ui/Chip';
import { readWhen, writeWhen } from '../../entities/free-time/when';
import { WhenPicker } from '../../entities/free-time/WhenPicker';
import { FreeTimeChips } from '../../entities/free-time/FreeTimeChips';
import { Skeleton } from '../../ui/Skeleton';

/** /category/:categoryId: a category's subcategories and the city's salons that offer it (paged). */
export function CategoryScreen() {
  const categoryId = parseId(useParams().categoryId);
  if (categoryId === null) return <Navigate to={paths.notFound()} replace state={{ status: 404 }} />;
  return <CategoryPage key={categoryId} categoryId={categoryId} />;
}

function CategoryPage({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation('discovery');
  const analytics = useAnalytics();
  // 'Когда' lives in the URL (?when=tomorrow&part=evening), so the page can be shared and rendered on the server.
  const [params, setParams] = useSearchParams();
  const when = readWhen(params);
  const query = useCategoryPage(categoryId, when);
  const category = query.data?.pages[0]?.category;
  const total = query.data?.pages[0]?.firms.total;
  const firms = flattenPages(query.data ? { ...query.data, pages: query.data.pages.map((p) => p.firms) } : undefined);
  return (
    <div className="page discovery">
      <header className="discovery__head">
        {category?.parentId ? (
          <Link className="discovery__back" to={paths.category(category.parentId)}>
            {t('category.parent')}
          </Link>
        ) : null}
        {category ? <h1 className="discovery__title">{category.name}</h1> : <Skeleton width={220} height={32} aria-hidden />}
        {total !== undefined && <p className="discovery__lead">{t('category.count', { count: total })}</p>}
      </header>
      {category?.subcategories && category.subcategories.length > 0 && (
        <nav aria-label={t('category.subcategories')}>
          <ul className="discovery__chips">
            {category.subcategories.map((sub) => (
              <li key={sub.id}>
                <Link
                  className={chipClass()}
                  to={paths.category(sub.id)}
                  onClick={() => analytics.track('press_subcategory', { categoryId: sub.id, categoryName: sub.name, parentId: category.id })}
                >
                  {sub.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <WhenPicker value={when} onChange={(next) => setParams(writeWhen(params, next), { flushSync: true })} />
      {category && (
        <p>
          <Link className="discovery__back" to={paths.search({ categoryId: category.id })}>
            {t('category.filters')}
          </Link>
        </p>
      )}
      <PagedGrid
        query={query}
        hasData={query.data !== undefined}
        items={firms}
        label={t('category.salons')}
        empty={t('category.empty')}
        skeleton={<FirmCardSkeleton className="firm-card--list" />}
        render={(firm) => (
          <>
            <FirmCard firm={firm} className="firm-card--list" />
            <FreeTimeChips firm={firm} />
          </>
        )}
      />
    </div>
  );
}
