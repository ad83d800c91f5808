import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useBooking } from '../context';
import { useSdk } from '../../../lib/sdk';
import { draftBody } from '../../../entities/reservation-draft/client';
import { formatPhone, phoneE164 } from '../../../lib/phone';
import { CodeField } from '../../../ui/CodeField';
import { failureOf, useCheckCode, useCreateReservation, useSendCode } from '../api';
import { StepError, StepHeading } from './StepFrame';
import { useFailureHandler } from './useFailureHandler';
import { useIdempotentAction } from '../../../lib/idempotency';
import { draftAttempt } from '../../../entities/reservation-draft/attempt';
import { Button } from '../../../ui/Button';
import { waitText } from '../../../lib/wait';

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
  // Too many wrong codes from this client (429 on the check or the booking): no code is taken until then.
  const [codeWaitUntil, setCodeWaitUntil] = useState(0);
  const field = useRef<HTMLInputElement>(null);
  const body = draftBody(draft);
  const phone = phoneE164(body.clientPhone) ?? body.clientPhone;
  const resendIn = useCountdown(resendAt);
  const waitFor = useCountdown(waitUntil);
  const codeWaitFor = useCountdown(codeWaitUntil);
  const waitOnCode = (error: unknown) => {
    const failure = failureOf(error);
    if (failure?.kind === 'wait') setCodeWaitUntil(Date.now() + failure.seconds * 1000);
  };

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
          // A resend (the client pressed the button): the new code has its own tries, so the last one's count, lock and
          // digits go, and focus goes back to the field. On arrival nothing is touched: the client may already be typing.
          if (resent.current) {
            // Rendered at once, so the field is enabled again before it takes focus.
            flushSync(() => {
              check.reset();
              setCode('');
            });
            field.current?.focus();
          }
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

  // One attempt at a time (Confirm and Enter, or a double tap, check and book once); a Retry sends the same key, and
  // so does the same code typed again after a reload (the key is kept with the draft until the booking is known).
  const attempt = useIdempotentAction(draftAttempt(sdk));
  const submit = () => {
    if (code.length !== length) return;
    const booking = { ...body, clientPhone: phone, smsCode: code };
    attempt.run(booking, async (key) => {
      // The code was accepted in an earlier try of this attempt (the booking then failed): book again, no new check.
      if (!(check.isSuccess && check.variables?.code === code)) await check.mutateAsync({ phone, code }, { onError: waitOnCode });
      await create.mutateAsync(
        { body: booking, key },
        {
          onSuccess: (r) => finish(r.id),
          onError: (e) => {
            waitOnCode(e);
            onFailure(failureOf(e));
          },
        },
      );
    });
  };

  const checkFailure = failureOf(check.error);
  const createFailure = failureOf(create.error);
  // The server counts this client's tries down; its last wrong one is a wait (429, above). None left without a wait
  // means the code was spent by everyone's wrong tries: the field locks until a new code is sent.
  const noTries = checkFailure?.kind === 'bad-code' && checkFailure.attemptsLeft === 0;
  const codeError =
    codeWaitFor > 0
      ? t('code.wait', { wait: waitText(codeWaitFor, t) })
      : checkFailure?.kind === 'bad-code' || createFailure?.kind === 'bad-code'
        ? noTries
          ? t('code.noTries')
          : checkFailure?.kind === 'bad-code' && checkFailure.attemptsLeft !== undefined
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
        <CodeField
          ref={field}
          label={t('code.label', { count: length })}
          length={length}
          value={code}
          onChange={setCode}
          error={codeError}
          disabled={noTries}
        />
        <div aria-live="polite" className="booking__live">
          {waitFor > 0 ? (
            <p className="booking__error">{t('code.wait', { wait: waitText(waitFor, t) })}</p>
          ) : resendIn > 0 ? (
            <p className="field__hint">{t('code.resendIn', { count: resendIn })}</p>
          ) : null}
        </div>
        {sendFailure && (sendFailure.kind === 'network' || sendFailure.kind === 'server') && <StepError onRetry={send} />}
        {(checkFailure?.kind === 'network' || createFailure?.kind === 'network' || createFailure?.kind === 'server') && (
          <StepError onRetry={submit} text={createFailure?.kind === 'network' ? t('errors.networkBooking') : undefined} />
        )}
        <Button
          type="submit"
          variant="primary"
          className="booking__next-button"
          disabled={noTries || codeWaitFor > 0 || code.length !== length || check.isPending || create.isPending}
        >
          {t('code.confirm')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            resent.current = true;
            send();
          }}
          disabled={resendIn > 0 || waitFor > 0 || sendCode.isPending}
        >
          {t('code.resend')}
        </Button>
      </form>
    </section>
  );
}
