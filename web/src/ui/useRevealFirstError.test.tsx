import { useState, type FormEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './Field';
import { useRevealFirstError } from './useRevealFirstError';

/** A form of three fields, the first one fine; its check finds the later two empty, or the server says no. */
function Form({ serverSays }: { serverSays?: string }) {
  const [values, setValues] = useState({ city: 'Актау', name: '', phone: '' });
  const [errors, setErrors] = useState<{ name?: string; phone?: string; form?: string }>({});
  const { ref, reveal } = useRevealFirstError();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { name: values.name ? undefined : 'Укажите имя', phone: values.phone ? undefined : 'Укажите телефон' };
    if (found.name || found.phone) return (setErrors(found), reveal());
    setErrors({ form: serverSays });
    reveal();
  };
  const field = (key: 'city' | 'name' | 'phone', label: string) => (
    <TextField
      label={label}
      error={key === 'city' ? undefined : errors[key]}
      value={values[key]}
      onChange={(event) => {
        setValues((v) => ({ ...v, [key]: event.target.value }));
        setErrors(({ [key as 'name']: _gone, ...rest }) => rest);
      }}
    />
  );
  return (
    <form ref={ref} noValidate onSubmit={submit}>
      {field('city', 'Город')}
      {field('name', 'Имя')}
      {field('phone', 'Телефон')}
      {errors.form && <p role="alert">{errors.form}</p>}
      <button type="submit">Отправить</button>
    </form>
  );
}

const scrolled = vi.fn();
beforeEach(() => {
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled(this);
  };
});
afterEach(() => scrolled.mockReset());

describe('useRevealFirstError', () => {
  it('after a check that failed, the first invalid field has the focus and is scrolled to', async () => {
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    const name = screen.getByLabelText('Имя');
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Укажите имя');
    expect(scrolled).toHaveBeenLastCalledWith(name);
  });

  it('typing that clears one error keeps the focus where the client is', async () => {
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    await userEvent.type(screen.getByLabelText('Имя'), 'Дана');
    expect(screen.getByLabelText('Имя')).toHaveFocus();
    expect(scrolled).toHaveBeenCalledTimes(1);
    // The next try: the phone is the first problem now.
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(screen.getByLabelText('Телефон')).toHaveFocus();
  });

  it("the form's own error (no field) is scrolled to", async () => {
    render(<Form serverSays="Этот номер уже зарегистрирован" />);
    await userEvent.type(screen.getByLabelText('Имя'), 'Дана');
    await userEvent.type(screen.getByLabelText('Телефон'), '7011234567');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(scrolled).toHaveBeenLastCalledWith(screen.getByRole('alert'));
  });
});
