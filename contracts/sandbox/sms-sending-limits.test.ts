// Sending SMS codes (limits.ts SMS_SEND_LIMITS), through HTTP: requestSms and sendReservationSmsCode send a phone a
// code for a purpose at most once in `resendAfterSeconds` (60), and 10 codes a day over every purpose and caller, of
// which one caller (an address) asks for at most 5. Beyond any, 429
// TOO_MANY_REQUESTS with Retry-After and nothing is sent. On the sandbox clock: tests move it, never wait.
import { beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from './index';

const BASE = 'http://sandbox.test';
const KEYS = { api_key: 'k', client_secret: 's', client_id: 'c', Accept: 'application/json', 'Content-Type': 'application/json' };
const PHONE = '+77015554433';

describe('sending SMS codes', () => {
  let sandbox: Sandbox;
  let logged: string[];
  beforeEach(() => {
    logged = [];
    sandbox = createSandbox({ now: () => new Date('2026-11-23T10:00:00+05:00'), log: (line) => logged.push(line) });
  });
  const post = (path: string, body: unknown, from = '203.0.113.10') =>
    sandbox.fetch(new Request(`${BASE}${path}`, { method: 'POST', headers: KEYS, body: JSON.stringify(body) }), { remoteAddress: from });
  const requestSms = (purpose = 'SIGN_IN', phone = PHONE, from?: string) =>
    post('/auth-app/auth/v1/phone-verification/request-sms', { clientApp: 'WEB', phone, purpose, recaptchaToken: 't' }, from);
  const bookingSms = (phone = PHONE, from?: string) => post('/rest/clients-app/v1/reservations/sms-code', { phone, firmId: 101 }, from);
  const sent = () => logged.filter((line) => /^SMS code for \d+ \(\w+\): \d+$/.test(line)).length;

  it('a resend before resendAfterSeconds is 429 with the seconds left, and nothing is sent; then it goes', async () => {
    const first = await requestSms();
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ resendAfterSeconds: 60 });
    const again = await requestSms();
    expect(again.status).toBe(429);
    expect(again.headers.get('Retry-After')).toBe('60');
    expect(await again.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    sandbox.advance(45_000);
    expect((await requestSms()).headers.get('Retry-After')).toBe('15');
    expect(sent()).toBe(1);
    sandbox.advance(15_000);
    expect((await requestSms()).status).toBe(200);
    expect(sent()).toBe(2);
  });

  it('the booking code keeps the same rule; another purpose and another phone have their own minute', async () => {
    expect((await bookingSms()).status).toBe(200);
    const again = await bookingSms();
    expect(again.status).toBe(429);
    expect(again.headers.get('Retry-After')).toBe('60');
    expect((await requestSms('SIGN_UP')).status).toBe(200);
    expect((await requestSms('SIGN_UP')).status).toBe(429);
    expect((await bookingSms('+77071112233')).status).toBe(200);
    sandbox.advance(60_000);
    expect((await bookingSms()).status).toBe(200);
  });

  it('ten codes a day per phone over every purpose and caller; the eleventh waits until the first is a day old', async () => {
    const purposes = ['SIGN_IN', 'SIGN_UP', 'PASSWORD_RESET'];
    for (let i = 0; i < 10; i += 1) {
      // Two callers, five each (one caller alone is held at five: below).
      const from = i < 5 ? '203.0.113.10' : '198.51.100.7';
      const answer = i % 4 === 3 ? await bookingSms(PHONE, from) : await requestSms(purposes[i % 4], PHONE, from);
      expect(answer.status).toBe(200);
      sandbox.advance(61_000);
    }
    const capped = await requestSms();
    expect(capped.status).toBe(429);
    expect(Number(capped.headers.get('Retry-After'))).toBe(24 * 3600 - 10 * 61);
    expect((await bookingSms()).status).toBe(429);
    expect((await requestSms('SIGN_IN', '+77071112233')).status).toBe(200);
    sandbox.advance((24 * 3600 - 10 * 61) * 1000);
    expect((await requestSms()).status).toBe(200);
    expect((await requestSms('SIGN_UP')).status).toBe(429); // the second code of that day is not a day old yet
  });

  it("a stranger asking for codes spends at most five of a phone's day: the owner, on their own address, still gets theirs", async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await requestSms(i % 2 ? 'SIGN_UP' : 'SIGN_IN')).status).toBe(200);
      sandbox.advance(61_000);
    }
    const stranger = await requestSms();
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers.get('Retry-After'))).toBe(24 * 3600 - 5 * 61);
    expect((await bookingSms()).status).toBe(429);
    // The owner's own address: codes still go out, up to the phone's ten.
    for (let i = 0; i < 5; i += 1) {
      expect((await requestSms('SIGN_IN', PHONE, '198.51.100.7')).status).toBe(200);
      sandbox.advance(61_000);
    }
    expect((await requestSms('SIGN_IN', PHONE, '198.51.100.7')).status).toBe(429);
    expect(sent()).toBe(10);
  });

  it('the sandbox reset forgets what was sent', async () => {
    await requestSms();
    expect((await requestSms()).status).toBe(429);
    expect((await sandbox.fetch(new Request(`${BASE}/__sandbox/reset`, { method: 'POST' }))).status).toBe(200);
    expect((await requestSms()).status).toBe(200);
  });
});
