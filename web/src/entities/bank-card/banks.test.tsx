import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { BankIcon } from './BankIcon';
import { bankOf } from './banks';

describe('bank icons', () => {
  it.each([
    [{ bankCode: 'KASPI' }, 'KASPI'],
    [{ bankCode: 'HALYK' }, 'HALYK'],
    [{ bankCode: 'JUSAN' }, 'JUSAN'],
    [{ bankCode: 'FREEDOM' }, 'FREEDOM'],
    [{ bankCode: 'BCC' }, 'BCC'],
    [{ bankCode: 'FORTEBANK' }, 'FORTE'],
    [{ bankCode: 'HOME_CREDIT' }, 'HOME_CREDIT'],
    [{ bankCode: 'home-credit' }, 'HOME_CREDIT'],
    [{ bankCode: 'EURASIAN' }, 'EURASIAN'],
    [{ bankName: 'АО «Народный Банк Казахстана» (Halyk)' }, 'HALYK'],
    [{ bankName: 'Bank CenterCredit' }, 'BCC'],
    [{ bankName: null, maskedNumber: '4400 43•• •••• 1234' }, 'KASPI'],
  ])('%j is %s', (card, code) => expect(bankOf(card)?.code).toBe(code));

  it('an unknown bank gets the default icon, or the server icon when it sends one', () => {
    expect(bankOf({ bankCode: 'UNKNOWN', bankName: 'Some Bank', maskedNumber: '5169 49•• •••• 5678' })).toBeUndefined();
    const { container, rerender } = render(<BankIcon card={{ bankCode: null, bankName: null }} iconUrl={null} />);
    expect(container.querySelector('[data-bank]')).toHaveAttribute('data-bank', 'default');
    rerender(<BankIcon card={{ bankCode: 'XYZ' }} iconUrl="/media/banks/xyz.webp" />);
    expect(container.querySelector('[data-bank]')).toHaveAttribute('data-bank', 'server');
    rerender(<BankIcon card={{ bankCode: 'KASPI' }} iconUrl="/media/banks/kaspi.webp" />);
    expect(container.querySelector('[data-bank]')).toHaveAttribute('data-bank', 'KASPI');
  });
});
