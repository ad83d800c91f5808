// How long a limit's 429 says to wait (its Retry-After), as the customer reads it in their language: seconds up to a
// minute, then whole minutes, then whole hours, always rounded up (never earlier than the server allows).
import type { TFunction } from 'i18next';

export function waitText(seconds: number, t: TFunction): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s <= 60) return t('common:wait.seconds', { count: s });
  if (s <= 3600) return t('common:wait.minutes', { count: Math.ceil(s / 60) });
  return t('common:wait.hours', { count: Math.ceil(s / 3600) });
}
