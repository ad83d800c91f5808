import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/app';
import { api, fail, masters, master, never, promotions, review, reviewPage, spyAnalytics } from '../../test/data/salon';
import { promotionsFor } from './queries';

const masterApi = (overrides: Parameters<typeof api>[0] = {}) =>
  api({
    'GET /masters/201/profile': master,
    'GET /masters/201/reviews': reviewPage([review(7001)], 1),
    'GET /master-promotions': promotions,
    'GET /firms/101': never,
    'GET /firms/101/masters': masters,
    ...overrides,
  });

describe('master page', () => {
  it('shows a skeleton while the profile loads', async () => {
    const { container } = renderApp('/master/201', { api: masterApi({ 'GET /masters/201/profile': never }) });
    await waitFor(() => expect(container.querySelector('.master[aria-busy="true"]')).not.toBeNull());
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('shows an error with retry', async () => {
    let down = true;
    renderApp('/master/201', { api: masterApi({ 'GET /masters/201/profile': () => (down ? fail() : master) }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Что-то пошло не так' })).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Айгерим Сарсенова' })).toBeInTheDocument();
  });

  it('shows the profile, firm link, services, promotions of the firm, portfolio and reviews', async () => {
    renderApp('/master/201', { api: masterApi() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Айгерим Сарсенова' })).toBeInTheDocument();
    expect(screen.getByText('Парикмахер-стилист')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Рейтинг 4,9 из 5, 64 отзыва' })).toBeInTheDocument();
    expect(screen.getByText('7 лет')).toBeInTheDocument();
    expect(screen.getByText('01.12.2026 14:30')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Салон красоты «Жасмин»' })).toHaveAttribute('href', '/salon/101');
    expect(screen.getByRole('checkbox', { name: /Женская стрижка.*1\sч.*6\s000\s₽/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Айгерим Сарсенова: фото 1 из 1' })).toBeInTheDocument();
    const promos = await screen.findByRole('region', { name: 'Акции салона' });
    expect(within(promos).getByRole('heading', { level: 3, name: 'Маникюр со скидкой 15%' })).toBeInTheDocument();
    expect(promos).toHaveTextContent('Динара Жумабаева');
    expect(await screen.findByRole('heading', { level: 2, name: 'Отзывы · 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Алия' })).toBeInTheDocument();
  });

  it('shows empty states', async () => {
    renderApp('/master/201', {
      api: masterApi({
        'GET /masters/201/profile': { ...master, portfolio: [], services: [], photoUrl: undefined, nearestSlot: null },
        'GET /masters/201/reviews': reviewPage([], 0),
        'GET /master-promotions': [],
      }),
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Мастер пока не добавил фотографии работ.')).toBeInTheDocument();
    expect(screen.getByText('Салон пока не добавил услуги.')).toBeInTheDocument();
    expect(await screen.findByText('Отзывов пока нет.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: /Акции/ })).toBeNull());
  });

  it('"book with this master" asks for a service first, then stores the draft with the master', async () => {
    const { analytics, track } = spyAnalytics();
    const view = renderApp('/master/201', { api: masterApi(), analytics });
    await userEvent.click(await screen.findByRole('button', { name: 'Записаться к мастеру' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Сначала отметьте хотя бы одну услугу.');
    expect(view.router.state.location.pathname).toBe('/master/201');

    await userEvent.click(screen.getByRole('checkbox', { name: /Окрашивание/ }));
    expect(track).toHaveBeenCalledWith('press_service', expect.objectContaining({ serviceId: 303, masterId: 201 }));
    await userEvent.click(screen.getByRole('button', { name: 'Записаться к мастеру' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/salon/101/book'));
    expect(view.sdk.storage.get('saved-reservation')).toMatchObject({
      services: [303],
      params: { masters: { '303': 201 } },
      firm: { id: 101 },
      peopleCount: 1,
      awaitingTime: 0,
      startTime: null,
    });
  });
});

describe('promotionsFor', () => {
  it('prefers the master’s own promotions, else those of the firm', () => {
    const own = { ...promotions[0]!, id: 602, master: masters[0]! };
    expect(promotionsFor(master, [...promotions, own])).toEqual({ scope: 'master', items: [own] });
    expect(promotionsFor(master, promotions)).toEqual({ scope: 'firm', items: promotions });
    expect(promotionsFor({ ...master, firm: { ...master.firm!, id: 999 }, firmId: 999 }, promotions).items).toEqual([]);
  });
});
