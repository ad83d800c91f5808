/** Constants of the specification (SPEC.md section 9). */
export const CLIENT_VERSION = '15.0.0';
export const CLIENT_APP = 'WEB';
export const TIME_ZONE = 'Asia/Aqtau';
/** Default time-to-live of a time-limited stored record, in seconds. */
export const DEFAULT_TTL_SECONDS = 300;
/** The cookie that holds the interface language. */
export const LANGUAGE_COOKIE = 'lang';
/** The cookie the server sets for cross-site request forgery protection, and the header that echoes it. */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';
/** Cookies of the access token and the web session, cleared on logout. */
export const SESSION_COOKIES = ['accessToken', 'JSESSIONID'] as const;
/** Name of the cross-tab lock held around a token refresh. */
export const REFRESH_LOCK = 'salonbook:token-refresh';
