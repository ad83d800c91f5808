import { useTranslation } from 'react-i18next';
import { Button } from './Button';

/** A clear, translated error message with a retry button: never a blank screen. */
export function ErrorState({ onRetry, title, message }: { onRetry?: () => void; title?: string; message?: string }) {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <section className="error-state" role="alert" aria-labelledby="error-state-title">
      <div className="error-state__badge" aria-hidden>
        !
      </div>
      <h1 id="error-state-title" className="error-state__title">
        {title ?? t('error.title')}
      </h1>
      <p className="error-state__text">{message ?? t('error.text')}</p>
      {onRetry && (
        <Button variant="primary" onClick={onRetry}>
          {t('error.retry')}
        </Button>
      )}
    </section>
  );
}
