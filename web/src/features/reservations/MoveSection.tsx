import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isNetworkError } from '../../lib/offlineData';
import { formatDayMonth, formatTime, formatWeekdayLong } from '../../lib/format';
import { dateChoice, timeChoices } from '../../entities/reservation-draft/choices';
import { useMoney } from '../../lib/useMoney';
import { DateStrip, DateStripSkeleton, type DateChoice } from '../../ui/DateStrip';
import { TimeGrid, TimeGridSkeleton, type TimeChoice } from '../../ui/TimeGrid';
import { timeStepDate, useDateStrip, useDayTimes } from '../../entities/reservation-draft/queries';
import type { Reservation } from '../../entities/reservation/reservation';
import { useMoveReservation } from './api';
import { Button } from '../../ui/Button';

/**
 * Moving an upcoming visit: the same services with the same masters, another day and time (the booking's date strip
 * and time grid), the change said before the tap (and that a paid prepayment moves with the visit: never a second
 * payment). A time taken meanwhile (409) is said here and the times are asked again.
 */
export function MoveSection({ reservation: r, onMoved }: { reservation: Reservation; onMoved: (text: string) => void }) {
  const { t, i18n } = useTranslation('reservations');
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <section className="card visit__card" aria-labelledby={titleId}>
      <h2 id={titleId} className="visit__label">
        {t('move.title')}
      </h2>
      {open ? (
        <MoveForm
          reservation={r}
          onClose={() => setOpen(false)}
          onMoved={(text) => {
            setOpen(false);
            onMoved(text);
          }}
        />
      ) : (
        <>
          <p>
            {r.cancelDeadline ? t('move.until', { day: formatDayMonth(r.cancelDeadline, i18n.language), time: formatTime(r.cancelDeadline) }) : t('move.lead')}
          </p>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {t('move.open')}
          </Button>
        </>
      )}
    </section>
  );
}

function MoveForm({ reservation: r, onClose, onMoved }: { reservation: Reservation; onClose: () => void; onMoved: (text: string) => void }) {
  const { t, i18n } = useTranslation('reservations');
  const lng = i18n.language;
  const money = useMoney();
  const changeId = useId();
  const draft = useMemo(
    () => ({
      firm: r.firm,
      services: r.services.map((s) => s.service.id),
      params: { masters: Object.fromEntries(r.services.map((s) => [String(s.service.id), s.master?.id ?? null])) },
      peopleCount: r.peopleCount,
    }),
    [r],
  );
  const strip = useDateStrip(draft);
  const days = strip.data?.days ?? [];
  const currency = strip.data?.currency ?? r.currency;
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const date = timeStepDate(days, chosenDay);
  const times = useDayTimes(draft, date);
  const slots = (times.data?.days[0]?.slots ?? []).filter((s) => s.available && s.startTime !== r.startTime);
  const [time, setTime] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const move = useMoveReservation();

  const choices: DateChoice[] = days.map((d) =>
    dateChoice(d, date, lng, {
      priceStr: '',
      label: (at, free) => `${formatWeekdayLong(at, lng)}, ${formatDayMonth(at, lng)}${free ? '' : `, ${t('move.noTime')}`}`,
    }),
  );
  const slotChoices: TimeChoice[] = timeChoices(
    slots,
    (s) => money(s.price, s.currency ?? currency),
    (s) => formatTime(s.startTime),
  );

  const submit = () => {
    if (!time || move.isPending) return;
    setProblem(null);
    move.mutate(
      { params: { path: { reservationId: r.id } }, body: { startTime: time } },
      {
        onSuccess: (moved) => onMoved(t('move.done', { day: formatDayMonth(moved.startTime, lng), time: formatTime(moved.startTime) })),
        onError: (error) => {
          // The network went away meanwhile: said, not a vague failure (lib/offlineData.ts).
          if (isNetworkError(error)) setProblem(t('offline.needsNetwork'));
          else if (error.status === 409) {
            setTime(null);
            void times.refetch();
            void strip.refetch();
            setProblem(error.code === 'SLOT_TAKEN' ? t('move.taken') : t('move.late'));
          } else if (error.status === 422) setProblem(error.message || t('move.failed'));
          else setProblem(t('move.failed'));
        },
      },
    );
  };

  return (
    <div className="visit__move">
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
      {strip.isPending ? (
        <DateStripSkeleton />
      ) : strip.isError ? (
        <p className="field__error" role="alert">
          {t('errors.times')}{' '}
          <Button variant="secondary" onClick={() => void strip.refetch()}>
            {t('move.retry')}
          </Button>
        </p>
      ) : !date ? (
        <p>{t('move.empty')}</p>
      ) : (
        <>
          <DateStrip
            label={t('move.days')}
            days={choices}
            noTime={t('move.noTimeShort')}
            onSelect={(d) => {
              setChosenDay(d);
              setTime(null);
            }}
          />
          {times.isPending ? (
            <TimeGridSkeleton count={6} />
          ) : times.isError ? (
            <p className="field__error" role="alert">
              {t('errors.times')}
            </p>
          ) : slotChoices.length === 0 ? (
            <p>{t('move.emptyDay')}</p>
          ) : (
            <TimeGrid
              label={t('move.times')}
              times={slotChoices}
              selected={time}
              onSelect={(key) => {
                setProblem(null);
                setTime(key);
              }}
              partLabels={{ morning: t('move.morning'), afternoon: t('move.afternoon'), evening: t('move.evening') }}
            />
          )}
        </>
      )}
      {time && (
        <div id={changeId} className="visit__outcome">
          <p>
            {t('move.change', {
              from: `${formatDayMonth(r.startTime, lng)}, ${formatTime(r.startTime)}`,
              to: `${formatDayMonth(time, lng)}, ${formatTime(time)}`,
            })}
          </p>
          {r.prepayment?.required && r.prepayment.paid && <p>{t('move.paidMoves', { amount: money(r.prepayment.amount, r.currency) })}</p>}
        </div>
      )}
      <div className="visit__buttons">
        <Button variant="primary" disabled={!time || move.isPending} onClick={submit} aria-describedby={time ? changeId : undefined}>
          {time ? t('move.confirm', { day: formatDayMonth(time, lng), time: formatTime(time) }) : t('move.choose')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('move.keep')}
        </Button>
      </div>
    </div>
  );
}
