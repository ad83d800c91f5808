import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { createMemoryStorage, type SavedReservation } from '@salonbook/sdk';
import { createSandbox, SMS_CODE } from '@salonbook/contracts/sandbox';
import { renderApp, type ApiHandler } from '../../test/app';
import { spyAnalytics } from '../../test/analytics';
import { CLIENT_KEYS, FIRM_101 as firm101, sandboxGet } from '../../test/sandbox';
import { makeDraft } from '../../entities/reservation-draft/draft';

// The sandbox's clock and the page's clock: Monday 23 November 2026, 10:00 in Aqtau.
const NOW = new Date('2026-11-23T10:00:00+05:00');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

function setup(draft: Partial<SavedReservation> | null, step?: string, wrap?: (sandbox: ReturnType<typeof createSandbox>) => ApiHandler) {
  const sandbox = createSandbox({ now: () => NOW });
  const analytics = spyAnalytics();
  const api: ApiHandler = wrap ? wrap(sandbox) : (request) => sandbox.fetch(request);
  const app = renderApp(`/salon/101/book${step ? `?step=${step}` : ''}`, { api, storage: createMemoryStorage(), analytics: analytics.analytics });
  if (draft) app.sdk.storage.set('saved-reservation', { ...makeDraft(firm101, [301]), ...draft });
  return { ...app, sandbox, storage: app.sdk.storage, tracked: analytics.track.mock.calls };
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
/** Focus moves to each step's heading. */
async function focusedHeading(name: string) {
  await heading(name);
  await waitFor(() => expect(screen.getByRole('heading', { level: 1, name }), name).toHaveFocus());
}

/** The first free day (after `afterDate`, when given) and its first free time, from the sandbox (what the page should offer). */
async function firstSlot(sandbox: ReturnType<typeof createSandbox>, afterDate = '') {
  const body = await sandboxGet<{ days: { date: string; available: boolean; slots: { startTime: string; available: boolean }[] }[] }>(
    sandbox,
    '/reservations/reservation-times?firmId=101&serviceIds=301&date=2026-11-23&days=31',
  );
  const day = body.days.find((d) => d.date > afterDate && d.available && d.slots.some((s) => s.available))!;
  return { date: day.date, startTime: day.slots.find((s) => s.available)!.startTime };
}

/** A booking of Женская стрижка at `startTime` made outside this page (another client, or this client's other tab). */
function bookElsewhere(sandbox: ReturnType<typeof createSandbox>, startTime: string, client = { clientName: 'Другой', clientPhone: '+77770000000' }) {
  return sandbox.fetch(
    new Request('http://api.test/rest/clients-app/v2/reservations/create', {
      method: 'POST',
      headers: { ...CLIENT_KEYS, 'Content-Type': 'application/json' },
      body: JSON.stringify({ firmId: 101, services: [{ serviceId: 301, masterId: null }], startTime, ...client, smsCode: SMS_CODE }),
    }),
  );
}

const details = { clientName: 'Алия', clientPhone: '+7 701 123 45 67' };

describe('booking, step by step, against the sandbox', () => {
  it('books anonymously: services → masters → time → details → preview → SMS code → success; the draft is cleared', async () => {
    const user = userEvent.setup();
    const app = setup({});
    await focusedHeading('Услуги');
    expect(await screen.findByText('Женская стрижка')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Далее' }));

    await focusedHeading('Мастера');
    // The tab follows the step: its title is the route's, asked again when ?step= changes.
    await waitFor(() => expect(app.title()).toBe('Мастера · Салон красоты «Жасмин» · Salonbook'));
    const group = await screen.findByRole('group', { name: 'Женская стрижка' });
    expect(within(group).getByRole('radio', { name: /Любой свободный мастер/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Далее' }));

    await focusedHeading('Дата и время');
    const days = await screen.findByRole('radiogroup', { name: 'Дни' });
    const chosenDay = within(days).getByRole('radio', { checked: true });
    expect(chosenDay.getAttribute('aria-label')).toMatch(/^[а-я]+, \d+ [а-я]+, от \d[\d\s]*\s₸$/);
    const slot = await firstSlot(app.sandbox);
    const time = slot.startTime.slice(11, 16);
    await user.click(await screen.findByRole('radio', { name: new RegExp(`^${time},`) }));
    expect(app.storage.get('saved-reservation')?.startTime).toBe(slot.startTime);
    await user.click(screen.getByRole('button', { name: 'Далее' }));

    await focusedHeading('Ваши данные');
    await user.type(screen.getByLabelText('Имя'), 'Алия');
    await user.type(screen.getByLabelText('Телефон'), '8 701 123 45 67');
    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 701 123 45 67');
    await user.click(screen.getByRole('button', { name: 'Далее' }));

    await focusedHeading('Проверьте запись');
    expect((await screen.findAllByText(new RegExp(`${time}–`))).length).toBeGreaterThan(0);
    await user.click(await screen.findByRole('button', { name: 'Подтвердить по SMS' }));

    await focusedHeading('Код из SMS');
    const code = await screen.findByLabelText('Код из SMS (4 цифры)');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(await screen.findByText(/Новый код можно запросить через \d+ секунд/)).toBeInTheDocument();
    await user.type(code, SMS_CODE);
    await user.click(screen.getByRole('button', { name: 'Подтвердить и записаться' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Запись создана' })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toMatch(/^\/my\/reservation\/\d+\/success$/);
    expect(app.storage.get('saved-reservation') ?? null).toBeNull();
    expect(screen.getByRole('link', { name: 'Добавить в календарь (.ics)' })).toBeInTheDocument(); // the file is built on click (success page tests)
    expect(screen.getByRole('link', { name: 'Мои записи' })).toHaveAttribute('href', '/my/reservation/history');
    // open_reservation is sent by the success page once it has rendered its reservation.
    await waitFor(() => expect(app.tracked.map((e) => e[0])).toEqual(expect.arrayContaining(['created_reservation_successfully', 'open_reservation'])));

    // The slot is no longer offered.
    const after = await firstSlot(app.sandbox);
    expect(after.startTime).not.toBe(slot.startTime);
  }, 30_000);

  it("fetches the masters and the first free day's times with the screen: the time step needs no further request", async () => {
    const user = userEvent.setup();
    const app = setup({});
    const { date } = await firstSlot(app.sandbox);
    await focusedHeading('Услуги');
    const paths = () =>
      app.apiCalls
        .map((r) => new URL(r.url))
        .map(
          (u) =>
            `${u.pathname.replace('/rest/clients-app/v1/reservations/', '')}${u.searchParams.get('date') && !u.searchParams.get('days') ? `@${u.searchParams.get('date')}` : ''}`,
        );
    await waitFor(() => expect(paths()).toEqual(expect.arrayContaining(['firm/101', 'service-allocation', 'reservation-times', `available-times@${date}`])));
    const before = app.apiCalls.length;
    await user.click(await screen.findByRole('button', { name: 'Далее' }));
    await focusedHeading('Мастера');
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await focusedHeading('Дата и время');
    expect((await screen.findAllByRole('radio', { name: /^\d\d:\d\d/ })).length).toBeGreaterThan(0);
    expect(paths().slice(before)).toEqual([]);
  });

  it('adds and removes services: the total follows, add_another_service is sent', async () => {
    const user = userEvent.setup();
    const app = setup({});
    await heading('Услуги');
    const total = await screen.findByText(/^1 услуга · /);
    await user.click(screen.getByRole('button', { name: 'Добавить услугу' }));
    const boxes = await screen.findAllByRole('checkbox');
    const other = boxes.find((b) => !(b as HTMLInputElement).checked)!;
    await user.click(other);
    expect(total).toHaveTextContent(/^2 услуги · /);
    expect(app.tracked.map((e) => e[0])).toContain('add_another_service');
    expect(app.storage.get('saved-reservation')?.services).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Убрать «Женская стрижка»' }));
    expect(app.storage.get('saved-reservation')?.services).toHaveLength(1);
  });

  it('restores every step after a reload, with what was chosen and typed', async () => {
    const sandbox = createSandbox({ now: () => NOW });
    const slot = await firstSlot(sandbox);
    const chosen = { params: { masters: { '301': null }, date: slot.date }, startTime: slot.startTime, ...details, comment: 'Каре' };

    let app = setup(chosen, 'time');
    await heading('Дата и время');
    expect(await screen.findByRole('radio', { name: new RegExp(`^${slot.startTime.slice(11, 16)},`) })).toHaveAttribute('aria-checked', 'true');
    app.unmount();

    app = setup(chosen, 'details');
    await heading('Ваши данные');
    expect(await screen.findByLabelText('Имя')).toHaveValue('Алия');
    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 701 123 45 67');
    expect(screen.getByLabelText('Комментарий для салона')).toHaveValue('Каре');
    // The tab names the step and the salon (the route's meta, from the URL's step and the draft).
    await waitFor(() => expect(app.title()).toBe('Ваши данные · Салон красоты «Жасмин» · Salonbook'));
    app.unmount();

    app = setup(chosen, 'preview');
    await heading('Проверьте запись');
    expect(await screen.findByText('Алия, +7 701 123 45 67')).toBeInTheDocument();
    // The haircut is priced as a range in the list ('от …'): the check step keeps its 'от', and the total's.
    const haircut = sandbox.state.services.find((x) => x.id === 301)!;
    expect(haircut.priceTo).toBeGreaterThan(haircut.price);
    expect(screen.getByText(/^от\s[\d\s]+₸$/, { selector: '.booking__row-price' })).toBeInTheDocument();
    expect(screen.getByText(/^от\s[\d\s]+₸$/, { selector: '.booking__total-row dd' })).toBeInTheDocument();
    app.unmount();

    // A step the draft is not ready for shows the furthest one it is ready for.
    app = setup({ ...chosen, startTime: null }, 'preview');
    expect(await heading('Дата и время')).toBeInTheDocument();
    await waitFor(() => expect(app.title()).toBe('Дата и время · Салон красоты «Жасмин» · Salonbook'));
    app.unmount();

    // A landline cannot receive the SMS: the check step waits for the phone module's word, then shows the details.
    setup({ ...chosen, clientPhone: '+7 727 250 00 00' }, 'preview');
    expect(await heading('Ваши данные')).toBeInTheDocument();
    expect(await screen.findByLabelText('Телефон')).toHaveValue('+7 7272 50 00 00');
  });

  it('the check step writes the price and the total exact, without "от", once every service has its master chosen', async () => {
    const sandbox = createSandbox({ now: () => NOW });
    const slot = await firstSlot(sandbox);
    const haircut = sandbox.state.services.find((x) => x.id === 301)!;
    expect(haircut.priceTo).toBeGreaterThan(haircut.price); // a range in the list: 'от …' while any master may do it
    setup({ params: { masters: { '301': 201 }, date: slot.date }, startTime: slot.startTime, ...details }, 'preview');
    await heading('Проверьте запись');
    const price = await screen.findByText(/₸$/, { selector: '.booking__row-price' });
    expect(price).toHaveTextContent(/^[\d\s]+₸$/);
    expect(screen.getByText(/₸$/, { selector: '.booking__total-row dd' })).toHaveTextContent(/^[\d\s]+₸$/);
  });

  it.each([
    ['RU', 'воскресенье, 29 ноября, выходной', 'Выходной', 'четверг, 26 ноября, нет свободного времени', 'нет мест'],
    ['KZ', '29 қараша, жексенбі, демалыс күні', 'Демалыс', '26 қараша, бейсенбі, бос уақыт жоқ', 'орын жоқ'],
    ['EN', 'Sunday, 29 November, closed', 'Closed', 'Thursday, 26 November, no free time', 'full'],
  ])("the date strip tells the salon's day off from a full day (%s)", async (lang, offLabel, off, fullLabel, full) => {
    // «Жасмин» is closed on Sundays (its working hours); Айгерим (201) has Thursdays off, so with her chosen Thursday is full.
    const sandbox = createSandbox({ now: () => NOW });
    const app = renderApp('/salon/101/book?step=time', { api: (request) => sandbox.fetch(request), storage: createMemoryStorage(), cookies: { lang } });
    app.sdk.storage.set('saved-reservation', { ...makeDraft(firm101, [301]), params: { masters: { '301': 201 } } });
    const sunday = await screen.findByRole('radio', { name: offLabel }, { timeout: 10_000 });
    expect(sunday).toHaveTextContent(off);
    expect(sunday).toHaveAttribute('aria-disabled', 'true');
    const thursday = screen.getByRole('radio', { name: fullLabel });
    expect(thursday).toHaveTextContent(full);
    expect(thursday).not.toHaveAttribute('aria-disabled');
  });

  it('a draft whose time has passed asks for a new time', async () => {
    setup({ params: { date: '2026-11-20' }, startTime: '2026-11-20T11:00:00+05:00', ...details }, 'preview');
    expect(await heading('Дата и время')).toBeInTheDocument();
    expect(await screen.findByText(/Выбранное время уже прошло/)).toBeInTheDocument();
  });

  it('409 at preview: says the slot was taken, drops it, refreshes the times and keeps everything else', async () => {
    const sandbox = createSandbox({ now: () => NOW });
    const slot = await firstSlot(sandbox);
    const chosen = { params: { date: slot.date }, startTime: slot.startTime, ...details };
    const app = setup(chosen, 'preview', (sb) => {
      // Someone else books the same slot first.
      void bookElsewhere(sb, slot.startTime);
      return (request) => sb.fetch(request);
    });
    expect(await heading('Дата и время')).toBeInTheDocument();
    expect(await screen.findByText(/Это время уже заняли/)).toBeInTheDocument();
    const draft = app.storage.get('saved-reservation')!;
    expect(draft.startTime).toBeNull();
    expect(draft.clientName).toBe('Алия');
    expect(draft.services).toEqual([301]);
    await screen.findAllByRole('radiogroup', { name: /Свободное время/ });
    expect(screen.queryByRole('radio', { name: new RegExp(`^${slot.startTime.slice(11, 16)},`) })).toBeNull();
    expect(app.router.state.location.pathname).toBe('/salon/101/book');
  });

  it('a failed try leaves no history: after a taken slot the time step is its own earlier entry again', async () => {
    const user = userEvent.setup();
    const sandbox = createSandbox({ now: () => NOW });
    const slot = await firstSlot(sandbox);
    let takenBySomeoneElse = false;
    const app = setup({ params: { date: slot.date }, ...details }, 'time', (sb) => async (request) => {
      if (!takenBySomeoneElse && request.url.endsWith('/reservations/preview')) {
        takenBySomeoneElse = true;
        await bookElsewhere(sb, slot.startTime);
      }
      return sb.fetch(request);
    });
    await focusedHeading('Дата и время');
    const first = app.router.state.location.key;
    await user.click(await screen.findByRole('radio', { name: new RegExp(`^${slot.startTime.slice(11, 16)},`) }));
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await focusedHeading('Ваши данные');
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    expect(await screen.findByText(/Это время уже заняли/)).toBeInTheDocument();
    await waitFor(() => expect(app.router.state.location.key).toBe(first));
    expect(app.router.state.location.search).toBe('?step=time');
  });

  it('another number of people keeps the chosen time when the group fits, and says so on the time step when it does not', async () => {
    const user = userEvent.setup();
    const sandbox = createSandbox({ now: () => NOW });
    // Укладка (304) is done by two hairdressers: two people fit it at its first time of the day.
    const styling = (
      await sandboxGet<{ days: { slots: { startTime: string; available: boolean }[] }[] }>(
        sandbox,
        '/reservations/available-times?firmId=101&serviceIds=304&date=2026-11-24&peopleCount=2',
      )
    ).days[0]!.slots[0]!.startTime;
    const app = setup(
      { ...makeDraft(firm101, [304]), params: { date: '2026-11-24' }, startTime: styling, ...details },
      'details',
      () => (request) => sandbox.fetch(request),
    );
    await focusedHeading('Ваши данные');
    await screen.findByRole('option', { name: '2 человека' });
    await user.selectOptions(screen.getByLabelText('Сколько человек'), '2');
    await waitFor(() => expect(app.storage.get('saved-reservation')?.peopleCount).toBe(2));
    await waitFor(() => expect(app.apiCalls.some((r) => r.url.includes('peopleCount=2'))).toBe(true));
    expect(app.storage.get('saved-reservation')?.startTime).toBe(styling);
    expect(app.router.state.location.search).toBe('?step=details');

    // The next day, someone else takes one of the two hairdressers at the chosen time: one person still fits it, two
    // no longer do (two are still offered: other times have both free).
    const later = (
      await sandboxGet<{ days: { slots: { startTime: string; available: boolean }[] }[] }>(
        sandbox,
        '/reservations/available-times?firmId=101&serviceIds=304&date=2026-11-25&peopleCount=2',
      )
    ).days[0]!.slots[0]!.startTime;
    app.sdk.storage.set('saved-reservation', { ...makeDraft(firm101, [304]), params: { date: '2026-11-25' }, startTime: later, ...details });
    await waitFor(() => expect(screen.getByLabelText('Сколько человек')).toHaveValue('1'));
    expect((await bookElsewhere(sandbox, later)).status).toBe(201);
    await user.selectOptions(screen.getByLabelText('Сколько человек'), '2');
    expect(await screen.findByText('На 2 человек это время занято: выберите другое.')).toBeInTheDocument();
    expect(app.router.state.location.search).toBe('?step=time');
    expect(app.storage.get('saved-reservation')).toMatchObject({ startTime: null, peopleCount: 2, clientName: 'Алия' });
  });

  it('422 at preview: the messages sit under their fields', async () => {
    const sandbox = createSandbox({ now: () => NOW });
    const slot = await firstSlot(sandbox);
    setup(
      { params: { date: slot.date }, startTime: slot.startTime, ...details },
      'preview',
      (sb) => (request) =>
        request.url.endsWith('/reservations/preview')
          ? Response.json(
              { code: 'VALIDATION_FAILED', message: 'Проверьте поля', fields: [{ field: 'clientName', message: 'Имя слишком короткое' }] },
              { status: 422 },
            )
          : sb.fetch(request),
    );
    expect(await heading('Ваши данные')).toBeInTheDocument();
    const name = screen.getByLabelText('Имя');
    expect(name).toHaveAccessibleDescription('Имя слишком короткое');
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it('a network failure at preview keeps the step and offers Retry', async () => {
    const user = userEvent.setup();
    const sandbox = createSandbox({ now: () => NOW });
    const slot = await firstSlot(sandbox);
    let down = true;
    setup({ params: { date: slot.date }, startTime: slot.startTime, ...details }, 'preview', (sb) => (request) => {
      if (down && request.url.endsWith('/reservations/preview')) throw new TypeError('Failed to fetch');
      return sb.fetch(request);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/Не удалось связаться с сервером/);
    down = false;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('button', { name: 'Подтвердить по SMS' })).toBeInTheDocument();
  });

  it("signed in with the account's phone: five steps, no SMS code promised or asked, booked on confirm", async () => {
    const user = userEvent.setup();
    const sandbox = createSandbox({ now: () => NOW });
    const slot = await firstSlot(sandbox);
    const session = sandbox.signIn();
    const app = setup(null, 'details', () => (request) => sandbox.fetch(request));
    app.sdk.storage.set('accessToken', session.accessToken);
    app.sdk.storage.set('refreshToken', session.refreshToken);
    app.sdk.storage.set('expiresIn', session.expiresIn);
    app.sdk.storage.set('setTokenDate', Date.now());
    app.sdk.storage.set('currentUser', { id: session.userId, name: 'Алия', surname: 'Нурланова', phone: '+77011234567' });
    app.sdk.storage.set('saved-reservation', { ...makeDraft(firm101, [301]), params: { masters: {}, date: slot.date }, startTime: slot.startTime, ...details });
    await focusedHeading('Ваши данные');
    expect(screen.getByText('Шаг 4 из 5')).toBeInTheDocument();
    expect(screen.getByText('Это номер вашего аккаунта: код из SMS не понадобится')).toBeInTheDocument();
    // Another phone than the account's: a code will come; the count stays (the code confirms the last step).
    await user.clear(screen.getByLabelText('Телефон'));
    await user.type(screen.getByLabelText('Телефон'), '8 705 000 00 01');
    expect(await screen.findByText('На него придёт SMS с кодом')).toBeInTheDocument();
    expect(screen.getByText('Шаг 4 из 5')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Телефон'));
    await user.type(screen.getByLabelText('Телефон'), '8 701 123 45 67');
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await focusedHeading('Проверьте запись');
    expect(screen.getByText('Шаг 5 из 5')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Записаться' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Запись создана' })).toBeInTheDocument();
  }, 30_000);

  it('signed in: a time that overlaps a visit the client already holds is pointed out before the check step', async () => {
    const sandbox = createSandbox({ now: () => NOW });
    const session = sandbox.signIn();
    // The demo client's seeded visit: Tuesday 1 December, 14:30–15:30 at «Жасмин»; 14:00–15:00 is free with another master.
    const app = setup(null, 'time', () => (request) => sandbox.fetch(request));
    app.sdk.storage.set('accessToken', session.accessToken);
    app.sdk.storage.set('refreshToken', session.refreshToken);
    app.sdk.storage.set('expiresIn', session.expiresIn);
    app.sdk.storage.set('setTokenDate', Date.now());
    app.sdk.storage.set('currentUser', { id: session.userId, name: 'Алия', surname: 'Нурланова', phone: '+77011234567' });
    app.sdk.storage.set('saved-reservation', {
      ...makeDraft(firm101, [301]),
      params: { masters: {}, date: '2026-12-01' },
      startTime: '2026-12-01T14:00:00+05:00',
    });
    expect(
      await screen.findByText('У вас уже есть запись на это время: Салон красоты «Жасмин», 14:30–15:30. Можно записаться и сюда, если это не ошибка.'),
    ).toBeInTheDocument();
  });

  it('a storage that refuses every write (full or restricted): the app starts and a booking can be made, nothing throws', async () => {
    const user = userEvent.setup();
    const sandbox = createSandbox({ now: () => NOW });
    const slot = await firstSlot(sandbox);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const app = renderApp('/salon/101/book?step=preview', { api: (request) => sandbox.fetch(request), storage: full });
    app.sdk.storage.set('saved-reservation', {
      ...makeDraft(firm101, [301]),
      params: { masters: {}, date: slot.date },
      startTime: slot.startTime,
      ...details,
      clientPhone: '+7 705 000 00 02',
    });
    await focusedHeading('Проверьте запись');
    await user.click(await screen.findByRole('button', { name: 'Подтвердить по SMS' }));
    await focusedHeading('Код из SMS');
    await user.type(await screen.findByLabelText('Код из SMS (4 цифры)'), SMS_CODE);
    await user.click(screen.getByRole('button', { name: 'Подтвердить и записаться' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Запись создана' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  }, 30_000);

  it('a wrong code is shown inline with the attempts left, counted down to a wait that a new code does not lift', async () => {
    const user = userEvent.setup();
    const sandbox = createSandbox({ now: () => NOW });
    // A day ahead: the booking is made after the wait, when today's first time is too close.
    const slot = await firstSlot(sandbox, '2026-11-23');
    const app = setup({ params: { date: slot.date }, startTime: slot.startTime, ...details }, 'code');
    const code = await screen.findByLabelText('Код из SMS (4 цифры)');
    await user.type(code, '0000');
    await user.click(screen.getByRole('button', { name: 'Подтвердить и записаться' }));
    expect(await screen.findByText('Неверный код. Осталось 4 попытки.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    // The server counts down (five tries per phone for this client in 15 minutes, shared with every operation that
    // takes a code): 3, 2, 1, then the fifth wrong code is a 429: the wait is said by the field, the button waits.
    for (const [wrong, left] of [
      ['1111', 'Неверный код. Осталось 3 попытки.'],
      ['2222', 'Неверный код. Осталось 2 попытки.'],
      ['3333', 'Неверный код. Осталась 1 попытка.'],
    ]) {
      await user.clear(code);
      await user.type(code, wrong!);
      await user.click(screen.getByRole('button', { name: 'Подтвердить и записаться' }));
      expect(await screen.findByText(left!)).toBeInTheDocument();
    }
    await user.clear(code);
    await user.type(code, '4444');
    await user.click(screen.getByRole('button', { name: 'Подтвердить и записаться' }));
    const wait = await screen.findByText('Слишком много попыток. Повторите через 15 мин.');
    expect(code).toHaveAttribute('aria-describedby', expect.stringContaining(wait.id));
    expect(screen.getByRole('button', { name: 'Подтвердить и записаться' })).toBeDisabled();
    // A new code (once the resend wait is over) is sent, and clears the field, but the wait goes on.
    vi.setSystemTime(NOW.getTime() + 61_000);
    app.sandbox.advance(61_000);
    const resend = screen.getByRole('button', { name: 'Отправить код ещё раз' });
    await waitFor(() => expect(resend).toBeEnabled());
    await user.click(resend);
    await waitFor(() => expect(code).toHaveValue(''));
    expect(await screen.findByText('Слишком много попыток. Повторите через 14 мин.')).toBeInTheDocument();
    await user.type(code, SMS_CODE);
    expect(screen.getByRole('button', { name: 'Подтвердить и записаться' })).toBeDisabled();
    // Fifteen minutes after the first wrong code, the right one books.
    vi.setSystemTime(NOW.getTime() + 15 * 60_000);
    app.sandbox.advance(14 * 60_000);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Подтвердить и записаться' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Подтвердить и записаться' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Запись создана' })).toBeInTheDocument();
  }, 30_000);

  it('a disabled Далее says why: no time chosen yet', async () => {
    setup({}, 'time');
    await focusedHeading('Дата и время');
    const next = screen.getByRole('button', { name: 'Далее' });
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription('Выберите время, чтобы продолжить');
    expect(screen.getByText('Выберите время, чтобы продолжить')).toBeVisible();
  });

  it("digits typed before the code's SMS is confirmed sent are kept when the answer arrives", async () => {
    const user = userEvent.setup();
    const sandbox = createSandbox({ now: () => NOW });
    const slot = await firstSlot(sandbox);
    let answer: () => void = () => {};
    const sent = new Promise<void>((done) => (answer = done));
    setup({ params: { date: slot.date }, startTime: slot.startTime, ...details }, 'code', (sb) => async (request) => {
      if (request.url.endsWith('/reservations/sms-code')) await sent;
      return sb.fetch(request);
    });
    const code = await screen.findByLabelText('Код из SMS (4 цифры)');
    await user.type(code, '48');
    answer();
    expect(await screen.findByText(/Новый код можно запросить через \d+ секунд/)).toBeInTheDocument();
    expect(code).toHaveValue('48');
  });

  it('429 on the code: the wait is shown and counted down', async () => {
    const sandbox = createSandbox({ now: () => NOW });
    const slot = await firstSlot(sandbox);
    setup(
      { params: { date: slot.date }, startTime: slot.startTime, ...details },
      'code',
      (sb) => (request) =>
        request.url.endsWith('/reservations/sms-code')
          ? Response.json({ code: 'TOO_MANY_REQUESTS', message: 'Повторите через минуту' }, { status: 429, headers: { 'Retry-After': '45' } })
          : sb.fetch(request),
    );
    expect(await screen.findByText('Слишком много попыток. Повторите через 45 с.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отправить код ещё раз' })).toBeDisabled();
  });
});

describe('the time step states', () => {
  const strip = (days: { date: string; available: boolean; priceFrom: number | null; slots: unknown[] }[]) =>
    Response.json({ firmId: 101, currency: 'KZT', timeZone: 'Asia/Aqtau', days });

  it("loading keeps the strip's place", async () => {
    const { container } = setup(
      {},
      'time',
      (sb) => (request) => (request.url.includes('reservation-times') ? new Promise<Response>(() => {}) : sb.fetch(request)),
    );
    await heading('Дата и время');
    await waitFor(() => expect(container.querySelector('.date-strip[aria-hidden]')).not.toBeNull());
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('empty: no free time in the whole range says so, every day is disabled', async () => {
    setup(
      {},
      'time',
      (sb) => (request) =>
        request.url.includes('reservation-times')
          ? strip(Array.from({ length: 31 }, (_, i) => ({ date: `2026-12-${String(i + 1).padStart(2, '0')}`, available: false, priceFrom: null, slots: [] })))
          : sb.fetch(request),
    );
    expect(await screen.findByText('В ближайшие 30 дней свободного времени нет.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Выбрать другого мастера' })).toBeInTheDocument();
  });

  it('a day without free time says so; the first free day is chosen', async () => {
    setup(
      {},
      'time',
      (sb) => (request) =>
        request.url.includes('reservation-times')
          ? strip([
              { date: '2026-12-01', available: false, priceFrom: null, slots: [] },
              {
                date: '2026-12-02',
                available: true,
                priceFrom: 6000,
                slots: [
                  {
                    startTime: '2026-12-02T11:00:00+05:00',
                    endTime: '2026-12-02T12:00:00+05:00',
                    masterId: 201,
                    price: 6000,
                    currency: 'KZT',
                    available: true,
                  },
                ],
              },
            ])
          : sb.fetch(request),
    );
    // Still choosable: a full day says when the next free time is and offers the waitlist (waitlist.test.tsx).
    const full = await screen.findByRole('radio', { name: 'вторник, 1 декабря, нет свободного времени' });
    expect(full).toHaveTextContent('нет мест');
    const free = screen.getByRole('radio', { name: /^среда, 2 декабря, от 6\s000\s₸$/ });
    await waitFor(() => expect(free).toHaveAttribute('aria-checked', 'true'));
  });

  it('offline: the booking says the connection is lost and offers Retry at once, not a silent wait', async () => {
    const user = userEvent.setup();
    onlineManager.setOnline(false);
    try {
      setup({}, 'time', (sb) => (request) => {
        if (!onlineManager.isOnline()) throw new TypeError('Failed to fetch');
        return sb.fetch(request);
      });
      expect(await screen.findByText(/Не удалось загрузить данные\. Проверьте соединение/)).toBeInTheDocument();
    } finally {
      onlineManager.setOnline(true);
    }
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('radiogroup', { name: 'Дни' })).toBeInTheDocument();
  });

  it('error: a failed strip offers Retry and keeps the step', async () => {
    const user = userEvent.setup();
    let down = true;
    setup({}, 'time', (sb) => (request) => {
      if (down && request.url.includes('reservation-times')) throw new TypeError('Failed to fetch');
      return sb.fetch(request);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/Не удалось связаться с сервером/);
    down = false;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('radiogroup', { name: 'Дни' })).toBeInTheDocument();
  });

  it('arrow keys move along the days and choose', async () => {
    const user = userEvent.setup();
    setup({}, 'time');
    const days = await screen.findByRole('radiogroup', { name: 'Дни' });
    const first = await within(days).findByRole('radio', { checked: true });
    first.focus();
    await user.keyboard('{ArrowRight}');
    const now = within(days).getByRole('radio', { checked: true });
    expect(now).not.toBe(first);
    expect(now).toHaveFocus();
  });
});

describe('without a draft', () => {
  it('says so and links back to the salon', async () => {
    setup(null);
    expect(await screen.findByText('Вы ещё не выбрали услуги в этом салоне.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Выбрать услуги' })).toHaveAttribute('href', '/salon/101');
  });

  it('after a booking made here (Back from its success page) or in another tab: says it is made and links to it', async () => {
    const user = userEvent.setup();
    const sandbox = createSandbox({ now: () => NOW });
    const slot = await firstSlot(sandbox);
    const app = setup({ params: { date: slot.date }, startTime: slot.startTime, ...details }, 'details', () => (request) => sandbox.fetch(request));
    await focusedHeading('Ваши данные');
    // The other tab books this draft: the shared storage then holds the new reservation and no draft.
    const other = await bookElsewhere(sandbox, slot.startTime, { clientName: 'Алия', clientPhone: '+77011234567' });
    const made = (await other.json()) as { id: number };
    app.sdk.ttl.set(`created-reservation-${made.id}`, made, 3600);
    app.sdk.storage.remove('saved-reservation');
    expect(await heading('Вы записаны')).toBeInTheDocument();
    expect(screen.getByText(`Запись № ${made.id} создана — здесь или в другой вкладке. Черновик больше не нужен.`)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Открыть запись' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe(`/my/reservation/${made.id}/success`));
  });
});
