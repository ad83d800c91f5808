// The phone's app banner at the top of the home page: the mobile app in one line, 'install' to the phone's store
// (VITE_APP_STORE_URL / VITE_GOOGLE_PLAY_URL, as /mainwp) and 'more' to /mainwp. Phones only (app-banner.css hides it
// from 768 px: a computer has /mainwp's QR code). Closed, it stays closed: remembered for 180 days in the SDK's
// time-limited storage (sdk.ttl), so a reload or another visit does not bring it back.
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { appStores, storeOrder } from '../../config/stores';
import { useSdk } from '../../lib/sdk';
import { CloseIcon } from '../../ui/icons';
import './app-banner.css';
import { buttonClass } from '../../ui/Button';
import { useAfterHydration } from '../../lib/hydration';

export const APP_BANNER_DISMISSED = 'app-banner-dismissed';
const REMEMBER_SECONDS = 180 * 24 * 60 * 60;

export function AppBanner() {
  const { t } = useTranslation('home');
  const sdk = useSdk();
  const [dismissedHere, setDismissed] = useState(() => sdk.ttl.get<boolean>(APP_BANNER_DISMISSED) === true);
  // The server cannot know: its page (and the render that continues it) shows the banner, then it goes.
  const dismissed = useAfterHydration(dismissedHere, () => false);
  if (dismissed) return null;
  const store = storeOrder(typeof navigator === 'undefined' ? '' : navigator.userAgent)[0]!;
  const dismiss = () => {
    sdk.ttl.set(APP_BANNER_DISMISSED, true, REMEMBER_SECONDS);
    setDismissed(true);
  };
  return (
    <aside className="app-banner" aria-label={t('appBanner.label')}>
      <span className="app-banner__logo" aria-hidden>
        S
      </span>
      <p className="app-banner__text">
        <strong>{t('appBanner.title')}</strong>
        <span>{t('appBanner.text')}</span>
        <Link to={paths.appBanner()}>{t('appBanner.more')}</Link>
      </p>
      <a className={buttonClass('primary', 'app-banner__install')} href={appStores[store]} target="_blank" rel="noopener noreferrer">
        {t('appBanner.install')}
      </a>
      <button type="button" className="app-banner__close" onClick={dismiss} aria-label={t('appBanner.close')}>
        <CloseIcon width={20} height={20} />
      </button>
    </aside>
  );
}
