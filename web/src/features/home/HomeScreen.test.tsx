import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_USER } from '@salonbook/contracts/sandbox';
import { createMemoryStorage, type components } from '@salonbook/sdk';
import { renderApp, type RenderAppOptions } from '../../test/app';
import { spyAnalytics } from '../../test/analytics';
import { demoSession, fail, never, sandboxApi, sandboxGet, testSandbox, type Override, type Sandbox } from '../../test/sandbox';

type S = components['schemas'];

const V2_ADS = 'GET /rest/clients-app/v2/compilations/ad';
const everythingPending: Record<string, Override> = {
  'GET /screen/home': never,
  'GET /screen/home/categories': never,
  'GET /screen/home/menu-tabs': never,
  'GET /screen/home/reviews': never,
  [V2_ADS]: never,
  'GET /favorite-firms': never,
};
/** The city the app asks for when none was chosen (the config's default): Aqtau. */
const CITY = 3;

interface Setup extends Pick<RenderAppOptions, 'analytics' | 'cookies' | 'storage'> {
  overrides?: Record<string, Override>;
  /** Changes the sandbox's state before the page opens. */
  prepare?: (state: Sandbox['state']) => void;
  /** Signed in as the demo client from the first request on. */
  signedIn?: boolean;
}

/** The home page against a fresh sandbox, `overrides` aside. */
function setup({ overrides, prepare, signedIn, ...options }: Setup = {}) {
  const sandbox = testSandbox();
  prepare?.(sandbox.state);
  const session = signedIn ? demoSession(sandbox) : undefined;
  const app = renderApp('/', { api: sandboxApi(sandbox, overrides), session, ...options });
  return { ...app, sandbox, state: sandbox.state, firm: (id: number) => sandbox.state.firms.find((f) => f.id === id)! };
}

/** A date of the contract (2026-11-21T10:00:00+05:00) as the page writes it: 21.11.2026. */
const dateText = (iso: string) => iso.slice(0, 10).split('-').reverse().join('.');

describe('home', () => {
  it('shows the hero at once and skeletons where the sections will be', async () => {
    const { container } = setup({ overrides: everythingPending });
    expect(await screen.findByRole('heading', { level: 1, name: 'Запишитесь к мастеру за пару минут' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Салон, услуга или категория' })).toBeInTheDocument();
    // The sections' module is lazy: its own skeletons replace the placeholder's once it is in.
    await waitFor(() => expect(container.querySelectorAll('.home__category-skeleton')).toHaveLength(4));
    expect(container.querySelectorAll('.home__rail .firm-card .skeleton').length).toBeGreaterThan(0);
    expect(container.querySelectorAll('.home__review-skeleton')).toHaveLength(3);
    expect(container.querySelectorAll('.home__banners .skeleton')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Волосы' })).toBeNull();
  });

  it('shows categories, offers with badges, compilations, adverts and reviews', async () => {
    const { sandbox, state, firm } = setup();
    const cityFirms = state.firms.filter((f) => f.cityId === CITY);
    // The seed's offers in Aqtau: a discount at «Лотос» and an offer at «Жасмин».
    const discount = state.offers.find((o) => o.kind === 'discount' && firm(o.firmId).cityId === CITY)!;
    const offer = state.offers.find((o) => o.kind === 'offer' && firm(o.firmId).cityId === CITY)!;
    const [ad] = await sandboxGet<S['Compilation'][]>(sandbox, '/rest/clients-app/v2/compilations/ad');
    const latest = (await sandboxGet<S['HomeReview'][]>(sandbox, '/screen/home/reviews')).find((r) => r.authorName === 'Алия')!;

    const categories = await screen.findByRole('region', { name: 'Категории' });
    expect(await within(categories).findByRole('link', { name: 'Волосы' })).toHaveAttribute('href', '/category/1');
    expect(within(categories).getByRole('link', { name: 'Маникюр' })).toHaveAttribute('href', '/category/12');

    const discounts = await screen.findByRole('region', { name: 'Скидки' });
    expect(within(discounts).getByRole('link', { name: firm(discount.firmId).name })).toHaveAttribute('href', `/salon/${discount.firmId}`);
    expect(within(discounts).getByText(`−${discount.discountPercent}%`)).toBeInTheDocument();
    expect(within(discounts).getByRole('link', { name: 'Все: Скидки' })).toHaveAttribute('href', '/offers/discounts');
    const offers = screen.getByRole('region', { name: 'Акции и подарки' });
    expect(within(offers).getByText(offer.offerTitle)).toBeInTheDocument();
    expect(within(offers).getByText('Акция')).toBeInTheDocument();
    expect(within(offers).getByRole('link', { name: 'Все: Акции и подарки' })).toHaveAttribute('href', '/offers/special');
    expect(screen.getByRole('link', { name: 'Мастера по профессиям →' })).toHaveAttribute('href', '/masters/professions');

    const recommended = screen.getByRole('region', { name: 'Рекомендуем' });
    expect(within(recommended).getAllByRole('article')).toHaveLength(Math.min(6, cityFirms.length));
    expect(ad).toBeDefined();
    const adRegion = await screen.findByRole('region', { name: ad!.title });
    expect(within(adRegion).getByText('Реклама')).toBeInTheDocument();

    const reviews = await screen.findByRole('region', { name: 'Свежие отзывы' });
    // The cards load after the first screen (their own chunk, with date-fns).
    const author = await within(reviews).findByRole('heading', { level: 3, name: latest.authorName });
    const card = within(author.closest('li')!);
    expect(card.getByRole('link', { name: latest.firmName })).toHaveAttribute('href', `/salon/${latest.firmId}`);
    expect(card.getByText(dateText(latest.createdAt))).toBeInTheDocument();
    // Anonymous: no favourites section and no request for it.
    expect(screen.queryByRole('region', { name: 'Избранные салоны' })).toBeNull();
  });

  it('a category press is tracked and opens the category page', async () => {
    const { analytics, track } = spyAnalytics();
    const view = setup({ analytics });
    await userEvent.click(await screen.findByRole('link', { name: 'Стрижки' }));
    await waitFor(() => expect(track).toHaveBeenCalledWith('press_subcategory', expect.objectContaining({ categoryId: 11, parentId: 1 })));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/category/11'));
    view.unmount();

    const { router } = setup({ analytics });
    await userEvent.click(await screen.findByRole('link', { name: 'Волосы' }));
    await waitFor(() => expect(track).toHaveBeenCalledWith('press_category', expect.objectContaining({ categoryId: 1 })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/category/1'));
  });

  it('the search field goes to the search page with the query', async () => {
    const { router } = setup();
    await userEvent.type(await screen.findByRole('combobox', { name: 'Салон, услуга или категория' }), 'стрижка{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe(`?query=${encodeURIComponent('стрижка')}`));
    expect(router.state.location.pathname).toBe('/search/firms');
  });

  it('shows a retry in a failed section and keeps the rest of the page', async () => {
    let down = true;
    // Back up, the categories answer a city without any yet (emptying the sandbox's would break its salons).
    setup({ overrides: { 'GET /screen/home/categories': () => (down ? fail() : Response.json([])), 'GET /screen/home': fail, [V2_ADS]: fail } });
    const categories = await screen.findByRole('region', { name: 'Категории' });
    expect(await within(categories).findByText('Этот раздел не загрузился.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Скидки' })).toHaveTextContent('Этот раздел не загрузился.');
    expect(screen.getByRole('region', { name: 'Акции и подарки' })).toHaveTextContent('Этот раздел не загрузился.');
    expect(await screen.findByRole('region', { name: 'Свежие отзывы' })).toBeInTheDocument();
    expect(screen.queryByText('Реклама')).toBeNull();
    down = false;
    await userEvent.click(within(categories).getByRole('button', { name: 'Повторить' }));
    expect(await within(categories).findByText('Категории скоро появятся.')).toBeInTheDocument();
  });

  it('leaves out empty offers, compilations and reviews', async () => {
    // A city without salons yet: no offers, compilations, adverts or reviews (the categories are everyone's).
    const { container } = setup({ prepare: (state) => void (state.firms = state.firms.filter((f) => f.cityId !== CITY)) });
    expect(await screen.findByRole('link', { name: 'Волосы' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Скидки' })).toBeNull());
    expect(screen.queryByRole('region', { name: 'Акции и подарки' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Рекомендуем' })).toBeNull();
    // The adverts have loaded (their skeleton is gone) and are left out.
    await waitFor(() => expect(container.querySelector('.home__title-skeleton')).toBeNull());
    expect(screen.queryByText('Реклама')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Свежие отзывы' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Как это работает' })).toBeInTheDocument();
  });

  it('shows the favourite salons of a signed-in client, or how to add some', async () => {
    // The seed's favourite of the demo client (103) and one more.
    const view = setup({ signedIn: true, prepare: (state) => void state.favorites.push({ userId: DEMO_USER.id, firmId: 101 }) });
    const mine = view.state.favorites.filter((f) => f.userId === DEMO_USER.id).map((f) => view.firm(f.firmId));
    expect(mine).toHaveLength(2);
    const favorites = await screen.findByRole('region', { name: 'Избранные салоны' });
    for (const firm of mine) expect(await within(favorites).findByRole('link', { name: firm.name })).toBeInTheDocument();
    expect(view.queryClient.getQueryData(['get', '/rest/clients-app/v1/favorite-firms'])).toHaveLength(mine.length);
    view.unmount();

    setup({ signedIn: true, prepare: (state) => void (state.favorites = []) });
    expect(await screen.findByText(/Добавляйте салоны в избранное/)).toBeInTheDocument();
  });

  it('speaks Kazakh', async () => {
    setup({ cookies: { lang: 'KZ' } });
    expect(await screen.findByRole('region', { name: 'Жеңілдіктер' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Санаттар' })).toBeInTheDocument();
  });

  it('shows the banners: an in-app link and an outside address', async () => {
    // The seed's first banner leads into the app; the second one here, without a title, leads outside.
    const { state } = setup({ prepare: (s) => void Object.assign(s.banners[1]!, { title: undefined, link: 'https://promo.salonbook.kz/winter' }) });
    const first = state.banners[0]!;
    const banners = await screen.findByRole('region', { name: 'Акции и новости' });
    const links = within(banners).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', first.link);
    expect(first.link).toMatch(/^\/salon\/\d+$/);
    expect(within(links[0]!).getByRole('img', { name: first.title })).toHaveAttribute('src', first.imageUrl);
    expect(links[1]).toHaveAttribute('href', 'https://promo.salonbook.kz/winter');
    expect(within(links[1]!).getByRole('img', { name: 'Акция' })).toHaveAttribute('loading', 'lazy');
  });

  it('a banner whose picture fails becomes a drawn placeholder with the same name', async () => {
    const { state } = setup();
    const [one, two] = state.banners;
    const banners = await screen.findByRole('region', { name: 'Акции и новости' });
    const [first, second] = within(banners).getAllByRole('link');
    fireEvent.error(within(first!).getByRole('img', { name: one!.title }));
    const drawn = await within(first!).findByRole('img', { name: one!.title });
    expect(drawn.tagName).toBe('SPAN');
    expect(drawn).toHaveClass('home__banner-image--empty');
    expect(first).toHaveAccessibleName(one!.title);
    // The other banner keeps its picture.
    expect(within(second!).getByRole('img', { name: two!.title }).tagName).toBe('IMG');
  });

  it('a category icon that fails, or is missing, gives way to the first letter of the category', async () => {
    // Only the first category keeps its icon (the seed has one for each).
    let hairIcon: string | undefined;
    const { container } = setup({
      prepare: (state) =>
        state.categories.forEach((category, i) => {
          hairIcon ??= category.iconUrl;
          if (i > 0) delete category.iconUrl;
          for (const sub of category.subcategories ?? []) delete sub.iconUrl;
        }),
    });
    expect(hairIcon).toBeTruthy();
    const categories = await screen.findByRole('region', { name: 'Категории' });
    const hair = await within(categories).findByRole('link', { name: 'Волосы' });
    const icon = hair.querySelector('img.home__category-icon');
    expect(icon).toHaveAttribute('src', hairIcon);
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
    // The seed's tabs: Красота (1), Здоровье (2: cosmetology and massage), Для мужчин (3).
    const first = setup({ storage });
    const tabTitles = first.state.menuTabs.map((t) => t.title);
    expect(tabTitles.indexOf('Здоровье')).toBe(1);
    const tabs = await screen.findByRole('tablist', { name: 'Разделы каталога' });
    expect(within(tabs).getByRole('tab', { name: 'Все' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: 'Волосы' })).toBeInTheDocument();

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Здоровье' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Волосы' })).toBeNull());
    expect(await screen.findByRole('link', { name: 'Массаж' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Здоровье' })).toBeInTheDocument();
    expect(first.sdk.storage.get('menu-tab')).toBe('2');
    first.unmount();

    const second = setup({ storage });
    expect(await screen.findByRole('tab', { name: 'Здоровье' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: 'Массаж' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Волосы' })).toBeNull();
    const categoryCalls = second.apiCalls.filter((r) => r.url.includes('/screen/home/categories'));
    expect(categoryCalls.map((r) => new URL(r.url).searchParams.get('menuTabId'))).toEqual(['2']);

    // Arrow keys move between the tabs (and wrap around); Home goes to "all".
    screen.getByRole('tab', { name: 'Здоровье' }).focus();
    for (const title of tabTitles.slice(2)) {
      await userEvent.keyboard('{ArrowRight}');
      expect(screen.getByRole('tab', { name: title })).toHaveAttribute('aria-selected', 'true');
    }
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
    const view = setup({ storage });
    expect(view.state.menuTabs.some((t) => t.id === 99)).toBe(false);
    view.sdk.storage.set('menu-tab', '99');
    view.unmount();
    setup({ storage });
    expect(await screen.findByRole('tab', { name: 'Все' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: 'Волосы' })).toBeInTheDocument();
  });
  describe('recently viewed', () => {
    const short = (firm: Sandbox['state']['firms'][number]) => ({
      id: firm.id,
      name: firm.name,
      address: firm.address,
      location: { lat: firm.lat, lng: firm.lng },
      rating: 1,
      reviewCount: 0,
    });

    it('shows the salons opened lately, newest first, with fresh cards from firms/list; a gone salon drops out', async () => {
      const storage = createMemoryStorage();
      const sandbox = testSandbox();
      const [a, b] = [sandbox.state.firms.find((f) => f.id === 102)!, sandbox.state.firms.find((f) => f.id === 101)!];
      storage.setItem('firms', JSON.stringify([short(a), { ...short(b), id: 999 }, short(b)]));
      const view = renderApp('/', { api: sandboxApi(sandbox), storage });
      const recent = await screen.findByRole('region', { name: 'Вы смотрели' });
      const cards = await within(recent).findAllByRole('article');
      expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([a.name, b.name]);
      // The cards are the server's (the stored rating 1 is stale).
      expect(within(cards[0]!).queryByText('1,0')).toBeNull();
      const call = view.apiCalls.find((r) => r.url.includes('/firms/list'))!;
      expect(new URL(call.url).searchParams.getAll('ids')).toEqual(['102', '999', '101']);
    });

    it('is left out, and nothing asked, while no salon was opened', async () => {
      const view = setup();
      expect(await screen.findByRole('link', { name: 'Волосы' })).toBeInTheDocument();
      await screen.findByRole('region', { name: 'Скидки' });
      expect(screen.queryByRole('region', { name: 'Вы смотрели' })).toBeNull();
      expect(view.apiCalls.some((r) => r.url.includes('/firms/list'))).toBe(false);
    });

    it('loading, then a failure with a retry', async () => {
      const storage = createMemoryStorage();
      const sandbox = testSandbox();
      const jasmin = sandbox.state.firms.find((f) => f.id === 101)!;
      storage.setItem('firms', JSON.stringify([short(jasmin)]));
      let answer: Override = never;
      renderApp('/', { api: sandboxApi(sandbox, { 'GET /firms/list': (...args) => answer(...args) }), storage });
      const recent = await screen.findByRole('region', { name: 'Вы смотрели' });
      expect(recent.querySelectorAll('.firm-card .skeleton').length).toBeGreaterThan(0);
      cleanup();

      answer = fail;
      renderApp('/', { api: sandboxApi(sandbox, { 'GET /firms/list': (...args) => answer(...args) }), storage });
      const failed = await screen.findByRole('region', { name: 'Вы смотрели' });
      expect(await within(failed).findByText('Этот раздел не загрузился.')).toBeInTheDocument();
      answer = () => undefined;
      await userEvent.click(within(failed).getByRole('button', { name: 'Повторить' }));
      expect(await within(failed).findByRole('link', { name: jasmin.name })).toHaveAttribute('href', '/salon/101');
    });
  });
});
