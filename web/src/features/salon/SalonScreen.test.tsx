import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_USER } from '@salonbook/contracts/sandbox';
import type { components } from '@salonbook/sdk';
import { renderApp, type RenderAppOptions } from '../../test/app';
import { spyAnalytics } from '../../test/analytics';
import { demoSession, fail, never, NOW, ruCount, sandboxApi, sandboxGet, testSandbox, type Override, type Sandbox } from '../../test/sandbox';
import { Hours } from './sections';
import { renderUi } from '../../ui/renderUi';

type S = components['schemas'];

// The full page (gallery, services, masters, reviews, portfolio, recommended) takes a few seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const FIRM = 'GET /firms/101';

interface Setup extends Pick<RenderAppOptions, 'analytics' | 'cookies'> {
  path?: string;
  overrides?: (sandbox: Sandbox) => Record<string, Override>;
  /** Changes the sandbox's state before the page opens. */
  prepare?: (state: Sandbox['state']) => void;
  /** Signed in as the demo client (tokens `token` / `refresh`) from the first request on. */
  signedIn?: boolean;
}

/** Firm 101 («Жасмин», the contract's examples) against a fresh sandbox, `overrides` aside. */
function setup({ path = '/salon/101', overrides, prepare, signedIn, ...options }: Setup = {}) {
  const sandbox = testSandbox();
  prepare?.(sandbox.state);
  const firm = sandbox.state.firms.find((f) => f.id === 101)!;
  const session = signedIn ? demoSession(sandbox) : undefined;
  const app = renderApp(path, { api: sandboxApi(sandbox, overrides?.(sandbox)), session, ...options });
  return { ...app, sandbox, firm };
}

/** The rating as the page labels it, from what the sandbox answers for the firm. */
async function ratingLabel(sandbox: Sandbox, lang: 'ru' | 'en' = 'ru') {
  const { rating, reviewCount } = await sandboxGet<S['Firm']>(sandbox, '/firms/101');
  return lang === 'en'
    ? `Rated ${rating.toFixed(1)} out of 5, ${reviewCount} reviews`
    : `Рейтинг ${rating.toFixed(1).replace('.', ',')} из 5, ${ruCount(reviewCount, 'отзыв', 'отзыва', 'отзывов')}`;
}

/** An amount as the bar writes it, spaces normalised: 25 000. */
const money = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
/** The firm's phone as the page writes it: +7 702 123 45 67. */
const phoneText = (phone: string) => phone.replace(/^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/, '+7 $1 $2 $3 $4');
/** A date of the contract (2027-01-02) as the page writes it: 02.01.2027. */
const dateText = (date: string) => date.split('-').reverse().join('.');
/** The draft's copy of a firm, as the salon page stores it. */
const draftFirm = (firm: Sandbox['state']['firms'][number]) => ({
  id: firm.id,
  name: firm.name,
  address: firm.address,
  location: { lat: firm.lat, lng: firm.lng },
  rating: 4.8,
  reviewCount: 128,
});

describe('salon page', () => {
  it('shows a skeleton with the page shape while the firm loads', async () => {
    const { container } = setup({ overrides: () => ({ [FIRM]: never }) });
    await waitFor(() => expect(container.querySelector('.salon[aria-busy="true"]')).not.toBeNull());
    expect(container.querySelector('.gallery .skeleton')).not.toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('shows an error with retry, and retry loads the salon', async () => {
    let down = true;
    const { firm } = setup({ overrides: () => ({ [FIRM]: () => (down ? fail() : undefined) }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Что-то пошло не так' })).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 1, name: firm.name })).toBeInTheDocument();
  });

  it('shows the full page: photos, rating, contacts, services, masters, offers, hours, portfolio, reviews; tracks open_firm', async () => {
    const { analytics, track } = spyAnalytics();
    const { sandbox, firm } = setup({
      analytics,
      prepare: (state) => {
        const jasmin = state.firms.find((f) => f.id === 101)!;
        // Photos with thumbnails of their own (the seed's are the pictures themselves): the big one shows the photo,
        // the small ones their thumbnails.
        jasmin.photos = jasmin.photos.map((p) => ({ ...p, thumbnailUrl: p.url.replace('.webp', '-thumb.webp') }));
        // Reviews that fit on one page: the two newest of the seed's.
        const newest = state.reviews
          .filter((r) => r.firmId === 101)
          .sort((a, b) => b.createdAt - a.createdAt)
          .slice(0, 2);
        state.reviews = state.reviews.filter((r) => r.firmId !== 101 || newest.includes(r));
      },
    });
    const { state } = sandbox;
    const [photo1, photo2] = firm.photos;
    const reviews = state.reviews.filter((r) => r.firmId === 101).sort((a, b) => b.createdAt - a.createdAt);
    const aigerim = state.masters.find((m) => m.id === 201)!;
    const [discount] = firm.discounts;
    const [express] = firm.express;
    const haircutCategory = state.categories.flatMap((c) => c.subcategories ?? []).find((c) => c.id === state.services.find((s) => s.id === 301)!.categoryId)!;

    expect(await screen.findByRole('heading', { level: 1, name: firm.name })).toBeInTheDocument();
    expect(track).toHaveBeenCalledWith('open_firm', expect.objectContaining({ firmId: 101 }));
    expect(track.mock.calls.filter(([e]) => e === 'open_firm')).toHaveLength(1);
    expect(screen.getByRole('img', { name: `${firm.name}: фото салона 1 из ${firm.photos.length}` })).toHaveAttribute('src', photo1!.url);
    expect(screen.getByRole('img', { name: `${firm.name}: фото салона 2 из ${firm.photos.length}` })).toHaveAttribute('src', photo2!.thumbnailUrl);
    expect(screen.getByRole('img', { name: await ratingLabel(sandbox) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: phoneText(firm.phone) })).toHaveAttribute('href', `tel:${firm.phone}`);
    expect(screen.getByRole('link', { name: new RegExp(`@${firm.instagram}`) })).toHaveAttribute('href', `https://instagram.com/${firm.instagram}`);
    expect(screen.getByRole('link', { name: /Открыть в 2ГИС/ })).toHaveAttribute('href', `https://2gis.kz/geo/${firm.lng},${firm.lat}`);
    expect(screen.getByRole('link', { name: /Яндекс Карты/ })).toHaveAttribute('href', expect.stringContaining(`pt=${firm.lng},${firm.lat}`));

    // The services column renders right after the first paint of the photo and header.
    const services = await screen.findByRole('region', { name: 'Услуги' });
    expect(within(services).getByRole('heading', { level: 3, name: haircutCategory.name })).toBeInTheDocument();
    expect(within(services).getByRole('checkbox', { name: /Женская стрижка.*1\sч.*6\s000\s₸\s–\s9\s000\s₸/ })).not.toBeChecked();
    expect(within(services).getByRole('checkbox', { name: /Маникюр с покрытием гель-лак.*1\sч\s30\sмин.*7\s000\s₸/ })).toBeInTheDocument();

    expect(await screen.findByRole('link', { name: `${aigerim.name} ${aigerim.surname}` })).toHaveAttribute('href', '/master/201');
    expect(await screen.findByRole('heading', { level: 3, name: discount!.title })).toBeInTheDocument();
    expect(screen.getByText(`До ${dateText(discount!.validUntil!)}`)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: express!.name })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Часы работы' })).toHaveTextContent('Воскресенье');
    expect(await screen.findByRole('img', { name: `${firm.name}, работы: фото 1 из ${firm.portfolio.length}` })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: `Отзывы · ${reviews.length}` })).toBeInTheDocument();
    expect(reviews).toHaveLength(2);
    for (const review of reviews) expect(screen.getByRole('heading', { level: 3, name: review.authorName })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Показать ещё отзывы' })).toBeNull();
  });

  it('shows empty states when the salon has nothing to list yet', async () => {
    const { apiCalls, firm } = setup({
      // No photos (nor a cover), services, express services, phone, Instagram, masters, reviews, portfolio or discounts.
      prepare: (state) => {
        const jasmin = state.firms.find((f) => f.id === 101)!;
        Object.assign(jasmin, { photos: [], cover: undefined, express: [], phone: undefined, instagram: undefined, portfolio: [], discounts: [] });
        state.services = state.services.filter((s) => s.firmId !== 101);
        state.masters = state.masters.filter((m) => m.firmId !== 101);
        state.reviews = state.reviews.filter((r) => r.firmId !== 101);
      },
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Салон пока не добавил услуги.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `${firm.name}: фотографий пока нет` })).toBeInTheDocument();
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
    const { firm } = setup({
      overrides: () => ({ 'GET /firms/101/masters': () => (down ? fail() : undefined) }),
      // A salon without masters yet: what the retry shows.
      prepare: (state) => void (state.masters = state.masters.filter((m) => m.firmId !== 101)),
    });
    const masters = await screen.findByRole('region', { name: 'Мастера' });
    expect(await within(masters).findByText('Этот раздел не загрузился.')).toBeInTheDocument();
    down = false;
    await userEvent.click(within(masters).getByRole('button', { name: 'Повторить' }));
    expect(await within(masters).findByText('Мастера салона скоро появятся здесь.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: firm.name })).toBeInTheDocument();
  });

  it('pages through reviews and portfolio with "show more" (offset)', async () => {
    const { apiCalls, sandbox, firm } = setup();
    // The seed's firm 101: 46 reviews and 30 portfolio photos, 20 a page.
    const reviews = sandbox.state.reviews.filter((r) => r.firmId === 101);
    expect(reviews.length).toBeGreaterThan(40);
    expect(reviews.length).toBeLessThanOrEqual(60);
    expect(firm.portfolio.length).toBeGreaterThan(20);
    expect(firm.portfolio.length).toBeLessThanOrEqual(40);
    const oldest = reviews.reduce((a, r) => (r.createdAt < a.createdAt ? r : a));
    oldest.authorName = 'Гульмира';

    await userEvent.click(await screen.findByRole('button', { name: 'Показать ещё отзывы' }));
    const region = screen.getByRole('heading', { level: 2, name: `Отзывы · ${reviews.length}` }).closest('section')!;
    await waitFor(() => expect(within(region).getAllByRole('article')).toHaveLength(40));
    expect(screen.queryByRole('heading', { level: 3, name: 'Гульмира' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё отзывы' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Гульмира' })).toBeInTheDocument();
    expect(within(region).getAllByRole('article')).toHaveLength(reviews.length);
    expect(screen.queryByRole('button', { name: 'Показать ещё отзывы' })).toBeNull();
    const reviewOffsets = apiCalls
      .map((r) => new URL(r.url))
      .filter((u) => u.pathname.endsWith('/reviews'))
      .map((u) => u.searchParams.get('offset'));
    expect(reviewOffsets).toEqual(expect.arrayContaining(['20', '40']));

    const total = firm.portfolio.length;
    await userEvent.click(await screen.findByRole('button', { name: 'Показать ещё фото' }));
    expect(await screen.findByRole('img', { name: `${firm.name}, работы: фото ${total} из ${total}` })).toHaveAttribute(
      'src',
      firm.portfolio[total - 1]!.thumbnailUrl,
    );
    expect(screen.queryByRole('button', { name: 'Показать ещё фото' })).toBeNull();
    expect(apiCalls.map((r) => new URL(r.url)).some((u) => u.pathname.endsWith('/portfolio') && u.searchParams.get('offset') === '20')).toBe(true);
  });
});

describe('salon page routing and languages', () => {
  it('an id that is not a number lands on /not-found without a request', async () => {
    const view = setup({ path: '/salon/abc' });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/not-found'));
    // Only the shell's client configuration (read once per start), nothing about a salon.
    expect(view.apiCalls.map((r) => new URL(r.url).pathname)).toEqual(expect.not.arrayContaining([expect.stringContaining('/firms')]));
    expect(view.apiCalls.filter((r) => !r.url.includes('/v2/configs'))).toHaveLength(0);
  });

  it('speaks Kazakh and English', async () => {
    const kk = setup({ cookies: { lang: 'KZ' } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Қызметтер' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Маникюр/ }));
    expect(screen.getByRole('region', { name: 'Таңдалған қызметтер' })).toHaveTextContent('1 қызмет');
    kk.unmount();
    const en = setup({ cookies: { lang: 'EN' } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Opening hours' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: await ratingLabel(en.sandbox, 'en') })).toBeInTheDocument();
  });
});

describe('favourite toggle', () => {
  it('anonymous: sends no request, says why, and leads to sign-in, which returns here', async () => {
    const { apiCalls, router } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'В избранное' }));
    // The visitor is told why before leaving the page, and chooses to go.
    const why = await screen.findByText(/Избранное хранится в вашем аккаунте/);
    expect(why).toHaveAttribute('role', 'status');
    expect(router.state.location.pathname).toBe('/salon/101');
    await userEvent.click(within(why).getByRole('link', { name: 'Войти и добавить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/login'));
    expect(router.state.location.search).toBe('?returnTo=%2Fsalon%2F101');
    expect(apiCalls.some((r) => r.url.includes('/favorite-firms'))).toBe(false);
  });

  it('signed in: PUT /favorite-firms/101 shown at once, then confirmed', async () => {
    let release: () => void = () => {};
    const view = setup({
      signedIn: true,
      overrides: (sandbox) => ({ 'PUT /favorite-firms/101': (request) => new Promise((r) => (release = () => r(sandbox.fetch(request)))) }),
    });
    const isFavorite = () => view.sandbox.state.favorites.some((f) => f.userId === DEMO_USER.id && f.firmId === 101);
    expect(isFavorite()).toBe(false);
    const button = await screen.findByRole('button', { name: 'В избранное' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    const put = view.apiCalls.find((r) => r.method === 'PUT');
    expect(put?.url).toBe('http://api.test/rest/clients-app/v1/favorite-firms/101');
    expect(put?.headers.get('Authorization')).toBe('Bearer token');
    release();
    expect(await screen.findByText('Салон добавлен в избранное.')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(isFavorite()).toBe(true);
  });

  it('signed in: DELETE on a favourite, rolled back with a message when it fails', async () => {
    let answer: (r: Promise<Response>) => void = () => {};
    const view = setup({
      signedIn: true,
      // Firm 101 is among the demo client's favourites (the seed's are not).
      prepare: (state) => void state.favorites.push({ userId: DEMO_USER.id, firmId: 101 }),
      overrides: () => ({ 'DELETE /favorite-firms/101': () => new Promise((r) => (answer = r)) }),
    });
    const button = await screen.findByRole('button', { name: 'В избранное' });
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
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
    const view = setup({ analytics });
    const [haircut, manicure, colouring] = [301, 302, 303].map((id) => view.sandbox.state.services.find((s) => s.id === id)!);
    await userEvent.click(await screen.findByRole('checkbox', { name: new RegExp(haircut!.name) }));
    await userEvent.click(screen.getByRole('checkbox', { name: new RegExp(manicure!.name) }));
    await userEvent.click(screen.getByRole('checkbox', { name: new RegExp(colouring!.name) }));
    const events = track.mock.calls.map(([e]) => e).filter((e) => e !== 'open_firm');
    expect(events).toEqual(['press_service', 'add_service', 'add_another_service']);
    expect(track).toHaveBeenCalledWith('press_service', expect.objectContaining({ firmId: 101, serviceId: 301 }));

    const chosen = [haircut!, manicure!, colouring!];
    const from = chosen.reduce((a, s) => a + s.price, 0);
    const to = chosen.reduce((a, s) => a + (s.priceTo ?? s.price), 0);
    expect(chosen.reduce((a, s) => a + s.durationMinutes, 0)).toBe(270);
    const bar = screen.getByRole('region', { name: 'Выбранные услуги' });
    expect(bar).toHaveTextContent('3 услуги · 4 ч 30 мин');
    expect(bar).toHaveTextContent(`${money(from)} ₸ – ${money(to)} ₸`);

    await userEvent.click(screen.getByRole('checkbox', { name: new RegExp(colouring!.name) }));
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
      firm: expect.objectContaining({ id: 101, name: view.firm.name, address: view.firm.address }),
      startTime: null,
    });
    expect(view.sdk.storage.get('saved-reservation')?.firm).not.toHaveProperty('serviceCategories');

    await userEvent.click(within(bar).getByRole('button', { name: 'Записаться' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/salon/101/book'));
    // The booking screen opens on its first step with the chosen services.
    expect(await screen.findByRole('heading', { level: 1, name: 'Услуги' })).toBeInTheDocument();
    expect(await screen.findByText(haircut!.name)).toBeInTheDocument();
    expect(screen.getByText(manicure!.name)).toBeInTheDocument();
  }, 20_000);

  /** A basket left at salon 101 on an earlier visit: the manicure, a master, a time (and a service no longer offered). */
  const staleBasket = (view: ReturnType<typeof setup>) =>
    view.sdk.storage.set('saved-reservation', {
      params: { masters: { '302': 202 }, date: '2026-11-24' },
      peopleCount: 1,
      awaitingTime: 0,
      isDeleted: false,
      isTemporary: false,
      services: [302, 999],
      comment: '',
      clientPhone: '',
      clientName: '',
      firm: draftFirm(view.firm),
      startTime: '2026-11-24T18:00:00+05:00',
    });
  const slow = (sandbox: Sandbox) => ({ [FIRM]: (request: Request) => new Promise<Response>((r) => setTimeout(() => r(sandbox.fetch(request)), 20)) });

  it('a basket left on an earlier visit is offered, not ticked; continuing opens the booking with it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const view = setup({ overrides: slow });
    staleBasket(view);
    const offer = await screen.findByRole('region', { name: 'Незаконченная запись' });
    expect(offer).toHaveTextContent('Продолжить запись: Маникюр с покрытием гель-лак');
    expect(offer).toHaveTextContent('24 ноября, 18:00');
    // Nothing is ticked and no booking bar stands: the page is as it first painted.
    expect(await screen.findByRole('checkbox', { name: /Маникюр с покрытием/ })).not.toBeChecked();
    expect(screen.queryByRole('region', { name: 'Выбранные услуги' })).toBeNull();
    await userEvent.click(within(offer).getByRole('button', { name: 'Продолжить' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/salon/101/book'));
    // The services step opens (its heading, asked for again while the step renders).
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Услуги' })).toBeInTheDocument(), { timeout: 10_000 });
    // The booking goes on with the basket as it was left (the service the salon no longer offers leaves it there), once
    // the step is on screen: a basket that holds a time waits for the held time's own code.
    await waitFor(() => expect(view.sdk.storage.get('saved-reservation')).toMatchObject({ services: [302], params: { masters: { '302': 202 } } }), {
      timeout: 10_000,
    });
  });

  it('a tap on a service starts a new basket with only that service (nothing of the old one is merged); "start anew" drops it', async () => {
    const view = setup({ overrides: slow });
    staleBasket(view);
    await screen.findByRole('region', { name: 'Незаконченная запись' });
    // The tap meant to add the manicure adds it: it was not ticked, it is now, and it is alone.
    await userEvent.click(await screen.findByRole('checkbox', { name: /Маникюр с покрытием/ }));
    expect(screen.getByRole('checkbox', { name: /Маникюр с покрытием/ })).toBeChecked();
    expect(screen.getByRole('region', { name: 'Выбранные услуги' })).toHaveTextContent('1 услуга');
    expect(screen.queryByRole('region', { name: 'Незаконченная запись' })).toBeNull();
    expect(view.sdk.storage.get('saved-reservation')).toMatchObject({ services: [302], params: {}, startTime: null });
    // The basket chosen now stays ticked when the page is opened again in this visit.
    view.unmount();

    const again = setup({ overrides: slow });
    staleBasket(again);
    await userEvent.click(within(await screen.findByRole('region', { name: 'Незаконченная запись' })).getByRole('button', { name: 'Начать заново' }));
    expect(again.sdk.storage.get('saved-reservation')).toBeUndefined();
    expect(screen.queryByRole('region', { name: 'Незаконченная запись' })).toBeNull();
    expect(await screen.findByRole('checkbox', { name: /Маникюр с покрытием/ })).not.toBeChecked();
  });

  it('a basket chosen in this visit is ticked again when the salon is opened again', async () => {
    const view = setup();
    await userEvent.click(await screen.findByRole('checkbox', { name: /Женская стрижка/ }));
    await act(() => view.router.navigate('/'));
    await act(() => view.router.navigate('/salon/101'));
    expect(await screen.findByRole('checkbox', { name: /Женская стрижка/ })).toBeChecked();
    expect(screen.queryByRole('region', { name: 'Незаконченная запись' })).toBeNull();
  });

  for (const [lang, label, text, resume, anew] of [
    ['KZ', 'Аяқталмаған жазылу', 'Жазылуды жалғастыру: ', 'Жалғастыру', 'Басынан бастау'],
    ['EN', 'Unfinished booking', 'Continue booking: ', 'Continue', 'Start anew'],
  ] as const)
    it(`${lang}: the stale basket's offer`, async () => {
      const view = setup({ overrides: slow, cookies: { lang } });
      staleBasket(view);
      const offer = await screen.findByRole('region', { name: label });
      expect(offer).toHaveTextContent(text);
      expect(within(offer).getByRole('button', { name: resume })).toBeInTheDocument();
      await userEvent.click(within(offer).getByRole('button', { name: anew }));
      expect(view.sdk.storage.get('saved-reservation')).toBeUndefined();
    });

  it('ignores a draft of another firm', async () => {
    const view = setup({ overrides: (sandbox) => ({ [FIRM]: (request) => new Promise((r) => setTimeout(() => r(sandbox.fetch(request)), 20)) }) });
    view.sdk.storage.set('saved-reservation', {
      params: {},
      peopleCount: 1,
      awaitingTime: 0,
      isDeleted: false,
      isTemporary: false,
      services: [302],
      comment: '',
      clientPhone: '',
      clientName: '',
      startTime: null,
      firm: draftFirm(view.sandbox.state.firms.find((f) => f.id === 102)!),
    });
    expect(await screen.findByRole('checkbox', { name: /Маникюр с покрытием/ })).not.toBeChecked();
    expect(screen.queryByRole('region', { name: 'Выбранные услуги' })).toBeNull();
  });
});

describe('working hours', () => {
  it('highlights today in Asia/Aqtau', async () => {
    // The hours of firm 101 in the sandbox's seed. 2026-11-22 20:30 UTC is Monday 23 November 01:30 in Aqtau (UTC+5).
    const hours = testSandbox().state.firms.find((f) => f.id === 101)!.hours;
    renderUi(<Hours hours={hours} now={Date.UTC(2026, 10, 22, 20, 30)} />);
    const today = (await screen.findAllByRole('listitem')).find((li) => li.getAttribute('aria-current') === 'date');
    const monday = hours.find((h) => h.dayOfWeek === 1)!;
    expect(today).toHaveTextContent(`Понедельник · сегодня${monday.opensAt}–${monday.closesAt}`);
    expect(monday).toMatchObject({ opensAt: '09:00', closesAt: '20:00' });
    expect(screen.getByText('Выходной')).toBeInTheDocument();
  });
});
