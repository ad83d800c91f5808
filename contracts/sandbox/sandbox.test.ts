// The sandbox in-process: state, rules and answers, without Prism (the proxy tests check the contract).
import { beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, DEMO_USER, SMS_CODE, type Sandbox } from './index';

const BASE = 'http://sandbox.test';
const NOW = '2026-11-23T10:00:00+05:00'; // a Monday

function call(sandbox: Sandbox, method: string, path: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = { Accept: 'application/json', api_key: 'k', client_secret: 's', client_id: 'c', 'Accept-Language': 'ru' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  return sandbox.fetch(new Request(`${BASE}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
}
async function get<T = Record<string, unknown>>(sandbox: Sandbox, path: string, token?: string) {
  const response = await call(sandbox, 'GET', path, undefined, token);
  return { status: response.status, body: (await response.json()) as T };
}

describe('sandbox', () => {
  let sandbox: Sandbox;
  beforeEach(() => {
    sandbox = createSandbox({ now: () => new Date(NOW) });
  });

  it('answers each firm with its own data, and 404 for an unknown one', async () => {
    const a = await get(sandbox, '/rest/clients-app/v1/firms/101');
    const b = await get(sandbox, '/rest/clients-app/v1/firms/102');
    expect(a.body.name).toBe('Салон красоты «Жасмин»');
    expect(b.body.name).toBe('Студия маникюра «Лотос»');
    expect((await call(sandbox, 'GET', '/rest/clients-app/v1/firms/999999')).status).toBe(404);
  });

  it('signs the demo client in, refuses a wrong password, rotates the refresh token', async () => {
    const device = { appVersion: '15.0.0', clientApp: 'WEB', deviceName: 'x', deviceOS: 'y' };
    const ok = await call(sandbox, 'POST', '/auth-app/auth/v1/sign-in', { phone: 77011234567, password: DEMO_USER.password, ...device });
    expect(ok.status).toBe(200);
    const session = (await ok.json()) as { refreshToken: string; accessToken: string };
    const bad = await call(sandbox, 'POST', '/auth-app/auth/v1/sign-in', { phone: 77011234567, password: 'nope', ...device });
    expect(bad.status).toBe(401);
    const refreshed = await call(sandbox, 'POST', '/auth-app/auth/v1/tokens/refresh', {
      refreshToken: session.refreshToken,
      appVersion: '15.0.0',
      deviceOS: 'y',
    });
    expect(refreshed.status).toBe(200);
    expect(
      (await call(sandbox, 'POST', '/auth-app/auth/v1/tokens/refresh', { refreshToken: session.refreshToken, appVersion: '15.0.0', deviceOS: 'y' })).status,
    ).toBe(401);
    expect((await get(sandbox, '/rest/clients-app/v1/favorite-firms', session.accessToken)).status).toBe(401);
  });

  it('expires access tokens after the configured lifetime', async () => {
    const short = createSandbox({ now: () => new Date(NOW), accessTokenTtlSeconds: 5 });
    const { accessToken } = short.signIn();
    expect((await get(short, '/rest/clients-app/v1/favorite-firms', accessToken)).status).toBe(200);
    short.advance(6_000);
    const expired = await call(short, 'GET', '/rest/clients-app/v1/favorite-firms', undefined, accessToken);
    expect(expired.status).toBe(401);
    expect(expired.headers.get('www-authenticate')).toContain('invalid_token');
  });

  it('books a free slot once: 409 SLOT_TAKEN the second time, the slot gone, cancel within the window', async () => {
    const { accessToken } = sandbox.signIn();
    const times = await get<{ days: { date: string; slots: { startTime: string; masterId: number }[] }[] }>(
      sandbox,
      '/rest/clients-app/v1/reservations/reservation-times?firmId=101&serviceIds=301&date=2026-11-24&days=14',
    );
    const slot = times.body.days.flatMap((d) => d.slots)[0]!;
    expect(slot).toBeDefined();
    const draft = {
      firmId: 101,
      services: [{ serviceId: 301, masterId: slot.masterId }],
      startTime: slot.startTime,
      peopleCount: 1,
      clientName: 'Гость',
      clientPhone: '+77020000000',
    };
    const preview = await call(sandbox, 'POST', '/rest/clients-app/v1/reservations/preview', draft);
    expect(preview.status).toBe(200);
    expect(((await preview.json()) as { smsCodeRequired: boolean; prepaymentAmount: number }).smsCodeRequired).toBe(true);
    expect((await call(sandbox, 'POST', '/rest/clients-app/v2/reservations/create', { ...draft, smsCode: '0000' })).status).toBe(401);
    const created = await call(sandbox, 'POST', '/rest/clients-app/v2/reservations/create', { ...draft, smsCode: SMS_CODE });
    expect(created.status).toBe(201);
    const again = await call(sandbox, 'POST', '/rest/clients-app/v2/reservations/create', { ...draft, smsCode: SMS_CODE });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('SLOT_TAKEN');
    const date = slot.startTime.slice(0, 10);
    const after = await get<{ days: { slots: { startTime: string; masterId: number }[] }[] }>(
      sandbox,
      `/rest/clients-app/v1/reservations/available-times?firmId=101&serviceIds=301&masterId=${slot.masterId}&date=${date}`,
    );
    expect(after.body.days[0]!.slots.map((s) => s.startTime)).not.toContain(slot.startTime);

    // Signed in with the account's own phone: no SMS code needed, joins the future list, cancel works.
    const mine = { ...draft, clientPhone: DEMO_USER.phone, startTime: after.body.days[0]!.slots[0]!.startTime };
    const booked = await call(sandbox, 'POST', '/rest/clients-app/v2/reservations/create', mine, accessToken);
    expect(booked.status).toBe(201);
    const { id } = (await booked.json()) as { id: number };
    const future = await get<{ items: { id: number }[] }>(sandbox, '/rest/clients-app/v2/reservations?type=future', accessToken);
    expect(future.body.items.map((r) => r.id)).toContain(id);
    expect((await call(sandbox, 'GET', '/rest/clients-app/v2/reservations?type=future')).status).toBe(401);
    const cancelled = await call(sandbox, 'POST', `/rest/clients-app/v2/reservations/${id}/cancel`, {}, accessToken);
    expect(((await cancelled.json()) as { status: string }).status).toBe('CANCELLED');
  });

  it('refuses to cancel inside the cancel window (409 CANCEL_NOT_ALLOWED)', async () => {
    const r = sandbox.state.reservations.find((x) => x.id === 90211)!;
    sandbox.setNow(r.start - 60 * 60_000);
    const { accessToken } = sandbox.signIn();
    const response = await call(sandbox, 'POST', '/rest/clients-app/v2/reservations/90211/cancel', {}, accessToken);
    expect(response.status).toBe(409);
    expect(((await response.json()) as { code: string }).code).toBe('CANCEL_NOT_ALLOWED');
  });

  it('a new card keeps the expiry typed into the form (MMYY of the cryptogram), not a fixed one', async () => {
    const { accessToken } = sandbox.signIn();
    for (const [expiry, shown] of [
      ['1230', '12/30'],
      ['0531', '05/31'],
    ] as const) {
      const response = await call(sandbox, 'POST', '/rest/clients-app/v1/payments/cards', { cryptogram: `014242424242${expiry}02DEV` }, accessToken);
      expect(response.status).toBe(200);
      const { transactionId } = (await response.json()) as { transactionId: number };
      const pending = sandbox.state.threeDs.get(String(transactionId)) as { card: { expiry: string } };
      expect(pending.card.expiry).toBe(shown);
    }
  });

  it('answers only the operations without state from the contract example, never an id it does not know', async () => {
    const result = await get<{ token: string }>(sandbox, '/rest/clients-app/b2c-p13n/v1/p13n_8f2c1e7a');
    expect(result.status).toBe(200);
    expect((await call(sandbox, 'GET', '/rest/clients-app/b2c-p13n/v1/p13n_unknown')).status).toBe(404);
    const { accessToken } = sandbox.signIn();
    for (const [method, path] of [
      ['GET', '/rest/clients-app/v1/firms/-1'],
      ['GET', '/rest/clients-app/v1/firms/0'],
      ['GET', '/rest/clients-app/v1/firms/1e3'],
      ['GET', '/rest/clients-app/v1/masters/-1/profile'],
      ['POST', '/rest/clients-app/v2/reservations/-1/cancel'],
      ['POST', '/rest/clients-app/v2/reservations/90211/prepayments/cards/-1'],
      ['POST', '/rest/clients-app/v2/reservations/999999/prepayments/pay-box'],
      ['DELETE', '/rest/clients-app/v1/payments/cards/1e3'],
      ['GET', '/rest/clients-app/v2/gift-cards/-5'],
      ['GET', '/rest/clients-app/v2/toys-certificates'],
    ] as const) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : { returnUrl: 'http://app.test/back' };
      const response = await call(sandbox, method, path, body, accessToken);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json(), `${method} ${path}`).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('refuses, before any handler, what the contract refuses (422 naming the field, 400 for broken JSON), and stores nothing', async () => {
    const { accessToken } = sandbox.signIn();
    const before = { reviews: sandbox.state.reviews.length, reservations: sandbox.state.reservations.length, users: sandbox.state.users.length };
    const refusals: [string, string, unknown, string][] = [
      ['POST', '/rest/clients-app/v2/reservations/6001/reviews', { rating: '5', text: 'Отлично' }, 'rating'],
      [
        'POST',
        '/auth-app/auth/v1/sign-up',
        {
          phone: '+77019998877',
          smsCode: SMS_CODE,
          name: 'Ая',
          password: 123456,
          appVersion: '15.0.0',
          clientApp: 'WEB',
          deviceName: 'x',
          deviceOS: 'y',
          referrer: null,
        },
        'password',
      ],
      [
        'POST',
        '/rest/clients-app/v2/reservations/create',
        { firmId: 101, services: [null], startTime: '2026-11-24T12:00:00+05:00', clientName: 'Ая', clientPhone: '+77011234567' },
        'services[0]',
      ],
      [
        'POST',
        '/rest/clients-app/v2/reservations/express',
        { firmId: 101, expressServiceId: 1, clientName: 'Ая', clientPhone: '+77011234567', startTime: 'tomorrow please' },
        'startTime',
      ],
    ];
    for (const [method, path, body, field] of refusals) {
      const response = await call(sandbox, method, path, body, accessToken);
      expect(response.status, path).toBe(422);
      const error = (await response.json()) as { code: string; fields: { field: string }[] };
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(
        error.fields.map((f) => f.field),
        path,
      ).toContain(field);
    }
    const broken = await sandbox.fetch(
      new Request(`${BASE}/rest/clients-app/v2/reservations/6001/reviews`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}`, api_key: 'k', client_secret: 's', client_id: 'c' },
        body: '{"rating": 5,',
      }),
    );
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ code: 'MALFORMED_JSON' });
    const keyless = await sandbox.fetch(new Request(`${BASE}/rest/clients-app/v1/firms/101`));
    expect(keyless.status).toBe(401);
    expect(((await keyless.json()) as { fields: { field: string }[] }).fields.map((f) => f.field)).toEqual(['api_key', 'client_secret', 'client_id']);
    expect({ reviews: sandbox.state.reviews.length, reservations: sandbox.state.reservations.length, users: sandbox.state.users.length }).toEqual(before);
    expect((await get(sandbox, '/rest/clients-app/v1/firms/101/reviews')).status).toBe(200);
  });

  it('checks a sent bearer on public operations too (401), but not on the auth ones; any Accept-Language; a bad header is 400', async () => {
    const firm = (headers: Record<string, string>) =>
      sandbox.fetch(new Request(`${BASE}/rest/clients-app/v1/firms/101`, { headers: { api_key: 'k', client_secret: 's', client_id: 'c', ...headers } }));
    const revoked = await firm({ Authorization: 'Bearer not-a-session' });
    expect(revoked.status).toBe(401);
    expect(revoked.headers.get('WWW-Authenticate')).toBeNull();
    const session = sandbox.signIn();
    sandbox.advance(3_601_000);
    const expired = await firm({ Authorization: `Bearer ${session.accessToken}` });
    expect(expired.status).toBe(401);
    expect(expired.headers.get('WWW-Authenticate')).toContain('invalid_token');
    const refreshed = await sandbox.fetch(
      new Request(`${BASE}/auth-app/auth/v1/tokens/refresh`, {
        method: 'POST',
        headers: { api_key: 'k', client_secret: 's', client_id: 'c', 'Content-Type': 'application/json', Authorization: `Bearer ${session.accessToken}` },
        body: JSON.stringify({ refreshToken: session.refreshToken, appVersion: '15.0.0', deviceOS: 'y' }),
      }),
    );
    expect(refreshed.status).toBe(200);
    for (const language of [{}, { 'Accept-Language': '*' }, { 'Accept-Language': 'de-DE,de;q=0.9' }] as Record<string, string>[])
      expect((await firm(language)).status).toBe(200);
    const badCity = await firm({ city_id: 'Aqtau' });
    expect(badCity.status).toBe(400);
    expect(await badCity.json()).toMatchObject({ code: 'BAD_REQUEST', fields: [{ field: 'city_id' }] });
  });

  it('the clock control checks its body (400) and leaves the clock alone when refused', async () => {
    const clock = (body: string) =>
      sandbox.fetch(new Request(`${BASE}/__sandbox/clock`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }));
    const now = sandbox.now();
    for (const body of ['{"advanceSeconds":"1h"}', '{"now":"yesterday"}', '{"now":"2026-12-01T13:00:00"}', '{"now":true}', '{"later":1}', '{"now":', '[]']) {
      const response = await clock(body);
      expect(response.status, body).toBe(400);
      expect(sandbox.now(), body).toBe(now);
    }
    expect((await clock('{"advanceSeconds":3600}')).status).toBe(200);
    expect(sandbox.now()).toBe(now + 3_600_000);
    expect((await clock('{"now":"2026-12-01T13:00:00+05:00"}')).status).toBe(200);
    expect(sandbox.now()).toBe(Date.parse('2026-12-01T13:00:00+05:00'));
  });

  it('reset goes back to the seed', async () => {
    const { accessToken } = sandbox.signIn();
    await call(sandbox, 'PUT', '/rest/clients-app/v1/favorite-firms/101', undefined, accessToken);
    sandbox.reset();
    expect(sandbox.state.favorites.some((f) => f.firmId === 101)).toBe(false);
  });
});
