// On a server the SDK is made once per request (sdk/README.md, "On a server"), each with its own in-memory
// storage and cookies. Two such instances, signed in as two people over one backend, must never see, send or
// clear each other's session.
import { describe, expect, it } from 'vitest';
import { createBookingSdk, createMemoryStorage, memoryCookies, type BookingSdk } from './index.js';
import { BASE_URL, fakeBackend, json } from './testing/fake-backend.js';

/** By the phone sign-in sends (its digits after the plus, as a number). */
const PEOPLE: Record<number, { id: number; name: string }> = {
  77011234567: { id: 5521, name: 'Алия' },
  77017654321: { id: 6610, name: 'Дамир' },
};

/** One backend for both: sign-in answers each phone with its own tokens; every other call answers {}. */
function backend() {
  return fakeBackend({
    'POST /auth-app/auth/v1/sign-in': async (request) => {
      const { phone } = (await request.json()) as { phone: number };
      const user = PEOPLE[phone]!;
      return json({ accessToken: `access-${user.id}`, refreshToken: `refresh-${user.id}`, expiresIn: 3600, user });
    },
  });
}

/** What a server does for each request: a new SDK with its own storage and cookies (or none given: the defaults). */
function perRequestSdk(fetch: (request: Request) => Promise<Response>, own: boolean): BookingSdk {
  return createBookingSdk({
    baseUrl: BASE_URL,
    fetch,
    credentials: { apiKey: 'key', clientSecret: 'secret', clientId: 'web' },
    ...(own ? { storage: createMemoryStorage(), cookies: memoryCookies() } : {}),
    locks: undefined,
  });
}

const authorizationOf = (calls: { path: string; headers: Headers }[], path: string) =>
  calls.filter((call) => call.path === path).map((call) => call.headers.get('Authorization'));

describe.each([
  ['with a memory storage and cookies of their own', true],
  ['with the defaults outside a browser', false],
])('two SDK instances on a server, %s', (_name, own) => {
  it('never share a session: sign-in, requests, subscribers and logout stay with their own instance', async () => {
    const server = backend();
    const aliya = perRequestSdk(server.fetch, own);
    const damir = perRequestSdk(server.fetch, own);
    const heardByDamir: string[] = [];
    damir.session.subscribe((session) => heardByDamir.push(session.status));

    await aliya.auth.signIn({ phone: '+77011234567', password: 'Qwerty123' });
    expect(aliya.session.get().status).toBe('authenticated');
    expect(damir.session.get().status).toBe('anonymous');
    expect(damir.storage.get('accessToken')).toBeUndefined();
    expect(heardByDamir).toEqual([]);

    const firm = '/rest/clients-app/v1/firms/{firmId}' as const;
    const init = { params: { path: { firmId: 101 } } };
    await damir.api.GET(firm, init);
    await aliya.api.GET(firm, init);
    expect(authorizationOf(server.calls, '/rest/clients-app/v1/firms/101')).toEqual([null, 'Bearer access-5521']);

    await damir.auth.signIn({ phone: '+77017654321', password: 'Qwerty123' });
    await aliya.api.GET(firm, init);
    await damir.api.GET(firm, init);
    expect(authorizationOf(server.calls, '/rest/clients-app/v1/firms/101').slice(2)).toEqual(['Bearer access-5521', 'Bearer access-6610']);

    await aliya.auth.logout();
    expect(aliya.session.get().status).toBe('anonymous');
    expect(damir.session.get()).toMatchObject({ status: 'authenticated', user: { id: 6610 } });
    expect(damir.storage.get('refreshToken')).toBe('refresh-6610');
    expect(heardByDamir).toEqual(['authenticated']);

    aliya.dispose();
    damir.dispose();
  });
});
