// A paged review list with "show more" (the salon and master pages), fed by an infinite query.
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '@salonbook/sdk';
import { ReviewList } from './ReviewList';
import { Section, SectionError, ShowMore, SkeletonBlocks } from './Section';

type ReviewPage = components['schemas']['ReviewPage'];

/** The parts of an infinite query over review pages that the list reads. */
export interface ReviewPagesQuery {
  data?: { pages: ReviewPage[] };
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
}

/** Pages may overlap when items were added meanwhile: each item once. */
function uniqueById<T extends { id: number }>(items: T[]): T[] {
  const seen = new Set<number>();
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id));
}

/** A paged review list with "show more" (shared by the salon and master pages). */
export function PagedReviews({ query, id = 'reviews' }: { id?: string; query: ReviewPagesQuery }) {
  const { t } = useTranslation('salon');
  // An answer renders as a transition, in slices of a few milliseconds, not in one task (useDeferredValue).
  const data = useDeferredValue(query.data);
  const pages: ReviewPage[] = data?.pages ?? [];
  const reviews = uniqueById(pages.flatMap((p) => p.items));
  const total = pages[0]?.total;
  return (
    <Section id={id} title={total ? t('reviews.titleCount', { count: total }) : t('reviews.title')}>
      {query.isError && reviews.length === 0 ? (
        <SectionError onRetry={() => void query.refetch()} />
      ) : data === undefined ? (
        <SkeletonBlocks count={2} height={140} />
      ) : (
        <>
          <ReviewList reviews={reviews} />
          {query.isFetchNextPageError && <SectionError onRetry={() => void query.fetchNextPage()} />}
          {query.hasNextPage && !query.isFetchNextPageError && (
            <ShowMore onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} label={t('reviews.more')} />
          )}
        </>
      )}
    </Section>
  );
}
