// Phone numbers of every country, on libphonenumber-js: what people type or paste is read into an international
// number, shown formatted for its own country as it is typed, checked (a mobile number valid for its country) and
// sent in E.164. A number typed without a country code (8 701…, 7 701…, 701…) is a +7 number (Kazakhstan or Russia,
// KZ being the default country); a number of another country keeps its own code: nothing is rewritten into another
// country's number.
//
// The `mobile` metadata (libphonenumber-js/mobile): the precise patterns of mobile numbers of every country and no
// other type, so isValid() means "a valid mobile number" (the `min` metadata only checks lengths and cannot tell a
// mobile number from a landline; `max` adds every other type for nothing). The phones the app asks for receive SMS.
import { AsYouType, parsePhoneNumberFromString, validatePhoneNumberLength, type CountryCode } from 'libphonenumber-js/mobile';

/** The country of a number typed without its country code. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'KZ';

/** What is wrong with a typed number, each with its message under common:phone.* (see phoneProblemKey). */
export type PhoneProblem = 'required' | 'tooShort' | 'tooLong' | 'unknownCountry' | 'notMobile' | 'invalid';

/**
 * What was typed or pasted as an international number ('+' and digits), '' for no digits. Without '+', a leading 8
 * (the trunk prefix of Kazakhstan and Russia) or a leading 7 of eleven digits is the +7 country code, and anything
 * else is a national +7 number. A +7 number with one digit too many whose national part starts with 8 (the trunk
 * prefix typed after the country code: '+7 8 701…') loses that 8: no +7 mobile starts with 8. (A leading 7 is not
 * dropped that way: '+7 777 123 45 67' with a stray last digit would become another valid number.)
 */
export function internationalPhone(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (digits === '') return input.trim().startsWith('+') ? '+' : '';
  let number: string;
  if (input.trim().startsWith('+')) number = `+${digits}`;
  else if (digits.startsWith('8')) number = `+7${digits.slice(1)}`;
  else if (digits.startsWith('7') && digits.length === 11) number = `+${digits}`;
  else number = `+7${digits}`;
  if (/^\+78\d{10}$/.test(number)) number = `+7${number.slice(3)}`;
  return number;
}

/** The digits of the number with its country code (77011234567 for '8 701 123 45 67'), to compare two numbers. */
export function phoneDigits(input: string): string {
  return internationalPhone(input).slice(1);
}

/**
 * A phone as people read it, formatted for its country as far as it is typed: what a phone field shows for a
 * typed or pasted value ('8701123' → '+7 701 123'), and a stored number ('+998901234567' → '+998 90 123 45 67').
 * Kazakh numbers are grouped as in Kazakhstan, +7 7xx xxx xx xx. '' for no digits.
 */
export function formatPhone(input: string): string {
  const number = internationalPhone(input);
  if (number === '' || number === '+') return number;
  const shown = new AsYouType().input(number);
  return shown.replace(/^(\+7 7\d\d \d{3} )(\d\d)(\d{1,2})$/, '$1$2 $3');
}

function lengthProblem(number: string): PhoneProblem | undefined {
  const problem = validatePhoneNumberLength(number);
  if (problem === undefined) return undefined;
  if (problem === 'INVALID_COUNTRY') return 'unknownCountry';
  if (problem === 'TOO_SHORT' || problem === 'NOT_A_NUMBER') return 'tooShort';
  if (problem === 'TOO_LONG') return 'tooLong';
  // INVALID_LENGTH: too long when fewer digits would do, otherwise short of a possible length.
  for (let end = number.length - 1; end > 2; end -= 1) if (validatePhoneNumberLength(number.slice(0, end)) === undefined) return 'tooLong';
  return 'tooShort';
}

/**
 * What is wrong with a typed number as a phone the app can use, or undefined when nothing is: by default a mobile
 * number valid for its country (the phones that get SMS codes); `{ mobile: false }` takes any number of a possible
 * length for its country (a salon's landline).
 */
export function phoneProblem(input: string, options: { mobile?: boolean } = {}): PhoneProblem | undefined {
  const number = internationalPhone(input);
  if (number === '' || number === '+') return 'required';
  const byLength = lengthProblem(number);
  if (byLength) return byLength;
  const parsed = parsePhoneNumberFromString(number);
  if (!parsed) return 'invalid';
  if (options.mobile === false) return parsed.isPossible() ? undefined : 'invalid';
  return parsed.isValid() ? undefined : 'notMobile';
}

/** The translation key of phoneProblem's answer (common:phone.*), or undefined when the number is fine. */
export function phoneProblemKey(input: string, options: { mobile?: boolean } = {}): `common:phone.${PhoneProblem}` | undefined {
  const problem = phoneProblem(input, options);
  return problem && `common:phone.${problem}`;
}

/** A mobile number valid for its country. */
export function isMobilePhone(input: string): boolean {
  return phoneProblem(input) === undefined;
}

/**
 * The number in E.164 (+77011234567, +998901234567), or null when it is not a phone the app can use (see
 * phoneProblem: a valid mobile by default, any possible number with `{ mobile: false }`).
 */
export function phoneE164(input: string, options: { mobile?: boolean } = {}): string | null {
  if (phoneProblem(input, options) !== undefined) return null;
  return parsePhoneNumberFromString(internationalPhone(input))?.number ?? null;
}
