// Wrong SMS codes (routes/sms-codes.ts, limits.ts SMS_CODE_LIMITS), one rule shared by every operation that takes the
// code (create a reservation, sign in by SMS, sign up, reset the password, validate, check before booking, join a
// waitlist, delete the account), counted per caller: each wrong code says the tries left; the fifth of one caller for
// one phone in 15 minutes, and every code after it, is 429 with Retry-After, and a new code does not give the tries
// back. A stranger's wrong codes never spend the owner's tries; many callers together spend the code (10 wrong), and
// only a new code helps then.
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, DEMO_USER, SMS_CODE, type Sandbox } from './index';

const BASE = 'http://sandbox.test';
const KEYS = { api_key: 'k', client_secret: 's', client_id: 'c', Accept: 'application/json', 'Content-Type': 'application/json' };
const PHONE: string = DEMO_USER.phone;
const DEVICE = { appVersion: '15.0.0', clientApp: 'WEB', deviceName: 'Chrome 131', deviceOS: 'Windows 10' };
const OWNER = '203.0.113.10';
const STRANGER = '198.51.100.66';

function calls(sandbox: Sandbox) {
  const post = (path: string, body: unknown, peer = OWNER) =>
    sandbox.fetch(new Request(`${BASE}${path}`, { method: 'POST', headers: { ...KEYS, 'Idempotency-Key': crypto.randomUUID() }, body: JSON.stringify(body) }), {
      remoteAddress: peer,
    });
  const get = (path: string) => sandbox.fetch(new Request(`${BASE}${path}`, { headers: KEYS }));
  return {
    post,
    signInBySms: (smsCode: string, peer = OWNER, phone = PHONE) => post('/auth-app/auth/v1/sign-in/by-sms', { ...DEVICE, phone, smsCode }, peer),
    validate: (code: string, peer = OWNER, phone = PHONE) =>
      post('/auth-app/auth/v1/phone-verification/validate-code', { phone, code, purpose: 'SIGN_IN' }, peer),
    reset: (smsCode: string, peer = OWNER) => post('/auth-app/auth/v1/passwords/reset', { phone: PHONE, smsCode, newPassword: 'NewPass2026' }, peer),
    signUp: (phone: string, smsCode: string, peer = OWNER) =>
      post('/auth-app/auth/v1/sign-up', { ...DEVICE, phone, smsCode, name: 'Гаухар', password: 'Qwerty123', referrer: null }, peer),
    deletion: (smsCode: string, peer = OWNER) => post('/rest/common/requests/account-deletion', { phone: PHONE, smsCode }, peer),
    check: (code: string, peer = OWNER) => post('/rest/clients-app/v1/reservations/sms', { phone: PHONE, code }, peer),
    newCode: (purpose = 'SIGN_IN', phone = PHONE) =>
      post('/auth-app/auth/v1/phone-verification/request-sms', { clientApp: 'WEB', phone, purpose, recaptchaToken: 't' }),
    joinWaitlist: (phone: string, smsCode: string, peer: string) =>
      post(
        '/rest/clients-app/v1/waitlist',
        {
          firmId: 101,
          services: [{ serviceId: 301, masterId: 201 }],
          date: '2026-11-25',
          timeFrom: '10:00',
          timeTo: '20:00',
          clientName: 'Кто-то',
          clientPhone: phone,
          smsCode,
        },
        peer,
      ),
    async create(smsCode: string, peer = OWNER, phone = PHONE) {
      const times = (await (await get('/rest/clients-app/v1/reservations/reservation-times?firmId=101&serviceIds=301&date=2026-11-24&days=7')).json()) as {
        days: { slots: { startTime: string; masterId: number }[] }[];
      };
      const slot = times.days.flatMap((d) => d.slots)[0]!;
      return post(
        '/rest/clients-app/v2/reservations/create',
        {
          firmId: 101,
          services: [{ serviceId: 301, masterId: slot.masterId }],
          startTime: slot.startTime,
          peopleCount: 1,
          clientName: 'Алия',
          clientPhone: phone,
          smsCode,
        },
        peer,
      );
    },
  };
}

describe('SMS code attempts', () => {
  let sandbox: Sandbox;
  let api: ReturnType<typeof calls>;
  beforeEach(() => {
    sandbox = createSandbox({ now: () => new Date('2026-11-23T10:00:00+05:00') });
    api = calls(sandbox);
  });

  it('wrong codes on every operation count together for the caller, each saying the tries left; the fifth is 429, and so is the right code after it', async () => {
    const wrongCreate = await api.create('0000');
    expect(wrongCreate.status).toBe(401);
    expect(await wrongCreate.json()).toMatchObject({ code: 'BAD_SMS_CODE', attemptsLeft: 4 });
    const wrongSignIn = await api.signInBySms('0001');
    expect(wrongSignIn.status).toBe(401);
    expect(await wrongSignIn.json()).toMatchObject({ attemptsLeft: 3 });
    expect(await (await api.validate('0002')).json()).toEqual({ valid: false, attemptsLeft: 2 });
    const wrongReset = await api.reset('0003');
    expect(wrongReset.status).toBe(422);
    expect(await wrongReset.json()).toMatchObject({ fields: [{ field: 'smsCode' }], attemptsLeft: 1 });
    const fifth = await api.deletion('0004');
    expect(fifth.status).toBe(429);
    expect(fifth.headers.get('Retry-After')).toBe('900');
    expect(await fifth.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', attemptsLeft: 0 });
    // The right code now: 429 everywhere, nothing done.
    const reservations = sandbox.state.reservations.length;
    for (const refused of [await api.create(SMS_CODE), await api.signInBySms(SMS_CODE), await api.validate(SMS_CODE), await api.check(SMS_CODE)]) {
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    }
    expect(sandbox.state.reservations.length).toBe(reservations);
    expect(sandbox.state.sessions).toHaveLength(0);
    // Fifteen minutes after the first wrong code, one try comes back: the right code works.
    sandbox.advance(15 * 60_000);
    expect((await api.signInBySms(SMS_CODE)).status).toBe(200);
  });

  it('a new code does not give the tries back: the resend is sent, the caller still waits', async () => {
    for (let i = 0; i < 5; i += 1) await api.signInBySms(`000${i}`);
    sandbox.advance(60_000);
    expect((await api.newCode()).status).toBe(200);
    const refused = await api.signInBySms(SMS_CODE);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe(String(14 * 60));
    expect((await api.post('/rest/clients-app/v1/reservations/sms-code', { phone: PHONE, firmId: 101 })).status).toBe(200);
    expect((await api.check(SMS_CODE)).status).toBe(429);
  });

  it('the right code clears the caller’s count for the phone', async () => {
    for (let i = 0; i < 4; i += 1) await api.validate('0000');
    expect(await (await api.validate(SMS_CODE)).json()).toEqual({ valid: true, attemptsLeft: 5 });
    expect(await (await api.validate('0000')).json()).toEqual({ valid: false, attemptsLeft: 4 });
  });

  it('a stranger’s wrong codes on the owner’s phone (a waitlist place asked for with it) never lock its owner out', async () => {
    for (let i = 0; i < 4; i += 1) expect((await api.joinWaitlist(PHONE, `000${i}`, STRANGER)).status).toBe(401);
    expect((await api.joinWaitlist(PHONE, '0004', STRANGER)).status).toBe(429);
    expect((await api.joinWaitlist(PHONE, SMS_CODE, STRANGER)).status).toBe(429);
    // The owner, on their own connection: SMS sign-in, booking, the booking check.
    expect(await (await api.check(SMS_CODE)).json()).toEqual({ valid: true, attemptsLeft: 5 });
    expect((await api.signInBySms(SMS_CODE)).status).toBe(200);
    expect((await api.create(SMS_CODE)).status).toBe(201);
    // A phone without an account yet: the stranger's five wrong codes, then its owner signs up.
    const fresh = '+77051234567';
    for (let i = 0; i < 5; i += 1) await api.joinWaitlist(fresh, `111${i}`, STRANGER);
    expect((await api.signUp(fresh, SMS_CODE)).status).toBe(200);
  });

  it('many callers together spend the code (10 wrong), not the owner’s tries: a new code is all the owner needs', async () => {
    for (let i = 0; i < 9; i += 1) expect((await api.signInBySms('0000', `198.51.100.${i}`)).status).toBe(401);
    const tenth = await api.signInBySms('0000', '198.51.100.9');
    expect(tenth.status).toBe(401);
    expect(await tenth.json()).toMatchObject({ code: 'BAD_SMS_CODE', attemptsLeft: 0 });
    const spent = await api.signInBySms(SMS_CODE);
    expect(spent.status).toBe(401);
    expect(await spent.json()).toMatchObject({ attemptsLeft: 0 });
    expect((await api.newCode()).status).toBe(200);
    expect((await api.signInBySms(SMS_CODE)).status).toBe(200);
  });

  it('one caller over many phones: the twentieth wrong code stops it on every phone, not others', async () => {
    const phones = ['+77020000001', '+77020000002', '+77020000003', '+77020000004', '+77020000005'];
    for (const [i, phone] of phones.entries())
      for (let j = 0; j < 4; j += 1) {
        const answer = await api.validate('0000', STRANGER, phone);
        expect(answer.status).toBe(i === 4 && j === 3 ? 429 : 200);
      }
    expect((await api.validate(SMS_CODE, STRANGER)).status).toBe(429);
    expect((await api.validate(SMS_CODE, OWNER)).status).toBe(200);
  });

  it('X-Forwarded-For from the client is ignored: a new value each try is still the same caller', async () => {
    const tryWith = (code: string, forwarded: string) =>
      sandbox.fetch(
        new Request(`${BASE}/auth-app/auth/v1/sign-in/by-sms`, {
          method: 'POST',
          headers: { ...KEYS, 'X-Forwarded-For': forwarded },
          body: JSON.stringify({ ...DEVICE, phone: PHONE, smsCode: code }),
        }),
        { remoteAddress: STRANGER },
      );
    for (let i = 0; i < 4; i += 1) expect((await tryWith('0000', `10.8.0.${i}`)).status).toBe(401);
    expect((await tryWith('0000', '10.8.0.200')).status).toBe(429);
    expect((await tryWith(SMS_CODE, OWNER)).status).toBe(429);
  });

  it('another phone has its own counter', async () => {
    for (let i = 0; i < 4; i += 1) await api.validate('0000');
    expect(await (await api.validate(SMS_CODE, OWNER, '+77020000000')).json()).toEqual({ valid: true, attemptsLeft: 5 });
  });

  it('the sandbox reset forgets every count', async () => {
    for (let i = 0; i < 5; i += 1) await api.validate('0000');
    expect((await api.validate(SMS_CODE)).status).toBe(429);
    expect((await sandbox.fetch(new Request(`${BASE}/__sandbox/reset`, { method: 'POST' }))).status).toBe(200);
    expect((await api.validate(SMS_CODE)).status).toBe(200);
  });

  it('whatever strangers try with the owner’s phone (fewer than 10 wrong in all), the owner’s right code always works', async () => {
    const operations = ['signInBySms', 'validate', 'check', 'waitlist', 'deletion'] as const;
    const step = fc.record({ stranger: fc.integer({ min: 0, max: 3 }), operation: fc.constantFrom(...operations), seconds: fc.integer({ min: 0, max: 300 }) });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 9 }), fc.constantFrom('signInBySms', 'validate', 'check'), async (steps, last) => {
        const box = createSandbox({ now: () => new Date('2026-11-23T10:00:00+05:00') });
        const owner = calls(box);
        for (const { stranger, operation, seconds } of steps) {
          box.advance(seconds * 1000);
          const peer = `198.51.100.${stranger}`;
          const answer =
            operation === 'waitlist'
              ? await owner.joinWaitlist(PHONE, '0000', peer)
              : operation === 'deletion'
                ? await owner.deletion('0000', peer)
                : await owner[operation]('0000', peer);
          expect([200, 401, 422, 429]).toContain(answer.status); // a wrong code (validate and check: valid false) or a wait
        }
        const mine =
          last === 'signInBySms' ? await owner.signInBySms(SMS_CODE) : last === 'validate' ? await owner.validate(SMS_CODE) : await owner.check(SMS_CODE);
        expect(mine.status).toBe(200);
        if (last !== 'signInBySms') expect(await mine.json()).toMatchObject({ valid: true });
      }),
      { seed: 20261123, numRuns: 40 },
    );
  });
});
