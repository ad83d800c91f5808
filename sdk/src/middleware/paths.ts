/** Calls that must not trigger a token refresh (SPEC.md section 4), nor a logout on their own 401. */
export const REFRESH_PATH = '/auth-app/auth/v1/tokens/refresh';
export const SIGN_OUT_PATH = '/rest/clients-app/v1/auth/sign-out';
export const WEB_SESSION_LOGOUT_PATH = '/rest/clients-app/jsf-auth/logout';

/**
 * The web-session logout is part of logging out, so it skips the refresh step too: otherwise a session
 * without a refresh token would log out again from inside its own logout.
 */
export const SESSION_EXEMPT_PATHS: readonly string[] = [REFRESH_PATH, SIGN_OUT_PATH, WEB_SESSION_LOGOUT_PATH];

export const isSessionExempt = (schemaPath: string) => SESSION_EXEMPT_PATHS.includes(schemaPath);

/**
 * The calls of the sign-in and recovery forms: their 401 means "wrong password / wrong code", an ordinary
 * error for the form, never a reason to end a session.
 */
export const AUTH_FORM_PATHS: readonly string[] = [
  '/auth-app/auth/v1/sign-in',
  '/auth-app/auth/v1/sign-in/by-sms',
  '/auth-app/auth/v1/sign-up',
  '/auth-app/auth/v1/phone-verification/validate-code',
  '/auth-app/auth/v1/passwords/reset',
];
export const isAuthForm = (schemaPath: string) => AUTH_FORM_PATHS.includes(schemaPath);
