import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useClientConfig, useOutdated } from '../../entities/client-config/config';
import { usePhoneText } from '../../ui/usePhoneText';
import { Button } from '../../ui/Button';

/**
 * The help line at the bottom of every page: the support phone and WhatsApp of the client configuration, and the
 * way in for salon owners (/business/connect).
 */
export function Footer() {
  const { t } = useTranslation();
  const config = useClientConfig();
  const phone = config.data?.supportPhone;
  const whatsapp = config.data?.supportWhatsapp;
  const { ref, text: shown } = usePhoneText(phone ?? '');
  if (!phone) return null;
  return (
    <footer className="shell__footer">
      <div className="page shell__footer-inner">
        <p className="shell__footer-title">{t('support.title')}</p>
        <ul className="shell__footer-links">
          <li>
            <a ref={ref} href={`tel:${phone}`} aria-label={t('support.call', { phone: shown })}>
              {shown}
            </a>
          </li>
          {whatsapp && (
            <li>
              <a href={`https://wa.me/${whatsapp.replace(/\D/g, '')}`} rel="noopener" target="_blank">
                {t('support.whatsapp')}
              </a>
            </li>
          )}
        </ul>
        <p className="shell__footer-business">
          <Link to={paths.business()}>{t('support.business')}</Link>
        </p>
      </div>
    </footer>
  );
}

/** A notice over the page when this build is older than the service supports (minAppVersion): reload for the new one. */
export function OutdatedNotice() {
  const { t } = useTranslation();
  if (!useOutdated()) return null;
  return (
    <div className="shell__outdated" role="status">
      <p>{t('outdated.text')}</p>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        {t('outdated.reload')}
      </Button>
    </div>
  );
}
