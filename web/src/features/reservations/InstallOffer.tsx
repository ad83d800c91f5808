import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSdk } from '../../lib/sdk';
import { installPrompt, type InstallState } from '../../lib/installPrompt';
import { Button } from '../../ui/Button';

/** What to offer now: the browser's prompt, iOS's hint, or nothing (the first visit, offered before, nothing to offer). */
export function offerOf(state: InstallState): 'prompt' | 'ios' | null {
  if (!state.returning || state.offered) return null;
  if (state.event) return 'prompt';
  return state.ios ? 'ios' : null;
}

/**
 * After a booking, on its success page: 'add Salonbook to the home screen' (lib/installPrompt.ts), once on this device
 * and never on its first visit; iOS Safari, which has no prompt, gets a one-line hint instead.
 */
export function InstallOffer() {
  const { t } = useTranslation('reservations');
  const sdk = useSdk();
  // Decided once, as the page opens: the offer is then recorded as made and stays until answered or left.
  const [offer] = useState(() => offerOf(installPrompt.get()));
  const [answered, setAnswered] = useState(false);
  useEffect(() => {
    if (offer) installPrompt.offered(sdk);
  }, [offer, sdk]);
  if (!offer || answered) return null;
  if (offer === 'ios')
    return (
      <p className="card install-offer" role="note">
        {t('offline.iosHint')}
      </p>
    );
  const install = async () => {
    const event = installPrompt.get().event;
    setAnswered(true);
    if (!event) return;
    installPrompt.offered(sdk, true);
    try {
      await event.prompt();
    } catch (error) {
      console.warn('[pwa] install prompt', error);
    }
  };
  return (
    <aside className="card install-offer" aria-label={t('offline.installButton')}>
      <p>{t('offline.install')}</p>
      <div className="install-offer__buttons">
        <Button variant="primary" size="s" onClick={() => void install()}>
          {t('offline.installButton')}
        </Button>
        <Button variant="ghost" size="s" onClick={() => setAnswered(true)}>
          {t('offline.installLater')}
        </Button>
      </div>
    </aside>
  );
}
