import { useTranslation } from 'react-i18next';
import { Button } from './Button';

/** A failed part of a page: a short message and a retry button (the page itself stays usable). */
export function SectionError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="sb-section-error" role="alert">
      <p>{t('section.error')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('error.retry')}
      </Button>
    </div>
  );
}
