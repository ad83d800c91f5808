// The new card's fields: checked here (Luhn, expiry in the future, CVC), then turned into the cryptogram the
// API takes (CardCreateRequest.cryptogram). The production cryptogram comes from the card-payment widget
// with its public key (the payments issue wires that widget); without it, in development and against the
// sandbox, a development cryptogram that never carries the full number or the CVC is sent.

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
}

export type CardProblem = 'number' | 'expiry' | 'cvc' | 'holder';

export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Groups of four as typed: '4400 4312 3412 3412'. */
export function formatCardNumber(value: string): string {
  return value.replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** MM/YY as typed. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function cardProblems(card: CardInput, now = new Date()): CardProblem[] {
  const problems: CardProblem[] = [];
  const digits = card.number.replace(/\D/g, '');
  if (digits.length < 13 || digits.length > 19 || !luhn(digits)) problems.push('number');
  const match = /^(\d{2})\/(\d{2})$/.exec(card.expiry);
  const month = match ? Number(match[1]) : 0;
  const year = match ? 2000 + Number(match[2]) : 0;
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  if (!match || month < 1 || month > 12 || year * 12 + month - 1 < thisMonth) problems.push('expiry');
  if (!/^\d{3,4}$/.test(card.cvc)) problems.push('cvc');
  if (card.holder.trim() && !/^[A-Za-z][A-Za-z .'-]*$/.test(card.holder.trim())) problems.push('holder');
  return problems;
}

/**
 * The development cryptogram, laid out like the widget's ('01', BIN, last four, MMYY, '02', then the
 * encrypted part): here only what a sandbox needs to make the card, never the full number or the CVC.
 */
export function devCryptogram(card: CardInput): string {
  const digits = card.number.replace(/\D/g, '');
  return `01${digits.slice(0, 6)}${digits.slice(-4)}${card.expiry.replace('/', '')}02DEV`;
}
