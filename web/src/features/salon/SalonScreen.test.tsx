import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signIn } from '../../test/app';
import { Hours } from './sections';
import { renderUi } from '../../ui/renderUi';
import { fail, firm, never, photoPage, review, reviewPage, salonApi, spyAnalytics } from '../../test/data/salon';

describe('salon page', () => {
  it('shows a skeleton with the page shape while the firm loads', async () => {
    const { container } = renderApp('/salon/101', { api: salonApi({ 'GET /firms/101': never }) });
    await waitFor(() => expect(container.querySelector('.salon[aria-busy="true"]')).not.toBeNull());
    expect(container.querySelector('.gallery .skeleton')).not.toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('shows an error with retry, and retry loads the salon', async () => {
    let down = true;
    renderApp('/salon/101', { api: salonApi({ 'GET /firms/101': () => (down ? fail() : firm) }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Что-то пошло не так' })).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Салон красоты «Жасмин»' })).toBeInTheDocument();
  });

  it('shows the full page: photos, rating, contacts, services, masters, offers, hours, portfolio, reviews; tracks open_firm', async () => {
    const { analytics, track } = spyAnalytics();
    renderApp('/salon/101', { api: salonApi(), analytics });
    expect(await screen.findByRole('heading', { level: 1, name: 'Салон красоты «Жасмин»' })).toBeInTheDocument();
    expect(track).toHaveBeenCalledWith('open_firm', expect.objectContaining({ firmId: 101 }));
    expect(track.mock.calls.filter(([e]) => e === 'open_firm')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Салон красоты «Жасмин»: фото салона 1 из 2' })).toHaveAttribute('src', 'https://cdn.test/9001.jpg');
    expect(screen.getByRole('img', { name: 'Салон красоты «Жасмин»: фото салона 2 из 2' })).toHaveAttribute('src', 'https://cdn.test/9002_thumb.jpg');
    expect(screen.getByRole('img', { name: 'Рейтинг 4,8 из 5, 128 отзывов' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+7 702 123 45 67' })).toHaveAttribute('href', 'tel:+77021234567');
    expect(screen.getByRole('link', { name: /@jasmin_aktau/ })).toHaveAttribute('href', 'https://instagram.com/jasmin_aktau');
    expect(screen.getByRole('link', { name: /Открыть в 2ГИС/ })).toHaveAttribute('href', 'https://2gis.kz/geo/51.1605,43.6532');
    expect(screen.getByRole('link', { name: /Яндекс Карты/ })).toHaveAttribute('href', expect.stringContaining('pt=51.1605,43.6532'));

    // The services column renders right after the first paint of the photo and header.
    const services = await screen.findByRole('region', { name: 'Услуги' });
    expect(within(services).getByRole('heading', { level: 3, name: 'Волосы' })).toBeInTheDocument();
    expect(within(services).getByRole('checkbox', { name: /Женская стрижка.*1\sч.*6\s000\s₽\s–\s9\s000\s₽/ })).not.toBeChecked();
    expect(within(services).getByRole('checkbox', { name: /Маникюр с покрытием гель-лак.*1\sч\s30\sмин.*7\s000\s₽/ })).toBeInTheDocument();

    expect(await screen.findByRole('link', { name: 'Айгерим Сарсенова' })).toHaveAttribute('href', '/master/201');
    expect(await screen.findByRole('heading', { level: 3, name: '−20% на маникюр по будням' })).toBeInTheDocument();
    expect(screen.getByText('До 31.12.2026')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Экспресс-маникюр' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Часы работы' })).toHaveTextContent('Воскресенье');
    expect(await screen.findByRole('img', { name: 'Салон красоты «Жасмин», работы: фото 1 из 1' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Отзывы · 2' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Жанар' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Показать ещё отзывы' })).toBeNull();
  });

  it('shows empty states when the salon has nothing to list yet', async () => {
    const bare = { ...firm, photos: [], photoUrl: undefined, serviceCategories: [], hasExpress: false, phone: undefined, instagram: undefined };
    const { apiCalls } = renderApp('/salon/101', {
      api: salonApi({
        'GET /firms/101': bare,
        'GET /firms/101/masters': [],
        'GET /firms/101/reviews': reviewPage([], 0),
        'GET /firms/101/portfolio': photoPage([], 0),
        'GET /firms/101/discounts': [],
      }),
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Салон пока не добавил услуги.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Салон красоты «Жасмин»: фотографий пока нет' })).toBeInTheDocument();
    expect(await screen.findByText('Мастера салона скоро появятся здесь.')).toBeInTheDocument();
    expect(await screen.findByText('Отзывов пока нет.')).toBeInTheDocument();
    expect(await screen.findByText('Салон пока не добавил фотографии работ.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Скидки' })).toBeNull());
    expect(screen.queryByRole('region', { name: 'Экспресс-запись' })).toBeNull();
    expect(apiCalls.some((r) => r.url.endsWith('/express'))).toBe(false);
    expect(screen.queryByRole('region', { name: 'Выбранные услуги' })).toBeNull();
  });

  it('keeps the page when a section fails, with a retry for that section', async () => {
    let down = true;
    renderApp('/salon/101', { api: salonApi({ 'GET /firms/101/masters': () => (down ? fail() : []) }) });
    const masters = await screen.findByRole('region', { name: 'Мастера' });
    expect(await within(masters).findByText('Этот раздел не загрузился.')).toBeInTheDocument();
    down = false;
    await userEvent.click(within(masters).getByRole('button', { name: 'Повторить' }));
    expect(await within(masters).findByText('Мастера салона скоро появятся здесь.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Салон красоты «Жасмин»' })).toBeInTheDocument();
  });

  it('pages through reviews and portfolio with "show more" (offset)', async () => {
    const { apiCalls } = renderApp('/salon/101', {
      api: salonApi({
        'GET /firms/101/reviews': (_r: Request, url: URL) =>
          url.searchParams.get('offset') === '2' ? reviewPage([review(3, 'Гульмира')], 3, 2) : reviewPage([review(1), review(2, 'Жанар')], 3, 0),
        'GET /firms/101/portfolio': (_r: Request, url: URL) =>
          url.searchParams.get('offset') === '1'
            ? photoPage([{ id: 2, url: 'https://cdn.test/p2.jpg' }], 2, 1)
            : photoPage([{ id: 1, url: 'https://cdn.test/p1.jpg' }], 2, 0),
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Показать ещё отзывы' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Гульмира' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Показать ещё отзывы' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Показать ещё фото' }));
    expect(await screen.findByRole('img', { name: 'Салон красоты «Жасмин», работы: фото 2 из 2' })).toHaveAttribute('src', 'https://cdn.test/p2.jpg');
    expect(apiCalls.map((r) => new URL(r.url)).some((u) => u.pathname.endsWith('/portfolio') && u.searchParams.get('offset') === '1')).toBe(true);
  });
});

describe('salon page routing and languages', () => {
  it('an id that is not a number lands on /not-found without a request', async () => {
    const view = renderApp('/salon/abc', { api: salonApi() });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/not-found'));
    expect(view.apiCalls).toHaveLength(0);
  });

  it('speaks Kazakh and English', async () => {
    const kk = renderApp('/salon/101', { api: salonApi(), cookies: { lang: 'KZ' } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Қызметтер' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Маникюр/ }));
    expect(screen.getByRole('region', { name: 'Таңдалған қызметтер' })).toHaveTextContent('1 қызмет');
    kk.unmount();
    renderApp('/salon/101', { api: salonApi(), cookies: { lang: 'EN' } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Opening hours' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5, 128 reviews' })).toBeInTheDocument();
  });
});

describe('favourite toggle', () => {
  it('anonymous: sends no request and leads to sign-in, which returns here (issue 13)', async () => {
    const { apiCalls, router } = renderApp('/salon/101', { api: salonApi() });
    await userEvent.click(await screen.findByRole('button', { name: 'В избранное' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/login'));
    expect(router.state.location.search).toBe('?returnTo=%2Fsalon%2F101');
    expect(apiCalls.some((r) => r.url.includes('/favorite-firms'))).toBe(false);
  });

  it('signed in: PUT /favorite-firms/101 shown at once, then confirmed', async () => {
    let release: () => void = () => {};
    const view = renderApp('/salon/101', {
      api: salonApi({ 'PUT /favorite-firms/101': () => new Promise((r) => (release = () => r(new Response(null, { status: 204 })))) }),
    });
    signIn(view.sdk);
    const button = await screen.findByRole('button', { name: 'В избранное' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    const put = view.apiCalls.find((r) => r.method === 'PUT');
    expect(put?.url).toBe('http://api.test/rest/clients-app/v1/favorite-firms/101');
    expect(put?.headers.get('Authorization')).toBe('Bearer token');
    release();
    expect(await screen.findByText('Салон добавлен в избранное.')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('signed in: DELETE on a favourite, rolled back with a message when it fails', async () => {
    let answer: (r: Promise<Response>) => void = () => {};
    const view = renderApp('/salon/101', {
      api: salonApi({
        'GET /firms/101': { ...firm, isFavorite: true },
        'DELETE /favorite-firms/101': () => new Promise((r) => (answer = r)),
      }),
    });
    signIn(view.sdk);
    const button = await screen.findByRole('button', { name: 'В избранное' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(view.apiCalls.some((r) => r.method === 'DELETE' && r.url.endsWith('/favorite-firms/101'))).toBe(true);
    answer(Promise.reject(new TypeError('Failed to fetch')));
    expect(await screen.findByText('Не получилось изменить избранное. Попробуйте ещё раз.')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('service choice and the draft', () => {
  it('tracks press_service, add_service, add_another_service; saves the draft; the bar books', async () => {
    const { analytics, track } = spyAnalytics();
    const view = renderApp('/salon/101', { api: salonApi(), analytics });
    await userEvent.click(await screen.findByRole('checkbox', { name: /Женская стрижка/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Маникюр/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Окрашивание/ }));
    const events = track.mock.calls.map(([e]) => e).filter((e) => e !== 'open_firm');
    expect(events).toEqual(['press_service', 'add_service', 'add_another_service']);
    expect(track).toHaveBeenCalledWith('press_service', expect.objectContaining({ firmId: 101, serviceId: 301 }));

    const bar = screen.getByRole('region', { name: 'Выбранные услуги' });
    expect(bar).toHaveTextContent('3 услуги · 4 ч 30 мин');
    expect(bar).toHaveTextContent('25 000 ₽ – 34 000 ₽');

    await userEvent.click(screen.getByRole('checkbox', { name: /Окрашивание/ }));
    expect(bar).toHaveTextContent('2 услуги');
    expect(view.sdk.storage.get('saved-reservation')).toEqual({
      params: {},
      peopleCount: 1,
      awaitingTime: 0,
      isDeleted: false,
      isTemporary: false,
      services: [301, 302],
      comment: '',
      clientPhone: '',
      clientName: '',
      firm: expect.objectContaining({ id: 101, name: 'Салон красоты «Жасмин»', address: 'Актау, 14-й мкр, 45' }),
      startTime: null,
    });
    expect(view.sdk.storage.get('saved-reservation')?.firm).not.toHaveProperty('serviceCategories');

    await userEvent.click(within(bar).getByRole('button', { name: 'Записаться' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/salon/101/book'), { timeout: 5000 });
    // The booking screen opens on its first step with the chosen services.
    expect(await screen.findByRole('heading', { level: 1, name: 'Услуги' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('Женская стрижка')).toBeInTheDocument();
    expect(screen.getByText('Маникюр с покрытием гель-лак')).toBeInTheDocument();
  }, 20_000);

  it('re-opening the salon keeps the services of a saved draft of the same firm', async () => {
    const view = renderApp('/salon/101', { api: salonApi({ 'GET /firms/101': () => new Promise((r) => setTimeout(() => r(Response.json(firm)), 20)) }) });
    view.sdk.storage.set('saved-reservation', {
      params: {},
      peopleCount: 1,
      awaitingTime: 0,
      isDeleted: false,
      isTemporary: false,
      services: [302, 999],
      comment: '',
      clientPhone: '',
      clientName: '',
      firm: { id: 101, name: firm.name, address: firm.address, location: firm.location, rating: 4.8, reviewCount: 128 },
      startTime: null,
    });
    expect(await screen.findByRole('checkbox', { name: /Маникюр/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Женская стрижка/ })).not.toBeChecked();
    expect(screen.getByRole('region', { name: 'Выбранные услуги' })).toHaveTextContent('1 услуга');
  });

  it('ignores a draft of another firm', async () => {
    const view = renderApp('/salon/101', { api: salonApi({ 'GET /firms/101': () => new Promise((r) => setTimeout(() => r(Response.json(firm)), 20)) }) });
    view.sdk.storage.set('saved-reservation', {
      params: {}, peopleCount: 1, awaitingTime: 0, isDeleted: false, isTemporary: false, services: [302],
      comment: '', clientPhone: '', clientName: '', startTime: null,
      firm: { id: 102, name: 'Лотос', address: 'Актау', location: firm.location, rating: 4.6, reviewCount: 57 },
    });
    expect(await screen.findByRole('checkbox', { name: /Маникюр/ })).not.toBeChecked();
    expect(screen.queryByRole('region', { name: 'Выбранные услуги' })).toBeNull();
  });
});

describe('working hours', () => {
  it('highlights today in Asia/Aqtau', async () => {
    // 2026-11-22 20:30 UTC is Monday 23 November 01:30 in Aqtau (UTC+5).
    renderUi(<Hours hours={firm.workingHours} now={Date.UTC(2026, 10, 22, 20, 30)} />);
    const today = (await screen.findAllByRole('listitem')).find((li) => li.getAttribute('aria-current') === 'date');
    expect(today).toHaveTextContent('Понедельник · сегодня09:00–20:00');
    expect(screen.getByText('Выходной')).toBeInTheDocument();
  });
});
