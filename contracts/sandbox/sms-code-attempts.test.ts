// One attempt counter per phone and SMS code, shared by every operation that takes the code (create a reservation,
// sign in by SMS, reset the password, validate, check before booking, delete the account): each wrong code says how
// many tries are left; after five even the right code is refused until a new code is sent.
import { beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, DEMO_USER, SMS_CODE, type Sandbox } from './index';

const BASE = 'http://sandbox.test';
const KEYS = { api_key: 'k', client_secret: 's', client_id: 'c', Accept: 'application/json', 'Content-Type': 'application/json' };
const PHONE = DEMO_USER.phone;
const DEVICE = { appVersion: '15.0.0', clientApp: 'WEB', deviceName: 'Chrome 131', deviceOS: 'Windows 10' };

describe('SMS code attempts', () => {
  let sandbox: Sandbox;
  beforeEach(() => {
    sandbox = createSandbox({ now: () => new Date('2026-11-23T10:00:00+05:00') });
  });
  const post = (path: string, body: unknown) =>
    sandbox.fetch(new Request(`${BASE}${path}`, { method: 'POST', headers: { ...KEYS, 'Idempotency-Key': crypto.randomUUID() }, body: JSON.stringify(body) }));
  const signInBySms = (smsCode: string) => post('/auth-app/auth/v1/sign-in/by-sms', { ...DEVICE, phone: PHONE, smsCode });
  const validate = (code: string) => post('/auth-app/auth/v1/phone-verification/validate-code', { phone: PHONE, code, purpose: 'SIGN_IN' });
  const reset = (smsCode: string) => post('/auth-app/auth/v1/passwords/reset', { phone: PHONE, smsCode, newPassword: 'NewPass2026' });
  const deletion = (smsCode: string) => post('/rest/common/requests/account-deletion', { phone: PHONE, smsCode });
  const check = (code: string) => post('/rest/clients-app/v1/reservations/sms', { phone: PHONE, code });
  const newCode = () => post('/auth-app/auth/v1/phone-verification/request-sms', { clientApp: 'WEB', phone: PHONE, purpose: 'SIGN_IN', recaptchaToken: 't' });
  async function create(smsCode: string) {
    const times = (await (
      await sandbox.fetch(
        new Request(`${BASE}/rest/clients-app/v1/reservations/reservation-times?firmId=101&serviceIds=301&date=2026-11-24&days=7`, { headers: KEYS }),
      )
    ).json()) as { days: { slots: { startTime: string; masterId: number }[] }[] };
    const slot = times.days.flatMap((d) => d.slots)[0]!;
    return post('/rest/clients-app/v2/reservations/create', {
      firmId: 101,
      services: [{ serviceId: 301, masterId: slot.masterId }],
      startTime: slot.startTime,
      peopleCount: 1,
      clientName: 'Алия',
      clientPhone: PHONE,
      smsCode,
    });
  }

  it('wrong codes on every operation count together, each saying the tries left; after five the right code is refused; a new code resets', async () => {
    const wrongCreate = await create('0000');
    expect(wrongCreate.status).toBe(401);
    expect(await wrongCreate.json()).toMatchObject({ code: 'BAD_SMS_CODE', attemptsLeft: 4 });
    const wrongSignIn = await signInBySms('0001');
    expect(wrongSignIn.status).toBe(401);
    expect(await wrongSignIn.json()).toMatchObject({ attemptsLeft: 3 });
    expect(await (await validate('0002')).json()).toEqual({ valid: false, attemptsLeft: 2 });
    const wrongReset = await reset('0003');
    expect(wrongReset.status).toBe(422);
    expect(await wrongReset.json()).toMatchObject({ fields: [{ field: 'smsCode' }], attemptsLeft: 1 });
    const wrongDeletion = await deletion('0004');
    expect(wrongDeletion.status).toBe(401);
    expect(await wrongDeletion.json()).toMatchObject({ attemptsLeft: 0 });
    // The right code now: refused everywhere, nothing done.
    const reservations = sandbox.state.reservations.length;
    expect((await create(SMS_CODE)).status).toBe(401);
    expect(sandbox.state.reservations.length).toBe(reservations);
    const refused = await signInBySms(SMS_CODE);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ attemptsLeft: 0 });
    expect(await (await validate(SMS_CODE)).json()).toEqual({ valid: false, attemptsLeft: 0 });
    expect(await (await check(SMS_CODE)).json()).toEqual({ valid: false, attemptsLeft: 0 });
    // A new code: five tries again, and the right one works.
    expect((await newCode()).status).toBe(200);
    expect((await signInBySms(SMS_CODE)).status).toBe(200);
  });

  it('the booking check counts in the same counter, and a booking SMS resets it', async () => {
    for (let i = 0; i < 4; i += 1) await signInBySms('0000');
    expect(await (await check('1111')).json()).toEqual({ valid: false, attemptsLeft: 0 });
    expect((await create(SMS_CODE)).status).toBe(401);
    expect((await post('/rest/clients-app/v1/reservations/sms-code', { phone: PHONE, firmId: 101 })).status).toBe(200);
    expect(await (await check(SMS_CODE)).json()).toEqual({ valid: true, attemptsLeft: 5 });
    expect((await create(SMS_CODE)).status).toBe(201);
  });

  it('another phone has its own counter', async () => {
    for (let i = 0; i < 5; i += 1) await validate('0000');
    expect(
      await (await post('/auth-app/auth/v1/phone-verification/validate-code', { phone: '+77020000000', code: SMS_CODE, purpose: 'SIGN_UP' })).json(),
    ).toEqual({ valid: true, attemptsLeft: 5 });
  });
});
