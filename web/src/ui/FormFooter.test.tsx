import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FormFooter } from './FormFooter';

describe('FormFooter', () => {
  it('shows the form error as an alert and the success as a status, with the submit button', () => {
    render(
      <form>
        <FormFooter error="Сервер недоступен" success="Изменения сохранены" submitLabel="Сохранить" />
      </form>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Сервер недоступен');
    expect(screen.getByRole('status')).toHaveTextContent('Изменения сохранены');
    const submit = screen.getByRole('button', { name: 'Сохранить' });
    expect(submit).toHaveAttribute('type', 'submit');
    expect(submit).toBeEnabled();
  });

  it('renders nothing for an empty error or success, and no button without a label', () => {
    const { container } = render(<FormFooter error="" success={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('while pending: disabled, with the pending text', () => {
    render(<FormFooter submitLabel="Войти" pending pendingLabel="Подождите…" wide />);
    const submit = screen.getByRole('button', { name: 'Подождите…' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveClass('form-footer__wide');
  });

  it('puts extra buttons after the submit, and marks a destructive submit', () => {
    render(
      <FormFooter submitLabel="Удалить" danger>
        <button type="button">Отмена</button>
      </FormFooter>,
    );
    const [first, second] = screen.getAllByRole('button');
    expect(first).toHaveTextContent('Удалить');
    expect(first).toHaveClass('form-footer__danger');
    expect(second).toHaveTextContent('Отмена');
  });
});
