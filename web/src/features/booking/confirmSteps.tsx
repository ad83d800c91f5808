// The confirming steps: details, preview, SMS code (and create).
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useApi, useSdk } from '../../lib/sdk';
import { useCurrentUser } from '../../lib/state';
import { draftBody } from '../../entities/reservation-draft/draft';
import { formatDayMonth, formatTime } from '../../lib/format';
import { formatPhone, isMobilePhone, phoneE164 } from '../../lib/phone';
import { CodeField } from '../../ui/CodeField';
import { masterFullName } from '../../ui/MasterCard';
import { PhoneField } from '../../ui/PhoneField';
import { useBooking } from './context';
import { detailsComplete } from './flow';
import { failureOf, useCheckCode, useCreateReservation, usePreview, useSendCode, type BookingFailure } from './mutations';
import { StepError, useMoney } from './choiceSteps';
import { StepHeading } from './BookingScreen';

/** What the server said about the fields, under the fields; the rest of a failure as the step's error. */
function useFailureHandler() {
  const { draft, update, go, setNotice, setFieldErrors } = useBooking();
  const client = useQueryClient();
  return (failure: BookingFailure | null) => {
    if (!failure) return;
    if (failure.kind === 'slot-taken') {
      // The slot is gone: refresh the times, drop it, keep the rest, and say so on the time step.
      void client.invalidateQueries({ queryKey: ['get', '/rest/clients-app/v1/reservations/reservation-times'] });
      void client.invalidateQueries({ queryKey: ['get', '/rest/clients-app/v1/reservations/available-times'] });
      update({ ...draft, startTime: null });
      setNotice('slot-taken');
      go('time');
    } else if (failure.kind === 'fields') {
      setFieldErrors(failure.fields);
      go('details');
    }
  };
}

export function DetailsStep() {
  const { t } = useTranslation('booking');
  const { draft, update, info, go, fieldErrors, setFieldErrors, firmId } = useBooking();
  const user = useCurrentUser();
  const api = useApi();
  const [tried, setTried] = useState(false);
  const ids = { people: useId(), comment: useId(), name: useId(), count: useId() };
  const rooms = api.useQuery('get', '/rest/clients-app/v1/reservations/room-info', { params: { query: { firmId, serviceIds: draft.services } } }, { enabled: info.maxPeopleCount > 1 });

  // A signed-in client's name and phone are filled in (never over what they typed).
  useEffect(() => {
    if (!user) return;
    const phone = (user as { phone?: string }).phone;
    if ((!draft.clientName && user.name) || (!draft.clientPhone && phone))
      update({ ...draft, clientName: draft.clientName || [user.name].filter(Boolean).join(' '), clientPhone: draft.clientPhone || formatPhone(phone ?? '') });
  }, [user]); // eslint-disable-line react-hooks/exhaustive-deps

  const maxComment = info.commentMaxLength ?? 500;
  const left = maxComment - draft.comment.length;
  const nameError = fieldErrors.clientName ?? (tried && !draft.clientName.trim() ? t('details.nameRequired') : undefined);
  const phoneError = fieldErrors.clientPhone ?? (tried && !isMobilePhone(draft.clientPhone) ? t('details.phoneInvalid') : undefined);
  const set = (patch: Partial<typeof draft>, field: string) => {
    update({ ...draft, ...patch });
    if (fieldErrors[field]) setFieldErrors(Object.fromEntries(Object.entries(fieldErrors).filter(([k]) => k !== field)));
  };

  return (
    <section className="booking__step" aria-labelledby="booking-step-title">
      <StepHeading>{t('steps.details')}</StepHeading>
      <form
        className="card booking__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (detailsComplete(draft) && Object.keys(fieldErrors).length === 0) go('preview');
        }}
      >
        {info.maxPeopleCount > 1 && (
          <div className="field">
            <label className="field__label" htmlFor={ids.people}>
              {t('details.people')}
            </label>
            <select
              id={ids.people}
              className="field__input"
              value={draft.peopleCount}
              onChange={(e) => set({ peopleCount: Number(e.target.value), startTime: null }, 'peopleCount')}
              aria-describedby={fieldErrors.peopleCount ? `${ids.people}-error` : undefined}
            >
              {Array.from({ length: info.maxPeopleCount }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {t('details.peopleCount', { count: n })}
                </option>
              ))}
            </select>
            {fieldErrors.peopleCount && (
              <p id={`${ids.people}-error`} className="field__error">
                {fieldErrors.peopleCount}
              </p>
            )}
            {(rooms.data?.rooms.length ?? 0) > 0 && (
              <ul className="booking__rooms">
                {rooms.data?.rooms.map((room) => (
                  <li key={room.id}>{t('details.room', { name: room.name, count: room.capacity })}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        <div className={`field${nameError ? ' field--error' : ''}`}>
          <label className="field__label" htmlFor={ids.name}>
            {t('details.name')}
          </label>
          <input
            id={ids.name}
            className="field__input"
            name="name"
            autoComplete="name"
            value={draft.clientName}
            required
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${ids.name}-error` : undefined}
            onChange={(e) => set({ clientName: e.target.value }, 'clientName')}
          />
          {nameError && (
            <p id={`${ids.name}-error`} className="field__error">
              {nameError}
            </p>
          )}
        </div>
        <PhoneField label={t('details.phone')} value={draft.clientPhone} onChange={(clientPhone) => set({ clientPhone }, 'clientPhone')} error={phoneError} hint={t('details.phoneHint')} required />
        <div className={`field${fieldErrors.comment ? ' field--error' : ''}`}>
          <label className="field__label" htmlFor={ids.comment}>
            {t('details.comment')}
          </label>
          <textarea
            id={ids.comment}
            className="field__input booking__comment"
            value={draft.comment}
            maxLength={maxComment}
            rows={3}
            aria-describedby={`${ids.count}${fieldErrors.comment ? ` ${ids.comment}-error` : ''}`}
            onChange={(e) => set({ comment: e.target.value.slice(0, maxComment) }, 'comment')}
          />
          <p id={ids.count} className="field__hint" aria-live={left <= 20 ? 'polite' : 'off'}>
            {t('details.left', { count: left })}
          </p>
          {fieldErrors.comment && (
            <p id={`${ids.comment}-error`} className="field__error">
              {fieldErrors.comment}
            </p>
          )}
        </div>
        <button type="submit" className="btn btn--primary booking__next-button">
          {t('next')}
        </button>
      </form>
    </section>
  );
}

export function PreviewStep() {
  const { t, i18n } = useTranslation('booking');
  const { draft, go, setPreview, finish } = useBooking();
  const money = useMoney();
  const previewCall = usePreview();
  const create = useCreateReservation();
  const onFailure = useFailureHandler();
  const body = draftBody(draft);
  const run = () =>
    previewCall.mutate(body, {
      onSuccess: (data) => setPreview(data),
      onError: (error) => onFailure(failureOf(error)),
    });
  useEffect(run, []); // eslint-disable-line react-hooks/exhaustive-deps

  const data = previewCall.data ?? null;
  const failure = failureOf(previewCall.error);
  const confirmFailure = failureOf(create.error);
  const busy = create.isPending;

  const confirm = () => {
    if (!data) return;
    if (data.smsCodeRequired) return go('code');
    create.mutate({ ...body, clientPhone: phoneE164(body.clientPhone) ?? body.clientPhone }, { onSuccess: (r) => finish(r.id), onError: (e) => onFailure(failureOf(e)) });
  };

  return (
    <section className="booking__step" aria-labelledby="booking-step-title" aria-busy={previewCall.isPending}>
      <StepHeading>{t('steps.preview')}</StepHeading>
      {previewCall.isPending || (!data && !failure) ? (
        <div className="booking__rows" aria-hidden>
          {[0, 1, 2].map((i) => (
            <span key={i} className="skeleton" style={{ height: 72 }} />
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
                {t('preview.whenValue', { day: formatDayMonth(data.startTime, i18n.language), start: formatTime(data.startTime), end: formatTime(data.endTime) })}
              </p>
              <button type="button" className="btn btn--link" onClick={() => go('time')}>
                {t('preview.changeTime')}
              </button>
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
                    {item.price !== undefined && <span className="booking__row-price">{money(item.price, data.currency)}</span>}
                  </li>
                ))}
              </ul>
              <button type="button" className="btn btn--link" onClick={() => go('services')}>
                {t('preview.changeServices')}
              </button>
              <button type="button" className="btn btn--link" onClick={() => go('masters')}>
                {t('preview.changeMasters')}
              </button>
            </div>
            <div className="booking__preview-part">
              <h2 className="booking__label">{t('preview.client')}</h2>
              <p className="booking__preview-value">
                {draft.clientName}, {formatPhone(draft.clientPhone)}
                {draft.peopleCount > 1 ? `, ${t('details.peopleCount', { count: draft.peopleCount })}` : ''}
              </p>
              {draft.comment && <p className="booking__row-meta">{draft.comment}</p>}
              <button type="button" className="btn btn--link" onClick={() => go('details')}>
                {t('preview.changeDetails')}
              </button>
            </div>
            <dl className="booking__totals">
              <div className="booking__total-row">
                <dt>{t('start.total')}</dt>
                <dd>{money(data.totalPrice, data.currency)}</dd>
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
          {confirmFailure && (confirmFailure.kind === 'network' || confirmFailure.kind === 'server') && <StepError onRetry={confirm} />}
          <div className="booking__next">
            <button type="button" className="btn btn--primary booking__next-button" onClick={confirm} disabled={busy} aria-busy={busy}>
              {data.smsCodeRequired ? t('preview.confirmSms') : t('preview.confirm')}
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}

/** Seconds left until `until` (epoch ms), ticking once a second. */
function useCountdown(until: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (until <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

export function CodeStep() {
  const { t } = useTranslation('booking');
  const { draft, finish } = useBooking();
  const sendCode = useSendCode();
  const check = useCheckCode();
  const create = useCreateReservation();
  const onFailure = useFailureHandler();
  const sdk = useSdk();
  const sentKey = `reservation-sms-${draftBody(draft).clientPhone}`;
  const remembered = sdk.ttl.get<{ codeLength: number; resendAt: number }>(sentKey);
  const [code, setCode] = useState('');
  const [length, setLength] = useState(remembered?.codeLength ?? 4);
  const [resendAt, setResendAt] = useState(remembered?.resendAt ?? 0);
  const [waitUntil, setWaitUntil] = useState(0);
  const field = useRef<HTMLInputElement>(null);
  const body = draftBody(draft);
  const phone = phoneE164(body.clientPhone) ?? body.clientPhone;
  const resendIn = useCountdown(resendAt);
  const waitFor = useCountdown(waitUntil);

  const resent = useRef(false);
  const send = () =>
    sendCode.mutate(
      { phone, firmId: body.firmId },
      {
        onSuccess: (sent) => {
          const at = Date.now() + sent.resendAfterSeconds * 1000;
          setLength(sent.codeLength);
          setResendAt(at);
          sdk.ttl.set(sentKey, { codeLength: sent.codeLength, resendAt: at }, Math.max(60, sent.resendAfterSeconds * 5));
          // A resend (the client pressed the button) goes back to the field; on arrival focus stays on the heading.
          if (resent.current) field.current?.focus();
        },
        onError: (error) => {
          const failure = failureOf(error);
          if (failure?.kind === 'wait') setWaitUntil(Date.now() + failure.seconds * 1000);
        },
      },
    );
  // The code is sent on arrival; a reload soon after keeps the one already sent (and its countdown).
  const sentOnce = useRef(false);
  useEffect(() => {
    if (sentOnce.current) return;
    sentOnce.current = true;
    if (!remembered) send();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = () => {
    if (code.length !== length) return;
    check.mutate(
      { phone, code },
      {
        onSuccess: () =>
          create.mutate({ ...body, clientPhone: phone, smsCode: code }, { onSuccess: (r) => finish(r.id), onError: (e) => onFailure(failureOf(e)) }),
      },
    );
  };

  const checkFailure = failureOf(check.error);
  const createFailure = failureOf(create.error);
  const codeError =
    checkFailure?.kind === 'bad-code' || createFailure?.kind === 'bad-code'
      ? checkFailure?.kind === 'bad-code' && checkFailure.attemptsLeft !== undefined
        ? t('code.wrongLeft', { count: checkFailure.attemptsLeft })
        : t('code.wrong')
      : createFailure?.kind === 'fields'
        ? (Object.values(createFailure.fields)[0] ?? createFailure.message)
        : undefined;
  const sendFailure = failureOf(sendCode.error);

  return (
    <section className="booking__step" aria-labelledby="booking-step-title">
      <StepHeading>{t('steps.code')}</StepHeading>
      <form
        className="card booking__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p>{t('code.sent', { phone: formatPhone(draft.clientPhone).replace(/ /g, '\u00a0') })}</p>
        <CodeField ref={field} label={t('code.label', { count: length })} length={length} value={code} onChange={setCode} error={codeError} />
        <div aria-live="polite" className="booking__live">
          {waitFor > 0 ? (
            <p className="booking__error">{t('code.wait', { count: waitFor })}</p>
          ) : resendIn > 0 ? (
            <p className="field__hint">{t('code.resendIn', { count: resendIn })}</p>
          ) : null}
        </div>
        {sendFailure && (sendFailure.kind === 'network' || sendFailure.kind === 'server') && <StepError onRetry={send} />}
        {(checkFailure?.kind === 'network' || createFailure?.kind === 'network' || createFailure?.kind === 'server') && <StepError onRetry={submit} />}
        <button type="submit" className="btn btn--primary booking__next-button" disabled={code.length !== length || check.isPending || create.isPending}>
          {t('code.confirm')}
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => {
            resent.current = true;
            send();
          }}
          disabled={resendIn > 0 || waitFor > 0 || sendCode.isPending}>
          {t('code.resend')}
        </button>
      </form>
    </section>
  );
}
