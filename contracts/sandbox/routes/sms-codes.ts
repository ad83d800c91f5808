// The one SMS-code rule every operation that takes a code shares (create a reservation, sign in by SMS, sign up,
// reset the password, validate, check before booking, delete the account): one attempt counter per phone and code.
// Each wrong code counts; after SMS_CODE_TRIES wrong ones even the right code is refused until a new code is sent
// (requestSms or the booking's sms-code), and every refusal says how many tries are left (`attemptsLeft`, designed).
import { SMS_CODE } from '../seed';
import { digits } from '../state';
import { request, type AppContext, type S } from './common';

/** Wrong codes allowed per phone and code sent. */
export const SMS_CODE_TRIES = 5;

export type SmsCodeCheck = { ok: true; attemptsLeft: number } | { ok: false; attemptsLeft: number };

export function smsCodes(ctx: AppContext) {
  const { st } = request(ctx);
  /** Checks the code sent to `phone`: counts a wrong one; none is right once the tries are spent. */
  const check = (phone: string | number | undefined, code: string | undefined): SmsCodeCheck => {
    const key = digits(phone ?? '');
    const tries = st().smsWrongTries;
    const wrong = tries[key] ?? 0;
    if (wrong >= SMS_CODE_TRIES) return { ok: false, attemptsLeft: 0 };
    if (code === SMS_CODE) {
      delete tries[key];
      return { ok: true, attemptsLeft: SMS_CODE_TRIES };
    }
    tries[key] = wrong + 1;
    return { ok: false, attemptsLeft: SMS_CODE_TRIES - wrong - 1 };
  };
  /** A new code was sent to `phone`: its tries start again. */
  const sent = (phone: string | number) => {
    delete st().smsWrongTries[digits(phone)];
  };
  /** What a refused code says: none left asks for a new code. */
  const message = (attemptsLeft: number) =>
    attemptsLeft === 0 ? 'Попытки закончились: запросите новый код' : `Неверный код из SMS, осталось попыток: ${attemptsLeft}`;
  /** A refused code as a 401 (the operation's BAD_SMS_CODE), with the tries left. */
  const unauthorizedCode = (attemptsLeft: number) => refusal(401, { code: 'BAD_SMS_CODE', message: message(attemptsLeft), attemptsLeft });
  /** A refused code as a 422 on the `field`, with the tries left. */
  const invalidCode = (field: string, attemptsLeft: number) =>
    refusal(422, { code: 'VALIDATION_FAILED', message: 'Проверьте введённые данные', fields: [{ field, message: message(attemptsLeft) }], attemptsLeft });
  return { check, sent, unauthorizedCode, invalidCode };
}

/** The contract's Error with its designed `attemptsLeft`. */
const refusal = (status: 401 | 422, body: S['Error']) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
