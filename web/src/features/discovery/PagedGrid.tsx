import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../ui/ErrorState';
import { Button } from '../../ui/Button';

export interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

/**
 * One paged list of cards: skeletons while the first page loads, an error with a retry, the empty text, the
 * cards, and 'Показать ещё' while the server has more (its failure said under the list, the loaded cards kept).
 */
export function PagedGrid<T extends { id: number }>({
  query,
  items,
  label,
  empty,
  skeleton,
  render,
  hasData,
}: {
  query: PagedQuery;
  items: T[];
  label: string;
  empty: ReactNode;
  skeleton: ReactNode;
  render: (item: T) => ReactNode;
  hasData: boolean;
}) {
  const { t } = useTranslation('discovery');
  if (query.isPending)
    return (
      <ul className="discovery__grid" aria-hidden>
        {[0, 1, 2, 3].map((i) => (
          <li key={i}>{skeleton}</li>
        ))}
      </ul>
    );
  if (query.isError && !hasData) return <ErrorState title={t('error.title')} onRetry={() => void query.refetch()} />;
  if (items.length === 0) return <p className="discovery__empty card">{empty}</p>;
  return (
    <>
      <ul className="discovery__grid" aria-label={label}>
        {items.map((item) => (
          <li key={item.id}>{render(item)}</li>
        ))}
      </ul>
      {query.isFetchNextPageError && (
        <p className="discovery__more-error" role="alert">
          {t('more.error')}
        </p>
      )}
      {query.hasNextPage && (
        <Button variant="secondary" className="discovery__more" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
          {query.isFetchingNextPage ? t('more.loading') : t('more.button')}
        </Button>
      )}
    </>
  );
}
