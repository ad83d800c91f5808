// The time a free-time chip chose, said on the booking's services step: the customer sees what will be booked (the
// services ticked, their master and price) and may change it; a change of services asks for the time again.
import { useTranslation } from 'react-i18next';
import { formatDayMonth, formatTime, formatWeekday } from '../../lib/format';

export function HeldTime({ startTime }: { startTime: string }) {
  const { t, i18n } = useTranslation('common');
  const day = `${formatWeekday(startTime, i18n.language)}, ${formatDayMonth(startTime, i18n.language)}`;
  return (
    <div className="held-time" role="note">
      <p className="held-time__text">{t('when.held', { day, time: formatTime(startTime) })}</p>
      <p className="held-time__hint">{t('when.heldHint')}</p>
    </div>
  );
}
