import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isMidFlow } from '../lib/pwaRules';
import { Button } from './Button';
import './UpdatePrompt.css';

/** Where the app is, and whether a new build's worker waits (app/pwa.ts). */
export interface UpdateSource {
  subscribe(listener: () => void): () => void;
  /** The current path, and whether a new build waits to take over. */
  get(): { pathname: string; waiting: boolean };
}

/**
 * 'Доступна новая версия' with the button that reloads into it, while a new build's worker waits: never in the middle
 * of a booking or a payment (lib/pwaRules.ts isMidFlow), where a reload would lose the step; it shows again after.
 */
export function UpdatePrompt({ source, onUpdate }: { source: UpdateSource; onUpdate: () => void }) {
  const { t } = useTranslation('common');
  const { pathname, waiting } = useSyncExternalStore(source.subscribe, source.get, source.get);
  if (!waiting || isMidFlow(pathname)) return null;
  return (
    <div className="pwa-update" role="status">
      <p className="pwa-update__text">{t('pwa.update')}</p>
      <Button variant="primary" size="s" onClick={onUpdate}>
        {t('pwa.updateButton')}
      </Button>
    </div>
  );
}
