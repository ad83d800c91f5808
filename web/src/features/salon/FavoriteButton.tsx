import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSdk } from '../../lib/sdk';
import { useCurrentUser } from '../../lib/state';
import { setPendingAction, useLoginUrl, usePendingAction } from '../../entities/session';
import { useIsFetching } from '@tanstack/react-query';
import { useToggleFavorite, type Firm } from './api';
import { firmQuery } from '../../entities/firm/queries';

const Heart = ({ filled }: { filled: boolean }) => (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden focusable="false" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8">
    <path
      d="M12 20.5s-7.5-4.6-9.3-9.3C1.5 8 3.6 4.5 7.2 4.5c2 0 3.4 1.1 4.8 2.8 1.4-1.7 2.8-2.8 4.8-2.8 3.6 0 5.7 3.5 4.5 6.7-1.8 4.7-9.3 9.3-9.3 9.3z"
      strokeLinejoin="round"
    />
  </svg>
);

/**
 * Add/remove favourite. Signed in: PUT/DELETE /favorite-firms/{firmId}, shown at once, rolled back with a
 * message on failure. Anonymous: no request; the heart says why (favourites live in the account) beside a link to
 * sign in, and the salon is added on the way back (the pending action is kept from the tap, so signing in from the
 * header adds it too).
 */
export function FavoriteButton({ firm }: { firm: Firm }) {
  const { t } = useTranslation('salon');
  const user = useCurrentUser();
  const toggle = useToggleFavorite(firm.id);
  const [message, setMessage] = useState('');
  const [askSignIn, setAskSignIn] = useState(false);
  const favorite = !!firm.isFavorite;
  const sdk = useSdk();
  const loginUrl = useLoginUrl();
  // Back from signing in: the favourite the visitor asked for is saved, once the salon is
  // fetched again as the signed-in user (so a refetch cannot overwrite it, and a favourite stays one).
  const fetching = useIsFetching() > 0;
  // The page came from the server as an anonymous visitor sees it: until the salon is asked again as the signed-in
  // client's, its favourite mark is not theirs, and a tap would toggle the wrong way.
  const refreshing = useIsFetching({ queryKey: firmQuery(sdk, firm.id).queryKey }) > 0 && user !== null;
  usePendingAction(
    'favorite',
    firm.id,
    () => {
      if (!firm.isFavorite) toggle.mutate(true, { onSuccess: () => setMessage(t('favorite.added')) });
    },
    !fetching,
  );

  const onClick = () => {
    if (!user) {
      setMessage('');
      setAskSignIn(true);
      setPendingAction(sdk, { kind: 'favorite', target: String(firm.id) });
      return;
    }
    setMessage('');
    toggle.mutate(!favorite, {
      onSuccess: () => setMessage(favorite ? t('favorite.removed') : t('favorite.added')),
      onError: () => setMessage(t('favorite.failed')),
    });
  };

  return (
    <div className="favorite">
      <button
        type="button"
        className={`favorite__button${favorite ? ' favorite__button--on' : ''}`}
        aria-pressed={favorite}
        disabled={refreshing}
        onClick={onClick}
      >
        <Heart filled={favorite} />
        <span className="visually-hidden">{t('favorite.label')}</span>
      </button>
      <p className="favorite__message" role="status">
        {askSignIn && !user ? (
          <>
            {t('favorite.why')} <Link to={loginUrl}>{t('favorite.signInAndAdd')}</Link>
          </>
        ) : (
          message
        )}
      </p>
    </div>
  );
}
