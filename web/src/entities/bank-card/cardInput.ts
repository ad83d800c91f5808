// The new card's fields, formatted and checked as typed with card-validator (Luhn and the brand's lengths, an
// expiry in the future, the brand's CVC length). The cryptogram the API takes is never made here: only
// CloudPayments' Checkout script makes it (./checkout.ts).
import cardValidator from 'card-validator';
import type { CheckoutFields } from './checkout';

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
}

export type CardProblem = 'number' | 'expiry' | 'cvc' | 'holder';

/** The card's brand as typed ('visa', 'mastercard', 'mir', …), or null while unknown. */
export function cardBrand(value: string): { type: string; name: string } | null {
  const card = cardValidator.number(value.replace(/\D/g, '')).card;
  return card ? { type: card.type, name: card.niceType } : null;
}

/** Grouped as the brand prints it ('4400 4312 3412 3412', Amex '3782 822463 10005'). */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  const gaps = cardValidator.number(digits).card?.gaps ?? [4, 8, 12];
  let out = '';
  for (let i = 0; i < digits.length; i += 1) {
    if (i > 0 && (gaps.includes(i) || (i >= 16 && i % 4 === 0 && !gaps.includes(16)))) out += ' ';
    out += digits[i];
  }
  return out;
}

/** MM/YY as typed ('1' stays, '2' becomes '02/'). */
export function formatExpiry(value: string): string {
  let digits = value.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function cardProblems(card: CardInput): CardProblem[] {
  const problems: CardProblem[] = [];
  const number = cardValidator.number(card.number.replace(/\D/g, ''), { luhnValidateUnionPay: true });
  if (!number.isValid) problems.push('number');
  if (!cardValidator.expirationDate(card.expiry).isValid) problems.push('expiry');
  if (!cardValidator.cvv(card.cvc, number.card?.code.size ?? [3, 4]).isValid) problems.push('cvc');
  if (card.holder.trim() && !/^[A-Za-z][A-Za-z .'-]*$/.test(card.holder.trim())) problems.push('holder');
  return problems;
}

/** What the Checkout script takes. */
export function checkoutFields(card: CardInput): CheckoutFields {
  const [month = '', year = ''] = card.expiry.split('/');
  return {
    cardNumber: card.number.replace(/\D/g, ''),
    expDateMonth: month,
    expDateYear: year,
    cvv: card.cvc,
    ...(card.holder.trim() ? { name: card.holder.trim().toUpperCase() } : {}),
  };
}

/** The Checkout script's refusal, by its field names, as this form's fields. */
export function checkoutProblems(fields: Record<string, string>): CardProblem[] {
  const map: Record<string, CardProblem> = { cardNumber: 'number', expDateMonth: 'expiry', expDateYear: 'expiry', cvv: 'cvc', name: 'holder' };
  return [
    ...new Set(
      Object.keys(fields)
        .map((f) => map[f])
        .filter((p): p is CardProblem => !!p),
    ),
  ];
}
