import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { components } from '@salonbook/sdk';
import { renderApp } from '../../test/app';
import { spyAnalytics } from '../../test/analytics';
import { fail, never, sandboxApi, sandboxGet, testSandbox, type Override, type Sandbox } from '../../test/sandbox';

type S = components['schemas'];

/** Passes the request on to the sandbox with pages of `size` (so two or three cards already page). */
const smallPages =
  (sandbox: Sandbox, size: number): Override =>
  (request, url) => {
    url.searchParams.set('limit', String(size));
    return sandbox.fetch(new Request(url, { headers: request.headers }));
  };

function open(path: string, overrides: Record<string, Override> = {}, options: Parameters<typeof renderApp>[1] = {}) {
  const sandbox = testSandbox();
  const app = renderApp(path, { api: sandboxApi(sandbox, overrides), ...options });
  return { ...app, sandbox, state: sandbox.state };
}

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('article')
    .map((a) => within(a).getByRole('heading').textContent);

describe('category page', () => {
  it("shows the category, its subcategories (tracked) and the city's salons, paged", async () => {
    const { analytics, track } = spyAnalytics();
    const sandbox = testSandbox();
    const page = await sandboxGet<S['CategoryPage']>(sandbox, '/categories/1?limit=100', { city_id: '3' });
    expect(page.firms.total).toBeGreaterThan(1);
    const { router, title } = renderApp('/category/1', { api: sandboxApi(sandbox, { 'GET /categories/1': smallPages(sandbox, 1) }), analytics });
    expect(await screen.findByRole('heading', { level: 1, name: 'Волосы' })).toBeInTheDocument();
    await waitFor(() => expect(title()).toBe('Волосы · Salonbook'));
    const list = await screen.findByRole('list', { name: 'Салоны категории' });
    expect(names(list)).toEqual([page.firms.items[0]!.name]);
    expect(screen.getByText(`${page.firms.total} салона`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(names(list)).toEqual(page.firms.items.slice(0, 2).map((f) => f.name)));
    expect(screen.getByRole('link', { name: 'Фильтры, сортировка и районы →' })).toHaveAttribute('href', '/search/firms?categoryId=1');

    const subs = screen.getByRole('navigation', { name: 'Подкатегории' });
    await userEvent.click(within(subs).getByRole('link', { name: 'Стрижки' }));
    expect(track).toHaveBeenCalledWith('press_subcategory', expect.objectContaining({ categoryId: 11, parentId: 1 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Стрижки' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/category/11');
    // The tab names the subcategory once its data has come.
    await waitFor(() => expect(title()).toBe('Стрижки · Salonbook'));
    expect(screen.getByRole('link', { name: '← Вся категория' })).toHaveAttribute('href', '/category/1');
  });

  it('loading, a failure with a retry, and a category without salons in the city', async () => {
    open('/category/1', { 'GET /categories/1': never });
    expect(await screen.findByRole('main')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelectorAll('.discovery__grid .skeleton').length).toBeGreaterThan(0));

    let down = true;
    const failing = open('/category/1', { 'GET /categories/1': () => (down ? fail() : undefined) });
    expect(await screen.findByRole('heading', { name: 'Список не загрузился' })).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Волосы' })).toBeInTheDocument();
    failing.unmount();

    open('/category/1', {}, {}).state.firms.splice(0);
    expect(await screen.findByText('В вашем городе пока нет салонов этой категории.')).toBeInTheDocument();
  });

  it('an unknown category is the not-found page', async () => {
    const { router } = open('/category/999');
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
  });

  it('speaks English', async () => {
    open('/category/1', {}, { cookies: { lang: 'EN' } });
    expect(await screen.findByRole('list', { name: 'Salons of the category' })).toBeInTheDocument();
    expect(screen.getByText(/^\d+ salons?$/)).toBeInTheDocument();
  });
});

describe('special offers', () => {
  it('lists every salon with a discount, with its badge and title, paged', async () => {
    const sandbox = testSandbox();
    const all = await sandboxGet<S['SpecialOfferFirmPage']>(sandbox, '/screen/special-offers/discounted-firms?limit=100', { city_id: '3' });
    const { title } = renderApp('/offers/discounts', { api: sandboxApi(sandbox, { 'GET /screen/special-offers/discounted-firms': smallPages(sandbox, 1) }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Скидки' })).toBeInTheDocument();
    await waitFor(() => expect(title()).toBe('Скидки · Salonbook'));
    const list = await screen.findByRole('list', { name: 'Скидки' });
    const first = all.items[0]!;
    expect(within(list).getByRole('link', { name: first.name })).toHaveAttribute('href', `/salon/${first.id}`);
    expect(within(list).getByText(`−${first.discountPercent}%`)).toBeInTheDocument();
    expect(within(list).getByText(first.offerTitle)).toBeInTheDocument();
    if (all.total > 1) expect(screen.getByRole('button', { name: 'Показать ещё' })).toBeInTheDocument();
  });

  it('the other offers; none in the city; a failure', async () => {
    const sandbox = testSandbox();
    const all = await sandboxGet<S['SpecialOfferFirmPage']>(sandbox, '/screen/special-offers/offered-firms', { city_id: '3' });
    const view = renderApp('/offers/special', { api: sandboxApi(sandbox) });
    const list = await screen.findByRole('list', { name: 'Акции и подарки' });
    expect(names(list)).toEqual(all.items.map((f) => f.name));
    expect(within(list).getAllByText('Акция')).toHaveLength(all.items.length);
    view.unmount();

    const empty = open('/offers/special');
    empty.state.offers.splice(0);
    expect(await screen.findByText('Сейчас предложений нет. Загляните позже.')).toBeInTheDocument();
    empty.unmount();

    open('/offers/discounts', { 'GET /screen/special-offers/discounted-firms': fail });
    expect(await screen.findByRole('heading', { name: 'Список не загрузился' })).toBeInTheDocument();
  });

  it('an unknown kind is the not-found page', async () => {
    const { router } = open('/offers/other');
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
  });
});

describe('professions', () => {
  it("the index, then a profession's masters (paged), each to the master's page", async () => {
    const sandbox = testSandbox();
    const masters = await sandboxGet<S['MasterShortPage']>(sandbox, '/masters/21?limit=100', { city_id: '3' });
    expect(masters.total).toBeGreaterThan(1);
    const { router, title } = renderApp('/masters/professions', { api: sandboxApi(sandbox, { 'GET /masters/21': smallPages(sandbox, 1) }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Мастера по профессиям' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /Парикмахер-стилист/ });
    expect(link).toHaveAttribute('href', '/masters/professions/21');
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Парикмахер-стилист' })).toBeInTheDocument();
    await waitFor(() => expect(title()).toBe('Парикмахер-стилист · Salonbook'));
    const list = await screen.findByRole('list', { name: 'Парикмахер-стилист' });
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2));
    const [best] = masters.items;
    const card = within(list).getByRole('link', { name: `${best!.name} ${best!.surname}` });
    expect(card).toHaveAttribute('href', `/master/${best!.id}`);
    await userEvent.click(card);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/master/${best!.id}`));
  });

  it('loading, a failure with a retry, none of a profession in the city', async () => {
    open('/masters/professions', { 'GET /masters/professions': never });
    await waitFor(() => expect(document.querySelectorAll('.discovery__skeleton').length).toBe(4));

    let down = true;
    const failing = open('/masters/professions', { 'GET /masters/professions': () => (down ? fail() : undefined) });
    expect(await screen.findByRole('heading', { name: 'Список не загрузился' })).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('link', { name: /Барбер/ })).toBeInTheDocument();
    failing.unmount();

    const none = open('/masters/professions/21');
    none.state.masters.splice(0);
    expect(await screen.findByText('В вашем городе пока нет мастеров этой профессии.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Все профессии' })).toHaveAttribute('href', '/masters/professions');
  });

  it('speaks Kazakh', async () => {
    open('/masters/professions', {}, { cookies: { lang: 'KZ' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Мамандықтар бойынша шеберлер' })).toBeInTheDocument();
  });
});

describe('the way to the professions', () => {
  it('the search page links to the professions index', async () => {
    const { router } = open('/search/firms');
    const link = await screen.findByRole('link', { name: 'Или выберите мастера по профессии →' });
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/masters/professions'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Мастера по профессиям' })).toBeInTheDocument();
  });
});
