import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './PlaceholderScreen.css';

/**
 * A screen whose real content comes in a later issue: its own translated heading (the `title` of its module's
 * file) and a short note, never a blank page.
 */
export function PlaceholderScreen({ ns, prefix = '', children }: { ns: string; prefix?: string; children?: ReactNode }) {
  const { t } = useTranslation([ns, 'common']);
  return (
    <div className="page placeholder">
      <h1 className="page__title">{t(`${prefix}title`)}</h1>
      <p className="page__lead">{t(`${prefix}lead`)}</p>
      <div className="placeholder__card card">
        <p>{t('common:placeholder.soon')}</p>
      </div>
      {children}
    </div>
  );
}
