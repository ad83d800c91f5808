import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryStorage } from '@salonbook/sdk';
import { renderApp } from '../../test/app';
import { keepOfflineData, OFFLINE_RECORD } from '../../lib/offlineData';
import { demoSession, fail, never, NOW, sandboxApi, testSandbox } from '../../test/sandbox';

// The sandbox's links: r_3c9e1f7a2b is the reminder of 90211 (Tuesday 1 December, 14:30–15:30 at «Жасмин», a
// prepayment due); aB3xK9 a master's link (Айгерим, haircut 301 at firm 101), f102 the salon «Лотос», p501 a promotion (discount 501 on service 302), s302 a service
// (manicure 302 at firm 101).

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const URL_OF = 'GET /rest/clients-app/v2/reservations/url/r_3c9e1f7a2b';

describe('reminder links (/rsr, /rsrwp, /rsrqr, /firm, /firmwp, /promo)', () => {
  it('a reminder shows the visit without sign-in, with the calendar and a sign-in that returns to the visit', async () => {
    const sandbox = testSandbox();
    renderApp('/rsr?token=r_3c9e1f7a2b', { api: (r) => sandbox.fetch(r) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Запись № 90211' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Напоминание о записи' })).toBeInTheDocument();
    expect(screen.getByText('вторник, 1 декабря, 14:30–15:30')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Салон красоты «Жасмин»' })).toHaveAttribute('href', '/salon/101');
    expect(screen.getByText('Женская стрижка · 14:30–15:30 · Айгерим Сарсенова')).toBeInTheDocument();
    expect(screen.getByText(/^Предоплата 2\s000\s₸ — внесите до 30 ноября, 14:30, иначе запись отменится\.$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Внести предоплату' })).toHaveAttribute('href', '/my/login?returnTo=%2Fsalon%2Freservations%2F90211%2Fprepayment');
    expect(screen.getByRole('link', { name: 'Войти, чтобы перенести или отменить' })).toHaveAttribute('href', '/my/login?returnTo=%2Fmy%2Freservation%2F90211');
    expect(screen.getByRole('link', { name: 'Google Календарь' })).toBeInTheDocument();
  }, 30_000);

  it.each([
    ['RU', 'Нет связи: показано на 10:00'],
    ['KZ', 'Байланыс жоқ: 10:00 кезіндегі деректер'],
    ['EN', 'No connection: shown as of 10:00'],
  ])(
    'opened once, the reminder opens again without a network, marked (%s)',
    async (lang, mark) => {
      const sandbox = testSandbox();
      const storage = createMemoryStorage();
      const first = renderApp('/rsr?token=r_3c9e1f7a2b', { api: (r) => sandbox.fetch(r), storage, cookies: { lang } });
      const stop = keepOfflineData(first.sdk, first.queryClient, { delayMs: 0 });
      await screen.findByRole('heading', { level: 2, name: /90211/ });
      await waitFor(() => expect(JSON.stringify(first.sdk.ttl.get(OFFLINE_RECORD))).toContain('reservation-info'));
      stop();
      first.unmount();
      vi.setSystemTime(NOW.getTime() + 5 * 60_000);
      renderApp('/rsr?token=r_3c9e1f7a2b', { api: () => Promise.reject(new TypeError('Failed to fetch')), storage, cookies: { lang } });
      expect(await screen.findByRole('heading', { level: 2, name: /90211/ })).toBeInTheDocument();
      expect(await screen.findByText(mark)).toBeInTheDocument();
      expect(screen.queryByRole('alert')).toBeNull();
    },
    30_000,
  );

  it('signed in: the visit opens in my bookings to move, cancel or pay', async () => {
    const sandbox = testSandbox();
    renderApp('/rsrwp?token=r_3c9e1f7a2b', { api: (r) => sandbox.fetch(r), session: demoSession(sandbox) });
    expect(await screen.findByRole('link', { name: 'Открыть запись: перенести, отменить, оплатить' })).toHaveAttribute('href', '/my/reservation/90211');
    expect(screen.getByRole('link', { name: 'Внести предоплату' })).toHaveAttribute('href', '/salon/reservations/90211/prepayment');
  }, 30_000);

  it('a service link opens the booking at the time step; a master link with that master; a salon link the salon', async () => {
    const sandbox = testSandbox();
    const promo = renderApp('/promo?token=s302', { api: (r) => sandbox.fetch(r) });
    await waitFor(() => expect(promo.router.state.location.pathname).toBe('/salon/101/book'));
    expect(promo.router.state.location.search).toBe('?step=time');
    expect(promo.sdk.storage.get('saved-reservation')).toMatchObject({ services: [302], firm: { id: 101 }, startTime: null });
    promo.unmount();

    const master = renderApp('/rsrqr?token=aB3xK9', { api: (r) => sandbox.fetch(r) });
    await waitFor(() => expect(master.router.state.location.pathname).toBe('/salon/101/book'));
    expect(master.sdk.storage.get('saved-reservation')).toMatchObject({ services: [301], params: { masters: { '301': 201 } } });
    master.unmount();

    const firm = renderApp('/firm?token=f102', { api: (r) => sandbox.fetch(r) });
    await waitFor(() => expect(firm.router.state.location.pathname).toBe('/salon/102'));
  }, 30_000);

  it("a promotion's link opens the booking of its service naming the discount, on every step", async () => {
    const sandbox = testSandbox();
    const discount = sandbox.state.firms.find((f) => f.id === 101)!.discounts.find((d) => d.id === 501)!;
    const app = renderApp('/promo?token=p501', { api: (r) => sandbox.fetch(r) });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/salon/101/book'));
    expect(app.router.state.location.search).toBe('?step=time&discount=501');
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(`Скидка ${discount.discountPercent}% ${discount.title}`);
    expect(note).toHaveTextContent('на Маникюр с покрытием гель-лак');
    // Back to the services and on again: the discount stays named.
    await app.router.navigate('/salon/101/book?step=services&discount=501');
    expect(await screen.findByRole('note')).toHaveTextContent(discount.title);
  }, 30_000);

  it('an old or mistyped link says so here (its 404 stays on the page) and offers my bookings and the search; a link without a code too', async () => {
    const sandbox = testSandbox();
    const { router, unmount } = renderApp('/rsr?token=nope', { api: (r) => sandbox.fetch(r) });
    expect(await screen.findByText('Ссылка устарела или в ней опечатка. Ваши записи — в разделе «Мои записи».')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/rsr');
    expect(screen.getByRole('link', { name: 'Мои записи' })).toHaveAttribute('href', '/my/reservation/history');
    expect(screen.getByRole('link', { name: 'Найти салон' })).toHaveAttribute('href', '/search/firms');
    unmount();
    const { apiCalls } = renderApp('/firmwp', { api: (r) => sandbox.fetch(r) });
    expect(await screen.findByText(/^В этой ссылке нет кода записи\./)).toBeInTheDocument();
    expect(apiCalls.some((r) => r.url.includes('/reservations/url/'))).toBe(false);
  }, 30_000);

  it('while the link resolves: the heading and a status; a failure: the message and a retry', async () => {
    const sandbox = testSandbox();
    const waiting = renderApp('/rsr?token=r_3c9e1f7a2b', { api: sandboxApi(sandbox, { [URL_OF]: never }) });
    expect(await screen.findByRole('status')).toHaveTextContent('Открываем вашу запись…');
    waiting.unmount();
    let down = true;
    renderApp('/rsr?token=r_3c9e1f7a2b', { api: sandboxApi(sandbox, { [URL_OF]: () => (down ? fail() : undefined) }) });
    expect(await screen.findByText('Не удалось открыть ссылку. Проверьте соединение и попробуйте ещё раз.')).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Запись № 90211' })).toBeInTheDocument();
  }, 30_000);
});
