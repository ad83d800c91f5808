// Two tabs on one localStorage in a browser without the Web Locks API: both may find the token expired and refresh
// at once. The server rotates the refresh token, so the slower tab's refresh is answered 400/401 with the token the
// faster tab already spent. The slower tab must take what the faster one stored, not log both out.
import { describe, expect, it } from 'vitest';
import { json, signInStored, testSdk, T0 } from '../testing/fake-backend';
import type { WebStorageLike } from '../storage';

const REFRESH = '/auth-app/auth/v1/tokens/refresh';
const SIGN_OUT = '/rest/clients-app/v1/auth/sign-out';
const FIRM = '/rest/clients-app/v1/firms/{firmId}' as const;
const rejected = () => json({ code: 'INVALID_REFRESH_TOKEN', message: 'refresh token was rotated' }, 401);

/** What the other tab's refresh stores: the new pair, at `now`. */
function otherTabRefreshed(storage: WebStorageLike, now: number, tokens = { accessToken: 'access-B', refreshToken: 'refresh-B' }) {
  storage.setItem('accessToken', JSON.stringify(tokens.accessToken));
  storage.setItem('refreshToken', JSON.stringify(tokens.refreshToken));
  storage.setItem('expiresIn', JSON.stringify(3600));
  storage.setItem('setTokenDate', JSON.stringify(now));
}

describe('two tabs refreshing at once without Web Locks', () => {
  it('a refresh answered 401 after another tab stored a new pair takes that pair: no logout, no second refresh', async () => {
    let clockNow = T0;
    const { sdk, backend, storage, navigations } = testSdk(
      {
        [`POST ${REFRESH}`]: () => {
          // The other tab's refresh won the race: it stored its pair while ours was on its way.
          otherTabRefreshed(storage, clockNow);
          return rejected();
        },
      },
      { locks: undefined, now: () => clockNow },
    );
    signInStored(storage, T0, { ageSeconds: 4000 });
    clockNow = T0;
    const { error } = await sdk.api.GET(FIRM, { params: { path: { firmId: 101 } } });
    expect(error).toBeUndefined();
    expect(sdk.session.get()).toMatchObject({ status: 'authenticated', accessToken: 'access-B', refreshToken: 'refresh-B' });
    expect(backend.callsTo(REFRESH)).toHaveLength(1);
    expect(backend.callsTo(SIGN_OUT)).toHaveLength(0);
    expect(backend.calls.at(-1)!.headers.get('Authorization')).toBe('Bearer access-B');
    expect(navigations).toEqual([]);
  });

  it('a newer refresh token stored meanwhile, with an access token still expired, is spent once before giving up', async () => {
    const spent: unknown[] = [];
    const { sdk, backend, storage } = testSdk(
      {
        [`POST ${REFRESH}`]: (_request, call) => {
          spent.push((call.body as { refreshToken: string }).refreshToken);
          if (spent.length === 1) {
            // The other tab rotated the refresh token but its pair is already old (it slept since).
            otherTabRefreshed(storage, T0 - 4000_000);
            return rejected();
          }
          return json({ accessToken: 'access-C', refreshToken: 'refresh-C', expiresIn: 3600 });
        },
      },
      { locks: undefined },
    );
    signInStored(storage, T0, { ageSeconds: 4000 });
    const { error } = await sdk.api.GET(FIRM, { params: { path: { firmId: 101 } } });
    expect(error).toBeUndefined();
    expect(spent).toEqual(['refresh-1', 'refresh-B']);
    expect(sdk.session.get()).toMatchObject({ status: 'authenticated', accessToken: 'access-C', refreshToken: 'refresh-C' });
    expect(backend.callsTo(SIGN_OUT)).toHaveLength(0);
  });

  it('the retry with the other tab’s token answered 401 too logs out; there is no third refresh', async () => {
    const { sdk, backend, storage, navigations } = testSdk(
      {
        [`POST ${REFRESH}`]: () => {
          if (backend.callsTo(REFRESH).length === 1) otherTabRefreshed(storage, T0 - 4000_000);
          return rejected();
        },
      },
      { locks: undefined },
    );
    signInStored(storage, T0, { ageSeconds: 4000 });
    await sdk.api.GET(FIRM, { params: { path: { firmId: 101 } } });
    expect(backend.callsTo(REFRESH)).toHaveLength(2);
    expect(sdk.session.get().status).toBe('anonymous');
    expect(navigations).toEqual([{ path: '/', state: undefined }]);
  });

  it('a refresh answered 401 with nothing newer stored logs out as before', async () => {
    const { sdk, backend, storage } = testSdk({ [`POST ${REFRESH}`]: rejected }, { locks: undefined });
    signInStored(storage, T0, { ageSeconds: 4000 });
    await sdk.api.GET(FIRM, { params: { path: { firmId: 101 } } });
    expect(backend.callsTo(REFRESH)).toHaveLength(1);
    expect(sdk.session.get().status).toBe('anonymous');
  });
});
