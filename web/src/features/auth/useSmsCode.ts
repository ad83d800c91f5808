// Requesting an SMS code (with the bot-check token), the resend countdown and the 429 wait.
import { useEffect, useState } from 'react';
import type { components } from '@salonbook/sdk';
import { useRequestSms } from './api';
import { waitSecondsOf } from './errors';
import { ApiError } from '@salonbook/sdk';

type Purpose = components['schemas']['PhoneVerificationPurpose'];

/** Seconds left until `until` (epoch ms), ticking every second; 0 when passed. */
export function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null || until <= Date.now()) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

export function useSmsCode(purpose: Purpose) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [codeLength, setCodeLength] = useState(4);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const secondsLeft = useSecondsLeft(resendAt);
  const request = useRequestSms(purpose, {
    onSuccess: (sent, phone) => {
      setSentTo(phone);
      setCodeLength(sent.codeLength ?? 4);
      setResendAt(Date.now() + sent.resendAfterSeconds * 1000);
    },
    onError: (error) => {
      // Asked too soon or too often: the button waits as long as the server says (Retry-After).
      if (error instanceof ApiError && error.status === 429) setResendAt(Date.now() + waitSecondsOf(error) * 1000);
    },
  });
  /** Forgets where the code went (the number is to be changed): the new number needs a code of its own, at once. */
  const reset = () => {
    setSentTo(null);
    setResendAt(null);
  };
  return { request, sentTo, codeLength, secondsLeft, canResend: secondsLeft === 0 && !request.isPending, reset };
}
