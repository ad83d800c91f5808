// The home page's recent reviews: their cards (and their code) load when the section nears the screen.
import { lazy, Suspense, useDeferredValue, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearScreen } from '../../ui/useNearScreen';
import { SectionError } from '../../ui/Section';
import { useHomeReviews } from './api';
import { HomeSection } from './HomeSection';

const HomeReviewCards = lazy(() => import('./HomeReviewCards'));

function ReviewsSkeleton({ near }: { near?: Ref<HTMLDivElement> }) {
  return (
    <div className="home__reviews" aria-hidden ref={near}>
      {[0, 1, 2].map((i) => (
        <span key={i} className="skeleton home__review-skeleton" />
      ))}
    </div>
  );
}

export function HomeReviews() {
  const { t } = useTranslation('home');
  const reviews = useHomeReviews();
  const list = useDeferredValue(reviews.data);
  // The cards (and their code, with the dates') come when the section nears the screen, far down the page.
  const [nearRef, near] = useNearScreen();
  if (reviews.isSuccess && reviews.data.length === 0) return null;
  return (
    <HomeSection id="home-reviews" title={t('reviews.title')}>
      {reviews.isError ? (
        <SectionError onRetry={() => void reviews.refetch()} />
      ) : list === undefined || !near ? (
        <ReviewsSkeleton near={nearRef} />
      ) : (
        <Suspense fallback={<ReviewsSkeleton />}>
          <HomeReviewCards reviews={list} />
        </Suspense>
      )}
    </HomeSection>
  );
}
