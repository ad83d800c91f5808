import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Chip, chipClass } from './Chip';

function Amounts() {
  const [amount, setAmount] = useState(5000);
  return (
    <fieldset>
      <legend>Сумма</legend>
      {[5000, 10000].map((value) => (
        <Chip key={value} type="radio" name="amount" checked={amount === value} onChange={() => setAmount(value)}>
          {value} ₸
        </Chip>
      ))}
    </fieldset>
  );
}

describe('Chip', () => {
  it('is a real radio button named by its text; the chosen one looks chosen', async () => {
    render(<Amounts />);
    const first = screen.getByRole('radio', { name: '5000 ₸' });
    const second = screen.getByRole('radio', { name: '10000 ₸' });
    expect(first).toBeChecked();
    expect(first.closest('label')).toHaveClass('chip', 'chip--on');
    await userEvent.click(screen.getByText('10000 ₸'));
    expect(second).toBeChecked();
    expect(second.closest('label')).toHaveClass('chip--on');
    expect(first.closest('label')).not.toHaveClass('chip--on');
  });

  it('a checkbox by default, toggled by the keyboard', async () => {
    function Toggle() {
      const [on, setOn] = useState(false);
      return (
        <Chip checked={on} onChange={(e) => setOn(e.target.checked)}>
          Рядом
        </Chip>
      );
    }
    render(<Toggle />);
    const box = screen.getByRole('checkbox', { name: 'Рядом' });
    await userEvent.tab();
    expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
  });

  it('gives a link the look', () => {
    expect(chipClass()).toBe('chip');
    expect(chipClass(true, 'x')).toBe('chip chip--on x');
  });
});
