// A screen behind a feature switch of v2/configs (bnpl, raffle): opened by its address while the server has the
// feature off, it says so (the screen's own title, a translated note, a way home) instead of the page. While the
// configuration loads the page's shape shows; a configuration that failed changes nothing (the page shows), as
// everywhere else the switches are read (useFeature).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { useClientConfig, type Feature } from './config';
import './feature-off.css';
import { buttonClass } from '../../ui/Button';

export function FeatureGate({ feature, ns, children }: { feature: Feature; ns: string; children: ReactNode }) {
  const config = useClientConfig();
  // Only the first load waits: once it has failed, a page mounting another reader of the config refetches it (the
  // query is pending again) and must not be swapped for the skeleton, which would unmount it and start over.
  if (config.isPending && config.errorUpdateCount === 0) return <PageSkeleton />;
  if (config.data && !config.data.features[feature]) return <FeatureOff ns={ns} />;
  return children;
}

/** The note for a switched-off feature: the screen's title (`title` of its module), why it is not here, home. */
export function FeatureOff({ ns }: { ns: string }) {
  const { t } = useTranslation([ns, 'common']);
  return (
    <div className="page">
      <h1 className="page__title">{t(`${ns}:title`)}</h1>
      <div className="card feature-off" role="status">
        <p>{t('common:featureOff.text')}</p>
        <Link className={buttonClass('primary')} to={paths.home()}>
          {t('common:notFound.home')}
        </Link>
      </div>
    </div>
  );
}
