import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Suspense } from 'react';
import { createI18n } from '../lib/i18n';
import { localeFetch } from '../test/app';
import { ErrorBoundary } from './ErrorBoundary';

describe('error boundary', () => {
  it('shows a translated message with a retry button, and retry renders the screen again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const Flaky = () => {
      if (fail) throw new Error('boom');
      return <h1>Салоны Актау</h1>;
    };
    const onReset = vi.fn(() => (fail = false));
    const i18n = createI18n({ lng: 'ru', version: 't', fetch: localeFetch().fetch });
    render(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={null}>
          <ErrorBoundary onReset={onReset}>
            <Flaky />
          </ErrorBoundary>
        </Suspense>
      </I18nextProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Что-то пошло не так' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить данные');
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Салоны Актау' })).toBeInTheDocument();
  });
});
