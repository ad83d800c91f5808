// 'Ближайшее свободное время: вт, 1 дек., 10:00' under a day with no free time (the booking's time step, the master's
// page), with a button to it: the time the API's `nextFreeTime` says, so it is bookable as it stands.
import { useTranslation } from 'react-i18next';
import { formatDayMonth, formatTime, formatWeekday } from '../../lib/format';
import { Button } from '../../ui/Button';

export function NextFreeTime({ startTime, onChoose }: { startTime: string; onChoose: () => void }) {
  const { t, i18n } = useTranslation('common');
  const day = `${formatWeekday(startTime, i18n.language)}, ${formatDayMonth(startTime, i18n.language)}`;
  return (
    <div className="next-free" role="status">
      <p className="next-free__text">{t('when.next', { day, time: formatTime(startTime) })}</p>
      <Button variant="secondary" onClick={onChoose}>
        {t('when.nextChoose')}
      </Button>
    </div>
  );
}
