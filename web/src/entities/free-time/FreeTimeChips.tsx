// A salon's first free times in a search by free time: each chip opens the booking on its services step with that
// service and the master free then ticked and the time kept (the draft is written as the salon page writes it; the
// API's rule made the time), so the customer sees what will be booked, at what price, and may change it. Above the
// times, the service they are for and its price.
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { components } from '@salonbook/sdk';
import { paths } from '../../config/paths';
import { chipClass } from '../../ui/Chip';
import { formatDayMonth, formatTime, todayInZone } from '../../lib/format';
import { useSavedReservation } from '../../lib/state';
import { makeDraft, markBasketLive, priceText } from '../reservation-draft/draft';
import { useMoney } from '../../lib/useMoney';
import { useSdk } from '../../lib/sdk';

type FirmShort = components['schemas']['FirmShort'];
type FreeTime = components['schemas']['FreeTime'];

/** The times of one service, in the order the salon's times come (a salon's first times may be for two services). */
function byService(times: FreeTime[]): FreeTime[][] {
  const groups = new Map<number, FreeTime[]>();
  for (const free of times) groups.set(free.serviceId, [...(groups.get(free.serviceId) ?? []), free]);
  return [...groups.values()];
}

export function FreeTimeChips({ firm }: { firm: FirmShort }) {
  const { t, i18n } = useTranslation('common');
  const navigate = useNavigate();
  const sdk = useSdk();
  const money = useMoney();
  const [, setDraft] = useSavedReservation();
  const times = firm.freeTimes ?? [];
  if (times.length === 0) return null;
  // What the times book and its price, above them: the salon's card says its lowest price, which may be another service's.
  return (
    <div className="free-times">
      {byService(times).map((group) => (
        <div key={group[0]!.serviceId} className="free-times__service">
          <p className="free-times__what">
            {group[0]!.serviceName} · {priceText(group[0]!.price, money)}
          </p>
          <ul className="free-times__chips" aria-label={t('when.chipsLabel', { name: firm.name })}>
            {group.map((free) => (
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
        </div>
      ))}
    </div>
  );
}
