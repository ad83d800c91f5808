// openapi/paths/auth.yaml: sign-in (password, SMS), sign-up, SMS codes, password reset, tokens, sign-out.
import { Hono } from 'hono';
import { empty, invalid, problem, send, tooMany } from '../http';
import { RESEND_AFTER_SECONDS, limits, passwordRules } from '../limits';
import { SMS_CODE } from '../seed';
import { digits, newId, openSession, token, userByPhone } from '../state';
import { isMobilePhone } from '../phone';
import { AUTH, V1, json, request, userJson, type AppContext } from './common';
import { smsCodes } from './sms-codes';

export function authRoutes(ctx: AppContext) {
  const app = new Hono();
  const { st, caller } = request(ctx);
  const codes = smsCodes(ctx);
  /** A new session for the user, as sign-in and sign-up answer it. */
  const signedIn = (userId: number) => {
    const session = openSession(st(), userId, ctx.now(), ctx.accessTokenTtlSeconds);
    const user = st().users.find((u) => u.id === userId)!;
    return { accessToken: session.accessToken, refreshToken: session.refreshToken, expiresIn: ctx.accessTokenTtlSeconds, user: userJson(user) };
  };

  app.post(`${AUTH}/sign-in`, async (c) => {
    const body = await json(c, 'signIn');
    // Passwords cannot be guessed (limits.ts): wrong ones are counted per phone and caller (a growing lock), per phone
    // (a short lock) and per caller (over all phones); while any holds, every password, the right one too, is 429.
    const phone = digits(body.phone ?? '');
    const who = caller(c);
    const counters = limits(st(), ctx.now());
    const rules = passwordRules(phone, who);
    const wait = () => Math.max(...rules.map(([key, rule]) => counters.wait(key, rule)));
    const before = wait();
    if (before > 0) return tooMany(before);
    const user = body.phone !== undefined ? userByPhone(st(), body.phone) : undefined;
    if (!user || user.password !== body.password) {
      for (const [key, rule] of rules) counters.count(key, rule);
      const after = wait();
      if (after > 0) {
        ctx.log(`sign-in for ${phone}: too many wrong passwords from ${who}, retry after ${after} s`);
        return tooMany(after);
      }
      return problem(401, 'BAD_CREDENTIALS', 'Неверный номер телефона или пароль');
    }
    counters.clear(rules[0][0]);
    ctx.log(`sign-in: ${user.phone}`);
    return send('signIn', 200, signedIn(user.id));
  });
  app.post(`${AUTH}/sign-in/by-sms`, async (c) => {
    const body = await json(c, 'signInBySms');
    const user = body.phone ? userByPhone(st(), body.phone) : undefined;
    // The code's rule (routes/sms-codes.ts), whether or not the phone has an account.
    const code = codes.check(c, body.phone, body.smsCode);
    if (!code.ok) return codes.unauthorizedCode(code);
    if (!user) return problem(401, 'BAD_SMS_CODE', 'Неверный или просроченный код');
    return send('signInBySms', 200, signedIn(user.id));
  });
  app.post(`${AUTH}/phone-verification/request-sms`, async (c) => {
    const body = await json(c, 'requestSms');
    // Once a minute per phone and purpose, 10 a day per phone; a new code never gives a caller its tries back.
    const wait = codes.send(c, body.phone ?? '', body.purpose ?? 'SIGN_UP');
    if (wait > 0) return tooMany(wait, 'TOO_MANY_REQUESTS', 'Код уже отправлен, новый можно запросить позже');
    return send('requestSms', 200, { resendAfterSeconds: RESEND_AFTER_SECONDS, codeLength: SMS_CODE.length });
  });
  app.post(`${AUTH}/phone-verification/validate-code`, async (c) => {
    const body = await json(c, 'validateCode');
    const code = codes.check(c, body.phone, body.code);
    const limited = codes.limited(code);
    if (limited) return limited;
    return send('validateCode', 200, { valid: code.ok, attemptsLeft: code.attemptsLeft });
  });
  app.post(`${AUTH}/sign-up`, async (c) => {
    const body = await json(c, 'signUp');
    if (!isMobilePhone(body.phone)) return invalid('phone', 'Неверный номер телефона');
    const code = codes.check(c, body.phone, body.smsCode);
    if (!code.ok) return codes.invalidCode('smsCode', code);
    if (!body.password || body.password.length < 6) return invalid('password', 'Пароль не короче 6 символов');
    if (!body.name?.trim()) return invalid('name', 'Укажите имя');
    if (userByPhone(st(), body.phone)) return invalid('phone', 'Этот номер уже зарегистрирован');
    const id = newId(st(), 6000);
    st().users.push({
      id,
      name: body.name.trim(),
      surname: '',
      phone: `+${digits(body.phone)}`,
      password: body.password,
      email: null,
      birthDate: null,
      avatarUrl: null,
    });
    // The visits booked without an account with this phone and confirmed with its SMS code (every anonymous booking
    // but an express one) are the new account's, as a real backend links them: in its history like any other.
    for (const r of st().reservations) if (r.userId === null && !r.express && digits(r.clientPhone) === digits(body.phone)) r.userId = id;
    return send('signUp', 200, signedIn(id));
  });
  app.post(`${AUTH}/passwords/reset`, async (c) => {
    const body = await json(c, 'resetPassword');
    const user = body.phone ? userByPhone(st(), body.phone) : undefined;
    if (!user) return invalid('phone', 'Номер не зарегистрирован');
    const code = codes.check(c, body.phone, body.smsCode);
    if (!code.ok) return codes.invalidCode('smsCode', code);
    if (!body.newPassword || body.newPassword.length < 6) return invalid('newPassword', 'Пароль не короче 6 символов');
    user.password = body.newPassword;
    st().sessions = st().sessions.filter((s) => s.userId !== user.id);
    return empty('resetPassword', 204);
  });
  app.post(`${AUTH}/tokens/refresh`, async (c) => {
    const body = await json(c, 'refreshTokens');
    const session = st().sessions.find((s) => s.refreshToken === body.refreshToken);
    if (!session) {
      const spent = body.refreshToken && st().spentRefreshTokens.has(body.refreshToken);
      return problem(401, spent ? 'REFRESH_TOKEN_REVOKED' : 'BAD_REFRESH_TOKEN', 'Сессия завершена, войдите снова');
    }
    // Rotation: the old refresh token is spent, a new pair is issued.
    st().spentRefreshTokens.add(session.refreshToken);
    session.accessToken = token('sbx_at');
    session.refreshToken = token('sbx_rt');
    session.accessExpiresAt = ctx.now() + ctx.accessTokenTtlSeconds * 1000;
    return send('refreshTokens', 200, { accessToken: session.accessToken, refreshToken: session.refreshToken, expiresIn: ctx.accessTokenTtlSeconds });
  });
  app.post(`${V1}/auth/sign-out`, async (c) => {
    const body = await json(c, 'signOut');
    const s = st();
    const gone = s.sessions.filter((x) => x.refreshToken === body.refreshToken);
    for (const x of gone) s.spentRefreshTokens.add(x.refreshToken);
    s.sessions = s.sessions.filter((x) => !gone.includes(x));
    return empty('signOut', 204);
  });
  app.post('/rest/clients-app/jsf-auth/login', () => empty('webSessionLogin', 204));
  app.post('/rest/clients-app/jsf-auth/logout', () => empty('webSessionLogout', 204));
  app.post('/rest/v1/client/get-access-token', () => send('getClientAccessToken', 200, { accessToken: token('sbx_client'), expiresIn: 3600 }));

  return app;
}
