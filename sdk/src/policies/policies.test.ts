// The SDK's policies (SPEC.md sections 4, 7 and 8), each through the public surface: createBookingSdk and its api / auth /
// session / storage / ttl / language / dispose.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors';
import { createBookingSdk, createMemoryStorage, memoryCookies } from '../index';
import { BASE_URL, json, signInStored, testSdk, T0, USER } from '../testing/fake-backend';

const FIRM = '/rest/clients-app/v1/firms/{firmId}' as const;
const REFRESH = '/auth-app/auth/v1/tokens/refresh';
const SIGN_OUT = '/rest/clients-app/v1/auth/sign-out';
const PREVIEW = '/rest/clients-app/v1/reservations/preview';
const PREVIEW_BODY = {
  firmId: 101,
  services: [{ serviceId: 5001, masterId: 301 }],
  startTime: '2026-12-01T14:30:00+05:00',
  peopleCount: 1,
  clientName: 'Алия',
  clientPhone: '+77011234567',
};
const unauthorized = () => json({ code: 'BAD_CREDENTIALS', message: 'Неверный телефон или пароль' }, 401);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('401 rule: only for authenticated requests', () => {
  it.each([
    ['sign-in', (sdk: ReturnType<typeof testSdk>['sdk']) => sdk.auth.signIn({ phone: '+77011234567', password: 'wrong' }), '/auth-app/auth/v1/sign-in'],
    [
      'sign-in by SMS',
      (sdk: ReturnType<typeof testSdk>['sdk']) => sdk.auth.signInBySms({ phone: '+77011234567', smsCode: '0000' }),
      '/auth-app/auth/v1/sign-in/by-sms',
    ],
    [
      'sign-up',
      (sdk: ReturnType<typeof testSdk>['sdk']) => sdk.auth.signUp({ phone: '+77011234567', smsCode: '0000', name: 'Алия', password: 'Qwerty123' }),
      '/auth-app/auth/v1/sign-up',
    ],
    [
      'code validation',
      (sdk: ReturnType<typeof testSdk>['sdk']) => sdk.auth.validateCode({ phone: '+77011234567', code: '0000', purpose: 'SIGN_UP' }),
      '/auth-app/auth/v1/phone-verification/validate-code',
    ],
    [
      'password reset',
      (sdk: ReturnType<typeof testSdk>['sdk']) => sdk.auth.resetPassword({ phone: '+77011234567', smsCode: '0000', newPassword: 'Qwerty123' }),
      '/auth-app/auth/v1/passwords/reset',
    ],
  ])('a 401 from %s is the form’s error: the session and the page stay', async (_name, call, path) => {
    const { sdk, backend, storage, navigations } = testSdk({ [`POST ${path}`]: unauthorized });
    signInStored(storage, T0); // e.g. a signed-in user confirming a code
    const failure = await call(sdk).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, code: 'BAD_CREDENTIALS' });
    expect(sdk.session.get().status).toBe('authenticated');
    expect(backend.callsTo(SIGN_OUT)).toHaveLength(0);
    expect(navigations).toEqual([]);
  });

  it('a 401 to an anonymous request does not log anyone out', async () => {
    const { sdk, backend, navigations } = testSdk({ 'GET /rest/clients-app/v1/firms/1': unauthorized });
    await sdk.api.GET(FIRM, { params: { path: { firmId: 1 } } });
    expect(backend.callsTo('/rest/clients-app/jsf-auth/logout')).toHaveLength(0);
    expect(navigations.filter((n) => n.path === '/')).toEqual([]);
  });
});

describe('404-and-above rule: read from the URL path; statuses a call handles itself', () => {
  it('a backend whose host contains "rest" does not navigate on an auth error', async () => {
    const { sdk, navigations } = testSdk(
      { 'POST /auth-app/auth/v1/sign-in': () => json({ code: 'DOWN', message: 'Сервис недоступен' }, 503) },
      { baseUrl: 'https://api.forest-api.kz' },
    );
    await sdk.auth.signIn({ phone: '+77011234567', password: 'x' }).catch(() => undefined);
    expect(navigations).toEqual([]);
  });

  it('needs a /rest/ path segment, not the letters anywhere in the path', async () => {
    const { sdk, navigations } = testSdk({ 'GET /locales/ru/interest.json': () => new Response('', { status: 404 }) }, { baseUrl: 'https://api.forest.kz' });
    await sdk.api.GET('/locales/{lang}/{module}.json', { params: { path: { lang: 'ru', module: 'interest' } } }).catch(() => undefined);
    expect(navigations).toEqual([]);
  });

  it('a call that handles 409 itself keeps the page; other statuses keep the spec’s rule', async () => {
    let status = 409;
    const { sdk, navigations } = testSdk({ [`POST ${PREVIEW}`]: () => json({ code: 'SLOT_TAKEN', message: 'Время уже занято' }, status) });
    const { error, response } = await sdk.api.POST(PREVIEW, { body: PREVIEW_BODY, handles: [409, 422] });
    expect(response.status).toBe(409);
    expect(error).toMatchObject({ code: 'SLOT_TAKEN' });
    expect(navigations).toEqual([]);
    status = 500;
    await sdk.api.POST(PREVIEW, { body: PREVIEW_BODY, handles: [409, 422] });
    expect(navigations).toEqual([{ path: '/not-found', state: { status: 500, from: '/salon/101' } }]);
  });

  it('accepts only the statuses the operation’s contract declares (checked by tsc)', () => {
    const { sdk } = testSdk();
    const typeChecks = () => {
      // @ts-expect-error 418 is not a status the contract declares for the preview
      void sdk.api.POST(PREVIEW, { body: PREVIEW_BODY, handles: [418] });
      // @ts-expect-error handles must be a list of statuses
      void sdk.api.POST(PREVIEW, { body: PREVIEW_BODY, handles: 409 });
      // @ts-expect-error the firm's GET declares no 409
      void sdk.api.GET(FIRM, { params: { path: { firmId: 1 } }, handles: [409] });
      void sdk.api.POST(PREVIEW, { body: PREVIEW_BODY, handles: [409, 422] });
    };
    expect(typeof typeChecks).toBe('function');
  });

  it('without the option the spec’s default holds: a 409 navigates', async () => {
    const { sdk, navigations } = testSdk({ [`POST ${PREVIEW}`]: () => json({ code: 'SLOT_TAKEN', message: 'Время уже занято' }, 409) });
    await sdk.api.POST(PREVIEW, { body: PREVIEW_BODY, handles: [] });
    expect(navigations).toEqual([{ path: '/not-found', state: { status: 409, from: '/salon/101' } }]);
  });
});

describe('token refresh that never blocks', () => {
  const refreshing = (answer: (request: Request) => Response | Promise<Response>) => ({ [`POST ${REFRESH}`]: answer });

  it('a waiting request rejects with an AbortError as soon as its signal aborts', async () => {
    // The refresh answers only after the request has failed: had the request waited for it, it would never fail.
    let answerRefresh: () => void = () => {};
    const refreshAnswered = new Promise<void>((done) => (answerRefresh = done));
    const { sdk, storage } = testSdk(
      refreshing(async () => {
        await refreshAnswered;
        return json({ accessToken: 'access-2' });
      }),
    );
    signInStored(storage, T0, { ageSeconds: 4000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    const failure = await sdk.api.GET(FIRM, { params: { path: { firmId: 1 } }, signal: controller.signal }).catch((e: unknown) => e);
    expect((failure as Error).name).toBe('AbortError');
    answerRefresh();
  });

  it('a hanging refresh times out: the waiting requests fail, the lock is released, nothing goes out with the old token', async () => {
    let held = 0;
    const { sdk, storage, backend } = testSdk(
      refreshing(() => new Promise<Response>(() => undefined)),
      {
        refreshTimeoutMs: 50,
        locks: {
          request: (async (_name: string, callback: () => Promise<void>) => {
            held++;
            try {
              return await callback();
            } finally {
              held--;
            }
          }) as unknown as LockManager['request'],
        },
      },
    );
    signInStored(storage, T0, { ageSeconds: 4000 });
    const results = await Promise.all([1, 2, 3].map((firmId) => sdk.api.GET(FIRM, { params: { path: { firmId } } }).catch((e: unknown) => e)));
    for (const result of results) expect(result).toBeInstanceOf(Error);
    expect(held).toBe(0);
    expect(backend.calls.filter((c) => c.path.startsWith('/rest/'))).toHaveLength(0);
    expect(sdk.session.get().status).toBe('authenticated');
  });

  it('a refresh answered 503 fails the waiting requests with that error, keeps the session, and the next request tries again', async () => {
    let attempt = 0;
    const { sdk, storage, backend } = testSdk(
      refreshing(() => (++attempt === 1 ? json({ code: 'UNAVAILABLE', message: 'Сервис недоступен' }, 503) : json({ accessToken: 'access-2' }))),
    );
    signInStored(storage, T0, { ageSeconds: 4000 });
    const results = await Promise.all([1, 2].map((firmId) => sdk.api.GET(FIRM, { params: { path: { firmId } } }).catch((e: unknown) => e)));
    for (const result of results) expect(result).toMatchObject({ name: 'ApiError', status: 503 });
    expect(backend.calls.filter((c) => c.path.startsWith('/rest/'))).toHaveLength(0);
    expect(sdk.session.get().status).toBe('authenticated');
    await sdk.api.GET(FIRM, { params: { path: { firmId: 3 } } });
    expect(backend.callsTo(REFRESH)).toHaveLength(2);
    expect(backend.calls.at(-1)!.headers.get('Authorization')).toBe('Bearer access-2');
  });
});

describe('stored values are checked by shape', () => {
  it('a user that is not an object with a numeric id is removed: anonymous', () => {
    const storage = createMemoryStorage();
    storage.setItem('currentUser', '42');
    const { sdk } = testSdk({}, { storage });
    expect(sdk.session.get().status).toBe('anonymous');
    expect(storage.getItem('currentUser')).toBeNull();
  });

  it.each([
    ['saved-reservation', { services: 'not-an-array', params: {} }],
    ['saved-reservation', { services: [1, 'x'], params: {} }],
    ['accessToken', 42],
    ['expiresIn', 'soon'],
    ['setTokenDate', { at: 1 }],
    ['currentUsersCity', { name: 'Актау' }],
    ['currentUsersCountry', { id: 1 }],
    ['firms', { id: 1 }],
  ] as const)('%s = %j reads as absent and is removed', (key, value) => {
    const storage = createMemoryStorage();
    storage.setItem(key, JSON.stringify(value));
    const { sdk } = testSdk({}, { storage });
    expect(sdk.storage.get(key)).toBeUndefined();
    expect(storage.getItem(key)).toBeNull();
  });

  it('a header value that cannot be sent is left out with a warning, never thrown', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { sdk, storage, backend } = testSdk();
    signInStored(storage, T0);
    storage.setItem('accessToken', JSON.stringify('токен'));
    storage.setItem('currentUsersCity', JSON.stringify({ id: 3 }));
    storage.setItem('currentUsersCountry', JSON.stringify({ isoCode: 'ҚЗ' }));
    const { response } = await sdk.api.GET(FIRM, { params: { path: { firmId: 1 } } });
    expect(response.status).toBe(200);
    const headers = backend.calls[0]!.headers;
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('country_code')).toBe(false);
    expect(headers.get('user_id')).toBe(String(USER.id));
    expect(warn).toHaveBeenCalled();
  });
});

describe('cookies', () => {
  const sdkOverDocument = (cookie: string) => {
    vi.stubGlobal('document', { cookie });
    return createBookingSdk({
      baseUrl: BASE_URL,
      fetch: async () => json({}),
      storage: createMemoryStorage(),
      pageOrigin: () => BASE_URL,
      credentials: { apiKey: 'key', clientSecret: 'secret', clientId: 'web' },
      navigate: () => undefined,
      locks: undefined,
    });
  };

  it('a malformed lang cookie never throws: the language is Russian', () => {
    const sdk = sdkOverDocument('lang=%E0%A4%A');
    expect(sdk.language.get()).toBe('RU');
  });

  it('a malformed XSRF-TOKEN does not make a POST throw', async () => {
    const sdk = sdkOverDocument('XSRF-TOKEN=%E0%A4%A; lang=EN');
    expect(sdk.language.get()).toBe('EN');
    const { response } = await sdk.api.POST('/rest/clients-app/v1/complaints', { body: { reservationId: 1, text: 'Мастер опоздал' } as never });
    expect(response.status).toBe(200);
  });

  it('when the browser refuses the lang cookie (widget on another site), the chosen language lives in memory', () => {
    const refusing = { get: () => undefined, set: () => undefined, remove: () => undefined };
    const { sdk } = testSdk({}, { cookies: refusing });
    sdk.language.set('KZ');
    expect(sdk.language.get()).toBe('KZ');
  });
});

describe('instances and listeners', () => {
  it('two SDK instances on one storage hear each other’s session changes', async () => {
    const storage = createMemoryStorage();
    const first = testSdk({ 'POST /auth-app/auth/v1/sign-in': () => json({ accessToken: 'a', refreshToken: 'r', expiresIn: 3600, user: USER }) }, { storage });
    const second = testSdk({}, { storage });
    const heard: string[] = [];
    second.sdk.session.subscribe((session) => heard.push(session.status));
    await first.sdk.auth.signIn({ phone: '+77011234567', password: 'Qwerty123' });
    expect(heard.at(-1)).toBe('authenticated');
    expect(second.sdk.session.get().status).toBe('authenticated');
  });

  it('dispose() removes every window listener the SDK added', () => {
    const storage = createMemoryStorage();
    const added = new Set<unknown>();
    vi.stubGlobal('window', {
      localStorage: storage,
      addEventListener: (_type: string, listener: unknown) => added.add(listener),
      removeEventListener: (_type: string, listener: unknown) => added.delete(listener),
      get self() {
        return this;
      },
      get top() {
        return this;
      },
    });
    const sdk = createBookingSdk({
      baseUrl: BASE_URL,
      storage,
      cookies: memoryCookies(),
      credentials: { apiKey: 'k', clientSecret: 's', clientId: 'c' },
      locks: undefined,
    });
    expect(added.size).toBeGreaterThan(0);
    sdk.dispose();
    expect(added.size).toBe(0);
  });

  it('sdk.ttl works detached: an expired record reads as absent', () => {
    const { sdk, clock } = testSdk();
    const { get, set } = sdk.ttl;
    set('offer', { id: 1 }, 10);
    clock.now += 11_000;
    expect(get('offer')).toBeUndefined();
  });
});
