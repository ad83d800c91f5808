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
 * The place to return to after signing in: a path of this app only, or '/'. Checked as given and again after the
 * URL parser has normalised it, so nothing doubtful gets through: a scheme (`https:`, `javascript:`), a
 * protocol-relative `//host`, a backslash (`/\\host`, which browsers read as `//host`), dot segments
 * (`/.//host` and `/a/..//host` normalise to `//host`), encoded dots, slashes and backslashes in the path
 * (`/%2e//host`, `/%2F%2Fhost`, `/%5Chost`), control characters (raw or encoded), or a path the parser changed.
 * Never the sign-in screen itself (any case, with or without a trailing slash).
 */
export function safeReturnTo(raw: string | null | undefined): string {
  if (typeof raw !== 'string') return '/';
  const value = raw.trim();
  if (!isPlainPath(value)) return '/';
  const path = value.split(/[?#]/, 1)[0]!;
  // Dot segments and encoded dots, slashes or backslashes in the path: a real link of the app never has them.
  if (/%(2e|2f|5c)/i.test(path) || /(^|\/)\.{1,2}(\/|$)/.test(path)) return '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return '/';
  }
  if (!isPlainPath(decoded)) return '/';
  let url: URL;
  try {
    url = new URL(value, 'http://app.invalid');
  } catch {
    return '/';
  }
  // The parser must not have changed the path (beyond %-encoding letters such as Cyrillic ones).
  if (url.origin !== 'http://app.invalid' || decodeURI(url.pathname) !== decodeURI(path)) return '/';
  const result = `${url.pathname}${url.search}${url.hash}`;
  if (!isPlainPath(result)) return '/';
  if (url.pathname.toLowerCase().replace(/\/+$/, '') === LOGIN_PATH) return '/';
  return result;
}

/** One leading slash, then no second one, no backslash, no control character (raw or %-encoded). */
function isPlainPath(value: string): boolean {
  return (
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\') &&
    ![...value].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127) &&
    !/%(0[0-9a-f]|1[0-9a-f]|7f)/i.test(value)
  );
}

/** The login mode of a `?mode=` value ('password' for anything unknown). */
export function parseLoginMode(raw: string | null): LoginMode {
  return LOGIN_MODES.find((mode) => mode === raw) ?? 'password';
}
