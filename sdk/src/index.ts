export { createBookingSdk, DEFAULT_API_VERSION, type BookingSdk, type BookingSdkOptions } from './client.js';
export type {
  AuthApi,
  SignInInput,
  SignUpInput,
  RequestSignUpSmsInput,
  RequestSmsInput,
  SignInBySmsInput,
  ValidateCodeInput,
  ResetPasswordInput,
} from './auth.js';
export { ApiError, SdkInputError, unwrap, type FieldError } from './errors.js';
export {
  isWidgetMode,
  createMemoryStorage,
  STORAGE_KEYS,
  type StoredValues,
  type StorageKey,
  type SavedReservation,
  type TypedStorage,
  type WebStorageLike,
} from './storage.js';
export type { TimeLimitedStorage, TimeLimitedRecord } from './ttl-storage.js';
export type { Session, SessionStore, User, AuthSession } from './session.js';
export { LANGUAGES, DEFAULT_LANGUAGE, languageOf, parseLanguage, acceptLanguage, type Language, type LanguageSetting } from './language.js';
export { memoryCookies, type CookieJar } from './cookies.js';
export type { Credentials } from './middleware/headers.js';
export { NOT_FOUND_ROUTE, type NotFoundState } from './middleware/not-found.js';
export { CLIENT_VERSION, CLIENT_APP, TIME_ZONE, DEFAULT_TTL_SECONDS } from './config.js';
export type { components, paths, operations } from './generated/schema.js';
export type { SdkClient, SdkMethod, CallPolicy, HandledStatus } from './call-policy.js';
export { DEFAULT_REFRESH_TIMEOUT_MS, MAX_TOKEN_AGE_SECONDS } from './middleware/refresh.js';
