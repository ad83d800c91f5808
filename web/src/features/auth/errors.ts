// Every error of the sign-in, sign-up, SMS and reset calls, as a translated message by the field it concerns.
import type { TFunction } from 'i18next';
import { ApiError, SdkInputError } from '@salonbook/sdk';
import { waitText } from '../../lib/wait';

export type AuthField = 'phone' | 'password' | 'code' | 'name' | 'newPassword' | 'form';

export interface FieldMessage {
  field: AuthField;
  message: string;
  /** Seconds to wait before trying again (429). */
  retryAfter?: number;
}

/** The API's field names (422 `fields[].field`, SdkInputError) -> the form's fields. */
const FIELD_OF: Record<string, AuthField> = {
  phone: 'phone',
  password: 'password',
  smsCode: 'code',
  code: 'code',
  name: 'name',
  newPassword: 'newPassword',
  recaptchaToken: 'form',
};

/** Default wait after a 429 when the server says nothing more precise. */
export const TOO_MANY_WAIT_SECONDS = 60;

/** The seconds a 429 says to wait (its Retry-After), else the default. */
export const waitSecondsOf = (error: ApiError) => Math.max(1, error.retryAfter ?? TOO_MANY_WAIT_SECONDS);

/**
 * One message per field. Known codes (BAD_CREDENTIALS, BAD_SMS_CODE, 429, network, server) have texts of
 * their own in every language; a 422's field problems carry the server's message, which the contract says is
 * in the request's language (Accept-Language follows the UI), else a translated text for that field.
 */
/** The tries a refused SMS code leaves (the contract's designed `attemptsLeft`), when the answer says. */
function attemptsLeftOf(error: ApiError): number | undefined {
  const left = (error.body as { attemptsLeft?: unknown } | undefined)?.attemptsLeft;
  return typeof left === 'number' && Number.isInteger(left) && left >= 0 ? left : undefined;
}

/** A refused SMS code: how many tries are left, or that a new code must be asked for; plain 'wrong code' otherwise. */
function badCode(error: ApiError, t: TFunction): string {
  const left = attemptsLeftOf(error);
  if (left === undefined) return t('auth:errors.badSmsCode');
  return left === 0 ? t('auth:errors.codeLocked') : t('auth:errors.badSmsCodeLeft', { count: left });
}

/**
 * `where.codeField`: the call takes an SMS code (a refusal is said by the code field); `where.limitField`: the field
 * a limit's 429 is said by (the password for sign-in, the phone for asking for a code; the code field by default
 * where there is one).
 */
export function authErrors(error: unknown, t: TFunction, where: { codeField?: boolean; limitField?: AuthField } = {}): FieldMessage[] {
  if (error instanceof SdkInputError) {
    return error.fields.map(({ field, problem }) => {
      const target = FIELD_OF[field] ?? 'form';
      return { field: target, message: t(`auth:errors.${problem}.${target}`) };
    });
  }
  if (error instanceof ApiError) {
    if (error.code === 'BAD_CREDENTIALS') return [{ field: 'password', message: t('auth:errors.badCredentials') }];
    if (error.code === 'BAD_SMS_CODE') return [{ field: 'code', message: badCode(error, t) }];
    // A refused code as a field error (deletion, reset): the tries left by the code field.
    if (error.status === 422 && attemptsLeftOf(error) !== undefined && error.fields.some((f) => FIELD_OF[f.field] === 'code')) {
      return [{ field: 'code', message: badCode(error, t) }];
    }
    if (error.status === 429) {
      // Too many wrong passwords or codes (TOO_MANY_ATTEMPTS), or a code asked for too soon or too often
      // (TOO_MANY_REQUESTS): said by the field that caused it, with when to try again.
      const seconds = waitSecondsOf(error);
      const key = error.code === 'TOO_MANY_REQUESTS' ? 'auth:errors.smsTooOften' : 'auth:errors.tooMany';
      return [{ field: where.limitField ?? (where.codeField ? 'code' : 'form'), message: t(key, { wait: waitText(seconds, t) }), retryAfter: seconds }];
    }
    if (error.status === 422 && error.fields.length > 0) {
      return error.fields.map(({ field, message }) => {
        const target = FIELD_OF[field] ?? 'form';
        return { field: target, message: message || t(`auth:errors.invalid.${target}`) };
      });
    }
    if (error.status === 401)
      return [{ field: where.codeField ? 'code' : 'password', message: where.codeField ? badCode(error, t) : t('auth:errors.badCredentials') }];
    if (error.status >= 500) return [{ field: 'form', message: t('auth:errors.server') }];
    return [{ field: 'form', message: error.message || t('auth:errors.unknown') }];
  }
  if (error instanceof TypeError) return [{ field: 'form', message: t('auth:errors.network') }];
  return [{ field: 'form', message: t('auth:errors.unknown') }];
}

export type ErrorMap = Partial<Record<AuthField, string>>;

export function toErrorMap(list: FieldMessage[]): ErrorMap {
  const map: ErrorMap = {};
  for (const { field, message } of list) map[field] = map[field] ? `${map[field]} ${message}` : message;
  return map;
}
