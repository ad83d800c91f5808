// /my/favorites: the signed-in client's favourite salons, each removable.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { FirmCard } from '../../entities/firm/FirmCard';
import { AccountPage, LoadError } from './AccountPage';
import { useFavorites, useRemoveFavorite } from './api';
import { Button, buttonClass } from '../../ui/Button';

export function FavoritesScreen() {
  const { t } = useTranslation('account');
  return (
    <AccountPage title={t('favorites.title')}>
      <Favorites />
    </AccountPage>
  );
}

function Favorites() {
  const { t } = useTranslation('account');
  const list = useFavorites();
  const remove = useRemoveFavorite();
  if (list.isPending) return <p role="status">{t('common:loading')}</p>;
  if (list.isError) return <LoadError message={t('errors.load')} retry={() => void list.refetch()} retryLabel={t('common:error.retry')} />;
  if (list.data.length === 0) {
    return (
      <div className="account__empty card">
        <p>{t('favorites.empty')}</p>
        <Link to={paths.search()} className={buttonClass('primary')}>
          {t('favorites.find')}
        </Link>
      </div>
    );
  }
  return (
    <>
      {remove.isError && (
        <p className="field__error" role="alert">
          {t('favorites.removeFailed')}
        </p>
      )}
      <ul className="account__grid">
        {list.data.map((firm) => (
          <li key={firm.id} className="account__favorite">
            <FirmCard firm={firm} headingLevel={2} />
            <Button
              variant="secondary"
              className="account__remove"
              disabled={remove.isPending && remove.variables?.params.path.firmId === firm.id}
              onClick={() => remove.mutate({ params: { path: { firmId: firm.id } } })}
              // The card above names the salon: the button's text is short, its name says which salon.
              aria-label={t('favorites.remove', { name: firm.name })}
            >
              {t('favorites.removeShort')}
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
