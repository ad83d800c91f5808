import { describe, expect, it } from 'vitest';
import { json, signInStored, testSdk, T0 } from '../testing/fake-backend';

const REFRESH = '/auth-app/auth/v1/tokens/refresh';
const FIRM = '/rest/clients-app/v1/firms/{firmId}' as const;
const get = (sdk: ReturnType<typeof testSdk>['sdk'], firmId = 101) => sdk.api.GET(FIRM, { params: { path: { firmId } } });

function refreshing(answer: () => Response | Promise<Response> = () => json({ accessToken: 'access-2', refreshToken: 'refresh-2', expiresIn: 7200 })) {
  return { [`POST ${REFRESH}`]: answer };
}

describe('single-flight token refresh', () => {
  it('ten concurrent requests on an expired token make exactly one refresh, and all carry the new token', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { sdk, backend, storage, clock } = testSdk(
      refreshing(async () => {
        await gate;
        return json({ accessToken: 'access-2', refreshToken: 'refresh-2', expiresIn: 7200 });
      }),
    );
    signInStored(storage, T0, { ageSeconds: 3600, expiresIn: 3600 });
    const requests = Array.from({ length: 10 }, (_, i) => get(sdk, 100 + i));
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    await Promise.all(requests);

    expect(backend.callsTo(REFRESH)).toHaveLength(1);
    expect(backend.callsTo(REFRESH)[0]!.body).toEqual({ appVersion: '15.0.0', deviceOS: 'Android 14', refreshToken: 'refresh-1' });
    const firmCalls = backend.calls.filter((c) => c.path.startsWith('/rest/clients-app/v1/firms/'));
    expect(firmCalls).toHaveLength(10);
    for (const call of firmCalls) expect(call.headers.get('Authorization')).toBe('Bearer access-2');
    expect(sdk.storage.get('accessToken')).toBe('access-2');
    expect(sdk.storage.get('refreshToken')).toBe('refresh-2');
    expect(sdk.storage.get('expiresIn')).toBe(7200);
    expect(sdk.storage.get('setTokenDate')).toBe(clock.now);
  });

  it('does not refresh a token younger than expiresIn', async () => {
    const { sdk, backend, storage } = testSdk(refreshing());
    signInStored(storage, T0, { ageSeconds: 3599, expiresIn: 3600 });
    await get(sdk);
    expect(backend.callsTo(REFRESH)).toHaveLength(0);
    expect(backend.calls[0]!.headers.get('Authorization')).toBe('Bearer access-1');
  });

  it('keeps the refresh token and expiry when the refresh answers only an access token', async () => {
    const { sdk, storage } = testSdk(refreshing(() => json({ accessToken: 'access-2' })));
    signInStored(storage, T0, { ageSeconds: 4000 });
    await get(sdk);
    expect(sdk.storage.get('refreshToken')).toBe('refresh-1');
    expect(sdk.storage.get('expiresIn')).toBe(3600);
  });

  it('logs out an authenticated session that has no refresh token', async () => {
    const { sdk, backend, storage, navigations } = testSdk(refreshing());
    signInStored(storage, T0, { refreshToken: null });
    await get(sdk);
    expect(sdk.session.get().status).toBe('anonymous');
    expect(backend.callsTo(REFRESH)).toHaveLength(0);
    expect(backend.callsTo('/rest/clients-app/jsf-auth/logout')).toHaveLength(1);
    expect(navigations).toContainEqual({ path: '/', state: undefined });
  });

  it.each([400, 401])('logs out when the refresh is answered %i', async (status) => {
    const { sdk, storage, backend } = testSdk(refreshing(() => json({ code: 'INVALID_TOKEN', message: 'Сессия истекла' }, status)));
    signInStored(storage, T0, { ageSeconds: 4000 });
    await get(sdk);
    expect(sdk.session.get().status).toBe('anonymous');
    expect(backend.calls.at(-1)!.headers.has('Authorization')).toBe(false);
  });

  it('keeps the session and propagates the error when the refresh fails on the network', async () => {
    const { sdk, storage } = testSdk(refreshing(() => Promise.reject(new TypeError('Failed to fetch'))));
    signInStored(storage, T0, { ageSeconds: 4000 });
    await expect(get(sdk)).rejects.toThrow('Failed to fetch');
    expect(sdk.session.get().status).toBe('authenticated');
    expect(sdk.storage.get('accessToken')).toBe('access-1');
  });

  it('never refreshes for the refresh and sign-out calls themselves', async () => {
    const { sdk, backend, storage } = testSdk(refreshing());
    signInStored(storage, T0, { ageSeconds: 4000 });
    await sdk.api.POST(REFRESH, { body: { appVersion: '15.0.0', deviceOS: 'Linux', refreshToken: 'refresh-1' } });
    await sdk.api.POST('/rest/clients-app/v1/auth/sign-out', { body: { deviceToken: null, refreshToken: 'refresh-1' } });
    expect(backend.calls.map((c) => c.path)).toEqual([REFRESH, '/rest/clients-app/v1/auth/sign-out']);
  });

  it('takes the tokens another tab stored while this tab waited for the lock, without refreshing again', async () => {
    const { sdk, backend, storage, clock } = testSdk(refreshing(), {
      // Stands in for navigator.locks: another tab holds the lock, refreshes and stores its tokens, then lets us in.
      locks: {
        request: (async (_name: string, callback: () => Promise<void>) => {
          storage.setItem('accessToken', JSON.stringify('access-from-other-tab'));
          storage.setItem('setTokenDate', JSON.stringify(clock.now));
          return callback();
        }) as unknown as LockManager['request'],
      },
    });
    signInStored(storage, T0, { ageSeconds: 4000 });
    await get(sdk);
    expect(backend.callsTo(REFRESH)).toHaveLength(0);
    expect(backend.calls[0]!.headers.get('Authorization')).toBe('Bearer access-from-other-tab');
  });

  it('refreshes under the lock when no other tab did', async () => {
    const names: string[] = [];
    const { sdk, backend, storage } = testSdk(refreshing(), {
      locks: {
        request: (async (name: string, callback: () => Promise<void>) => {
          names.push(name);
          return callback();
        }) as unknown as LockManager['request'],
      },
    });
    signInStored(storage, T0, { ageSeconds: 4000 });
    await get(sdk);
    expect(names).toEqual(['salonbook:token-refresh']);
    expect(backend.callsTo(REFRESH)).toHaveLength(1);
  });
});
