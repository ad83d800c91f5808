import { lazy, Suspense } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAnalytics } from '../../lib/analyticsContext';
import { paths } from '../../config/paths';
import { useCity } from '../../lib/state';
import { SearchBox } from '../../entities/firm-search/SearchBox';
import { AppBanner } from './AppBanner';
import { SectionError } from '../../ui/SectionError';
import './HomeScreen.css';

/**
 * The sections under the search, a module of their own: the server's page has them whole, and the browser hydrates the
 * search first, with less code, then the sections once their module is in (hydration asks for it).
 */
const HomeSections = lazy(() =>
  import('./HomeSections').catch((error: unknown) => {
    console.error('[salonbook] the home sections did not load', error);
    return { default: SectionsUnavailable };
  }),
);

/**
 * In the sections' place when their module did not arrive (a phone's network): the search above stays, and a reload
 * asks for the module again (a failed import stays failed for the page's life).
 */
function SectionsUnavailable() {
  return <SectionError onRetry={() => window.location.reload()} />;
}

/**
 * Home: search, categories, special offers, compilations, favourites, recent reviews.
 *
 * A section shows its query's data through `useDeferredValue`: react-query's update renders at once and in one
 * task, so when an answer arrives the section first renders as it was (its skeleton), then with the answer as a
 * transition, which React builds in slices of a few milliseconds (no long task per answer on a phone). The
 * sections after the first are laid out only when they come near the screen (`lazy-blocks`, global.css).
 */
export function HomeScreen() {
  const { t } = useTranslation('home');
  const [city] = useCity();
  const navigate = useNavigate();
  const analytics = useAnalytics();
  const cityName = city?.name ?? t('common:city.default');
  return (
    <div className="home">
      <AppBanner />
      <section className="home__hero" aria-labelledby="home-title">
        <div className="page home__hero-inner">
          <p className="home__eyebrow">{t('eyebrow', { city: cityName })}</p>
          <h1 id="home-title" className="home__title">
            {t('title')}
          </h1>
          <p className="home__lead">{t('lead')}</p>
          <div className="home__search">
            <SearchBox
              value=""
              onSearch={(query) => void navigate(paths.search({ query }))}
              onCategory={(categoryId, name) => {
                analytics.track('press_category', { categoryId, categoryName: name });
                void navigate(paths.search({ categoryId }));
              }}
            />
          </div>
          <Link className="home__selection" to={paths.selectionStart()}>
            {t('selection.link')}
          </Link>{' '}
          <Link className="home__selection" to={paths.allCertificates()}>
            {t('certificatesLink')}
          </Link>
        </div>
      </section>
      <div className="page home__sections lazy-blocks">
        <Suspense fallback={<span className="skeleton home__sections-pending" aria-hidden />}>
          <HomeSections />
        </Suspense>
      </div>
    </div>
  );
}
