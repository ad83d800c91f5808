import { describe, expect, it } from 'vitest';
import { cardBrand, cardProblems, checkoutFields, checkoutProblems, formatCardNumber, formatExpiry } from './cardInput';

describe('a new card as typed', () => {
  it('groups the number as its brand prints it and names the brand', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('2200 7001 2345 6789 012')).toBe('2200 7001 2345 6789 012');
    expect(cardBrand('4242')?.name).toBe('Visa');
    expect(cardBrand('5555')?.name).toBe('Mastercard');
    expect(cardBrand('2200')?.name).toBe('Mir');
    expect(cardBrand('')).toBeNull();
  });

  it('writes the expiry as MM/YY', () => {
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('3')).toBe('03');
    expect(formatExpiry('12/3')).toBe('12/3');
  });

  it('checks Luhn, an expiry in the future, the CVC length of the brand, a Latin holder', () => {
    const ok = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', holder: 'ALIYA N' };
    expect(cardProblems(ok)).toEqual([]);
    expect(cardProblems({ ...ok, number: '4242 4242 4242 4241' })).toEqual(['number']);
    expect(cardProblems({ ...ok, expiry: '01/20' })).toEqual(['expiry']);
    expect(cardProblems({ ...ok, expiry: '13/39' })).toEqual(['expiry']);
    expect(cardProblems({ ...ok, cvc: '12' })).toEqual(['cvc']);
    expect(cardProblems({ ...ok, number: '3782 822463 10005', cvc: '123' })).toEqual(['cvc']);
    expect(cardProblems({ ...ok, holder: 'Алия' })).toEqual(['holder']);
  });

  it("hands the Checkout script its fields, and reads its refusal by this form's fields", () => {
    expect(checkoutFields({ number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', holder: ' aliya ' })).toEqual({
      cardNumber: '4242424242424242',
      expDateMonth: '12',
      expDateYear: '39',
      cvv: '123',
      name: 'ALIYA',
    });
    expect(checkoutProblems({ expDateMonth: 'x', expDateYear: 'y', cvv: 'z' })).toEqual(['expiry', 'cvc']);
  });
});
