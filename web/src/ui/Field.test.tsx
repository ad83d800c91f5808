import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Field, TextAreaField, TextField } from './Field';

describe('Field', () => {
  it('labels the control; without an error it is neither invalid nor described', () => {
    render(<TextField label="Имя" name="name" autoComplete="name" defaultValue="" />);
    const input = screen.getByLabelText('Имя');
    expect(input).toHaveAttribute('name', 'name');
    expect(input).toHaveAttribute('autocomplete', 'name');
    expect(input).toHaveClass('field__input');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('an error marks the control invalid and describes it, after the hint', () => {
    render(<TextAreaField label="Комментарий" hint="Осталось 500 знаков" error="Слишком длинный" className="extra" defaultValue="" />);
    const textarea = screen.getByLabelText('Комментарий');
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveClass('field__input', 'extra');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Осталось 500 знаков Слишком длинный');
    expect(textarea.closest('.field')).toHaveClass('field--error');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a fixed id and names the error after it; an alert field announces its error', () => {
    render(<TextField id="deletion-code" label="Код" error="Введите код" alert defaultValue="" />);
    const input = screen.getByLabelText('Код');
    expect(input).toHaveAttribute('id', 'deletion-code');
    expect(input).toHaveAttribute('aria-describedby', 'deletion-code-error');
    expect(screen.getByRole('alert')).toHaveAttribute('id', 'deletion-code-error');
  });

  it('frames any control given by its child', () => {
    render(
      <Field label="Сколько человек" error="Не больше двух">
        {(control) => (
          <select {...control} defaultValue="1">
            <option value="1">1</option>
          </select>
        )}
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Сколько человек' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Не больше двух');
  });
});
