import { describe, expect, it } from 'vitest';
import { json, signInStored, testSdk, T0 } from '../testing/fake-backend';

const PROFILE = '/rest/clients-app/v1/my/profiles';
const unauthorized = (headers: Record<string, string> = {}) => json({ code: 'UNAUTHORIZED', message: 'Требуется авторизация' }, 401, headers);
const body = { name: 'Алия', surname: 'Нурланова', email: 'aliya@example.kz', birthDate: '1994-05-17' };

describe('401 policy', () => {
  it('retries once, unchanged and with the same body, when www-authenticate is present', async () => {
    let attempt = 0;
    const { sdk, backend, storage } = testSdk({
      [`PUT ${PROFILE}`]: () => (++attempt === 1 ? unauthorized({ 'WWW-Authenticate': 'Bearer' }) : json({ id: 5521, ...body })),
    });
    signInStored(storage, T0);
    const { data, error } = await sdk.api.PUT(PROFILE, { body });
    expect(error).toBeUndefined();
    expect(data?.id).toBe(5521);
    const calls = backend.callsTo(PROFILE);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body).toEqual(calls[0]!.body);
    expect(calls[1]!.body).toEqual(body);
    expect(calls[1]!.headers.get('Authorization')).toBe('Bearer access-1');
    expect(sdk.session.get().status).toBe('authenticated');
  });

  it('retries only once: a second 401 with the header is returned to the caller', async () => {
    const { sdk, backend, storage } = testSdk({ [`GET ${PROFILE}`]: () => unauthorized({ 'WWW-Authenticate': 'Bearer' }) });
    signInStored(storage, T0);
    const { error, response } = await sdk.api.GET(PROFILE);
    expect(response.status).toBe(401);
    expect(error).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(backend.callsTo(PROFILE)).toHaveLength(2);
  });

  it('logs out and propagates the error when the header is absent', async () => {
    const { sdk, backend, storage, navigations } = testSdk({ [`GET ${PROFILE}`]: () => unauthorized() });
    signInStored(storage, T0);
    const { error } = await sdk.api.GET(PROFILE);
    expect(error).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(backend.callsTo(PROFILE)).toHaveLength(1);
    expect(backend.callsTo('/rest/clients-app/v1/auth/sign-out')[0]!.body).toEqual({ deviceToken: null, refreshToken: 'refresh-1' });
    expect(sdk.session.get().status).toBe('anonymous');
    expect(navigations.at(-1)).toEqual({ path: '/', state: undefined });
  });

  it('does not loop when sign-out itself answers 401', async () => {
    const { sdk, backend, storage } = testSdk({
      [`GET ${PROFILE}`]: () => unauthorized(),
      'POST /rest/clients-app/v1/auth/sign-out': () => unauthorized(),
    });
    signInStored(storage, T0);
    await sdk.api.GET(PROFILE);
    expect(backend.callsTo('/rest/clients-app/v1/auth/sign-out')).toHaveLength(1);
    expect(sdk.session.get().status).toBe('anonymous');
  });
});
