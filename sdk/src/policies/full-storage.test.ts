// A full storage does not break sign-in. The session's keys are written as a whole or
// not at all; a write that fails falls back to memory for that key, with one warning; nothing throws.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, type WebStorageLike } from '../index';
import { json, signInStored, testSdk, T0, USER } from '../testing/fake-backend';

const PROFILE = '/rest/clients-app/v1/my/profiles';
const REFRESH = '/auth-app/auth/v1/tokens/refresh';
const SIGN_IN = '/auth-app/auth/v1/sign-in';
const ROTATED = { accessToken: 'access-2', refreshToken: 'refresh-2-rotated', expiresIn: 3600 };

afterEach(() => vi.restoreAllMocks());

describe('a full storage does not break sign-in', () => {
  const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  /** A storage of `quota` characters (keys and values), which refuses a write that would not fit, as browsers do. */
  const quotaStorage = (quota: number) => {
    const items = new Map<string, string>();
    const accepted: string[] = [];
    const size = () => [...items].reduce((total, [key, value]) => total + key.length + value.length, 0);
    const storage: WebStorageLike = {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => {
        const before = items.get(key);
        items.set(key, value);
        if (size() <= quota) return void accepted.push(key);
        if (before === undefined) items.delete(key);
        else items.set(key, before);
        throw quotaError();
      },
      removeItem: (key) => void items.delete(key),
    };
    return { storage, size, accepted, setQuota: (value: number) => (quota = value) };
  };
  const signIn = () => ({ [`POST ${SIGN_IN}`]: () => json({ accessToken: 'access-1', refreshToken: 'refresh-1', expiresIn: 3600, user: USER }) });

  it('a storage that throws on every write: sign-in succeeds in memory, reads work, nothing throws, one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage: WebStorageLike = {
      ...createMemoryStorage(),
      setItem: () => {
        throw quotaError();
      },
    };
    const { sdk, backend } = testSdk(signIn(), { storage });
    const result = await sdk.auth.signIn({ phone: '+77011234567', password: 'Qwerty123' });
    expect(result.user).toEqual(USER);
    expect(sdk.session.get()).toMatchObject({ status: 'authenticated', user: USER, accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(() => sdk.storage.set('menu-tab', 'favorites')).not.toThrow();
    expect(sdk.storage.get('menu-tab')).toBe('favorites');
    expect(() => sdk.ttl.set('offer', { id: 1 })).not.toThrow();
    expect(sdk.ttl.get('offer')).toEqual({ id: 1 });
    await sdk.api.GET(PROFILE);
    expect(backend.callsTo(PROFILE)[0]!.headers.get('Authorization')).toBe('Bearer access-1');
    expect(warn).toHaveBeenCalledTimes(1);
    await sdk.auth.logout();
    expect(sdk.session.get().status).toBe('anonymous');
    expect(sdk.storage.get('menu-tab')).toBeUndefined();
  });

  it('sign-in writes the session as a whole or not at all: what was written is rolled back', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { storage, size, accepted } = quotaStorage(50); // the access and refresh tokens fit (44 characters), expiresIn does not
    const { sdk } = testSdk(signIn(), { storage });
    await sdk.auth.signIn({ phone: '+77011234567', password: 'Qwerty123' });
    expect(accepted).toEqual(['accessToken', 'refreshToken']);
    for (const key of ['accessToken', 'refreshToken', 'expiresIn', 'setTokenDate', 'currentUser']) expect(storage.getItem(key)).toBeNull();
    expect(size()).toBe(0);
    expect(sdk.session.get()).toMatchObject({ status: 'authenticated', accessToken: 'access-1' });
  });

  it('a refreshed pair that does not fit leaves the previous pair whole in storage and uses the new one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { storage, size, setQuota } = quotaStorage(Infinity);
    signInStored(storage, T0, { ageSeconds: 4000 });
    setQuota(size() + 2); // the new access token fits (same length), the longer refresh token does not
    const { sdk, backend } = testSdk({ [`POST ${REFRESH}`]: () => json(ROTATED) }, { storage });
    await sdk.api.GET(PROFILE);
    expect(storage.getItem('accessToken')).toBe('"access-1"');
    expect(storage.getItem('refreshToken')).toBe('"refresh-1"');
    expect(backend.callsTo(PROFILE)[0]!.headers.get('Authorization')).toBe('Bearer access-2');
    expect(sdk.session.get()).toMatchObject({ accessToken: 'access-2', refreshToken: ROTATED.refreshToken });
  });
});
