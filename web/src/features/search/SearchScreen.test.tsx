import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/app';
import { fail, never, spyAnalytics } from '../../test/data/salon';
import { batyr, firmPage, jasmin, lotos, searchApi } from '../../test/data/home';
import { readSearch, writeSearch } from './queries';

const searchCalls = (apiCalls: Request[]) =>
  apiCalls.map((r) => new URL(r.url)).filter((u) => u.pathname.endsWith('/firms/search'));

describe('search page', () => {
  it('shows card skeletons while the results load', async () => {
    const { container } = renderApp('/search/firms', { api: searchApi({ 'GET /firms/search': never }) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Ищем салоны…' })).toBeInTheDocument();
    expect(container.querySelectorAll('.search__grid .firm-card .skeleton').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: /Жасмин/ })).toBeNull();
  });

  it('shows an error with retry, and retry loads the results', async () => {
    let down = true;
    renderApp('/search/firms', { api: searchApi({ 'GET /firms/search': () => (down ? fail() : firmPage([jasmin])) }) });
    expect(await screen.findByRole('heading', { name: 'Не удалось загрузить салоны' })).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('link', { name: 'Салон красоты «Жасмин»' })).toHaveAttribute('href', '/salon/101');
  });

  it('shows an empty state with a way to reset the search', async () => {
    const { router } = renderApp('/search/firms?query=xyz&filters=features:EXPRESS', { api: searchApi({ 'GET /firms/search': firmPage([]) }) });
    expect(await screen.findByRole('heading', { name: 'Ничего не нашлось' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Поиск: «xyz»' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Сбросить поиск' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows the results as salon cards with the count, filters, districts and sorts', async () => {
    renderApp('/search/firms', { api: searchApi() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Поиск салонов' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Найдено 2 салона' })).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Найдено 2 салона' });
    expect(within(results).getByRole('link', { name: 'Салон красоты «Жасмин»' })).toHaveAttribute('href', '/salon/101');
    expect(within(results).getByRole('link', { name: 'Барбершоп «Батыр»' })).toHaveAttribute('href', '/salon/103');
    expect(within(results).getByText(/^от 4\s000\s₽$/)).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Онлайн-предоплата' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Цена' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Сортировка' })).toHaveValue('RATING');
    expect(await screen.findByRole('combobox', { name: 'Район' })).toHaveValue('');
    expect(screen.getByRole('option', { name: '14-й мкр (9)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Показать ещё салоны' })).toBeNull();
  });

  it('keeps filters, district and sort in the URL and sends them to the API', async () => {
    const { router, apiCalls } = renderApp('/search/firms?categoryId=11', { api: searchApi() });
    expect(await screen.findByText('Категория: Стрижки')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Онлайн-предоплата' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'до 5000 ₽' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'от 5000 ₽' }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Сортировка' }), 'PRICE_ASC');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Район' }), '7');
    await waitFor(() =>
      expect(readSearch(new URLSearchParams(router.state.location.search))).toEqual({
        query: undefined,
        categoryId: 11,
        sort: 'PRICE_ASC',
        filters: ['features:ONLINE_PREPAYMENT', 'price:FROM_5000'],
        locationId: 7,
      }),
    );
    expect(screen.getByRole('checkbox', { name: 'до 5000 ₽' })).not.toBeChecked();
    await waitFor(() => {
      const last = searchCalls(apiCalls).at(-1)!;
      expect(last.searchParams.getAll('filters')).toEqual(['features:ONLINE_PREPAYMENT', 'price:FROM_5000']);
      expect(last.searchParams.get('categoryId')).toBe('11');
      expect(last.searchParams.get('sort')).toBe('PRICE_ASC');
      expect(last.searchParams.get('locationId')).toBe('7');
      expect(last.searchParams.get('offset')).toBe('0');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Убрать категорию' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('categoryId'));
    await userEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=PRICE_ASC'));
  });

  it('pages through the results with "show more" (offset)', async () => {
    const { apiCalls } = renderApp('/search/firms', {
      api: searchApi({
        'GET /firms/search': (_r: Request, url: URL) =>
          url.searchParams.get('offset') === '2' ? firmPage([lotos], 3, 2) : firmPage([jasmin, batyr], 3, 0),
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Показать ещё салоны' }));
    expect(await screen.findByRole('link', { name: 'Студия маникюра «Лотос»' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /«/ })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Показать ещё салоны' })).toBeNull();
    expect(searchCalls(apiCalls).some((u) => u.searchParams.get('offset') === '2' && u.searchParams.get('limit') === '20')).toBe(true);
  });

  it('suggests categories, services and salons as the client types (debounced); a category goes to the URL', async () => {
    const { analytics, track } = spyAnalytics();
    const { router, apiCalls } = renderApp('/search/firms', { api: searchApi(), analytics });
    const box = await screen.findByRole('combobox', { name: 'Салон, услуга или категория' });
    await userEvent.type(box, 'стриж');
    const list = await screen.findByRole('listbox', { name: 'Подсказки' });
    expect(within(list).getByRole('group', { name: 'Категории' })).toBeInTheDocument();
    expect(within(list).getByRole('option', { name: 'Женская стрижка' })).toBeInTheDocument();
    expect(within(list).getByRole('option', { name: /Салон красоты «Жасмин»/ })).toBeInTheDocument();
    const asked = apiCalls.filter((r) => r.url.includes('/suggestions')).map((r) => new URL(r.url).searchParams.get('query'));
    expect(asked).toEqual(['стриж']);
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', within(list).getByRole('option', { name: 'Стрижки' }).id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?categoryId=11'));
    expect(track).toHaveBeenCalledWith('press_category', expect.objectContaining({ categoryId: 11 }));
  });

  it('"near me" stores the place, sends lat/lng, shows distances; a refusal says how to allow it', async () => {
    let answer: (ok: boolean) => void = () => {};
    const getCurrentPosition = vi.fn((ok: PositionCallback, fail: PositionErrorCallback) => {
      answer = (granted) =>
        granted
          ? ok({ coords: { latitude: 43.65, longitude: 51.16 } } as GeolocationPosition)
          : fail?.({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' } as GeolocationPositionError);
    });
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    try {
      const near = { ...jasmin, distanceMeters: 1900 };
      const { apiCalls, sdk } = renderApp('/search/firms', { api: searchApi({ 'GET /firms/search': firmPage([near]) }) });
      const button = await screen.findByRole('button', { name: 'Рядом со мной' });
      expect(await screen.findByRole('link', { name: 'Салон красоты «Жасмин»' })).toBeInTheDocument();
      expect(screen.queryByText(/км от вас/)).toBeNull(); // no place, no "from you"
      await userEvent.click(button);
      expect(screen.getByRole('button', { name: 'Определяем ваше место…' })).toBeDisabled();
      act(() => answer(false));
      expect(await screen.findByRole('alert')).toHaveTextContent('Доступ к геопозиции запрещён');

      await userEvent.click(screen.getByRole('button', { name: 'Рядом со мной' }));
      act(() => answer(true));
      expect(await screen.findByText('Расстояния — от вашего места')).toBeInTheDocument();
      expect(sdk.storage.get('userLocation')).toEqual({ lat: 43.65, lng: 51.16 });
      await waitFor(() => {
        const last = searchCalls(apiCalls).at(-1)!;
        expect([last.searchParams.get('lat'), last.searchParams.get('lng')]).toEqual(['43.65', '51.16']);
      });
      expect(await screen.findByText(/1,9\sкм от вас/)).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Не учитывать моё место' }));
      expect(sdk.storage.get('userLocation')).toBeUndefined();
      expect(await screen.findByRole('button', { name: 'Рядом со мной' })).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'geolocation');
    }
  });

  it('submitting the field searches for the text', async () => {
    const { router } = renderApp('/search/firms', { api: searchApi() });
    const box = await screen.findByRole('combobox', { name: 'Салон, услуга или категория' });
    await userEvent.type(box, 'маникюр{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe(`?query=${encodeURIComponent('маникюр')}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Поиск: «маникюр»' })).toBeInTheDocument();
  });

  it('speaks English', async () => {
    renderApp('/search/firms', { api: searchApi(), cookies: { lang: 'EN' } });
    expect(await screen.findByRole('heading', { level: 2, name: '2 salons found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });
});

describe('search URL', () => {
  it('drops junk and writes back in a stable order', () => {
    const read = readSearch(new URLSearchParams('categoryId=abc&locationId=-1&filters=bad&filters=a:1&query=%20%20&sort='));
    expect(read).toEqual({ query: undefined, categoryId: undefined, sort: undefined, filters: ['a:1'], locationId: undefined });
    expect(writeSearch({ query: 'x', categoryId: 1, sort: 'S', filters: ['a:1', 'b:2'], locationId: 7 }).toString()).toBe(
      'query=x&categoryId=1&sort=S&filters=a%3A1&filters=b%3A2&locationId=7',
    );
  });
});
