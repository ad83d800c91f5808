// Where the sign-in screen lives and how it sends the user back. Account screens take two segments
// (/my/…) so they can never be mistaken for the /:company multi-link.

export const LOGIN_PATH = '/my/login';

export type LoginMode = 'password' | 'sms' | 'signup' | 'reset';
export const LOGIN_MODES: readonly LoginMode[] = ['password', 'sms', 'signup', 'reset'];

export const accountPaths = {
  login: (returnTo?: string, mode?: LoginMode) => {
    const params = new URLSearchParams();
    if (mode && mode !== 'password') params.set('mode', mode);
    const back = returnTo === undefined ? undefined : safeReturnTo(returnTo);
    if (back && back !== '/') params.set('returnTo', back);
    const qs = params.toString();
    return `${LOGIN_PATH}${qs ? `?${qs}` : ''}`;
  },
  profile: () => '/my/profile',
  favorites: () => '/my/favorites',
  cards: () => '/my/cards',
  payments: () => '/my/payments',
  cashbacks: () => '/my/cashbacks',
  deleteAccount: () => '/delete-account',
} as const;

/**
 * The place to return to after signing in: a path of this app only (one leading slash, no scheme, no
 * protocol-relative '//host', no backslash tricks), never the sign-in screen itself; '/' otherwise.
 */
export function safeReturnTo(raw: string | null | undefined): string {
  if (!raw) return '/';
  let value: string;
  try {
    value = raw.trim();
  } catch {
    return '/';
  }
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || [...value].some((c) => c.charCodeAt(0) < 32)) return '/';
  let url: URL;
  try {
    url = new URL(value, 'http://app.invalid');
  } catch {
    return '/';
  }
  if (url.origin !== 'http://app.invalid') return '/';
  if (url.pathname === LOGIN_PATH) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login mode of a `?mode=` value ('password' for anything unknown). */
export function parseLoginMode(raw: string | null): LoginMode {
  return LOGIN_MODES.find((mode) => mode === raw) ?? 'password';
}
