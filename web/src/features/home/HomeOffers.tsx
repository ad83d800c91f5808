// The home page's special offers (each with its list page) and the advertised compilations of salons.
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { useAdCompilations, useHomeScreen } from './api';
import { HomeSection } from './HomeSection';
import { SectionError } from '../../ui/Section';
import { FirmRail, RailSkeleton } from './HomeRail';

/** The city's salons with a discount, then those with another offer: each its own rail, 'Все' to its paged list. */
export function Offers() {
  const { t } = useTranslation('home');
  const home = useHomeScreen();
  const data = useDeferredValue(home.data);
  const pending = data === undefined;
  const rails = [
    { kind: 'discounts' as const, firms: data?.discountedFirms ?? [] },
    { kind: 'special' as const, firms: data?.offeredFirms ?? [] },
  ];
  return (
    <>
      {rails.map(({ kind, firms }, index) => {
        const title = t(`offers.${kind}`);
        const all = (
          <Link className="home__all" to={paths.offers(kind)} aria-label={t('offers.all', { title })}>
            {t('section.all')}
          </Link>
        );
        if (home.isError)
          return (
            <HomeSection key={kind} id={`home-offers-${kind}`} title={title}>
              <SectionError onRetry={() => void home.refetch()} />
            </HomeSection>
          );
        if (!pending && firms.length === 0) return null;
        return (
          <HomeSection key={kind} id={`home-offers-${kind}`} title={title} all={pending ? undefined : all}>
            {pending ? <RailSkeleton /> : <FirmRail firms={firms} offers={new Map(firms.map((f) => [f.id, f]))} label={title} priority={index === 0} />}
          </HomeSection>
        );
      })}
      {data?.compilations
        .filter((c) => c.firms.length > 0)
        .map((c) => (
          <HomeSection key={c.key} id={`home-compilation-${c.key}`} title={c.title}>
            <FirmRail firms={c.firms} label={c.title} />
          </HomeSection>
        ))}
    </>
  );
}

export function Compilations() {
  const { t } = useTranslation('home');
  const ads = useAdCompilations();
  const compilations = useDeferredValue(ads.data);
  // An advert that failed to load is left out quietly: the rest of the page is what matters.
  if (ads.isError) return null;
  if (compilations === undefined)
    return (
      <div className="home__section" aria-hidden>
        <span className="skeleton home__title-skeleton" />
        <RailSkeleton />
      </div>
    );
  return compilations
    .filter((c) => c.firms.length > 0)
    .map((c) => (
      <HomeSection key={c.key} id={`home-ad-${c.key}`} title={c.title} className="home__ad">
        <p className="home__ad-label">{t('ads.label')}</p>
        <FirmRail firms={c.firms} label={c.title} />
      </HomeSection>
    ));
}
