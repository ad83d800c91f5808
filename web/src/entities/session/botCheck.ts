// The bot check before an SMS code is sent (SPEC.md 5: requesting the SMS needs a bot-check token): sign-up and the
// other SMS flows (sign-in by SMS, password reset, account deletion without sign-in). With VITE_RECAPTCHA_SITE_KEY
// set, Google reCAPTCHA v3 is loaded through the `recaptcha-v3` loader, only on
// that step (the deployment's CSP must allow https://www.google.com/recaptcha/ and https://www.gstatic.com/).
// Without a key (development, the sandbox, tests) the documented development token is sent instead.

/** The token sent when no site key is configured; a real backend refuses it, the sandbox accepts it. */
export const DEV_RECAPTCHA_TOKEN = 'dev-recaptcha-token';

export async function botCheckToken(action: string, siteKey: string | undefined = import.meta.env.VITE_RECAPTCHA_SITE_KEY): Promise<string> {
  if (!siteKey) return DEV_RECAPTCHA_TOKEN;
  const { load } = await import('recaptcha-v3');
  const recaptcha = await load(siteKey, { autoHideBadge: false, useRecaptchaNet: false });
  return recaptcha.execute(action);
}
