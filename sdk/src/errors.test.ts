// A limit's 429 says when to try again: the ApiError carries Retry-After as seconds (`retryAfter`), from unwrap, the
// auth calls and the React helpers alike; an answer without it leaves it undefined.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ApiError, unwrap } from './index';
import { json, testSdk } from './testing/fake-backend';

const TOO_MANY = { code: 'TOO_MANY_ATTEMPTS', message: 'Слишком много попыток, попробуйте позже' };

describe('retry after', () => {
  it('a 429 of sign-in is an ApiError with the Retry-After seconds', async () => {
    const { sdk } = testSdk({ 'POST /auth-app/auth/v1/sign-in': () => json(TOO_MANY, 429, { 'Retry-After': '300' }) });
    const failure = await sdk.auth.signIn({ phone: '+77011234567', password: 'guess' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 429, code: 'TOO_MANY_ATTEMPTS', retryAfter: 300 });
    expectTypeOf<ApiError['retryAfter']>().toEqualTypeOf<number | undefined>();
  });

  it('a date in Retry-After is the seconds until it; none, or one that cannot be read, is undefined', async () => {
    const now = Date.parse('2026-11-23T10:00:00+05:00');
    const at = new Headers({ 'Retry-After': new Date(now + 90_000).toUTCString() });
    expect(new ApiError(429, TOO_MANY, at, now).retryAfter).toBe(90);
    expect(new ApiError(429, TOO_MANY, new Headers({ 'Retry-After': 'soon' }), now).retryAfter).toBeUndefined();
    expect(new ApiError(429, TOO_MANY).retryAfter).toBeUndefined();
    const { sdk } = testSdk({ 'POST /rest/clients-app/v1/reservations/sms': () => json(TOO_MANY, 429) });
    const failure = await unwrap(
      sdk.api.POST('/rest/clients-app/v1/reservations/sms', { body: { phone: '+77011234567', code: '0000' }, handles: [429] }),
    ).catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 429, retryAfter: undefined });
  });
});
