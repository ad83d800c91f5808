import { describe, expect, it } from 'vitest';
import { ApiError, SdkInputError } from './errors';
import { json, signInStored, testSdk, T0, USER } from './testing/fake-backend';
import { memoryCookies } from './cookies';

/** The SdkInputError a call rejects with (fails the test when it resolves or rejects otherwise). */
async function rejection(call: Promise<unknown>): Promise<SdkInputError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SdkInputError);
  return error as SdkInputError;
}

const SESSION = { accessToken: 'access-1', refreshToken: 'refresh-1', expiresIn: 3600, user: USER };

describe('sign-in', () => {
  it('drops the leading character of the phone, sends the rest as a number, and stores the session together', async () => {
    const { sdk, backend, clock } = testSdk({ 'POST /auth-app/auth/v1/sign-in': () => json(SESSION) });
    const seen: string[] = [];
    sdk.session.subscribe((s) => seen.push(s.status));
    const result = await sdk.auth.signIn({ phone: '+7 701 123-45-67', password: 'Qwerty123' });
    expect(result.user).toEqual(USER);
    expect(backend.calls[0]!.body).toEqual({
      appVersion: '15.0.0',
      clientApp: 'WEB',
      deviceName: 'Chrome 131',
      deviceOS: 'Android 14',
      password: 'Qwerty123',
      phone: 77011234567,
    });
    expect(sdk.session.get()).toEqual({
      status: 'authenticated',
      user: USER,
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      expiresIn: 3600,
      setTokenDate: clock.now,
    });
    expect(seen.at(-1)).toBe('authenticated');
  });

  it('throws a typed ApiError with the server message on a wrong password', async () => {
    const { sdk } = testSdk({
      'POST /auth-app/auth/v1/sign-in': () => json({ code: 'BAD_CREDENTIALS', message: 'Неверный телефон или пароль' }, 401),
    });
    const failure = await sdk.auth.signIn({ phone: '+77011234567', password: 'wrong' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, code: 'BAD_CREDENTIALS', message: 'Неверный телефон или пароль' });
    expect(sdk.session.get().status).toBe('anonymous');
  });

  it('refuses an empty or malformed phone before sending anything', async () => {
    const { sdk, backend } = testSdk();
    await expect(sdk.auth.signIn({ phone: '', password: 'x' })).rejects.toBeInstanceOf(SdkInputError);
    const malformed = await rejection(sdk.auth.signIn({ phone: '+7 70a', password: 'x' }));
    expect(malformed.fields).toEqual([{ field: 'phone', problem: 'invalid' }]);
    expect(backend.calls).toHaveLength(0);
  });
});

describe('sign-up', () => {
  it('requires phone, SMS code, name and password, naming each missing field', async () => {
    const { sdk, backend } = testSdk();
    const failure = await rejection(sdk.auth.signUp({ phone: '+77011234567', smsCode: '', name: ' ', password: '' }));
    expect(failure.fields.map((f) => f.field)).toEqual(['smsCode', 'name', 'password']);
    expect(backend.calls).toHaveLength(0);
  });

  it('sends the spec fields with the stored referrer and stores the session', async () => {
    const { sdk, backend } = testSdk({ 'POST /auth-app/auth/v1/sign-up': () => json(SESSION) });
    sdk.storage.set('user-referrer', 'instagram');
    await sdk.auth.signUp({ phone: '+77011234567', smsCode: '4821', name: 'Алия', password: 'Qwerty123' });
    expect(backend.calls[0]!.body).toEqual({
      appVersion: '15.0.0',
      clientApp: 'WEB',
      deviceName: 'Chrome 131',
      deviceOS: 'Android 14',
      name: 'Алия',
      password: 'Qwerty123',
      phone: '+77011234567',
      referrer: 'instagram',
      smsCode: '4821',
    });
    expect(sdk.session.get().status).toBe('authenticated');
  });

  it('requires the bot-check token to request the SMS', async () => {
    const { sdk, backend } = testSdk({ 'POST /auth-app/auth/v1/phone-verification/request-sms': () => json({ resendAfterSeconds: 60, codeLength: 4 }) });
    await expect(sdk.auth.requestSignUpSms({ phone: '+77011234567', recaptchaToken: '' })).rejects.toBeInstanceOf(SdkInputError);
    await sdk.auth.requestSignUpSms({ phone: '+77011234567', recaptchaToken: 'token' });
    expect(backend.calls[0]!.body).toEqual({ clientApp: 'WEB', purpose: 'SIGN_UP', phone: '+77011234567', recaptchaToken: 'token' });
    await sdk.auth.requestSms({ phone: '+77011234567', recaptchaToken: 'token', purpose: 'PASSWORD_RESET' });
    expect(backend.calls[1]!.body).toMatchObject({ purpose: 'PASSWORD_RESET' });
  });
});

describe('logout', () => {
  it('posts sign-out, then the web-session logout, then clears everything and goes home', async () => {
    const cookies = memoryCookies({ accessToken: 'a', JSESSIONID: 's', lang: 'KZ' });
    const { sdk, backend, storage, navigations } = testSdk({}, { cookies });
    signInStored(storage, T0);
    sdk.storage.set('menu-tab', 'favorites');
    sdk.storage.set('firms', []);
    sdk.storage.set('currentUsersCity', { id: 3 });
    await sdk.auth.logout();
    expect(backend.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /rest/clients-app/v1/auth/sign-out', 'POST /rest/clients-app/jsf-auth/logout']);
    expect(backend.calls[0]!.body).toEqual({ deviceToken: null, refreshToken: 'refresh-1' });
    for (const key of ['currentUser', 'accessToken', 'refreshToken', 'expiresIn', 'setTokenDate', 'menu-tab', 'firms']) {
      expect(storage.getItem(key), key).toBeNull();
    }
    expect(sdk.storage.get('currentUsersCity')).toEqual({ id: 3 });
    expect(cookies.get('accessToken')).toBeUndefined();
    expect(cookies.get('JSESSIONID')).toBeUndefined();
    expect(cookies.get('lang')).toBe('KZ');
    expect(navigations).toEqual([{ path: '/', state: undefined }]);
  });

  it('still clears locally when the server calls fail', async () => {
    const { sdk, storage } = testSdk({ 'POST /rest/clients-app/v1/auth/sign-out': () => Promise.reject(new TypeError('offline')) });
    signInStored(storage, T0);
    await sdk.auth.logout();
    expect(sdk.session.get().status).toBe('anonymous');
  });

  it('only clears locally with no refresh token and no user', async () => {
    const { sdk, backend, navigations } = testSdk();
    sdk.storage.set('menu-tab', 'home');
    await sdk.auth.logout();
    expect(backend.calls).toHaveLength(0);
    expect(sdk.storage.get('menu-tab')).toBeUndefined();
    expect(navigations).toEqual([{ path: '/', state: undefined }]);
  });
});
