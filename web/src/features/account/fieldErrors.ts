import type { TFunction } from 'i18next';
import { ApiError } from '@salonbook/sdk';
import { waitText } from '../../lib/wait';

/**
 * A failed account call as messages by field: a 422's field problems carry the server's message (in the
 * request's language), the rest a translated text of its own under `form`.
 */
export function accountErrors(error: unknown, t: TFunction): Record<string, string> {
  if (error instanceof ApiError) {
    if (error.status === 422 && error.fields.length > 0)
      return Object.fromEntries(error.fields.map((f) => [f.field, f.message || t('account:errors.invalid')]));
    if (error.status === 422) return { form: error.message || t('account:errors.invalid') };
    // A limit (wrong old passwords, deletion tries): when to try again, from its Retry-After (a minute when it says none).
    if (error.status === 429) return { form: t('account:errors.tooMany', { wait: waitText(error.retryAfter ?? 60, t) }) };
    if (error.status === 401 && error.code === 'BAD_SMS_CODE') return { smsCode: t('account:deletion.wrongCode') };
    if (error.status >= 500) return { form: t('account:errors.server') };
    return { form: t('account:errors.unknown') };
  }
  if (error instanceof TypeError) return { form: t('account:errors.network') };
  return { form: t('account:errors.unknown') };
}
