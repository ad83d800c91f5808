// Passwords cannot be guessed (limits.ts PASSWORD_LIMITS), through HTTP: wrong passwords are counted per phone and
// caller (5, then a lock of 1 minute that doubles), per phone (20 in 15 minutes lock it for 5 minutes) and per caller
// over all phones (30 in 15 minutes); while a limit holds, every password, the right one too, is 429 with
// Retry-After. The caller is the peer address, never X-Forwarded-For; the owner on their own connection is never
// stopped by a stranger's tries, except by the per-phone lock, for 5 minutes at most.
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, DEMO_USER, type Sandbox } from './index';

const BASE = 'http://sandbox.test';
const KEYS = { api_key: 'k', client_secret: 's', client_id: 'c', Accept: 'application/json', 'Content-Type': 'application/json' };
const DEVICE = { appVersion: '15.0.0', clientApp: 'WEB', deviceName: 'Chrome 131', deviceOS: 'Windows 10' };
const PHONE = Number(DEMO_USER.phone.replace(/\D/g, ''));
const OWNER = '203.0.113.10';
const STRANGER = '198.51.100.66';

function signInAs(sandbox: Sandbox) {
  return (peer: string, password: string, phone = PHONE, headers: Record<string, string> = {}) =>
    sandbox.fetch(
      new Request(`${BASE}/auth-app/auth/v1/sign-in`, {
        method: 'POST',
        headers: { ...KEYS, ...headers },
        body: JSON.stringify({ ...DEVICE, phone, password }),
      }),
      { remoteAddress: peer },
    );
}

describe('wrong passwords', () => {
  let sandbox: Sandbox;
  let signIn: ReturnType<typeof signInAs>;
  beforeEach(() => {
    sandbox = createSandbox({ now: () => new Date('2026-11-23T10:00:00+05:00') });
    signIn = signInAs(sandbox);
  });

  it('one caller: four wrong passwords are 401, the fifth is 429 for a minute, the right one waits too', async () => {
    for (let i = 0; i < 4; i += 1) expect((await signIn(STRANGER, `wrong-${i}`)).status).toBe(401);
    const locked = await signIn(STRANGER, 'wrong-4');
    expect(locked.status).toBe(429);
    expect(locked.headers.get('Retry-After')).toBe('60');
    expect(await locked.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    const right = await signIn(STRANGER, DEMO_USER.password);
    expect(right.status).toBe(429);
    expect(sandbox.state.sessions).toHaveLength(0);
    sandbox.advance(30_000);
    expect((await signIn(STRANGER, DEMO_USER.password)).headers.get('Retry-After')).toBe('30');
    sandbox.advance(30_000);
    expect((await signIn(STRANGER, DEMO_USER.password)).status).toBe(200);
  });

  it('the lock grows: 1, 2, 4 minutes for the same caller and phone', async () => {
    for (const minutes of [1, 2, 4]) {
      for (let i = 0; i < 4; i += 1) expect((await signIn(STRANGER, 'wrong')).status).toBe(401);
      const locked = await signIn(STRANGER, 'wrong');
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('Retry-After'))).toBe(minutes * 60);
      sandbox.advance(minutes * 60_000);
    }
  });

  it('the right password clears the caller’s count', async () => {
    for (let i = 0; i < 4; i += 1) await signIn(OWNER, 'typo');
    expect((await signIn(OWNER, DEMO_USER.password)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await signIn(OWNER, 'typo')).status).toBe(401);
  });

  it('the owner on their own connection signs in while a stranger is locked out of their phone', async () => {
    for (let i = 0; i < 5; i += 1) await signIn(STRANGER, `guess-${i}`);
    expect((await signIn(STRANGER, DEMO_USER.password)).status).toBe(429);
    expect((await signIn(OWNER, DEMO_USER.password)).status).toBe(200);
  });

  it('X-Forwarded-For from the client is ignored: a new value each try is still the same caller', async () => {
    for (let i = 0; i < 4; i += 1) expect((await signIn(STRANGER, 'wrong', PHONE, { 'X-Forwarded-For': `10.9.0.${i}` })).status).toBe(401);
    expect((await signIn(STRANGER, 'wrong', PHONE, { 'X-Forwarded-For': '10.9.0.99' })).status).toBe(429);
    expect((await signIn(STRANGER, DEMO_USER.password, PHONE, { 'X-Forwarded-For': OWNER })).status).toBe(429);
  });

  it('twenty wrong passwords from many callers lock the phone for everyone, for five minutes only', async () => {
    for (let i = 0; i < 19; i += 1) expect((await signIn(`198.51.100.${i % 10}`, 'guess')).status).toBe(401);
    const locked = await signIn('198.51.100.200', 'guess');
    expect(locked.status).toBe(429);
    expect(locked.headers.get('Retry-After')).toBe('300');
    const owner = await signIn(OWNER, DEMO_USER.password);
    expect(owner.status).toBe(429);
    expect(Number(owner.headers.get('Retry-After'))).toBeLessThanOrEqual(300);
    sandbox.advance(5 * 60_000);
    expect((await signIn(OWNER, DEMO_USER.password)).status).toBe(200);
  });

  it('one caller over many phones: the thirtieth wrong password stops it on every phone, not others', async () => {
    for (let i = 0; i < 29; i += 1) expect((await signIn(STRANGER, 'guess', 77020000000 + i)).status).toBe(401);
    const stopped = await signIn(STRANGER, 'guess', 77020000099);
    expect(stopped.status).toBe(429);
    expect(stopped.headers.get('Retry-After')).toBe('900');
    expect((await signIn(STRANGER, DEMO_USER.password)).status).toBe(429);
    expect((await signIn(OWNER, DEMO_USER.password)).status).toBe(200);
    sandbox.advance(15 * 60_000);
    expect((await signIn(STRANGER, DEMO_USER.password)).status).toBe(200);
  });

  it('the sandbox reset forgets every count', async () => {
    for (let i = 0; i < 5; i += 1) await signIn(STRANGER, 'wrong');
    expect((await signIn(STRANGER, DEMO_USER.password)).status).toBe(429);
    const reset = await sandbox.fetch(new Request(`${BASE}/__sandbox/reset`, { method: 'POST' }));
    expect(reset.status).toBe(200);
    expect((await signIn(STRANGER, DEMO_USER.password)).status).toBe(200);
  });

  it('whatever strangers try (fewer than 20 wrong in all), the owner’s right password is never refused', async () => {
    const step = fc.record({ stranger: fc.integer({ min: 0, max: 5 }), seconds: fc.integer({ min: 0, max: 90 }), owner: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 19 }), async (steps) => {
        const box = createSandbox({ now: () => new Date('2026-11-23T10:00:00+05:00') });
        const attempt = signInAs(box);
        for (const { stranger, seconds, owner } of steps) {
          box.advance(seconds * 1000);
          expect([401, 429]).toContain((await attempt(`198.51.100.${stranger}`, 'guess')).status);
          if (owner) expect((await attempt(OWNER, DEMO_USER.password)).status).toBe(200);
        }
        expect((await attempt(OWNER, DEMO_USER.password)).status).toBe(200);
      }),
      { seed: 20261123, numRuns: 40 },
    );
  });
});

describe('the old password of a password change', () => {
  let sandbox: Sandbox;
  let signIn: ReturnType<typeof signInAs>;
  beforeEach(() => {
    sandbox = createSandbox({ now: () => new Date('2026-11-23T10:00:00+05:00') });
    signIn = signInAs(sandbox);
  });
  const change = (token: string, peer: string, oldPassword: string) =>
    sandbox.fetch(
      new Request(`${BASE}/rest/clients-app/v1/my/profiles/password-change`, {
        method: 'POST',
        headers: { ...KEYS, Authorization: `Bearer ${token}` },
        body: JSON.stringify({ oldPassword, newPassword: 'NewPass2026' }),
      }),
      { remoteAddress: peer },
    );

  it('a session guesses it no faster than the sign-in form: the fifth wrong one is 429 with Retry-After, the right one waits too', async () => {
    const { accessToken } = (await (await signIn(STRANGER, DEMO_USER.password)).json()) as { accessToken: string };
    for (let i = 0; i < 4; i += 1) {
      const wrong = await change(accessToken, STRANGER, `guess-${i}`);
      expect(wrong.status).toBe(422);
      expect(await wrong.json()).toMatchObject({ fields: [{ field: 'oldPassword' }] });
    }
    const locked = await change(accessToken, STRANGER, 'guess-4');
    expect(locked.status).toBe(429);
    expect(locked.headers.get('Retry-After')).toBe('60');
    expect(await locked.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect((await change(accessToken, STRANGER, DEMO_USER.password)).status).toBe(429);
    // The same counters as sign-in: that caller's password sign-in waits as well; the owner's own connection does not.
    expect((await signIn(STRANGER, DEMO_USER.password)).status).toBe(429);
    expect((await signIn(OWNER, DEMO_USER.password)).status).toBe(200);
    sandbox.advance(60_000);
    expect((await change(accessToken, STRANGER, DEMO_USER.password)).status).toBe(204);
  });
});
