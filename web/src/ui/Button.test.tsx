import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, buttonClass } from './Button';

describe('Button', () => {
  it('is a plain button of the primary look unless told otherwise', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Записаться</Button>);
    const button = screen.getByRole('button', { name: 'Записаться' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('btn', 'btn--primary');
    expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('takes a variant, a size, the full width and a class of its own', () => {
    render(
      <Button variant="secondary" size="s" block className="search__more" type="submit">
        Ещё
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Ещё' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button.className).toBe('btn btn--secondary btn--s btn--block search__more');
  });

  it('while loading keeps its name, says it is busy and cannot be pressed', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Оплатить 5 000 ₸
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Оплатить 5 000 ₸' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('disabled: not pressable, not busy', async () => {
    const onClick = vi.fn();
    render(
      <Button variant="danger" disabled onClick={onClick}>
        Удалить
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Удалить' });
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('gives a link the same look', () => {
    expect(buttonClass()).toBe('btn btn--primary');
    expect(buttonClass('link', 'x', 'l')).toBe('btn btn--link btn--l x');
  });
});
