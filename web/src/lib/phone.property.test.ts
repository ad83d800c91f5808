// Generated tests of the phone module: valid mobile numbers of the countries the service's clients come from,
// made from libphonenumber-js's example mobile number of each country with other subscriber digits (only the
// ones valid for their country kept). Fixed seed, so a failure replays; shrunk counterexamples found on the way
// are kept below as fixed cases.
import fc from 'fast-check';
import { getCountryCallingCode, getExampleNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/mobile';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { formatPhone, phoneE164 } from './phone';

const SEED = 20_251_128;
const RUNS = 400;
const COUNTRIES: CountryCode[] = ['KZ', 'RU', 'UZ', 'KG', 'BY'];

/** A valid mobile number of one of COUNTRIES: its example with the digits after the first two drawn at random. */
const mobile = fc
  .record({
    country: fc.constantFrom(...COUNTRIES),
    digits: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 12, maxLength: 12 }),
  })
  .map(({ country, digits }) => {
    const national = getExampleNumber(country, examples)!.nationalNumber;
    const varied = national.slice(0, 2) + digits.slice(0, national.length - 2).join('');
    return { country, e164: `+${getCountryCallingCode(country)}${varied}`, national: varied };
  })
  .filter(({ country, e164 }) => {
    const parsed = parsePhoneNumberFromString(e164);
    return parsed?.isValid() === true && parsed.country === country;
  });

/** What the phone field shows after each key: the shown value with the next key added, formatted again. */
const typeKeyByKey = (typed: string) => [...typed].reduce((shown, key) => formatPhone(shown + key), '');

/**
 * Checked before the generated ones: each country's example, and the shrunk counterexamples the generator found
 * (seed 20251128) against the hand-written Kazakh-only module this one replaced: a Belarusian number sent as
 * +73752910000, a Russian one (+7 910 000 00 00) typed in one of the +7 ways sent as +77910000000, a Kazakh one
 * typed key by key as +7 771 000 00 00 sent as +77771000000. None has been found against this module.
 */
const FIXED = [
  ...COUNTRIES.map((country) => {
    const example = getExampleNumber(country, examples)!;
    return { country, e164: example.number as string, national: example.nationalNumber as string };
  }),
  { country: 'BY' as CountryCode, e164: '+375291000000', national: '291000000' },
  { country: 'RU' as CountryCode, e164: '+79100000000', national: '9100000000' },
  { country: 'KZ' as CountryCode, e164: '+77710000000', national: '7710000000' },
];

describe('valid mobile numbers of KZ, RU, UZ, KG and BY (generated)', () => {
  const check = (property: (number: { country: CountryCode; e164: string; national: string }) => void) => {
    for (const number of FIXED) property(number);
    fc.assert(fc.property(mobile, property), { seed: SEED, numRuns: RUNS });
  };

  it('what the field shows for a number reads back as the same E.164', () => {
    check(({ e164 }) => {
      const shown = formatPhone(e164);
      expect(phoneE164(shown)).toBe(e164);
      expect(formatPhone(shown)).toBe(shown);
    });
  });

  it('typed key by key with its country code, it ends as the same E.164', () => {
    check(({ e164 }) => {
      expect(phoneE164(typeKeyByKey(e164))).toBe(e164);
    });
  });

  it('its E.164 starts with its own country calling code: never rewritten into another country', () => {
    check(({ country, e164 }) => {
      const sent = phoneE164(formatPhone(e164))!;
      expect(sent.startsWith(`+${getCountryCallingCode(country)}`)).toBe(true);
      expect(parsePhoneNumberFromString(sent)?.country).toBe(country);
    });
  });

  it('a +7 number typed as 8 7xx…, 7 7xx…, +7 7xx… or 7xx… gives the same E.164, pasted or typed key by key', () => {
    check(({ country, e164, national }) => {
      if (country !== 'KZ' && country !== 'RU') return;
      for (const typed of [`8${national}`, `7${national}`, `+7${national}`, `+7 ${national}`, national, `8 (${national.slice(0, 3)}) ${national.slice(3)}`]) {
        expect(phoneE164(typed), typed).toBe(e164);
      }
      for (const typed of [`8${national}`, `+7${national}`, national]) expect(phoneE164(typeKeyByKey(typed)), `typed key by key: ${typed}`).toBe(e164);
    });
  });
});
