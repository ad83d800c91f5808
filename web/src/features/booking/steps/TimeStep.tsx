import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { withDate } from '../../../entities/reservation-draft/draft';
import { timeStepDate } from '../../../entities/reservation-draft/queries';
import { formatDayMonth, formatTime, formatWeekdayLong, zonedDateTime } from '../../../lib/format';
import { dateChoice, isDayOff, timeChoices } from '../../../entities/reservation-draft/choices';
import { DateStrip, DateStripSkeleton, type DateChoice } from '../../../ui/DateStrip';
import { TimeGrid, TimeGridSkeleton, type TimeChoice } from '../../../ui/TimeGrid';
import { useDateStrip, useDayTimes, useUpcomingVisits } from '../api';
import { useCurrentUser } from '../../../lib/state';
import { useBooking } from '../context';
import { NextBar, StepError, StepHeading } from './StepFrame';
import { useMoney } from '../../../lib/useMoney';
import type { components } from '@salonbook/sdk';
import { Button } from '../../../ui/Button';
import { WaitlistJoin } from '../WaitlistJoin';
import { NextFreeTime } from '../../../entities/free-time/NextFreeTime';

type TimeSlotDay = components['schemas']['TimeSlotDay'];

export function TimeStep() {
  const { t, i18n } = useTranslation('booking');
  const { draft, update, info, go, notice, setNotice } = useBooking();
  const money = useMoney();
  const strip = useDateStrip(draft);
  const daysAhead = info.bookingDaysAhead ?? 30;
  const days: TimeSlotDay[] = (strip.data?.days ?? []).slice(0, daysAhead);
  const currency = strip.data?.currency;
  const firstFree = days.find((d) => d.available && d.slots.some((s) => s.available));
  const chosenDay = days.find((d) => d.date === draft.params.date && d.available);
  // The same day the booking screen prefetched the times of (entities/reservation-draft/queries).
  const date = timeStepDate(days, draft.params.date);

  // The first day with free time is chosen when none is (or the chosen one has none left).
  useEffect(() => {
    if (date && date !== draft.params.date) update(withDate(draft, date));
  }, [date]); // eslint-disable-line react-hooks/exhaustive-deps

  // A day with no free time can be chosen too: it says when the next free time is, and offers the waitlist.
  const [fullDay, setFullDay] = useState<string | null>(null);
  const full = useDayTimes(draft, fullDay);
  const next = fullDay ? (full.data?.nextFreeTime ?? null) : null;

  const times = useDayTimes(draft, date);
  const slots = (times.data?.days[0]?.slots ?? []).filter((s) => s.available);

  // The chosen time was taken meanwhile: it leaves the draft, everything else stays.
  useEffect(() => {
    if (times.data && draft.startTime?.startsWith(date ?? '-') && !slots.some((s) => s.startTime === draft.startTime)) update({ ...draft, startTime: null });
  }, [times.data]); // eslint-disable-line react-hooks/exhaustive-deps

  // The salon's day off reads 'Выходной' and cannot be chosen; a full day reads 'нет мест' and can (below).
  const closed = (d: TimeSlotDay) => !d.slots.some((s) => s.available) && isDayOff(info.workingHours, d.date);
  const choices: DateChoice[] = days.map((d) => {
    const off = closed(d);
    const priceStr = d.priceFrom != null ? t('time.from', { price: money(d.priceFrom, currency) }) : off ? t('time.closed') : t('time.noTimeShort');
    const choice = dateChoice(d, fullDay ?? date, i18n.language, {
      priceStr,
      label: (at, free) =>
        [
          t('time.dayName', { day: formatDayMonth(at, i18n.language), weekday: formatWeekdayLong(at, i18n.language) }),
          free ? priceStr : off ? t('time.closedDay') : t('time.noTime'),
        ]
          .filter(Boolean)
          .join(', '),
    });
    return { ...choice, isDisabled: off, ...(off ? { note: t('time.closed') } : {}) };
  });

  // A visit the client already holds at the chosen time is pointed out (booking both stays possible: a friend's visit).
  const upcoming = useUpcomingVisits(useCurrentUser() !== null).data?.items ?? [];
  const chosenSlot = slots.find((s) => s.startTime === draft.startTime);
  const clash = chosenSlot
    ? upcoming.find(
        (v) => Date.parse(v.startTime) < Date.parse(chosenSlot.endTime ?? chosenSlot.startTime) && Date.parse(v.endTime) > Date.parse(chosenSlot.startTime),
      )
    : undefined;

  const slotChoices: TimeChoice[] = timeChoices(
    slots,
    (s) => money(s.price, s.currency ?? currency),
    (s) => `${formatTime(s.startTime)}, ${money(s.price, s.currency ?? currency)}`,
  );

  return (
    <section className="booking__step" aria-labelledby="booking-step-title">
      <StepHeading>{t('steps.time')}</StepHeading>
      <div aria-live="polite" className="booking__live">
        {notice && (
          <p className="booking__notice" role="status">
            {t(`notice.${notice}`, { count: draft.peopleCount })}
          </p>
        )}
      </div>
      {strip.isPending ? (
        <DateStripSkeleton />
      ) : strip.isError ? (
        <StepError onRetry={() => void strip.refetch()} />
      ) : !firstFree ? (
        <div className="card booking__empty">
          <p>{t('time.emptyRange', { count: daysAhead })}</p>
          <Button variant="secondary" onClick={() => go('masters')}>
            {t('time.otherMaster')}
          </Button>
        </div>
      ) : (
        <>
          <DateStrip
            label={t('time.days')}
            // A full day stays choosable: it says when the next free time is and offers the waitlist. A day off does not.
            days={choices}
            noTime={t('time.noTimeShort')}
            onSelect={(d) => {
              const chosen = days.find((x) => x.date === d);
              if (chosen && !(chosen.available && chosen.slots.some((s) => s.available))) return setFullDay(d);
              setFullDay(null);
              update(withDate(draft, d));
            }}
          />
          <h2 className="booking__subtitle">
            {fullDay || chosenDay || firstFree ? formatDayMonth(zonedDateTime(fullDay ?? date ?? firstFree.date, '12:00'), i18n.language) : ''}
          </h2>
          {fullDay ? (
            <div className="booking__full-day">
              <p className="booking__empty">{t('time.emptyDay')}</p>
              {next && (
                <NextFreeTime
                  startTime={next.startTime}
                  onChoose={() => {
                    setFullDay(null);
                    update({ ...withDate(draft, next.startTime.slice(0, 10)), startTime: next.startTime });
                  }}
                />
              )}
              <WaitlistJoin key={fullDay} draft={draft} date={fullDay} />
            </div>
          ) : times.isPending ? (
            <TimeGridSkeleton count={8} />
          ) : times.isError ? (
            <StepError onRetry={() => void times.refetch()} />
          ) : slotChoices.length === 0 ? (
            <p className="booking__empty">{t('time.emptyDay')}</p>
          ) : (
            <TimeGrid
              label={t('time.times')}
              times={slotChoices}
              selected={draft.startTime}
              onSelect={(startTime) => {
                setNotice(null);
                update({ ...draft, startTime });
              }}
              partLabels={{ morning: t('time.morning'), afternoon: t('time.afternoon'), evening: t('time.evening') }}
            />
          )}
          {/* Any day: no time that suits in it, a place in its waitlist. */}
          {!fullDay && date && times.data && <WaitlistJoin key={date} draft={draft} date={date} invite />}
        </>
      )}
      {clash && (
        <p className="booking__notice" role="status">
          {t('time.overlap', { firm: clash.firm.name, start: formatTime(clash.startTime), end: formatTime(clash.endTime) })}
        </p>
      )}
      <NextBar
        onNext={() => go('details')}
        disabled={!draft.startTime}
        why={t('time.chooseFirst')}
        label={t('next')}
        summary={draft.startTime ? t('time.chosen', { day: formatDayMonth(draft.startTime, i18n.language), time: formatTime(draft.startTime) }) : undefined}
      />
      <p className="booking__back-link">
        <Link to={paths.salon(draft.firm?.id ?? 0)}>{t('start.change')}</Link>
      </p>
    </section>
  );
}
