// The one SMS-code rule every operation that takes a code shares (create a reservation, sign in by SMS, sign up,
// reset the password, validate, check before booking, join a waitlist, delete the account), and the rule for sending
// codes (requestSms, sendReservationSmsCode). The numbers are in ../limits.ts.
//
// Wrong codes are counted per caller (the client's address, routes/common.ts `caller`), so a stranger's guesses
// never spend the owner's tries: 5 wrong for one phone in 15 minutes, and 20 over all phones, then every code from
// that caller, the right one too, is 429 with Retry-After (the wrong try that reaches the limit already is). A new
// code does not give them back. Guesses from many callers together are bounded by the code: 10 wrong tries in all
// spend it, and every code is refused (`attemptsLeft: 0`) until a new one is sent, which costs the owner a resend,
// never a wait. Sending is limited per phone: once a minute per purpose, 10 a day; and per phone and caller: 5 a day
// (a stranger on one address spends at most half of the phone's day).
import { tooMany } from '../http';
import { SMS_CODE } from '../seed';
import { digits } from '../state';
import { limits, SMS_CODE_LIMITS, SMS_CODE_TRIES_PER_CODE, SMS_SEND_LIMITS, type Rule } from '../limits';
import { request, type AppContext, type S } from './common';
import type { Context } from 'hono';

/** Wrong codes allowed per phone and caller (the tries a refusal counts down). */
export const SMS_CODE_TRIES = SMS_CODE_LIMITS.phoneAndCaller.max;

/** The budget of one code sent, over every caller: it lasts until a new code is sent. */
const PER_CODE: Rule = { max: SMS_CODE_TRIES_PER_CODE, windowMs: Number.POSITIVE_INFINITY };

/** A code checked: right, wrong with the tries left, or refused unchecked until `retryAfter` seconds have passed. */
export type SmsCodeCheck = { ok: true; attemptsLeft: number } | { ok: false; attemptsLeft: number; retryAfter?: number };

/** What a code is sent for: requestSms's purpose, or BOOKING (sendReservationSmsCode, the waitlist's code too). */
export type SmsPurpose = S['PhoneVerificationPurpose'] | 'BOOKING';

export function smsCodes(ctx: AppContext) {
  const { st, caller } = request(ctx);
  const keysOf = (c: Context, phone: string | number | undefined) => {
    const number = digits(phone ?? '');
    const who = caller(c);
    return { mine: `sms-code:${number}:${who}`, callerAll: `sms-code:*:${who}`, code: `sms-code-sent:${number}` };
  };

  /** Checks the code sent to `phone`, as this request's caller: counts a wrong one; says when the caller must wait. */
  const check = (c: Context, phone: string | number | undefined, code: string | undefined): SmsCodeCheck => {
    const counters = limits(st(), ctx.now());
    const keys = keysOf(c, phone);
    const wait = () => Math.max(counters.wait(keys.mine, SMS_CODE_LIMITS.phoneAndCaller), counters.wait(keys.callerAll, SMS_CODE_LIMITS.caller));
    const left = () =>
      Math.min(
        counters.left(keys.mine, SMS_CODE_LIMITS.phoneAndCaller),
        counters.left(keys.callerAll, SMS_CODE_LIMITS.caller),
        counters.left(keys.code, PER_CODE),
      );
    const before = wait();
    if (before > 0) return { ok: false, attemptsLeft: 0, retryAfter: before };
    // The code is spent by wrong tries from everyone: only a new code helps (this caller's tries are not counted).
    if (counters.left(keys.code, PER_CODE) === 0) return { ok: false, attemptsLeft: 0 };
    if (code === SMS_CODE) {
      counters.clear(keys.mine);
      counters.clear(keys.code);
      return { ok: true, attemptsLeft: left() };
    }
    counters.count(keys.mine, SMS_CODE_LIMITS.phoneAndCaller);
    counters.count(keys.callerAll, SMS_CODE_LIMITS.caller);
    counters.count(keys.code, PER_CODE);
    const after = wait();
    if (after > 0) {
      ctx.log(`SMS code for ${digits(phone ?? '')}: too many wrong codes from ${caller(c)}, retry after ${after} s`);
      return { ok: false, attemptsLeft: 0, retryAfter: after };
    }
    return { ok: false, attemptsLeft: left() };
  };

  /**
   * Sends a code to `phone` for `purpose`, asked for by this request's caller, when the sending limits allow: 0, or the
   * seconds to wait (nothing sent). A new code renews the code's budget, never a caller's tries.
   */
  const send = (c: Context, phone: string | number, purpose: SmsPurpose): number => {
    const counters = limits(st(), ctx.now());
    const number = digits(phone);
    const who = caller(c);
    const rules = [
      [`sms-send:${number}:${purpose}`, SMS_SEND_LIMITS.resend],
      [`sms-send:${number}`, SMS_SEND_LIMITS.day],
      [`sms-send:${number}:by:${who}`, SMS_SEND_LIMITS.dayPerCaller],
    ] as const;
    const wait = Math.max(...rules.map(([key, rule]) => counters.wait(key, rule)));
    if (wait > 0) {
      ctx.log(`SMS code for ${number} (${purpose}) not sent: retry after ${wait} s`);
      return wait;
    }
    for (const [key, rule] of rules) counters.count(key, rule);
    counters.clear(`sms-code-sent:${number}`);
    ctx.log(`SMS code for ${number} (${purpose}): ${SMS_CODE}`);
    return 0;
  };

  /** What a refused code says: none left asks for a new code. */
  const message = (attemptsLeft: number) =>
    attemptsLeft === 0 ? 'Попытки закончились: запросите новый код' : `Неверный код из SMS, осталось попыток: ${attemptsLeft}`;
  /** A caller that must wait: 429 with Retry-After, whatever the operation. */
  const waitAnswer = (seconds: number) => tooMany(seconds, 'TOO_MANY_ATTEMPTS', 'Слишком много неверных кодов, попробуйте позже', { attemptsLeft: 0 });
  /** A refused code as a 401 (the operation's BAD_SMS_CODE) with the tries left, or the 429 of a caller that must wait. */
  const unauthorizedCode = (check: SmsCodeCheck) =>
    !check.ok && check.retryAfter
      ? waitAnswer(check.retryAfter)
      : refusal(401, { code: 'BAD_SMS_CODE', message: message(check.attemptsLeft), attemptsLeft: check.attemptsLeft });
  /** A refused code as a 422 on the `field` with the tries left, or the 429 of a caller that must wait. */
  const invalidCode = (field: string, check: SmsCodeCheck) =>
    !check.ok && check.retryAfter
      ? waitAnswer(check.retryAfter)
      : refusal(422, {
          code: 'VALIDATION_FAILED',
          message: 'Проверьте введённые данные',
          fields: [{ field, message: message(check.attemptsLeft) }],
          attemptsLeft: check.attemptsLeft,
        });
  /** The 429 of a check whose caller must wait (validate and the booking check answer other refusals as a result). */
  const limited = (check: SmsCodeCheck) => (!check.ok && check.retryAfter ? waitAnswer(check.retryAfter) : null);
  return { check, send, unauthorizedCode, invalidCode, limited };
}

/** The contract's Error with its designed `attemptsLeft`. */
const refusal = (status: 401 | 422, body: S['Error']) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
