import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/app';
import { demoSession, digitsPattern, fail, never, NOW, sandboxApi, testSandbox, type Sandbox } from '../../test/sandbox';

// The sandbox's demo client: 90211 ahead (Tuesday 1 December, 14:30–15:30 at «Жасмин», a prepayment of 2 000 due),
// past visits 6001 (finished, «Жасмин»), 6002 (finished, «Лотос»), 6003 (cancelled). Clock: 23 November 2026, 10:00.

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const LIST = 'GET /rest/clients-app/v2/reservations';

function open(path: string, sandbox: Sandbox = testSandbox(), overrides: Parameters<typeof sandboxApi>[1] = {}) {
  const app = renderApp(path, { api: sandboxApi(sandbox, overrides), session: demoSession(sandbox) });
  return { ...app, sandbox };
}

describe('my bookings (/my/reservation/history)', () => {
  it('anonymous: asks to sign in and come back here', async () => {
    renderApp('/my/reservation/history', { api: (r) => testSandbox().fetch(r) });
    expect(await screen.findByRole('heading', { level: 1, name: 'История записей' })).toBeInTheDocument();
    const gate = screen.getByText(/^Войдите, чтобы увидеть свои записи/).parentElement!;
    expect(within(gate).getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/my/login?returnTo=%2Fmy%2Freservation%2Fhistory');
    expect(screen.queryByRole('tab')).toBeNull();
  }, 30_000);

  it('upcoming: the visit with photo, salon, services, master, time in Aqtau, price, status and the prepayment due', async () => {
    open('/my/reservation/history');
    const tab = await screen.findByRole('tab', { name: 'Предстоящие' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('Показано 1 из 1');
    const card = screen.getByRole('article', { name: 'Салон красоты «Жасмин»' });
    expect(within(card).getByRole('link', { name: 'Салон красоты «Жасмин»' })).toHaveAttribute('href', '/my/reservation/90211');
    expect(within(card).getByText('вт, 1 декабря, 14:30–15:30')).toBeInTheDocument();
    expect(within(card).getByText('Женская стрижка')).toBeInTheDocument();
    expect(within(card).getByText('Мастер: Айгерим Сарсенова')).toBeInTheDocument();
    expect(within(card).getByText(new RegExp(`^${digitsPattern(6000)}\\s₸$`))).toBeInTheDocument();
    // Confirmed by the salon, its prepayment still due: the status says what the client has to do.
    expect(within(card).getByText('Ожидает предоплаты')).toBeInTheDocument();
    expect(within(card).getByText(new RegExp(`^Предоплата ${digitsPattern(2000)}\\s₸ — внесите до 30 ноября, 14:30$`))).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', '/media/firms/101.webp');
    expect(within(card).queryByRole('button', { name: /Записаться снова/ })).toBeNull();
    expect(screen.getByText('Показано 1 из 1')).toBeInTheDocument();
    // The salons visited, a row to book again.
    const visited = await screen.findByRole('region', { name: 'Вы уже были здесь' });
    expect(within(visited).getByRole('link', { name: 'Студия маникюра «Лотос»' })).toHaveAttribute('href', '/salon/102');
    expect(within(visited).getByRole('button', { name: 'Записаться снова: Студия маникюра «Лотос»' })).toBeInTheDocument();
  }, 30_000);

  it.each([
    ['ru', 'Человек: 2'],
    ['kk', 'Адам саны: 2'],
    ['en', 'People: 2'],
  ])(
    'a group visit says how many people come, as its page does; one person says nothing of it (%s)',
    async (lng, people) => {
      const sandbox = testSandbox();
      const app = open('/my/reservation/history', sandbox);
      await app.i18n.changeLanguage(lng);
      const card = (await screen.findAllByRole('article'))[0]!;
      expect(within(card).queryByText(/\d$/, { selector: '.visit-card__people' })).toBeNull();
      app.unmount();
      sandbox.state.reservations.find((r) => r.id === 90211)!.peopleCount = 2;
      const again = open('/my/reservation/history', sandbox);
      await again.i18n.changeLanguage(lng);
      expect(await within((await screen.findAllByRole('article'))[0]!).findByText(people)).toBeInTheDocument();
    },
    30_000,
  );

  it('past: finished and cancelled visits with their statuses; the tab is in the URL; book again opens the time step with the same services and master', async () => {
    const user = userEvent.setup();
    const { router, sdk } = open('/my/reservation/history');
    await user.click(await screen.findByRole('tab', { name: 'Прошедшие' }));
    expect(router.state.location.search).toBe('?tab=past');
    expect(await screen.findByText('Показано 3 из 3')).toBeInTheDocument();
    expect(screen.getAllByText('Состоялась')).toHaveLength(2);
    expect(screen.getByText('Отменена')).toBeInTheDocument();
    // 6001 is finished and not reviewed yet: its review is one tap away.
    expect(screen.getByRole('link', { name: 'Оставить отзыв: Салон красоты «Жасмин»' })).toHaveAttribute('href', '/my/reservation/6001#review');
    const again = screen.getAllByRole('button', { name: 'Записаться снова: Салон красоты «Жасмин»' });
    await user.click(again[0]!); // 6001: haircut (301) with Айгерим (201)
    await waitFor(() => expect(router.state.location.pathname).toBe('/salon/101/book'));
    expect(router.state.location.search).toBe('?step=time');
    expect(sdk.storage.get('saved-reservation')).toMatchObject({ services: [301], params: { masters: { '301': 201 } }, startTime: null, firm: { id: 101 } });
  }, 30_000);

  it('while loading: placeholders, busy', async () => {
    open('/my/reservation/history', testSandbox(), { [LIST]: never });
    expect(await screen.findByRole('list', { name: 'Загружаем записи' })).toHaveAttribute('aria-busy', 'true');
  }, 30_000);

  it('a failed list says so inside the page and tries again', async () => {
    let down = true;
    open('/my/reservation/history', testSandbox(), { [LIST]: () => (down ? fail() : undefined) });
    expect(await screen.findByText('Не удалось загрузить записи. Проверьте соединение и попробуйте ещё раз.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'История записей' })).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Показано 1 из 1')).toBeInTheDocument();
  }, 30_000);

  it('empty: each tab leads somewhere (search, home)', async () => {
    const sandbox = testSandbox();
    sandbox.state.reservations.splice(0);
    open('/my/reservation/history', sandbox);
    expect(await screen.findByText('Предстоящих записей нет. Найдите салон и запишитесь на удобное время.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Найти салон' })).toHaveAttribute('href', '/search/firms');
    await userEvent.click(screen.getByRole('tab', { name: 'Прошедшие' }));
    expect(await screen.findByText('Прошедших визитов пока нет. Они появятся здесь после первой записи.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('region', { name: 'Вы уже были здесь' })).toBeNull();
  }, 30_000);

  it('pages: ten at a time, then more; a status the app does not know reads neutrally', async () => {
    const sandbox = testSandbox();
    const past = sandbox.state.reservations.find((r) => r.id === 6002)!;
    for (let i = 0; i < 10; i += 1)
      sandbox.state.reservations.push({ ...past, id: 7000 + i, start: past.start - (i + 1) * 86_400_000, end: past.end - (i + 1) * 86_400_000 });
    const { apiCalls } = open('/my/reservation/history?tab=past', sandbox, {
      [LIST]: async (request, url) => {
        const answer = await sandbox.fetch(request);
        if (url.searchParams.get('offset') !== '10') return answer;
        const body = (await answer.json()) as { items: Array<{ status: string }> };
        body.items[0]!.status = 'ON_HOLD';
        return Response.json(body);
      },
    });
    expect(await screen.findByText('Показано 10 из 13')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByText('Показано 13 из 13')).toBeInTheDocument();
    expect(screen.getByText('Статус уточняется')).toBeInTheDocument();
    expect(screen.queryByText('ON_HOLD')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
    expect(
      apiCalls.filter((r) => new URL(r.url).pathname === '/rest/clients-app/v2/reservations').map((r) => new URL(r.url).searchParams.get('offset')),
    ).toEqual(['0', '10']);
  }, 30_000);

  it('a visited salon books again its latest finished visit at the time step; visits only ahead list no salon as visited', async () => {
    const user = userEvent.setup();
    const sandbox = testSandbox();
    const { router, sdk, unmount } = open('/my/reservation/history', sandbox);
    await user.click(await screen.findByRole('button', { name: 'Записаться снова: Студия маникюра «Лотос»' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/salon/102/book'));
    const lotus = sandbox.state.reservations.find((r) => r.id === 6002)!;
    expect(sdk.storage.get('saved-reservation')).toMatchObject({
      services: [lotus.items[0]!.serviceId],
      params: { masters: { [String(lotus.items[0]!.serviceId)]: lotus.items[0]!.masterId } },
    });
    unmount();

    // Only the visit ahead at «Жасмин»: the client has not been anywhere yet, so no salon is listed as visited.
    sandbox.state.reservations.splice(0, sandbox.state.reservations.length, ...sandbox.state.reservations.filter((r) => r.id === 90211));
    open('/my/reservation/history', sandbox);
    expect(await screen.findByText('Салон красоты «Жасмин»')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Вы уже были здесь' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Записаться снова/ })).not.toBeInTheDocument();
  }, 30_000);

  it('a visited salon filters the past visits to those there (listReservationHistory), in the URL; pressed again or "all", every past visit again', async () => {
    const user = userEvent.setup();
    const { router } = open('/my/reservation/history');
    const jasmin = await screen.findByRole('button', { name: 'Прошлые визиты: Салон красоты «Жасмин»' });
    expect(jasmin).toHaveAttribute('aria-pressed', 'false');
    await user.click(jasmin);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=past&firm=101'));
    expect(screen.getByRole('tab', { name: 'Прошедшие' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('status')).toHaveTextContent('Салон красоты «Жасмин»: 2 прошлых визита');
    const panel = screen.getByRole('tabpanel');
    const cards = within(panel).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Состоялась')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: 'Салон красоты «Жасмин»' })).toHaveAttribute('href', '/my/reservation/6001');
    expect(within(cards[0]!).getByText('пт, 20 ноября, 14:30–15:30')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Отменена')).toBeInTheDocument();
    expect(within(panel).queryByText(/Лотос/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Прошлые визиты: Салон красоты «Жасмин»' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(panel).getByRole('button', { name: 'Все прошедшие визиты' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=past'));
    expect(await within(screen.getByRole('tabpanel')).findByText('Студия маникюра «Лотос»')).toBeInTheDocument();
  }, 30_000);

  it('in English and Kazakh: the tabs, the date and the status in the interface language', async () => {
    const sandbox = testSandbox();
    const en = renderApp('/my/reservation/history', { api: (r) => sandbox.fetch(r), session: demoSession(sandbox), cookies: { lang: 'EN' } });
    expect(await screen.findByRole('tab', { name: 'Upcoming' })).toBeInTheDocument();
    expect(await screen.findByText('Tue, 1 December, 14:30–15:30')).toBeInTheDocument();
    expect(screen.getByText('Awaiting prepayment')).toBeInTheDocument();
    en.unmount();
    renderApp('/my/reservation/history?tab=past', { api: (r) => sandbox.fetch(r), session: demoSession(sandbox), cookies: { lang: 'KZ' } });
    expect(await screen.findByRole('tab', { name: 'Өткен' })).toHaveAttribute('aria-selected', 'true');
    expect((await screen.findAllByText('Өтті')).length).toBe(2);
    expect(screen.getByText('Бас тартылды')).toBeInTheDocument();
  }, 30_000);
});
