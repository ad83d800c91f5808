// A lost refresh answer. The server rotated the refresh token but the client never heard
// the answer. The SDK keeps the session and the old tokens, so the next refresh spends the old refresh
// token again: a backend with a reuse window (sdk/README.md) answers it with the pair it already issued;
// one without answers 400/401 and the user is logged out.
import { describe, expect, it } from 'vitest';
import { json, signInStored, testSdk, T0 } from '../testing/fake-backend';

const PROFILE = '/rest/clients-app/v1/my/profiles';
const REFRESH = '/auth-app/auth/v1/tokens/refresh';
const NEW_PAIR = { accessToken: 'access-2', refreshToken: 'refresh-2', expiresIn: 3600 };

describe('a lost refresh answer (the server rotated, the client never heard)', () => {
  it('a network error keeps the session and the old tokens; the next request spends the old refresh token again', async () => {
    let attempt = 0;
    const { sdk, backend, storage } = testSdk({
      [`POST ${REFRESH}`]: () => (++attempt === 1 ? Promise.reject(new TypeError('Failed to fetch')) : json(NEW_PAIR)),
    });
    signInStored(storage, T0, { ageSeconds: 4000 });
    await expect(sdk.api.GET(PROFILE)).rejects.toThrow('Failed to fetch');
    expect(sdk.session.get()).toMatchObject({ status: 'authenticated', accessToken: 'access-1', refreshToken: 'refresh-1' });
    // A backend with a reuse window answers the old refresh token with the pair it already issued.
    const { response } = await sdk.api.GET(PROFILE);
    expect(response.status).toBe(200);
    expect(backend.callsTo(REFRESH).map((c) => (c.body as { refreshToken: string }).refreshToken)).toEqual(['refresh-1', 'refresh-1']);
    expect(sdk.session.get()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
  });

  it('a timed-out refresh keeps the old tokens too; a backend without a reuse window then answers 400: logout', async () => {
    let attempt = 0;
    const { sdk, backend, storage } = testSdk(
      {
        [`POST ${REFRESH}`]: () =>
          ++attempt === 1 ? new Promise<Response>(() => undefined) : json({ code: 'INVALID_REFRESH_TOKEN', message: 'Сессия истекла' }, 400),
      },
      { refreshTimeoutMs: 30 },
    );
    signInStored(storage, T0, { ageSeconds: 4000 });
    await expect(sdk.api.GET(PROFILE)).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(sdk.session.get()).toMatchObject({ status: 'authenticated', refreshToken: 'refresh-1' });
    await sdk.api.GET(PROFILE);
    expect(backend.callsTo(REFRESH).map((c) => (c.body as { refreshToken: string }).refreshToken)).toEqual(['refresh-1', 'refresh-1']);
    expect(sdk.session.get().status).toBe('anonymous');
  });
});
