import { describe, expect, it } from 'vitest';
import { formatPhone, isMobilePhone, phoneDigits, phoneE164 } from './phone';

describe('phone numbers as people paste them', () => {
  it.each([
    ['8 701 123 45 67'],
    ['+7 (701) 123-45-67'],
    ['7011234567'],
    ['87011234567'],
    ['+77011234567'],
    ['77011234567'],
    ['  8(701)1234567 '],
  ])('%s is +7 701 123 45 67', (input) => {
    expect(phoneDigits(input)).toBe('7011234567');
    expect(formatPhone(input)).toBe('+7 701 123 45 67');
    expect(phoneE164(input)).toBe('+77011234567');
    expect(isMobilePhone(input)).toBe(true);
  });

  it('shows a partly typed number as far as it goes and is not complete', () => {
    expect(formatPhone('701')).toBe('+7 701');
    expect(formatPhone('70112')).toBe('+7 701 12');
    expect(phoneE164('70112')).toBeNull();
    expect(isMobilePhone('+7 701 12')).toBe(false);
    expect(formatPhone('')).toBe('');
  });

  it('keeps typing at the end of a formatted value (the +7 is not read as a digit again)', () => {
    expect(formatPhone('+7 701 1234')).toBe('+7 701 123 4');
    expect(formatPhone('+7 701 123 45 678')).toBe('+7 701 123 45 67');
  });

  it('typing 8 701… digit by digit gives the same number', () => {
    let shown = '';
    for (const key of '87011234567') shown = formatPhone(shown + key);
    expect(shown).toBe('+7 701 123 45 67');
    shown = '';
    for (const key of '7011234567') shown = formatPhone(shown + key);
    expect(shown).toBe('+7 701 123 45 67');
  });

  it('a landline is not a mobile number', () => {
    expect(isMobilePhone('+7 (7292) 50-12-34')).toBe(false);
  });
});

describe('formatPhone of a stored number', () => {
  it('reads a Kazakh number in groups and leaves another country’s as it is', () => {
    expect(formatPhone('+77021234567')).toBe('+7 702 123 45 67');
    expect(formatPhone('+998 71 123 45 67')).toBe('+998 71 123 45 67');
    expect(isMobilePhone('+998 71 123 45 67')).toBe(false);
  });
});
