import type { Client } from 'openapi-fetch';
import { CLIENT_APP, CLIENT_VERSION, SESSION_COOKIES } from './config.js';
import type { CookieJar } from './cookies.js';
import type { DeviceInfo } from './device.js';
import { SdkInputError, unwrap } from './errors.js';
import type { components, paths } from './generated/schema.js';
import { REFRESH_PATH, SIGN_OUT_PATH, WEB_SESSION_LOGOUT_PATH } from './middleware/paths.js';
import type { RefreshOutcome } from './middleware/refresh.js';
import type { AuthSession, SessionController } from './session.js';
import type { TypedStorage } from './storage.js';

type Schemas = components['schemas'];

export interface SignInInput {
  /** The phone as typed, e.g. +77011234567; the leading character is dropped and the rest sent as a number. */
  phone: string;
  password: string;
}
export interface SignUpInput {
  phone: string;
  smsCode: string;
  name: string;
  password: string;
}
export interface RequestSignUpSmsInput {
  phone: string;
  /** The bot-check (reCAPTCHA) token; required. */
  recaptchaToken: string;
}
export interface RequestSmsInput extends RequestSignUpSmsInput {
  purpose: Schemas['PhoneVerificationPurpose'];
}
export interface SignInBySmsInput {
  phone: string;
  smsCode: string;
}
export type ValidateCodeInput = Schemas['CodeValidationRequest'];
export type ResetPasswordInput = Schemas['PasswordResetRequest'];

export interface AuthApi {
  signIn(input: SignInInput): Promise<AuthSession>;
  signUp(input: SignUpInput): Promise<AuthSession>;
  requestSignUpSms(input: RequestSignUpSmsInput): Promise<Schemas['SmsSent']>;
  /** The SMS code for sign-up, sign-in by SMS or a password reset. */
  requestSms(input: RequestSmsInput): Promise<Schemas['SmsSent']>;
  signInBySms(input: SignInBySmsInput): Promise<AuthSession>;
  validateCode(input: ValidateCodeInput): Promise<Schemas['CodeValidation']>;
  resetPassword(input: ResetPasswordInput): Promise<void>;
  /** Signs out on the server (when there is something to sign out), then always clears locally and goes home. */
  logout(): Promise<void>;
}

export interface AuthContext {
  api: Client<paths>;
  session: SessionController;
  storage: TypedStorage;
  cookies: CookieJar;
  device: DeviceInfo;
  now: () => number;
  navigate: (path: string, state?: unknown) => void;
  referrer?: string;
}

/** Refuses input the server would refuse anyway, naming each field, before anything is sent. */
function require<T extends object>(input: T, fields: (keyof T & string)[]): void {
  const missing = fields.filter((field) => {
    const value = input[field];
    return typeof value !== 'string' || value.trim() === '';
  });
  if (missing.length > 0) throw new SdkInputError(missing.map((field) => ({ field, problem: 'required' as const })));
}

/** Sign-in's phone: the leading character removed (the `+` of +7…), the rest sent as a number. */
export function signInPhone(phone: string): number {
  const digits = phone.replace(/[\s()-]/g, '').slice(1);
  if (!/^\d{6,15}$/.test(digits)) throw new SdkInputError([{ field: 'phone', problem: 'invalid' }]);
  return Number(digits);
}

export function createAuth(context: AuthContext): AuthApi & {
  isLoggingOut(): boolean;
  refresh(refreshToken: string, signal?: AbortSignal): Promise<RefreshOutcome>;
} {
  const { api, session, device } = context;
  const app = { appVersion: CLIENT_VERSION, clientApp: CLIENT_APP } as const;
  let loggingOut: Promise<void> | undefined;

  const signedIn = (auth: AuthSession) => {
    session.save(auth, context.now());
    return auth;
  };

  const logout = () =>
    (loggingOut ??= (async () => {
      try {
        const refreshToken = context.storage.get('refreshToken');
        if (refreshToken || session.get().status === 'authenticated') {
          // The server calls are best effort: whatever they answer, the local session ends.
          if (refreshToken) await api.POST(SIGN_OUT_PATH, { body: { deviceToken: null, refreshToken } }).catch(() => undefined);
          await api.POST(WEB_SESSION_LOGOUT_PATH).catch(() => undefined);
        }
      } finally {
        // Each step on its own: one that throws (a storage, a cookie jar) never leaves the others undone, nor the
        // logout marked as running for the rest of the page (the refresh would stay off).
        const steps = [
          () => session.clear(),
          ...SESSION_COOKIES.map((cookie) => () => context.cookies.remove(cookie)),
          () => (loggingOut = undefined),
          () => context.navigate('/'),
        ];
        for (const step of steps) {
          try {
            step();
          } catch (error) {
            console.error('@salonbook/sdk: logout', error);
          }
        }
      }
    })());

  const requestSms = async (input: RequestSmsInput) => {
    require(input, ['phone', 'recaptchaToken']);
    const body = { clientApp: CLIENT_APP, ...input } as const;
    return unwrap(api.POST('/auth-app/auth/v1/phone-verification/request-sms', { body }));
  };

  return {
    async signIn(input) {
      require(input, ['phone', 'password']);
      const body = { ...app, ...device, password: input.password, phone: signInPhone(input.phone) };
      return signedIn(await unwrap(api.POST('/auth-app/auth/v1/sign-in', { body })));
    },
    async signUp(input) {
      require(input, ['phone', 'smsCode', 'name', 'password']);
      const referrer = context.referrer ?? context.storage.get('user-referrer') ?? null;
      const body = { ...app, ...device, ...input, referrer };
      return signedIn(await unwrap(api.POST('/auth-app/auth/v1/sign-up', { body })));
    },
    requestSignUpSms: (input) => requestSms({ ...input, purpose: 'SIGN_UP' }),
    requestSms,
    async signInBySms(input) {
      require(input, ['phone', 'smsCode']);
      const body = { ...app, ...device, ...input };
      return signedIn(await unwrap(api.POST('/auth-app/auth/v1/sign-in/by-sms', { body })));
    },
    async validateCode(input) {
      require(input, ['phone', 'code']);
      return unwrap(api.POST('/auth-app/auth/v1/phone-verification/validate-code', { body: input }));
    },
    async resetPassword(input) {
      require(input, ['phone', 'smsCode', 'newPassword']);
      await unwrap(api.POST('/auth-app/auth/v1/passwords/reset', { body: input }));
    },
    logout,
    isLoggingOut: () => loggingOut !== undefined,
    async refresh(refreshToken, signal) {
      const { data, error, response } = await api.POST(REFRESH_PATH, {
        body: { appVersion: CLIENT_VERSION, deviceOS: device.deviceOS, refreshToken },
        signal,
      });
      return data ? { ok: true, tokens: data } : { ok: false, status: response.status, error };
    },
  };
}
