// The bot check before the sign-up SMS (SPEC.md 5: requesting the SMS needs a bot-check token).
// With VITE_RECAPTCHA_SITE_KEY set, Google reCAPTCHA v3 is loaded through the `recaptcha-v3` loader, only on
// this step (the deployment's CSP must allow https://www.google.com/recaptcha/ and https://www.gstatic.com/).
// Without a key (development, the sandbox, tests) the documented development token is sent instead.

/** The token sent when no site key is configured; a real backend refuses it, the sandbox accepts it. */
export const DEV_RECAPTCHA_TOKEN = 'dev-recaptcha-token';

export async function botCheckToken(action: string, siteKey: string | undefined = import.meta.env.VITE_RECAPTCHA_SITE_KEY): Promise<string> {
  if (!siteKey) return DEV_RECAPTCHA_TOKEN;
  const { load } = await import('recaptcha-v3');
  const recaptcha = await load(siteKey, { autoHideBadge: false, useRecaptchaNet: false });
  return recaptcha.execute(action);
}
