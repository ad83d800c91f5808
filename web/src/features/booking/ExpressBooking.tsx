// Express booking (/salon/:firmId/book?express=ID): one of the salon's express services at one of its nearest
// free times, with only a name and a phone.
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAnalytics } from '../../lib/analyticsContext';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../lib/state';
import { priceText } from '../../entities/reservation-draft/draft';
import { formatDayMonth, formatNearDay, formatTime, todayInZone } from '../../lib/format';
import { formatDuration } from '../../lib/numbers';
import { phoneE164, phoneProblemKey } from '../../lib/phone';
import { ChoiceGroup } from '../../ui/ChoiceGroup';
import '../../ui/booking-ui.css';
import { ErrorState } from '../../ui/ErrorState';
import { TextField } from '../../ui/Field';
import { PhoneField } from '../../ui/PhoneField';
import { ExpressFrame, StepError } from './steps/StepFrame';
import { useMoney } from '../../lib/useMoney';
import { useIdempotentAction, type Attempt, type AttemptStore } from '../../lib/idempotency';
import { useSdk } from '../../lib/sdk';
import { NAME_MAX_LENGTH } from '../../lib/limits';
import { failureOf, useCreateExpress, useExpressService } from './api';
import { Button } from '../../ui/Button';

export function ExpressBooking({ firmId, expressId }: { firmId: number; expressId: number }) {
  const { t, i18n } = useTranslation('booking');
  const navigate = useNavigate();
  const analytics = useAnalytics();
  const user = useCurrentUser();
  const money = useMoney();
  const details = useExpressService(firmId, expressId);
  const create = useCreateExpress();
  const [slot, setSlot] = useState<string | null>(null);
  const [name, setName] = useState(user?.name ?? '');
  const [phone, setPhone] = useState('');
  const [tried, setTried] = useState(false);
  // One attempt at a time (a double tap books once); a Retry of the attempt sends its key again, even after a reload
  // (the attempt is kept in the time-limited storage for an hour).
  const sdk = useSdk();
  const store = useMemo<AttemptStore>(() => {
    const key = `express-attempt-${firmId}-${expressId}`;
    return { get: () => sdk.ttl.get<Attempt>(key) ?? null, set: (value) => (value ? sdk.ttl.set(key, value, 3600) : sdk.ttl.remove(key)) };
  }, [sdk, firmId, expressId]);
  const attempt = useIdempotentAction(store);

  type ExpressBody = Parameters<typeof create.mutateAsync>[0]['body'];
  const book = (body: ExpressBody) =>
    attempt.run(body, (key) =>
      create.mutateAsync(
        { body, key },
        {
          onSuccess: (reservation) => {
            analytics.track('created_reservation_successfully', { firmId, reservationId: reservation.id, express: true });
            navigate(paths.reservationSuccess(reservation.id), { replace: true });
          },
          onError: (error) => {
            // A refusal (the time taken, a field) ends the attempt: only a lost answer is asked about after a reload.
            const kind = failureOf(error)?.kind;
            if (kind !== 'network' && kind !== 'server') store.set(null);
            void details.refetch();
          },
        },
      ),
    );
  // An attempt whose answer was lost before a reload: ask the server what became of it, with its own request and key,
  // before anything else (its time is taken by then, so the screen would offer another one and book twice).
  useEffect(() => {
    const pending = store.get();
    if (pending) book(JSON.parse(pending.input) as ExpressBody);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  if (details.isError)
    return (
      <div className="page">
        <ErrorState onRetry={() => void details.refetch()} />
      </div>
    );

  const data = details.data;
  const slots = data?.nearestSlots ?? [];
  const chosen = slot ?? slots[0] ?? null;
  const failure = failureOf(create.error);
  const fields = failure?.kind === 'fields' ? failure.fields : {};
  const nameError = fields.clientName ?? (tried && !name.trim() ? t('details.nameRequired') : undefined);
  const phoneProblem = tried ? phoneProblemKey(phone) : undefined;
  const phoneError = fields.clientPhone ?? (phoneProblem && t(phoneProblem));

  const submit = () => {
    setTried(true);
    const clientPhone = phoneE164(phone);
    if (!name.trim() || !clientPhone) return;
    book({ firmId, expressServiceId: expressId, startTime: chosen ?? undefined, clientName: name.trim(), clientPhone });
  };

  return (
    <ExpressFrame firmId={firmId} salon={data?.firm.name}>
      {data && (
        <form
          className="card booking__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <p className="booking__row-name">{data.name}</p>
          <p className="booking__row-meta">
            {formatDuration(data.durationMinutes, i18n.language)} · {priceText(data.price, money)}
          </p>
          {slots.length === 0 ? (
            <p>{t('express.none')}</p>
          ) : (
            <>
              {!slots[0]!.startsWith(todayInZone()) && (
                <p className="booking__notice" role="status">
                  {t('express.notToday', { when: `${formatNearDay(slots[0]!, i18n.language)}, ${formatTime(slots[0]!)}` })}
                </p>
              )}
              <h2 className="booking__label">{t('express.nearest')}</h2>
              <ChoiceGroup
                label={t('express.nearest')}
                className="time-grid__slots"
                itemClassName="time-grid__slot"
                selected={chosen}
                onSelect={setSlot}
                items={slots.map((s) => ({
                  key: s,
                  label: `${formatDayMonth(s, i18n.language)}, ${formatTime(s)}`,
                  content: (
                    <>
                      <span className="time-grid__time">{formatTime(s)}</span>
                      <span className="time-grid__price">{formatNearDay(s, i18n.language)}</span>
                    </>
                  ),
                }))}
              />
            </>
          )}
          {failure?.kind === 'slot-taken' && (
            <p className="booking__notice" role="alert">
              {t('notice.slot-taken')}
            </p>
          )}
          <TextField
            label={t('details.name')}
            error={nameError}
            autoComplete="name"
            maxLength={NAME_MAX_LENGTH}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <PhoneField label={t('details.phone')} value={phone} onChange={setPhone} error={phoneError} hint={t('details.phoneHint')} required />
          {(failure?.kind === 'network' || failure?.kind === 'server') && (
            <StepError onRetry={submit} text={failure.kind === 'network' ? t('errors.networkBooking') : undefined} />
          )}
          <Button type="submit" variant="primary" className="booking__next-button" disabled={slots.length === 0 || create.isPending}>
            {t('express.book')}
          </Button>
        </form>
      )}
    </ExpressFrame>
  );
}
