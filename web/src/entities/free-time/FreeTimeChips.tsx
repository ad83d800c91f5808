// A salon's first free times in a search by free time: each chip opens the booking on its services step with that
// service and the master free then ticked and the time kept (the draft is written as the salon page writes it; the
// API's rule made the time), so the customer sees what will be booked, at what price, and may change it.
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { components } from '@salonbook/sdk';
import { paths } from '../../config/paths';
import { chipClass } from '../../ui/Chip';
import { formatDayMonth, formatTime, todayInZone } from '../../lib/format';
import { useSavedReservation } from '../../lib/state';
import { makeDraft, markBasketLive } from '../reservation-draft/draft';
import { useSdk } from '../../lib/sdk';

type FirmShort = components['schemas']['FirmShort'];

export function FreeTimeChips({ firm }: { firm: FirmShort }) {
  const { t, i18n } = useTranslation('common');
  const navigate = useNavigate();
  const sdk = useSdk();
  const [, setDraft] = useSavedReservation();
  const times = firm.freeTimes ?? [];
  if (times.length === 0) return null;
  return (
    <ul className="free-times" aria-label={t('when.chipsLabel', { name: firm.name })}>
      {times.map((free) => (
        <li key={free.startTime}>
          <button
            type="button"
            className={chipClass(false, 'free-times__chip')}
            aria-label={t('when.chip', { time: formatTime(free.startTime), day: formatDayMonth(free.startTime, i18n.language), name: firm.name })}
            onClick={() => {
              markBasketLive(sdk, firm.id);
              const draft = makeDraft(firm, [free.serviceId], { [String(free.serviceId)]: free.masterId });
              setDraft({ ...draft, params: { ...draft.params, date: todayInZone(free.startTime) }, startTime: free.startTime });
              navigate(`${paths.booking(firm.id)}?step=services`);
            }}
          >
            {formatTime(free.startTime)}
          </button>
        </li>
      ))}
    </ul>
  );
}
