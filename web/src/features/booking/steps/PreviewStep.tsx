import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayMonth, formatTime } from '../../../lib/format';
import { masterFullName } from '../../../entities/master/MasterCard';
import { useBooking, useCatalog } from '../context';
import { draftBody } from '../../../entities/reservation-draft/client';
import { chosenMaster } from '../../../entities/reservation-draft/draft';
import { formatPhone, phoneE164 } from '../../../lib/phone';
import { failureOf, useCreateReservation, usePreview } from '../api';
import { StepError, StepHeading } from './StepFrame';
import { useFailureHandler } from './useFailureHandler';
import { useMoney } from '../../../lib/useMoney';
import { isAttemptFor, useIdempotentAction } from '../../../lib/idempotency';
import { useSdk } from '../../../lib/sdk';
import { draftAttempt } from '../../../entities/reservation-draft/attempt';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';

export function PreviewStep() {
  const { t, i18n } = useTranslation('booking');
  const { draft, go, setPreview, finish } = useBooking();
  const catalog = useCatalog();
  // A service priced as a range ('от 5 000 ₸' in the list) keeps its 'от' here while the salon picks the master (and
  // so the final price); with the master chosen the preview's price is that master's, the one the booking is made at,
  // so it is written exact, as the success page writes it. The total is exact when every service's price is.
  const ranged = (serviceId: number) => {
    const price = catalog.get(serviceId)?.price;
    const range = price !== undefined && price.to !== undefined && price.to !== null && price.to !== price.from;
    return range && chosenMaster(draft, serviceId) === null;
  };
  const money = useMoney();
  const previewCall = usePreview();
  const create = useCreateReservation();
  const onFailure = useFailureHandler();
  const sdk = useSdk();
  const body = draftBody(draft);
  const booking = { ...body, clientPhone: phoneE164(body.clientPhone) ?? body.clientPhone };
  // One attempt at a time (a double tap books once); its key is kept with the draft, so a Retry, even after a reload,
  // sends it again.
  const store = draftAttempt(sdk);
  const attempt = useIdempotentAction(store);
  const book = () =>
    attempt.run(booking, (key) => create.mutateAsync({ body: booking, key }, { onSuccess: (r) => finish(r.id), onError: (e) => onFailure(failureOf(e)) }));
  const run = () =>
    previewCall.mutate(body, {
      onSuccess: (data) => setPreview(data),
      onError: (error) => onFailure(failureOf(error)),
    });
  // An attempt of this very booking whose answer was lost (then the page reloaded): ask the server what became of it,
  // with its key, before anything else (its slot is the booking's own now, so a preview would say it is taken).
  useEffect(() => void (isAttemptFor(store.get(), booking) ? book() : run()), []); // eslint-disable-line react-hooks/exhaustive-deps

  const data = previewCall.data ?? null;
  const failure = failureOf(previewCall.error);
  const confirmFailure = failureOf(create.error);
  const busy = create.isPending;
  const confirm = () => {
    if (!data) return;
    if (data.smsCodeRequired) return go('code');
    book();
  };

  return (
    <section className="booking__step" aria-labelledby="booking-step-title" aria-busy={previewCall.isPending}>
      <StepHeading>{t('steps.preview')}</StepHeading>
      {previewCall.isPending || (!data && !failure) ? (
        <div className="booking__rows" aria-hidden>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={72} />
          ))}
        </div>
      ) : failure && failure.kind !== 'slot-taken' && failure.kind !== 'fields' ? (
        <StepError onRetry={run} text={failure.kind === 'server' && failure.message ? failure.message : undefined} />
      ) : data ? (
        <>
          <div className="card booking__preview">
            <div className="booking__preview-part">
              <h2 className="booking__label">{t('preview.when')}</h2>
              <p className="booking__preview-value">
                {t('preview.whenValue', {
                  day: formatDayMonth(data.startTime, i18n.language),
                  start: formatTime(data.startTime),
                  end: formatTime(data.endTime),
                })}
              </p>
              <Button variant="link" onClick={() => go('time')}>
                {t('preview.changeTime')}
              </Button>
            </div>
            <div className="booking__preview-part">
              <h2 className="booking__label">{t('preview.services')}</h2>
              <ul className="booking__preview-list">
                {data.services.map((item) => (
                  <li key={`${item.service.id}-${item.startTime}`}>
                    <span className="booking__row-name">{item.service.name}</span>
                    <span className="booking__row-meta">
                      {formatTime(item.startTime)}–{formatTime(item.endTime)} · {item.master ? masterFullName(item.master) : t('start.anyMaster')}
                    </span>
                    {item.price !== undefined && (
                      <span className="booking__row-price">
                        {ranged(item.service.id) ? t('time.from', { price: money(item.price, data.currency) }) : money(item.price, data.currency)}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
              <Button variant="link" onClick={() => go('services')}>
                {t('preview.changeServices')}
              </Button>
              <Button variant="link" onClick={() => go('masters')}>
                {t('preview.changeMasters')}
              </Button>
            </div>
            <div className="booking__preview-part">
              <h2 className="booking__label">{t('preview.client')}</h2>
              <p className="booking__preview-value">
                {draft.clientName}, {formatPhone(draft.clientPhone)}
                {draft.peopleCount > 1 ? `, ${t('details.peopleCount', { count: draft.peopleCount })}` : ''}
              </p>
              {draft.comment && <p className="booking__row-meta">{draft.comment}</p>}
              <Button variant="link" onClick={() => go('details')}>
                {t('preview.changeDetails')}
              </Button>
            </div>
            <dl className="booking__totals">
              <div className="booking__total-row">
                <dt>{t('start.total')}</dt>
                <dd>
                  {data.services.some((item) => ranged(item.service.id))
                    ? t('time.from', { price: money(data.totalPrice, data.currency) })
                    : money(data.totalPrice, data.currency)}
                </dd>
              </div>
              {data.prepaymentAmount > 0 && (
                <div className="booking__total-row">
                  <dt>{t('preview.prepayment')}</dt>
                  <dd>
                    {money(data.prepaymentAmount, data.currency)}
                    {data.prepaymentDeadline &&
                      ` · ${t('preview.until', { day: formatDayMonth(data.prepaymentDeadline, i18n.language), time: formatTime(data.prepaymentDeadline) })}`}
                  </dd>
                </div>
              )}
            </dl>
            <p className="booking__rule">{data.prepaymentAmount > 0 ? t('preview.rulePrepaid') : t('preview.rule')}</p>
          </div>
          {confirmFailure && (confirmFailure.kind === 'network' || confirmFailure.kind === 'server') && (
            <StepError onRetry={confirm} text={confirmFailure.kind === 'network' ? t('errors.networkBooking') : undefined} />
          )}
          <div className="booking__next">
            <Button variant="primary" className="booking__next-button" onClick={confirm} loading={busy}>
              {data.smsCodeRequired ? t('preview.confirmSms') : t('preview.confirm')}
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}
