import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/app';

const firm = (firmId: number) => ({ params: { path: { firmId } } });

describe('the error screen', () => {
  it('a 5xx says the service is unavailable and Retry goes back to the page the user came from', async () => {
    const { sdk, router } = renderApp('/bnpl', { api: () => Response.json({ code: 'DOWN', message: 'Сервис недоступен' }, { status: 503 }) });
    await screen.findByRole('heading', { level: 1, name: 'Оплата частями' });
    await act(async () => {
      await sdk.api.GET('/rest/clients-app/v1/firms/{firmId}', firm(5));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Сервис временно недоступен' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bnpl'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Оплата частями' })).toBeInTheDocument();
  });

  it('a 404 keeps ‘not found’ and Home, without Retry', async () => {
    const { sdk, router } = renderApp('/bnpl', { api: () => Response.json({ code: 'NOT_FOUND', message: 'Не найдено' }, { status: 404 }) });
    await screen.findByRole('heading', { level: 1, name: 'Оплата частями' });
    await act(async () => {
      await sdk.api.GET('/rest/clients-app/v1/firms/{firmId}', firm(999));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Повторить' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'На главную' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
