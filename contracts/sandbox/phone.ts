// The sandbox's phone checks, on the library the app uses (libphonenumber-js, mobile metadata): the contract's
// phones are E.164 of any country ('+', the country calling code, the number); the client's own numbers must be
// mobile numbers valid for their country (they get SMS codes), a salon owner's may be any possible number.
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

const E164 = /^\+[1-9]\d{6,14}$/;

/** A mobile number valid for its country, written in E.164 (+77011234567, +79161234567, +998901234567). */
export function isMobilePhone(phone: string | undefined | null): phone is string {
  return typeof phone === 'string' && E164.test(phone) && parsePhoneNumberFromString(phone)?.isValid() === true;
}

/** A number of a possible length for its country (a landline will do), written in E.164. */
export function isPossiblePhone(phone: string | undefined | null): phone is string {
  return typeof phone === 'string' && E164.test(phone) && parsePhoneNumberFromString(phone)?.isPossible() === true;
}
