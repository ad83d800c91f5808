import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { components } from '@salonbook/sdk';
import { renderApp, type RenderAppOptions } from '../../test/app';
import { spyAnalytics } from '../../test/analytics';
import { digitsPattern, fail, never, ruCount, sandboxApi, sandboxGet, testSandbox, type Override, type Sandbox } from '../../test/sandbox';
import { readSearch, writeSearch } from './api';

type S = components['schemas'];

const searchCalls = (apiCalls: Request[]) => apiCalls.map((r) => new URL(r.url)).filter((u) => u.pathname.endsWith('/firms/search'));

const SEARCH = 'GET /firms/search';
/** The city the app asks for when none was chosen (the config's default): Aqtau. */
const CITY = 3;

interface Setup extends Pick<RenderAppOptions, 'analytics' | 'cookies'> {
  overrides?: Record<string, Override>;
  /** Changes the sandbox's state before the page opens. */
  prepare?: (state: Sandbox['state']) => void;
}

/** The search page against a fresh sandbox, `overrides` aside; `cityFirms` are the salons of the default city. */
function setup(path = '/search/firms', { overrides, prepare, ...options }: Setup = {}) {
  const sandbox = testSandbox();
  prepare?.(sandbox.state);
  const cityFirms = sandbox.state.firms.filter((f) => f.cityId === CITY);
  const app = renderApp(path, { api: sandboxApi(sandbox, overrides), ...options });
  return { ...app, sandbox, cityFirms, firm: (id: number) => sandbox.state.firms.find((f) => f.id === id)! };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const found = (n: number) => `Найдено ${ruCount(n, 'салон', 'салона', 'салонов')}`;

describe('search page', () => {
  it('shows card skeletons while the results load', async () => {
    const { container } = setup('/search/firms', { overrides: { [SEARCH]: never } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Ищем салоны…' })).toBeInTheDocument();
    expect(container.querySelectorAll('.search__grid .firm-card .skeleton').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: /Жасмин/ })).toBeNull();
  });

  it('shows an error with retry, and retry loads the results', async () => {
    let down = true;
    const { firm } = setup('/search/firms', { overrides: { [SEARCH]: () => (down ? fail() : undefined) } });
    expect(await screen.findByRole('heading', { name: 'Не удалось загрузить салоны' })).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('link', { name: firm(101).name })).toHaveAttribute('href', '/salon/101');
  });

  it('shows an empty state with a way to reset the search', async () => {
    // Nothing in the seed is called «xyz».
    const { router, sandbox } = setup('/search/firms?query=xyz&filters=features:EXPRESS');
    expect((await sandboxGet<S['FirmShortPage']>(sandbox, '/firms/search?query=xyz')).total).toBe(0);
    expect(await screen.findByRole('heading', { name: 'Ничего не нашлось' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Поиск: «xyz»' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Сбросить поиск' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows the results as salon cards with the count, filters, districts and sorts', async () => {
    const { sandbox, cityFirms } = setup();
    const { items } = await sandboxGet<S['FirmShortPage']>(sandbox, '/firms/search');
    const district = sandbox.state.locations.find((l) => l.id === 14)!;
    expect(await screen.findByRole('heading', { level: 1, name: 'Поиск салонов' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: found(cityFirms.length) })).toBeInTheDocument();
    const results = screen.getByRole('region', { name: found(cityFirms.length) });
    for (const firm of cityFirms) expect(within(results).getByRole('link', { name: firm.name })).toHaveAttribute('href', `/salon/${firm.id}`);
    // Each card shows its salon's lowest price.
    expect(items).toHaveLength(cityFirms.length);
    for (const item of items) {
      const card = within(results).getByRole('link', { name: item.name }).closest('article')!;
      expect(within(card).getByText(new RegExp(`^от ${digitsPattern(item.priceFrom!)}\\s₸$`))).toBeInTheDocument();
    }
    expect(await screen.findByRole('checkbox', { name: 'Онлайн-предоплата' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Цена' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Сортировка' })).toHaveValue('RATING');
    expect(await screen.findByRole('combobox', { name: 'Район' })).toHaveValue('');
    expect(screen.getByRole('option', { name: `${district.name} (${cityFirms.filter((f) => f.locationId === district.id).length})` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Показать ещё салоны' })).toBeNull();
  });

  it('keeps filters, district and sort in the URL and sends them to the API', async () => {
    const { router, apiCalls, sandbox } = setup('/search/firms?categoryId=11');
    const haircuts = sandbox.state.categories.flatMap((c) => c.subcategories ?? []).find((c) => c.id === 11)!;
    // The price options' titles as the sandbox writes them ('до 5 000 ₸', a no-break thousands separator).
    const groups = await sandboxGet<S['FilterOptionGroup'][]>(sandbox, '/firms/search/filterOptions');
    const title = (group: string, value: string) => groups.find((g) => g.key === group)!.options.find((o) => o.value === value)!.title;
    expect(await screen.findByText(`Категория: ${haircuts.name}`)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Онлайн-предоплата' }));
    await userEvent.click(screen.getByRole('checkbox', { name: title('price', 'TO_5000') }));
    await userEvent.click(screen.getByRole('checkbox', { name: title('price', 'FROM_5000') }));
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
    expect(screen.getByRole('checkbox', { name: title('price', 'TO_5000') })).not.toBeChecked();
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
    // More salons in the city than a page (20) holds: the seed's and new ones, each with a service.
    const { apiCalls, sandbox, cityFirms } = setup('/search/firms', {
      prepare: (state) => {
        const template = state.firms.find((f) => f.id === 102)!;
        const service = state.services.find((s) => s.firmId === 102)!;
        for (let i = 1; i <= 18; i++) {
          state.firms.push({ ...template, id: 1000 + i, name: `Студия «Новая ${i}»`, express: [], discounts: [] });
          state.services.push({ ...service, id: 10_000 + i, firmId: 1000 + i });
        }
      },
    });
    expect(cityFirms.length).toBeGreaterThan(20);
    expect(cityFirms.length).toBeLessThanOrEqual(40);
    const second = await sandboxGet<S['FirmShortPage']>(sandbox, '/firms/search?offset=20&limit=20');
    expect(second.items).toHaveLength(cityFirms.length - 20);
    await userEvent.click(await screen.findByRole('button', { name: 'Показать ещё салоны' }));
    for (const item of second.items) expect(await screen.findByRole('link', { name: item.name })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /«/ })).toHaveLength(cityFirms.length);
    expect(screen.queryByRole('button', { name: 'Показать ещё салоны' })).toBeNull();
    expect(searchCalls(apiCalls).some((u) => u.searchParams.get('offset') === '20' && u.searchParams.get('limit') === '20')).toBe(true);
  });

  it('suggests categories, services and salons as the client types (debounced); a category goes to the URL', async () => {
    const { analytics, track } = spyAnalytics();
    const { router, apiCalls, sandbox } = setup('/search/firms', { analytics });
    const suggested = await sandboxGet<S['SearchSuggestions']>(sandbox, `/firms/search/suggestions?query=${encodeURIComponent('стриж')}`);
    expect(suggested.firms.map((f) => f.id)).toContain(101);
    const box = await screen.findByRole('combobox', { name: 'Салон, услуга или категория' });
    await userEvent.type(box, 'стриж');
    const list = await screen.findByRole('listbox', { name: 'Подсказки' });
    expect(within(list).getByRole('group', { name: 'Категории' })).toBeInTheDocument();
    expect(within(list).getByRole('option', { name: 'Женская стрижка' })).toBeInTheDocument();
    for (const firm of suggested.firms) {
      expect(within(list).getByRole('option', { name: new RegExp(`^${escape(firm.name)}\\s*${escape(firm.address)}$`) })).toBeInTheDocument();
    }
    // Once per pause in typing, to each list: the grouped v1 and the flat v2 (whose masters the box shows).
    const asked = (version: string) =>
      apiCalls.filter((r) => r.url.includes(`/${version}/firms/search/suggestions`)).map((r) => new URL(r.url).searchParams.get('query'));
    expect(asked('v1')).toEqual(['стриж']);
    expect(asked('v2')).toEqual(['стриж']);
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
      const { apiCalls, sdk, sandbox, firm } = setup();
      // What the sandbox measures from that place to firm 101: a few hundred metres, written to the ten.
      const near = (await sandboxGet<S['FirmShortPage']>(sandbox, '/firms/search?lat=43.65&lng=51.16')).items.find((f) => f.id === 101)!;
      expect(near.distanceMeters).toBeLessThan(1000);
      const distance = new RegExp(`(^|\\s)${Math.round(near.distanceMeters! / 10) * 10}\\sм от вас$`);
      const button = await screen.findByRole('button', { name: 'Рядом со мной' });
      expect(await screen.findByRole('link', { name: firm(101).name })).toBeInTheDocument();
      expect(screen.queryByText(/(км|м) от вас/)).toBeNull(); // no place, no "from you"
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
      const shown = await screen.findByText(distance);
      expect(shown.closest('article')).toContainElement(screen.getByRole('link', { name: firm(101).name }));

      await userEvent.click(screen.getByRole('button', { name: 'Не учитывать моё место' }));
      expect(sdk.storage.get('userLocation')).toBeUndefined();
      expect(await screen.findByRole('button', { name: 'Рядом со мной' })).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'geolocation');
    }
  });

  it("'Ближе ко мне' without a place asks for it at once; refused, it says the list is by rating and why", async () => {
    let answer: (ok: boolean) => void = () => {};
    const getCurrentPosition = vi.fn((ok: PositionCallback, fail: PositionErrorCallback) => {
      answer = (granted) =>
        granted
          ? ok({ coords: { latitude: 43.65, longitude: 51.16 } } as GeolocationPosition)
          : fail?.({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' } as GeolocationPositionError);
    });
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    try {
      const { router } = setup();
      const sort = await screen.findByRole('combobox', { name: 'Сортировка' });
      await userEvent.selectOptions(sort, 'Ближе ко мне');
      await waitFor(() => expect(router.state.location.search).toContain('sort=DISTANCE'));
      expect(getCurrentPosition).toHaveBeenCalledTimes(1);
      act(() => answer(false));
      expect(await screen.findByRole('alert')).toHaveTextContent('Доступ к геопозиции запрещён');
      const note = screen.getByText(/отсортированы по рейтингу/);
      expect(sort).toHaveAccessibleDescription(note.textContent!);

      // Allowed on the second ask: the note goes, the list is by distance.
      await userEvent.click(screen.getByRole('button', { name: 'Рядом со мной' }));
      act(() => answer(true));
      expect(await screen.findByText('Расстояния — от вашего места')).toBeInTheDocument();
      expect(screen.queryByText(/отсортированы по рейтингу/)).not.toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'geolocation');
    }
  });

  it('"near me" in Aqtau with Almaty chosen: says so and offers Aqtau, whose salons then come with their distances', async () => {
    const getCurrentPosition = vi.fn((ok: PositionCallback) => ok({ coords: { latitude: 43.65, longitude: 51.16 } } as GeolocationPosition));
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    try {
      const { apiCalls, sdk, firm } = setup();
      sdk.storage.set('currentUsersCity', { id: 1, name: 'Алматы' });
      await userEvent.click(await screen.findByRole('button', { name: 'Рядом со мной' }));
      const offer = await screen.findByText(/^Похоже, вы в городе/);
      expect(offer).toHaveTextContent('Похоже, вы в городе Актау, а ищете в городе Алматы: салоны далеко от вас.');
      // The list is still Almaty's, kilometres away, until the switch.
      await waitFor(() => expect(screen.getAllByText(/\d\sкм от вас$/).length).toBeGreaterThan(0));
      await userEvent.click(screen.getByRole('button', { name: 'Искать в городе Актау' }));
      expect(sdk.storage.get('currentUsersCity')).toEqual({ id: 3, name: 'Актау' });
      expect(sdk.storage.get('currentUsersCountry')).toEqual({ isoCode: 'KZ' });
      await waitFor(() => expect(screen.queryByText(/^Похоже, вы в городе/)).toBeNull());
      await waitFor(() => {
        const last = apiCalls.filter((r) => new URL(r.url).pathname.endsWith('/firms/search')).at(-1)!;
        expect(last.headers.get('city_id')).toBe('3');
        expect(new URL(last.url).searchParams.get('lat')).toBe('43.65');
      });
      const card = (await screen.findByRole('link', { name: firm(101).name })).closest('article')!;
      expect(card).toHaveTextContent(/\d\sм от вас/);
    } finally {
      Reflect.deleteProperty(navigator, 'geolocation');
    }
  });

  for (const [lang, text, button] of [
    ['KZ', 'Сіз Ақтау қаласындасыз, ал іздеу Алматы қаласы бойынша: салондар сізден алыс.', 'Ақтау қаласынан іздеу'],
    ['EN', 'You seem to be in Aktau, but searching in Almaty: these salons are far from you.', 'Search in Aktau'],
  ] as const)
    it(`${lang}: the other city offered in the page's language`, async () => {
      const { sdk } = setup('/search/firms', { cookies: { lang } });
      sdk.storage.set('currentUsersCity', { id: 1, name: 'Алматы' });
      sdk.storage.set('userLocation', { lat: 43.65, lng: 51.16 });
      expect(await screen.findByText(text)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: button }));
      expect(sdk.storage.get('currentUsersCity')?.id).toBe(3);
    });

  it('a device in the chosen city, or far from every city, is offered no switch', async () => {
    const { sdk } = setup();
    sdk.storage.set('userLocation', { lat: 43.65, lng: 51.16 });
    expect(await screen.findByText('Расстояния — от вашего места')).toBeInTheDocument();
    sdk.storage.set('currentUsersCity', { id: 3, name: 'Актау' });
    await screen.findAllByText(/м от вас$/);
    expect(screen.queryByText(/^Похоже, вы в городе/)).toBeNull();
    act(() => sdk.storage.set('userLocation', { lat: 47, lng: 60 }));
    await waitFor(() => expect(screen.queryByText(/^Похоже, вы в городе/)).toBeNull());
  });

  it('submitting the field searches for the text', async () => {
    const { router } = setup();
    const box = await screen.findByRole('combobox', { name: 'Салон, услуга или категория' });
    await userEvent.type(box, 'маникюр{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe(`?query=${encodeURIComponent('маникюр')}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Поиск: «маникюр»' })).toBeInTheDocument();
  });

  it('speaks English', async () => {
    const { cityFirms } = setup('/search/firms', { cookies: { lang: 'EN' } });
    expect(await screen.findByRole('heading', { level: 2, name: `${cityFirms.length} salons found` })).toBeInTheDocument();
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
