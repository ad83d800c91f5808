// 'Когда' on the search and category pages: the choice lives in the URL, the API is asked for that day and window,
// only salons with a free time then are listed, each with its first free times as chips that open the booking at
// that time with that master; in Russian, Kazakh and English.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { components } from '@salonbook/sdk';
import { renderApp } from '../../test/app';
import { NOW, sandboxApi, sandboxGet, testSandbox } from '../../test/sandbox';

type S = components['schemas'];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const MANICURE = encodeURIComponent('маникюр');
const searchCalls = (calls: Request[]) => calls.map((r) => new URL(r.url)).filter((u) => u.pathname.endsWith('/firms/search'));

describe("'Когда' on the search page", () => {
  it("'маникюр, завтра, вечер': the salons free tomorrow evening, each with its first times; a chip opens the booking at that time", async () => {
    const sandbox = testSandbox();
    const expected = await sandboxGet<S['FirmShortPage']>(sandbox, `/firms/search?query=${MANICURE}&date=2026-11-24&timeFrom=18:00&timeTo=24:00`);
    expect(expected.items.length).toBeGreaterThan(0);
    const app = renderApp(`/search/firms?query=${MANICURE}&when=tomorrow&part=evening`, { api: sandboxApi(sandbox) });
    const first = expected.items[0]!;
    const chips = await screen.findByRole('list', { name: `Свободное время: ${first.name}` });
    const times = first.freeTimes!.map((t) => t.startTime.slice(11, 16));
    // Above the times, what they book and its price (the card's 'от' is the salon's lowest, maybe another service's).
    const booked = sandbox.state.services.find((x) => x.id === first.freeTimes![0]!.serviceId)!;
    expect(chips.previousElementSibling).toHaveTextContent(new RegExp(`^${booked.name} · ${String(booked.price).replace(/\B(?=(\d{3})+(?!\d))/g, '\\s')}\\s₸`));
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(times);
    const call = searchCalls(app.apiCalls).at(-1)!;
    expect(Object.fromEntries(call.searchParams)).toMatchObject({ query: 'маникюр', date: '2026-11-24', timeFrom: '18:00', timeTo: '24:00' });
    // The picker shows the URL's choice.
    expect(screen.getByRole('radio', { name: 'Завтра' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Вечер' })).toBeChecked();

    await userEvent.click(within(chips).getAllByRole('button')[0]!);
    await waitFor(() => expect(app.router.state.location.pathname).toBe(`/salon/${first.id}/book`));
    // The services step, not a later one: the customer sees what the chip chose, at its price, and may change it.
    expect(app.router.state.location.search).toBe('?step=services');
    const chip = first.freeTimes![0]!;
    expect(app.sdk.storage.get('saved-reservation')).toMatchObject({
      services: [chip.serviceId],
      params: { masters: { [String(chip.serviceId)]: chip.masterId }, date: '2026-11-24' },
      startTime: chip.startTime,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Услуги' })).toBeInTheDocument();
    const service = sandbox.state.services.find((x) => x.id === chip.serviceId)!;
    const master = sandbox.state.masters.find((x) => x.id === chip.masterId)!;
    const row = (await screen.findByText(service.name)).closest('li')!;
    expect(row).toHaveTextContent(String(service.price).replace(/\B(?=(\d{3})+(?!\d))/g, ' '));
    await waitFor(() => expect(row).toHaveTextContent(master.name));
    expect(screen.getByRole('note')).toHaveTextContent(new RegExp(`^Время выбрано: .*24.*, ${chip.startTime.slice(11, 16)}`));
    // On to the masters (the chip's one ticked) and the time (kept, chosen).
    await userEvent.click(screen.getByRole('button', { name: 'Далее' }));
    const group = await screen.findByRole('group', { name: service.name });
    await waitFor(() => expect(within(group).getByRole('radio', { name: new RegExp(`^${master.name}`) })).toBeChecked());
    await userEvent.click(screen.getByRole('button', { name: 'Далее' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Дата и время' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: new RegExp(`^${chip.startTime.slice(11, 16)}`) })).toHaveAttribute('aria-checked', 'true'));
    expect(app.sdk.storage.get('saved-reservation')?.startTime).toBe(chip.startTime);
  }, 30_000);

  for (const [lang, note, next, hint] of [
    ['KZ', 'Уақыт таңдалды: ', 'Әрі қарай', 'Қызмет пен шеберді тексеріңіз'],
    ['EN', 'Time chosen: ', 'Continue', 'Check the service and the master'],
  ] as const)
    it(`${lang}: a chip opens the services step with its time said`, async () => {
      const sandbox = testSandbox();
      const expected = await sandboxGet<S['FirmShortPage']>(sandbox, `/firms/search?query=${MANICURE}&date=2026-11-24&timeFrom=18:00&timeTo=24:00`);
      const chip = expected.items[0]!.freeTimes![0]!;
      const app = renderApp(`/search/firms?query=${MANICURE}&when=tomorrow&part=evening`, { api: sandboxApi(sandbox), cookies: { lang } });
      const lists = await screen.findAllByRole('list', { name: new RegExp(expected.items[0]!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
      await userEvent.click(within(lists[0]!).getAllByRole('button')[0]!);
      await waitFor(() => expect(app.router.state.location.search).toBe('?step=services'));
      const held = await screen.findByRole('note');
      expect(held).toHaveTextContent(new RegExp(`^${note}.*${chip.startTime.slice(11, 16)}`));
      expect(held).toHaveTextContent(hint);
      expect(screen.getByRole('button', { name: next })).toBeInTheDocument();
    }, 30_000);

  it('choosing the day and the part of it writes them into the URL; any time takes them out', async () => {
    const sandbox = testSandbox();
    const app = renderApp(`/search/firms?query=${MANICURE}`, { api: sandboxApi(sandbox) });
    await userEvent.click(await screen.findByRole('radio', { name: 'Сегодня' }));
    await waitFor(() => expect(app.router.state.location.search).toContain('when=today'));
    // The chips follow the address as the router's update renders (a transition): each is found when it is there.
    await userEvent.click(await screen.findByRole('radio', { name: 'После…' }));
    await waitFor(() => expect(app.router.state.location.search).toContain('after=18'));
    await userEvent.selectOptions(await screen.findByLabelText('После'), '20');
    await waitFor(() => expect(app.router.state.location.search).toContain('after=20'));
    await waitFor(() => expect(Object.fromEntries(searchCalls(app.apiCalls).at(-1)!.searchParams)).toMatchObject({ date: '2026-11-23', timeFrom: '20:00' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Дата' }));
    await waitFor(() => expect(app.router.state.location.search).toContain('date=2026-11-23'));
    await userEvent.click(await screen.findByRole('radio', { name: 'Любое время' }));
    await waitFor(() => expect(app.router.state.location.search).toBe(`?query=${MANICURE}`));
    expect(screen.queryByRole('radio', { name: 'Вечер' })).toBeNull();
  }, 30_000);

  it('the earliest free time first is a sort of its own while a day is chosen', async () => {
    const sandbox = testSandbox();
    const app = renderApp(`/search/firms?when=tomorrow`, { api: sandboxApi(sandbox) });
    const sort = await screen.findByLabelText('Сортировка');
    await userEvent.selectOptions(sort, 'EARLIEST');
    await waitFor(() => expect(searchCalls(app.apiCalls).at(-1)!.searchParams.get('sort')).toBe('EARLIEST'));
  }, 30_000);

  it('no salon free then: the empty state resets the time too', async () => {
    const sandbox = testSandbox();
    const app = renderApp(`/search/firms?query=${MANICURE}&when=today&after=22`, { api: sandboxApi(sandbox) });
    expect(await screen.findByRole('heading', { name: 'Ничего не нашлось' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Сбросить поиск' }));
    await waitFor(() => expect(app.router.state.location.search).toBe(''));
  }, 30_000);

  it('in Kazakh and English', async () => {
    const sandbox = testSandbox();
    const kk = renderApp(`/search/firms?when=tomorrow&part=evening`, { api: sandboxApi(sandbox), cookies: { lang: 'KZ' } });
    expect(await screen.findByRole('group', { name: 'Қашан' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Ертең' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Кешке' })).toBeChecked();
    expect((await screen.findAllByRole('list', { name: /: бос уақыт$/ })).length).toBeGreaterThan(0);
    kk.unmount();
    renderApp(`/search/firms?when=tomorrow&part=evening`, { api: sandboxApi(sandbox), cookies: { lang: 'EN' } });
    expect(await screen.findByRole('group', { name: 'When' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Evening' })).toBeChecked();
    expect((await screen.findAllByRole('list', { name: /^Free times: / })).length).toBeGreaterThan(0);
  }, 30_000);
});

describe("'Когда' on a category's page", () => {
  it('lists the salons free then, earliest first, with their chips', async () => {
    const sandbox = testSandbox();
    const app = renderApp('/category/2?when=tomorrow&part=evening', { api: sandboxApi(sandbox) });
    const lists = await screen.findAllByRole('list', { name: /^Свободное время: / });
    expect(lists.length).toBeGreaterThan(0);
    const call = app.apiCalls.map((r) => new URL(r.url)).find((u) => u.pathname.endsWith('/categories/2'))!;
    expect(Object.fromEntries(call.searchParams)).toMatchObject({ date: '2026-11-24', timeFrom: '18:00', timeTo: '24:00', sort: 'EARLIEST' });
    await userEvent.click(await screen.findByRole('radio', { name: 'Любое время' }));
    await waitFor(() => expect(app.router.state.location.search).toBe(''));
  }, 30_000);
});
