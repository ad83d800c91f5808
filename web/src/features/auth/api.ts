// The sign-in screen's server calls, through the SDK's auth (which stores the session it gets): sign-in by
// password or by SMS, sign-up, the SMS code (with the bot-check token), checking a code, a new password; and the
// web session opened after a sign-in. A failure is an ApiError (or an SdkInputError for what the SDK refuses to send).
import { useCallback } from 'react';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { BookingSdk, components } from '@salonbook/sdk';
import { useSdk } from '../../lib/sdk';
import { botCheckToken } from '../../entities/session/botCheck';

type Auth = BookingSdk['auth'];
type Purpose = components['schemas']['PhoneVerificationPurpose'];
type Callbacks<Data, Variables> = Pick<UseMutationOptions<Data, Error, Variables>, 'onSuccess' | 'onError'>;

export function useSignIn(callbacks: Callbacks<Awaited<ReturnType<Auth['signIn']>>, Parameters<Auth['signIn']>[0]>) {
  const sdk = useSdk();
  return useMutation({ mutationFn: (input: Parameters<Auth['signIn']>[0]) => sdk.auth.signIn(input), ...callbacks });
}

export function useSignInBySms(callbacks: Callbacks<Awaited<ReturnType<Auth['signInBySms']>>, Parameters<Auth['signInBySms']>[0]>) {
  const sdk = useSdk();
  return useMutation({ mutationFn: (input: Parameters<Auth['signInBySms']>[0]) => sdk.auth.signInBySms(input), ...callbacks });
}

export function useSignUp(callbacks: Callbacks<Awaited<ReturnType<Auth['signUp']>>, Parameters<Auth['signUp']>[0]>) {
  const sdk = useSdk();
  return useMutation({ mutationFn: (input: Parameters<Auth['signUp']>[0]) => sdk.auth.signUp(input), ...callbacks });
}

/** Sends an SMS code for `purpose` to a phone (E.164), with the bot-check token. */
export function useRequestSms(purpose: Purpose, callbacks: Callbacks<Awaited<ReturnType<Auth['requestSms']>>, string>) {
  const sdk = useSdk();
  return useMutation({
    mutationFn: async (phone: string) => {
      const recaptchaToken = await botCheckToken(purpose.toLowerCase());
      return sdk.auth.requestSms({ phone, purpose, recaptchaToken });
    },
    ...callbacks,
  });
}

/** Checks an SMS code without using it up (the password reset checks it before asking for the new password). */
export function useValidateCode(callbacks: Callbacks<Awaited<ReturnType<Auth['validateCode']>>, Parameters<Auth['validateCode']>[0]>) {
  const sdk = useSdk();
  return useMutation({ mutationFn: (input: Parameters<Auth['validateCode']>[0]) => sdk.auth.validateCode(input), ...callbacks });
}

export function useResetPassword(callbacks: Callbacks<Awaited<ReturnType<Auth['resetPassword']>>, Parameters<Auth['resetPassword']>[0]>) {
  const sdk = useSdk();
  return useMutation({ mutationFn: (input: Parameters<Auth['resetPassword']>[0]) => sdk.auth.resetPassword(input), ...callbacks });
}

/** Opens the web session for a fresh sign-in; best effort: a failure is swallowed and never undoes the sign-in. */
export function useOpenWebSession() {
  const sdk = useSdk();
  return useCallback(
    (accessToken: string) => sdk.api.POST('/rest/clients-app/jsf-auth/login', { body: { accessToken }, handles: [422] }).catch(() => undefined),
    [sdk],
  );
}
