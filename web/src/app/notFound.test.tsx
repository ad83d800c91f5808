import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../test/app';

const notFound = () => Response.json({ code: 'NOT_FOUND', message: 'Не найдено' }, { status: 404 });

describe('the 404 policy lands on /not-found', () => {
  it('an API 404 outside the root opens /not-found with the status and a way home', async () => {
    const { sdk, router } = renderApp('/bnpl', { api: notFound });
    await screen.findByRole('heading', { level: 1, name: 'Оплата частями' });

    await act(async () => {
      await sdk.api.GET('/rest/clients-app/v1/firms/{firmId}', { params: { path: { firmId: 999 } } });
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
    expect(await screen.findByTestId('not-found-status')).toHaveTextContent('404');
    expect(screen.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'На главную' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows a server status it was given', async () => {
    const { sdk, router } = renderApp('/bnpl', {
      api: () => Response.json({ code: 'ERROR', message: 'Ошибка' }, { status: 503 }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Оплата частями' });
    await act(async () => {
      await sdk.api.GET('/rest/clients-app/v1/firms/{firmId}', { params: { path: { firmId: 5 } } });
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
    expect(await screen.findByTestId('not-found-status')).toHaveTextContent('503');
    expect(screen.getByRole('heading', { level: 1, name: 'Сервис временно недоступен' })).toBeInTheDocument();
  });

  it('on the root path the user stays on the root', async () => {
    const { sdk, router } = renderApp('/', { api: notFound });
    await screen.findByRole('heading', { level: 1, name: 'Запишитесь к мастеру за пару минут' });
    await act(async () => {
      await sdk.api.GET('/rest/clients-app/v1/firms/{firmId}', { params: { path: { firmId: 1 } } });
    });
    expect(router.state.location.pathname).toBe('/');
  });
});
