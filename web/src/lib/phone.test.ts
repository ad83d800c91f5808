import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatPhone, isMobilePhone, phoneDigits, phoneE164, phoneProblem, phoneProblemKey } from './phone';

describe('Kazakh numbers as people paste them', () => {
  it.each([
    ['8 701 123 45 67'],
    ['+7 (701) 123-45-67'],
    ['7011234567'],
    ['87011234567'],
    ['+77011234567'],
    ['77011234567'],
    ['  8(701)1234567 '],
    ['+7 8 701 123 45 67'],
  ])('%s is +7 701 123 45 67, sent as +77011234567', (input) => {
    expect(phoneDigits(input)).toBe('77011234567');
    expect(formatPhone(input)).toBe('+7 701 123 45 67');
    expect(phoneE164(input)).toBe('+77011234567');
    expect(isMobilePhone(input)).toBe(true);
  });

  it('formats as far as it is typed', () => {
    expect(formatPhone('701')).toBe('+7 701');
    expect(formatPhone('70112')).toBe('+7 701 12');
    expect(formatPhone('8')).toBe('+7');
    expect(formatPhone('+')).toBe('+');
    expect(formatPhone('')).toBe('');
    expect(phoneE164('70112')).toBeNull();
  });

  it('typing key by key after what the field shows ends with the whole number', () => {
    for (const typed of ['87011234567', '7011234567', '+77011234567']) {
      let shown = '';
      for (const key of typed) shown = formatPhone(shown + key);
      expect(shown).toBe('+7 701 123 45 67');
    }
  });
});

describe('numbers of other countries keep their own country code', () => {
  it.each([
    ['+7 916 123 45 67', '+7 916 123 45 67', '+79161234567'],
    ['8 916 123 45 67', '+7 916 123 45 67', '+79161234567'],
    ['+998 90 123 45 67', '+998 90 123 45 67', '+998901234567'],
    ['+996 700 123 456', '+996 700 123 456', '+996700123456'],
    ['+375 29 123 45 67', '+375 29 123 45 67', '+375291234567'],
    ['+998901234567', '+998 90 123 45 67', '+998901234567'],
  ])('%s shows as %s and is sent as %s', (input, shown, e164) => {
    expect(formatPhone(input)).toBe(shown);
    expect(phoneE164(input)).toBe(e164);
    expect(isMobilePhone(input)).toBe(true);
  });

  it('an Uzbek number typed without + is read as a +7 number, found too long, and never rewritten into a valid one', () => {
    expect(phoneProblem('998 90 123 45 67')).toBe('tooLong');
    expect(phoneE164('998 90 123 45 67')).toBeNull();
  });

  it('a stray last digit of a +7 number makes it too long rather than another number', () => {
    expect(phoneProblem('+7 777 123 45 678')).toBe('tooLong');
    expect(phoneE164('+7 777 123 45 678')).toBeNull();
  });
});

describe('what is wrong with a number', () => {
  it.each([
    ['', 'required'],
    ['+', 'required'],
    ['+7 701 12', 'tooShort'],
    ['+998 90 123', 'tooShort'],
    ['+7 701 123 45 67 8', 'tooLong'],
    ['+999 123 45 67', 'unknownCountry'],
    ['+7 601 123 45 67', 'notMobile'],
    ['+7 7292 50 12 34', 'notMobile'],
    ['+998 71 123 45 67', 'notMobile'],
  ])('%s: %s', (input, problem) => {
    expect(phoneProblem(input)).toBe(problem);
    expect(phoneE164(input)).toBeNull();
  });

  it('a landline is a possible number where any number will do (a salon’s contact)', () => {
    expect(phoneProblem('+7 7292 50 12 34', { mobile: false })).toBeUndefined();
    expect(phoneE164('+7 7292 50 12 34', { mobile: false })).toBe('+77292501234');
    expect(phoneProblem('+7 701 12', { mobile: false })).toBe('tooShort');
  });

  it.each([
    ['ru', '+7 701 12', 'Номер неполный: не хватает цифр'],
    ['ru', '+7 601 123 45 67', 'Это не мобильный номер: нужен номер, на который придёт SMS'],
    ['ru', '+999 123 45 67', 'Нет страны с таким кодом: проверьте цифры после +'],
    ['ru', '998 90 123 45 67', 'В номере лишние цифры. Номер другой страны начните с + и её кода'],
    ['kk', '+7 701 12', 'Нөмір толық емес: цифрлар жетпейді'],
    ['en', '+7 601 123 45 67', 'This is not a mobile number: enter one that can receive an SMS'],
  ])('in %s, %s says: %s', (language, input, message) => {
    const common = JSON.parse(readFileSync(resolve(dirname(new URL(import.meta.url).pathname), `../../public/locales/${language}/common.json`), 'utf8')) as {
      phone: Record<string, string>;
    };
    const key = phoneProblemKey(input)!;
    expect(common.phone[key.replace('common:phone.', '')]).toBe(message);
  });
});

describe('a stored number', () => {
  it('is shown grouped for its country', () => {
    expect(formatPhone('+77021234567')).toBe('+7 702 123 45 67');
    expect(formatPhone('+74951234567')).toBe('+7 495 123 45 67');
    expect(formatPhone('+998712345678')).toBe('+998 71 234 56 78');
  });
});
