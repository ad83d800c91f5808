import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/app';
import { spyAnalytics } from '../../test/analytics';
import { demoSession, digitsPattern, fail, never, NOW, sandboxApi, testSandbox, type Sandbox } from '../../test/sandbox';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const ONE = 'GET /rest/clients-app/v2/reservations/90211';

function open(path: string, sandbox: Sandbox = testSandbox(), overrides: Parameters<typeof sandboxApi>[1] = {}) {
  const { analytics, track } = spyAnalytics();
  const app = renderApp(path, { api: sandboxApi(sandbox, overrides), session: demoSession(sandbox), analytics });
  return { ...app, sandbox, track };
}

const title = (id = 90211) => screen.findByRole('heading', { level: 1, name: `Запись № ${id}` });
/** The visit has arrived (the heading shows while it loads, too). */
const loaded = async (id = 90211) => (await screen.findByRole('region', { name: 'Визит' }), title(id));
const cancelRegion = () => screen.getByRole('region', { name: 'Отмена записи' });
const money = (n: number) => `${digitsPattern(n)}\\s₸`;

describe('a visit (/my/reservation/:id)', () => {
  it('shows everything of the visit, the salon, calendar and payment; tracks open_reservation; the outcome of cancelling before the tap, then cancels', async () => {
    const user = userEvent.setup();
    const { sandbox, track, title: pageTitle } = open('/my/reservation/90211');
    await loaded();
    expect(screen.getByText('Ожидает предоплаты')).toBeInTheDocument();
    expect(screen.getByText('вторник, 1 декабря, 14:30–15:30')).toBeInTheDocument();
    expect(screen.getByText('Женская стрижка · 14:30–15:30')).toBeInTheDocument();
    expect(screen.getByText('Айгерим Сарсенова')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^Предоплата ${money(2000)} — внесите до 30 ноября, 14:30$`))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Внести предоплату' })).toHaveAttribute('href', '/salon/reservations/90211/prepayment');
    expect(screen.getByRole('link', { name: 'Салон красоты «Жасмин»' })).toHaveAttribute('href', '/salon/101');
    expect(screen.getByText('Актау, 14-й мкр, 45')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Открыть в 2ГИС/ }).getAttribute('href')).toMatch(/^https:\/\/2gis\.kz\/geo\//);
    expect(await screen.findByRole('link', { name: '+7 702 123 45 67' })).toHaveAttribute('href', 'tel:+77021234567');
    expect(screen.getByRole('link', { name: 'Google Календарь' }).getAttribute('href')).toContain('dates=20261201T093000Z%2F20261201T103000Z');
    expect(screen.getByRole('link', { name: 'Добавить в календарь (.ics)' })).toBeInTheDocument();
    expect(track).toHaveBeenCalledWith('open_reservation', { reservationId: 90211 });
    await waitFor(() => expect(pageTitle()).toBe('Запись № 90211 · Салон красоты «Жасмин» · Salonbook'));

    // Before the tap: until when it is free, what happens to the (unpaid) prepayment, what comes later.
    const region = cancelRegion();
    expect(within(region).getByText('Отменить запись бесплатно можно до 1 декабря, 12:30 (время Актау).')).toBeInTheDocument();
    expect(within(region).getByText('Предоплата ещё не внесена — после отмены вносить её не нужно.')).toBeInTheDocument();
    expect(within(region).getByText('Позже отменить или перенести запись можно будет только по телефону салона.')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Отменить запись' }));
    await user.click(within(region).getByRole('radio', { name: 'Неудобное время' }));
    await user.type(within(region).getByLabelText('Комментарий для салона (необязательно)'), 'Заболела');
    const confirm = within(region).getByRole('button', { name: 'Да, отменить запись' });
    expect(confirm).toHaveAccessibleDescription(/Отменить запись бесплатно можно до 1 декабря, 12:30/);
    await user.click(confirm);

    expect(await screen.findByRole('status')).toHaveTextContent('Запись отменена.');
    expect(screen.getByText('Отменена')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Отмена записи' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Внести предоплату' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Записаться снова' })).toBeInTheDocument();
    expect(sandbox.state.reservations.find((r) => r.id === 90211)?.status).toBe('CANCELLED');
  }, 40_000);

  it('a paid prepayment: cancelling in time returns it to the card', async () => {
    const sandbox = testSandbox();
    sandbox.state.reservations.find((r) => r.id === 90211)!.prepayment!.paid = true;
    open('/my/reservation/90211', sandbox);
    await loaded();
    expect(screen.getByText(new RegExp(`^Предоплата ${money(2000)} внесена$`))).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Внести предоплату' })).toBeNull();
    expect(
      within(cancelRegion()).getByText(new RegExp(`^Внесённая предоплата ${money(2000)} вернётся на карту, с которой вы платили\\.$`)),
    ).toBeInTheDocument();
  }, 30_000);

  it('past the deadline: why not, and the salon’s phone instead of the button', async () => {
    const sandbox = testSandbox();
    sandbox.setNow('2026-12-01T13:00:00+05:00');
    open('/my/reservation/90211', sandbox);
    await loaded();
    const region = cancelRegion();
    expect(
      within(region).getByText('Бесплатно отменить запись можно было до 1 декабря, 12:30. Теперь отменить или перенести её можно только через салон.'),
    ).toBeInTheDocument();
    expect(await within(region).findByRole('link', { name: '+7 702 123 45 67' })).toHaveAttribute('href', 'tel:+77021234567');
    expect(within(region).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Перенос записи' })).toBeNull();
  }, 30_000);

  it('a 409 CANCEL_NOT_ALLOWED (the deadline passed while the page was open) is said on the spot and the page refreshes', async () => {
    const user = userEvent.setup();
    const { sandbox, router } = open('/my/reservation/90211');
    await loaded();
    await user.click(within(cancelRegion()).getByRole('button', { name: 'Отменить запись' }));
    sandbox.setNow('2026-12-01T13:00:00+05:00');
    await user.click(within(cancelRegion()).getByRole('button', { name: 'Да, отменить запись' }));
    expect(await within(cancelRegion()).findByRole('alert')).toHaveTextContent(
      'Отменить запись в приложении уже нельзя: срок бесплатной отмены прошёл. Позвоните в салон.',
    );
    expect(await within(cancelRegion()).findByText(/^Бесплатно отменить запись можно было до 1 декабря, 12:30\./)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my/reservation/90211'); // the SDK's 404-and-above rule left it to the page
    expect(sandbox.state.reservations.find((r) => r.id === 90211)?.status).toBe('CONFIRMED');
  }, 30_000);

  it('moves the visit to another free time; a time taken meanwhile (409 SLOT_TAKEN) is said inline', async () => {
    const user = userEvent.setup();
    let taken = true;
    const { sandbox } = open('/my/reservation/90211', testSandbox(), {
      'PUT /rest/clients-app/v2/reservations/90211': () =>
        taken ? ((taken = false), Response.json({ code: 'SLOT_TAKEN', message: 'Время уже занято' }, { status: 409 })) : undefined,
    });
    await loaded();
    const region = screen.getByRole('region', { name: 'Перенос записи' });
    expect(within(region).getByText(/можно до 1 декабря, 12:30\.$/)).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Выбрать другое время' }));
    const slot = (await within(region).findAllByRole('radio', { name: /^\d\d:\d\d$/ }))[0]!;
    await user.click(slot);
    await user.click(within(region).getByRole('button', { name: /^Перенести на / }));
    expect(await within(region).findByRole('alert')).toHaveTextContent('Это время только что заняли. Выберите другое.');
    const again = (await within(region).findAllByRole('radio', { name: /^\d\d:\d\d$/ }))[0]!;
    const time = again.getAttribute('aria-label');
    await user.click(again);
    await user.click(within(region).getByRole('button', { name: /^Перенести на / }));
    expect(await screen.findByRole('status')).toHaveTextContent(new RegExp(`^Запись перенесена на \\d+ [а-я]+, ${time}\\.$`));
    const moved = sandbox.state.reservations.find((r) => r.id === 90211)!;
    expect(new Date(moved.start).toISOString()).not.toBe('2026-12-01T09:30:00.000Z');
  }, 40_000);

  it('moving a visit with a paid prepayment: the change and that the prepayment moves with it, before the tap; nothing to pay again', async () => {
    const user = userEvent.setup();
    const sandbox = testSandbox();
    sandbox.state.reservations.find((r) => r.id === 90211)!.prepayment!.paid = true;
    open('/my/reservation/90211', sandbox);
    await loaded();
    const region = screen.getByRole('region', { name: 'Перенос записи' });
    await user.click(within(region).getByRole('button', { name: 'Выбрать другое время' }));
    await user.click((await within(region).findAllByRole('radio', { name: /^\d\d:\d\d$/ }))[0]!);
    const paid = new RegExp(`^Внесённая предоплата ${money(2000)} переходит на новое время — платить ещё раз не нужно\\.$`);
    expect(within(region).getByText(/^Было: 1 декабря, 14:30\. Станет: \d+ [а-я]+, \d\d:\d\d\. Услуги и мастер те же\.$/)).toBeInTheDocument();
    expect(within(region).getByText(paid)).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: /^Перенести на / })).toHaveAccessibleDescription(/Внесённая предоплата .* переходит на новое время/);
    await user.click(within(region).getByRole('button', { name: /^Перенести на / }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Запись перенесена на /);
    expect(sandbox.state.reservations.find((r) => r.id === 90211)!.prepayment).toMatchObject({ paid: true });
  }, 40_000);

  it('a finished visit: its status, no cancel; book again opens the time step with the same services and master', async () => {
    const user = userEvent.setup();
    const { router, sdk } = open('/my/reservation/6001');
    await loaded(6001);
    expect(screen.getByText('Состоялась')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Отмена записи' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Google Календарь' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Записаться снова' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/salon/101/book'));
    expect(router.state.location.search).toBe('?step=time');
    expect(sdk.storage.get('saved-reservation')).toMatchObject({ services: [301], params: { masters: { '301': 201 } }, startTime: null, clientName: 'Алия' });
  }, 30_000);

  it('while loading: the heading and placeholders; a failure: the message and a retry', async () => {
    let state: 'wait' | 'down' | 'up' = 'wait';
    const { unmount } = open('/my/reservation/90211', testSandbox(), { [ONE]: () => (state === 'wait' ? never() : state === 'down' ? fail() : undefined) });
    expect(await title()).toBeInTheDocument();
    expect(document.querySelector('.visit[aria-busy="true"]')).not.toBeNull();
    unmount();
    state = 'down';
    open('/my/reservation/90211', testSandbox(), { [ONE]: () => (state === 'down' ? fail() : undefined) });
    expect(await screen.findByText('Не удалось загрузить запись. Проверьте соединение и попробуйте ещё раз.')).toBeInTheDocument();
    state = 'up';
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Ожидает предоплаты')).toBeInTheDocument();
  }, 30_000);

  it('anonymous: sign in first, then back to the visit', async () => {
    const { router } = renderApp('/my/reservation/90211', { api: (r) => testSandbox().fetch(r) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/login'));
    expect(router.state.location.search).toBe('?returnTo=%2Fmy%2Freservation%2F90211');
  }, 30_000);

  it("a finished visit can be reviewed once from its page: the overall mark, the master's mark and a few words, then the review and thanks", async () => {
    const user = userEvent.setup();
    const { sandbox } = open('/my/reservation/6001');
    await loaded(6001);
    const region = screen.getByRole('region', { name: 'Оцените визит' });
    await user.click(await within(region).findByRole('button', { name: 'Отправить отзыв' }));
    expect(within(region).getByText('Поставьте оценку от 1 до 5.')).toBeInTheDocument();
    expect(within(region).getByText('Поставьте оценку мастеру Айгерим Сарсенова от 1 до 5.')).toBeInTheDocument();
    expect(within(region).getByText('Напишите пару слов о визите.')).toBeInTheDocument();
    await user.click(within(within(region).getByRole('group', { name: 'Визит в целом' })).getByRole('radio', { name: '5 звёзд' }));
    await user.click(within(within(region).getByRole('group', { name: 'Мастер Айгерим Сарсенова' })).getByRole('radio', { name: '4 звезды' }));
    await user.type(within(region).getByLabelText('Отзыв'), 'Отличная стрижка!');
    await user.click(within(region).getByRole('button', { name: 'Отправить отзыв' }));
    expect(await screen.findByText('Спасибо за отзыв! Он поможет другим выбрать салон.')).toBeInTheDocument();
    expect(await screen.findByText('Отличная стрижка!')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ваш отзыв' })).toBeInTheDocument();
    expect(sandbox.state.reviews.some((r) => r.text === 'Отличная стрижка!' && r.rating === 5 && r.masterRatings?.[0]?.rating === 4)).toBe(true);
  }, 30_000);
});
