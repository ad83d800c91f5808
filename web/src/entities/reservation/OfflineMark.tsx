// A visit's screen shown from the last data kept on this phone while the network is away (lib/offlineData.ts): when
// that data is from, and Retry. My bookings, a visit and a reminder link's visit show it.
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/format';
import { Button } from '../../ui/Button';
import './offline-mark.css';

export function OfflineMark({ updatedAt, onRetry }: { updatedAt: number; onRetry: () => void }) {
  const { t } = useTranslation('reservations');
  return (
    <div className="card offline-mark" role="status">
      <p>{t('offline.mark', { time: formatTime(updatedAt) })}</p>
      <Button variant="secondary" size="s" onClick={onRetry}>
        {t('offline.retry')}
      </Button>
    </div>
  );
}
