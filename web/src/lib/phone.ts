// Kazakhstan phone numbers (+7 7xx): what people paste or type, read into the ten national digits, shown as
// +7 7xx xxx xx xx and sent as +77xxxxxxxxx.

/**
 * The national digits (up to ten, without the country code) of what was typed or pasted:
 * '8 701 123 45 67', '+7 (701) 123-45-67', '87011234567', '77011234567', '7011234567' all give '7011234567'.
 */
export function phoneDigits(input: string): string {
  let digits = input.replace(/\D/g, '');
  const international = input.trim().startsWith('+');
  // Kazakh national numbers start with 7: a leading 8 is the trunk prefix (also while it is being typed),
  // a leading 7 of eleven digits or after '+' is the country code.
  if (international ? digits.startsWith('7') : digits.startsWith('8') || (digits.length === 11 && digits.startsWith('7'))) digits = digits.slice(1);
  return digits.slice(0, 10);
}

/** +7 701 123 45 67 (as much of it as there is); '' for no digits. */
export function formatPhoneDigits(digits: string): string {
  if (digits === '') return '';
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 8), digits.slice(8, 10)].filter(Boolean);
  return `+7 ${parts.join(' ')}`;
}

/**
 * A phone as people read it: what a field shows for a typed or pasted value, and a stored number (+77021234567 →
 * +7 702 123 45 67). A number of another country (+ and a country code other than 7) comes back as it is.
 */
export function formatPhone(input: string): string {
  if (/^\s*\+\s*[0-689]/.test(input)) return input;
  return formatPhoneDigits(phoneDigits(input));
}

/** +77011234567, or null while the number is incomplete. */
export function phoneE164(input: string): string | null {
  const digits = phoneDigits(input);
  return digits.length === 10 ? `+7${digits}` : null;
}

/** A complete Kazakh mobile number (70x, 747, 75x–78x; 71x and 72x are landline area codes). */
export function isMobilePhone(input: string): boolean {
  return /^7[04-8]\d{8}$/.test(phoneDigits(input));
}
