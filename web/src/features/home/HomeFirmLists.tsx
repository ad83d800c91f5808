// The home page's personal rails: the salons viewed lately and the signed-in client's favourites.
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/state';
import { useRecentFirms } from '../../entities/firm/recent';
import { useFavoriteFirmsQuery, useRecentFirmsQuery } from './api';
import { HomeSection } from './HomeSection';
import { QueriedRail } from './HomeRail';

/** The salons the client opened lately (stored on this device; gone on logout), newest first. */
export function Recent() {
  const { t } = useTranslation('home');
  const { ids } = useRecentFirms();
  const recent = useRecentFirmsQuery(ids);
  const firms = useDeferredValue(recent.data);
  if (ids.length === 0 || (recent.isSuccess && recent.data.length === 0)) return null;
  return (
    <HomeSection id="home-recent" title={t('recent.title')}>
      <QueriedRail query={recent} firms={firms} label={t('recent.title')} />
    </HomeSection>
  );
}

export function Favorites() {
  const { t } = useTranslation('home');
  const signedIn = useCurrentUser() !== null;
  const favorites = useFavoriteFirmsQuery();
  const firms = useDeferredValue(favorites.data);
  if (!signedIn) return null;
  return (
    <HomeSection id="home-favorites" title={t('favorites.title')}>
      <QueriedRail query={favorites} firms={firms} label={t('favorites.title')} empty={<p className="home__empty">{t('favorites.empty')}</p>} />
    </HomeSection>
  );
}
