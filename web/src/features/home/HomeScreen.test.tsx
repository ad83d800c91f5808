import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryStorage } from '@salonbook/sdk';
import { renderApp, signIn } from '../../test/app';
import { fail, never, spyAnalytics } from '../../test/data/salon';
import { categories as allCategories, homeApi } from '../../test/data/home';

const V2_ADS = 'GET /rest/clients-app/v2/compilations/ad';
const everythingPending = {
  'GET /screen/home': never,
  'GET /screen/home/categories': never,
  'GET /screen/home/menu-tabs': never,
  'GET /screen/home/reviews': never,
  [V2_ADS]: never,
  'GET /favorite-firms': never,
};

describe('home', () => {
  it('shows the hero at once and skeletons where the sections will be', async () => {
    const { container } = renderApp('/', { api: homeApi(everythingPending) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Запишитесь к мастеру за пару минут' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Салон, услуга или категория' })).toBeInTheDocument();
    expect(container.querySelectorAll('.home__category-skeleton')).toHaveLength(4);
    expect(container.querySelectorAll('.home__rail .firm-card .skeleton').length).toBeGreaterThan(0);
    expect(container.querySelectorAll('.home__review-skeleton')).toHaveLength(3);
    expect(container.querySelectorAll('.home__banners .skeleton')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Волосы' })).toBeNull();
  });

  it('shows categories, offers with badges, compilations, adverts and reviews', async () => {
    renderApp('/', { api: homeApi() });
    const categories = await screen.findByRole('region', { name: 'Категории' });
    expect(await within(categories).findByRole('link', { name: 'Волосы' })).toHaveAttribute('href', '/search/firms?categoryId=1');
    expect(within(categories).getByRole('link', { name: 'Маникюр' })).toHaveAttribute('href', '/search/firms?categoryId=12');

    const offers = await screen.findByRole('region', { name: 'Специальные предложения' });
    expect(within(offers).getByRole('link', { name: 'Студия маникюра «Лотос»' })).toHaveAttribute('href', '/salon/102');
    expect(within(offers).getByText('−20%')).toBeInTheDocument();
    expect(within(offers).getByText('Укладка в подарок к окрашиванию')).toBeInTheDocument();
    expect(within(offers).getByText('Акция')).toBeInTheDocument();

    const recommended = screen.getByRole('region', { name: 'Рекомендуем' });
    expect(within(recommended).getAllByRole('article')).toHaveLength(2);
    const ad = await screen.findByRole('region', { name: 'Зимние предложения' });
    expect(within(ad).getByText('Реклама')).toBeInTheDocument();

    const reviews = await screen.findByRole('region', { name: 'Свежие отзывы' });
    // The cards load after the first screen (their own chunk, with date-fns).
    expect(await within(reviews).findByRole('heading', { level: 3, name: 'Алия' })).toBeInTheDocument();
    expect(within(reviews).getByRole('link', { name: 'Салон красоты «Жасмин»' })).toHaveAttribute('href', '/salon/101');
    expect(within(reviews).getByText('20.11.2026')).toBeInTheDocument();
    // Anonymous: no favourites section and no request for it.
    expect(screen.queryByRole('region', { name: 'Избранные салоны' })).toBeNull();
  });

  it('a category press is tracked and opens the search with the category', async () => {
    const { analytics, track } = spyAnalytics();
    const view = renderApp('/', { api: homeApi(), analytics });
    await userEvent.click(await screen.findByRole('link', { name: 'Стрижки' }));
    await waitFor(() => expect(track).toHaveBeenCalledWith('press_subcategory', expect.objectContaining({ categoryId: 11, parentId: 1 })));
    await waitFor(() => expect(view.router.state.location.search).toBe('?categoryId=11'));
    view.unmount();

    const { router } = renderApp('/', { api: homeApi(), analytics });
    await userEvent.click(await screen.findByRole('link', { name: 'Волосы' }));
    await waitFor(() => expect(track).toHaveBeenCalledWith('press_category', expect.objectContaining({ categoryId: 1 })));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/search/firms?categoryId=1'));
  });

  it('the search field goes to the search page with the query', async () => {
    const { router } = renderApp('/', { api: homeApi() });
    await userEvent.type(await screen.findByRole('combobox', { name: 'Салон, услуга или категория' }), 'стрижка{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe(`?query=${encodeURIComponent('стрижка')}`));
    expect(router.state.location.pathname).toBe('/search/firms');
  });

  it('shows a retry in a failed section and keeps the rest of the page', async () => {
    let down = true;
    renderApp('/', { api: homeApi({ 'GET /screen/home/categories': () => (down ? fail() : []), 'GET /screen/home': fail, [V2_ADS]: fail }) });
    const categories = await screen.findByRole('region', { name: 'Категории' });
    expect(await within(categories).findByText('Этот раздел не загрузился.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Специальные предложения' })).toHaveTextContent('Этот раздел не загрузился.');
    expect(await screen.findByRole('region', { name: 'Свежие отзывы' })).toBeInTheDocument();
    expect(screen.queryByText('Реклама')).toBeNull();
    down = false;
    await userEvent.click(within(categories).getByRole('button', { name: 'Повторить' }));
    expect(await within(categories).findByText('Категории скоро появятся.')).toBeInTheDocument();
  });

  it('leaves out empty offers, compilations and reviews', async () => {
    renderApp('/', {
      api: homeApi({
        'GET /screen/home': { banners: [], categories: [], menuTabs: [], discountedFirms: [], offeredFirms: [], compilations: [] },
        [V2_ADS]: [],
        'GET /screen/home/reviews': [],
      }),
    });
    expect(await screen.findByRole('link', { name: 'Волосы' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Специальные предложения' })).toBeNull());
    expect(screen.queryByRole('region', { name: 'Свежие отзывы' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Как это работает' })).toBeInTheDocument();
  });

  it('shows the favourite salons of a signed-in client, or how to add some', async () => {
    const view = renderApp('/', { api: homeApi() });
    signIn(view.sdk);
    const favorites = await screen.findByRole('region', { name: 'Избранные салоны' });
    expect(await within(favorites).findByRole('link', { name: 'Салон красоты «Жасмин»' })).toBeInTheDocument();
    expect(within(favorites).getByRole('link', { name: 'Студия маникюра «Лотос»' })).toBeInTheDocument();
    expect(view.queryClient.getQueryData(['get', '/rest/clients-app/v1/favorite-firms'])).toHaveLength(2);
    view.unmount();

    const empty = renderApp('/', { api: homeApi({ 'GET /favorite-firms': [] }) });
    signIn(empty.sdk);
    expect(await screen.findByText(/Добавляйте салоны в избранное/)).toBeInTheDocument();
  });

  it('speaks Kazakh', async () => {
    renderApp('/', { api: homeApi(), cookies: { lang: 'KZ' } });
    expect(await screen.findByRole('region', { name: 'Арнайы ұсыныстар' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Санаттар' })).toBeInTheDocument();
  });

  it('shows the banners: an in-app link and an outside address', async () => {
    renderApp('/', { api: homeApi() });
    const banners = await screen.findByRole('region', { name: 'Акции и новости' });
    const links = within(banners).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', '/salon/102');
    expect(within(links[0]!).getByRole('img', { name: 'Скидка 20% на маникюр' })).toHaveAttribute('src', 'https://cdn.test/banners/41.jpg');
    expect(links[1]).toHaveAttribute('href', 'https://promo.salonbook.kz/winter');
    expect(within(links[1]!).getByRole('img', { name: 'Акция' })).toHaveAttribute('loading', 'lazy');
  });

  it('a banner whose picture fails becomes a drawn placeholder with the same name', { timeout: 20_000 }, async () => {
    renderApp('/', { api: homeApi() });
    const banners = await screen.findByRole('region', { name: 'Акции и новости' });
    const [first, second] = within(banners).getAllByRole('link');
    fireEvent.error(within(first!).getByRole('img', { name: 'Скидка 20% на маникюр' }));
    const drawn = await within(first!).findByRole('img', { name: 'Скидка 20% на маникюр' });
    expect(drawn.tagName).toBe('SPAN');
    expect(drawn).toHaveClass('home__banner-image--empty');
    expect(first).toHaveAccessibleName('Скидка 20% на маникюр');
    // The other banner keeps its picture.
    expect(within(second!).getByRole('img', { name: 'Акция' }).tagName).toBe('IMG');
  });

  it('a category icon that fails, or is missing, gives way to the first letter of the category', { timeout: 20_000 }, async () => {
    const withIcons = allCategories.map((category, i) => ({ ...category, iconUrl: i === 0 ? 'https://cdn.test/icons/1.svg' : null }));
    const { container } = renderApp('/', { api: homeApi({ 'GET /screen/home/categories': withIcons }) });
    const categories = await screen.findByRole('region', { name: 'Категории' });
    const hair = await within(categories).findByRole('link', { name: 'Волосы' });
    const icon = hair.querySelector('img.home__category-icon');
    expect(icon).toHaveAttribute('src', 'https://cdn.test/icons/1.svg');
    fireEvent.error(icon!);
    await waitFor(() => expect(hair.querySelector('img')).toBeNull());
    expect(hair.querySelector('.home__category-icon--empty')).toHaveTextContent('В');
    expect(hair).toHaveAccessibleName('Волосы');
    const nails = within(categories).getByRole('link', { name: 'Ногти' });
    expect(nails.querySelector('.home__category-icon--empty')).toHaveTextContent('Н');
    expect(container.querySelectorAll('img.home__category-icon')).toHaveLength(0);
  });

  it('menu tabs filter the categories; the chosen tab is remembered across a reload', async () => {
    const storage = createMemoryStorage();
    const health = [{ id: 5, name: 'Массаж', parentId: null, subcategories: [] }];
    const api = homeApi({
      'GET /screen/home/categories': (_request: Request, url: URL) => (url.searchParams.get('menuTabId') === '2' ? health : allCategories),
    });
    const first = renderApp('/', { api, storage });
    const tabs = await screen.findByRole('tablist', { name: 'Разделы каталога' });
    expect(within(tabs).getByRole('tab', { name: 'Все' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: 'Волосы' })).toBeInTheDocument();

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Здоровье' }));
    expect(await screen.findByRole('link', { name: 'Массаж' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Здоровье' })).toBeInTheDocument();
    expect(first.sdk.storage.get('menu-tab')).toBe('2');
    first.unmount();

    const second = renderApp('/', { api, storage });
    expect(await screen.findByRole('tab', { name: 'Здоровье' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: 'Массаж' })).toBeInTheDocument();
    const categoryCalls = second.apiCalls.filter((r) => r.url.includes('/screen/home/categories'));
    expect(categoryCalls.map((r) => new URL(r.url).searchParams.get('menuTabId'))).toEqual(['2']);

    // Arrow keys move between the tabs (and wrap around); Home goes to "all".
    screen.getByRole('tab', { name: 'Здоровье' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Все' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Все' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Красота' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(second.sdk.storage.get('menu-tab')).toBeUndefined();
  });

  it('a remembered tab the city does not have falls back to all categories', async () => {
    const storage = createMemoryStorage();
    const view = renderApp('/', { api: homeApi(), storage });
    view.sdk.storage.set('menu-tab', '99');
    view.unmount();
    renderApp('/', { api: homeApi(), storage });
    expect(await screen.findByRole('tab', { name: 'Все' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: 'Волосы' })).toBeInTheDocument();
  });
});
