// /mainwp: the app banner. What the mobile app adds to the site, the App Store and Google Play badges (the phone's
// own store first), and a QR code of this page for a visitor on a computer: scanned, it opens here on the phone.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { appStores, phoneStore, storeOrder, type Store } from '../../config/stores';
import { paths } from '../../config/paths';
import { QrCode } from '../../ui/QrCode';
import './app-banner.css';

const FEATURES = ['reminders', 'fast', 'wallet', 'offers'] as const;

/** Kept here too for its callers: the order lives in config/stores (the home page's app banner uses it). */
export { storeOrder };

function Badge({ store }: { store: Store }) {
  const { t } = useTranslation('landing');
  return (
    <a className={`appbanner__badge appbanner__badge--${store}`} href={appStores[store]} target="_blank" rel="noopener noreferrer">
      <span className="appbanner__badge-small">{t(`app.${store}.small`)}</span>
      <span className="appbanner__badge-big">{t(`app.${store}.big`)}</span>
    </a>
  );
}

export function AppBannerScreen() {
  const { t } = useTranslation('landing');
  const here = `${window.location.origin}${paths.appBanner()}`;
  const phone = phoneStore(navigator.userAgent);
  return (
    <div className="page appbanner">
      <section className="appbanner__hero card">
        <div className="appbanner__text">
          <h1 className="page__title">{t('title')}</h1>
          <p className="page__lead">{t('lead')}</p>
          <ul className="appbanner__features" aria-label={t('app.features')}>
            {FEATURES.map((key) => (
              <li key={key}>
                <strong>{t(`app.feature.${key}.title`)}</strong>
                <span>{t(`app.feature.${key}.text`)}</span>
              </li>
            ))}
          </ul>
          <div className="appbanner__badges">
            {(phone ? [phone] : storeOrder(navigator.userAgent)).map((store) => (
              <Badge key={store} store={store} />
            ))}
          </div>
        </div>
        {/* A code to scan is for a computer; a phone (any width, turned or not) installs with its store's button. */}
        {!phone && (
          <figure className="appbanner__qr">
            <QrCode value={here} label={t('app.qr')} size={168} />
            <figcaption>{t('app.qrHint')}</figcaption>
          </figure>
        )}
      </section>
      <Link to={paths.home()}>{t('app.continue')}</Link>
    </div>
  );
}
