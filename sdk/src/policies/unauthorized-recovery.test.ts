// A wrong clock does not lock the user out (a 401 saying error="invalid_token"
// refreshes and retries with the new token; an implausible token age counts as expired), and a refresh
// race does not log the user out. Through the public surface (createBookingSdk).
import { describe, expect, it } from 'vitest';
import { json, signInStored, testSdk, T0, USER } from '../testing/fake-backend';

const PROFILE = '/rest/clients-app/v1/my/profiles';
const REFRESH = '/auth-app/auth/v1/tokens/refresh';
const SIGN_OUT = '/rest/clients-app/v1/auth/sign-out';
const PROFILE_BODY = { name: 'Алия', surname: 'Нурланова', email: 'aliya@example.kz', birthDate: '1994-05-17' };
const EXPIRED = { 'WWW-Authenticate': 'Bearer error="invalid_token", error_description="expired"' };
const unauthorized = (headers: Record<string, string> = {}) => json({ code: 'UNAUTHORIZED', message: 'Требуется авторизация' }, 401, headers);
const bearer = (request: Request) => request.headers.get('Authorization');
const NEW_PAIR = { accessToken: 'access-2', refreshToken: 'refresh-2', expiresIn: 3600 };

/** A stand-in for navigator.locks that records the names asked for. */
const recordingLocks = (names: string[]) => ({
  request: (async (name: string, callback: () => Promise<void>) => {
    names.push(name);
    return callback();
  }) as unknown as LockManager['request'],
});

describe('a wrong clock does not lock the user out', () => {
  /** The server's view: access-1 has expired (whatever the client's clock says), access-2 is good. */
  const server = (refresh: () => Response | Promise<Response> = () => json(NEW_PAIR)) => ({
    [`PUT ${PROFILE}`]: (request: Request) => (bearer(request) === 'Bearer access-2' ? json({ id: USER.id, ...PROFILE_BODY }) : unauthorized(EXPIRED)),
    [`GET ${PROFILE}`]: (request: Request) => (bearer(request) === 'Bearer access-2' ? json({ id: USER.id }) : unauthorized(EXPIRED)),
    [`POST ${REFRESH}`]: refresh,
  });

  it('a 401 with error="invalid_token" refreshes under the lock and retries once with the new token (body too)', async () => {
    const names: string[] = [];
    const { sdk, backend, storage } = testSdk(server(), { locks: recordingLocks(names) });
    signInStored(storage, T0); // the client thinks its token is brand new
    const { data, error } = await sdk.api.PUT(PROFILE, { body: PROFILE_BODY });
    expect(error).toBeUndefined();
    expect(data?.id).toBe(USER.id);
    expect(backend.callsTo(REFRESH)).toHaveLength(1);
    expect(backend.callsTo(REFRESH)[0]!.body).toMatchObject({ refreshToken: 'refresh-1' });
    expect(names).toEqual(['salonbook:token-refresh']);
    const calls = backend.callsTo(PROFILE);
    expect(calls.map((c) => c.headers.get('Authorization'))).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(calls[1]!.body).toEqual(PROFILE_BODY);
    expect(sdk.session.get()).toMatchObject({ status: 'authenticated', accessToken: 'access-2', refreshToken: 'refresh-2' });
  });

  it('concurrent requests answered invalid_token share one refresh', async () => {
    const { sdk, backend, storage } = testSdk(server());
    signInStored(storage, T0);
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => sdk.api.GET(PROFILE)));
    for (const { response } of results) expect(response.status).toBe(200);
    expect(backend.callsTo(REFRESH)).toHaveLength(1);
  });

  it('a retry answered invalid_token again is returned, without a second refresh or a loop', async () => {
    const { sdk, backend, storage } = testSdk({ [`GET ${PROFILE}`]: () => unauthorized(EXPIRED), [`POST ${REFRESH}`]: () => json(NEW_PAIR) });
    signInStored(storage, T0);
    const { response } = await sdk.api.GET(PROFILE);
    expect(response.status).toBe(401);
    expect(backend.callsTo(PROFILE)).toHaveLength(2);
    expect(backend.callsTo(REFRESH)).toHaveLength(1);
    expect(sdk.session.get().status).toBe('authenticated');
  });

  it('a refresh answered 401 after invalid_token logs out and returns the 401, without a retry', async () => {
    const { sdk, backend, storage } = testSdk(server(() => json({ code: 'INVALID_TOKEN', message: 'Сессия истекла' }, 401)));
    signInStored(storage, T0);
    const { response } = await sdk.api.GET(PROFILE);
    expect(response.status).toBe(401);
    expect(backend.callsTo(PROFILE)).toHaveLength(1);
    expect(sdk.session.get().status).toBe('anonymous');
  });

  it('another WWW-Authenticate answer keeps the spec’s unchanged retry (no refresh)', async () => {
    let attempt = 0;
    const { sdk, backend, storage } = testSdk({
      [`GET ${PROFILE}`]: () => (++attempt === 1 ? unauthorized({ 'WWW-Authenticate': 'Bearer realm="salonbook"' }) : json({ id: USER.id })),
    });
    signInStored(storage, T0);
    await sdk.api.GET(PROFILE);
    expect(backend.callsTo(REFRESH)).toHaveLength(0);
    expect(backend.callsTo(PROFILE).map((c) => c.headers.get('Authorization'))).toEqual(['Bearer access-1', 'Bearer access-1']);
  });

  it.each([
    ['negative (the clock was set back after sign-in)', { ageSeconds: -86_400 }],
    ['beyond 30 days, whatever expiresIn says', { ageSeconds: 31 * 86_400, expiresIn: 10 * 365 * 86_400 }],
  ])('a token age that is %s counts as expired: refreshed before the request', async (_name, age) => {
    const { sdk, backend, storage } = testSdk(server());
    signInStored(storage, T0, age);
    const { response } = await sdk.api.GET(PROFILE);
    expect(response.status).toBe(200);
    expect(backend.calls.map((c) => c.path)).toEqual([REFRESH, PROFILE]);
  });
});

describe('a refresh race does not log the user out', () => {
  it('a 401 without WWW-Authenticate to a request that carried the old token is retried once with the current one', async () => {
    const { sdk, backend, storage, navigations } = testSdk({
      [`GET ${PROFILE}`]: (request) => {
        if (bearer(request) === 'Bearer access-2') return json({ id: USER.id });
        // Another request rotated the tokens while this one was on its way with access-1.
        storage.setItem('accessToken', JSON.stringify('access-2'));
        storage.setItem('refreshToken', JSON.stringify('refresh-2'));
        return unauthorized();
      },
    });
    signInStored(storage, T0);
    const { response } = await sdk.api.GET(PROFILE);
    expect(response.status).toBe(200);
    expect(backend.callsTo(PROFILE).map((c) => c.headers.get('Authorization'))).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(backend.callsTo(SIGN_OUT)).toHaveLength(0);
    expect(sdk.session.get().status).toBe('authenticated');
    expect(navigations).toEqual([]);
  });

  it('the retry with the current token answered 401 without the header logs out', async () => {
    const { sdk, backend, storage } = testSdk({
      [`GET ${PROFILE}`]: () => {
        storage.setItem('accessToken', JSON.stringify('access-2'));
        return unauthorized();
      },
    });
    signInStored(storage, T0);
    const { response } = await sdk.api.GET(PROFILE);
    expect(response.status).toBe(401);
    expect(backend.callsTo(PROFILE)).toHaveLength(2);
    expect(sdk.session.get().status).toBe('anonymous');
  });
});
