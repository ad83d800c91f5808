// Account deletion without sign-in: the phone alone asks for nothing; an SMS code (or a bearer) is needed, and the
// tries per phone are limited.
import { beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, DEMO_USER, SMS_CODE, type Sandbox } from './index';

const PATH = '/rest/common/requests/account-deletion';

function ask(sandbox: Sandbox, body: unknown, token?: string, peer?: string) {
  const headers: Record<string, string> = { api_key: 'k', client_secret: 's', client_id: 'c', 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return sandbox.fetch(new Request(`http://sandbox.test${PATH}`, { method: 'POST', headers, body: JSON.stringify(body) }), { remoteAddress: peer });
}

describe('account deletion', () => {
  let sandbox: Sandbox;
  beforeEach(() => {
    sandbox = createSandbox({ now: () => new Date('2026-11-23T10:00:00+05:00') });
  });

  it('not signed in: the phone alone or a wrong code is 401 and asks for nothing; the right code is 204', async () => {
    const alone = await ask(sandbox, { phone: DEMO_USER.phone });
    expect(alone.status).toBe(401);
    expect(await alone.json()).toMatchObject({ code: 'BAD_SMS_CODE' });
    expect(alone.headers.get('www-authenticate')).toBeNull();
    expect((await ask(sandbox, { phone: DEMO_USER.phone, smsCode: '0000' })).status).toBe(401);
    expect(sandbox.state.deletionRequests).toHaveLength(0);
    expect((await ask(sandbox, { phone: DEMO_USER.phone, smsCode: SMS_CODE, reason: 'Больше не нужен' })).status).toBe(204);
    expect(sandbox.state.deletionRequests).toHaveLength(1);
  });

  it("signed in: the account's own phone only", async () => {
    const { accessToken } = sandbox.signIn();
    expect((await ask(sandbox, { phone: '+77020000000', password: DEMO_USER.password }, accessToken)).status).toBe(422);
    expect((await ask(sandbox, { phone: DEMO_USER.phone, password: DEMO_USER.password }, accessToken)).status).toBe(204);
  });

  it('signed in: the bearer alone asks for nothing (422 on the password or code); a wrong password or code neither', async () => {
    const { accessToken } = sandbox.signIn();
    const alone = await ask(sandbox, { phone: DEMO_USER.phone }, accessToken);
    expect(alone.status).toBe(422);
    expect(await alone.json()).toMatchObject({ fields: [{ field: 'password' }] });
    expect((await ask(sandbox, { phone: DEMO_USER.phone, password: 'not-it' }, accessToken)).status).toBe(422);
    expect((await ask(sandbox, { phone: DEMO_USER.phone, smsCode: '0000' }, accessToken)).status).toBe(422);
    expect(sandbox.state.deletionRequests).toHaveLength(0);
    // The session was not ended by the refusals.
    expect(
      (
        await sandbox.fetch(
          new Request('http://sandbox.test/rest/clients-app/v1/my/profiles', {
            headers: { api_key: 'k', client_secret: 's', client_id: 'c', Authorization: `Bearer ${accessToken}` },
          }),
        )
      ).status,
    ).toBe(200);
    expect((await ask(sandbox, { phone: DEMO_USER.phone, smsCode: SMS_CODE }, accessToken)).status).toBe(204);
    expect(sandbox.state.deletionRequests).toHaveLength(1);
  });

  it('once accepted, every session of the account is revoked: its access tokens answer 401, its refresh tokens too', async () => {
    const here = sandbox.signIn();
    const elsewhere = sandbox.signIn();
    const profile = (token: string) =>
      sandbox.fetch(
        new Request('http://sandbox.test/rest/clients-app/v1/my/profiles', {
          headers: { api_key: 'k', client_secret: 's', client_id: 'c', Authorization: `Bearer ${token}` },
        }),
      );
    expect((await profile(elsewhere.accessToken)).status).toBe(200);
    expect((await ask(sandbox, { phone: DEMO_USER.phone, password: DEMO_USER.password }, here.accessToken)).status).toBe(204);
    expect((await profile(here.accessToken)).status).toBe(401);
    expect((await profile(elsewhere.accessToken)).status).toBe(401);
    const refresh = await sandbox.fetch(
      new Request('http://sandbox.test/auth-app/auth/v1/tokens/refresh', {
        method: 'POST',
        headers: { api_key: 'k', client_secret: 's', client_id: 'c', 'Content-Type': 'application/json' },
        body: JSON.stringify({ appVersion: '15.0.0', deviceOS: 'Windows 10', refreshToken: elsewhere.refreshToken }),
      }),
    );
    expect(refresh.status).toBe(401);
  });

  it("not signed in, by the SMS code: the account's sessions are revoked too", async () => {
    const session = sandbox.signIn();
    expect((await ask(sandbox, { phone: DEMO_USER.phone, smsCode: SMS_CODE })).status).toBe(204);
    expect(sandbox.state.sessions.filter((s) => s.accessToken === session.accessToken)).toHaveLength(0);
  });

  it('five tries per phone in ten minutes (wrong codes count), then 429 with Retry-After; another phone is not affected', async () => {
    // Five callers, one wrong code each (one caller's fifth wrong code would be the SMS code's own 429).
    for (let i = 0; i < 5; i += 1) expect((await ask(sandbox, { phone: '+77015554433', smsCode: '0000' }, undefined, `198.51.100.${i}`)).status).toBe(401);
    const refused = await ask(sandbox, { phone: '+77015554433', smsCode: SMS_CODE });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBe(600);
    expect(sandbox.state.deletionRequests).toHaveLength(0);
    expect((await ask(sandbox, { phone: '+77071112233', smsCode: SMS_CODE })).status).toBe(204);
    sandbox.advance(10 * 60_000);
    expect((await ask(sandbox, { phone: '+77015554433', smsCode: SMS_CODE })).status).toBe(204);
  });

  it('the code comes from requestSms with purpose ACCOUNT_DELETION', async () => {
    const sms = await sandbox.fetch(
      new Request('http://sandbox.test/auth-app/auth/v1/phone-verification/request-sms', {
        method: 'POST',
        headers: { api_key: 'k', client_secret: 's', client_id: 'c', 'Content-Type': 'application/json' },
        body: JSON.stringify({ clientApp: 'WEB', phone: DEMO_USER.phone, purpose: 'ACCOUNT_DELETION', recaptchaToken: 't' }),
      }),
    );
    expect(sms.status).toBe(200);
  });
});
