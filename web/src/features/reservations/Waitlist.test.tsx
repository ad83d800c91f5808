// The waitlist in My bookings: the signed-in client's places (waiting, or holding a freed time) and the offer opened by
// its SMS link without sign-in, in every state it can be in, in Russian, Kazakh and English.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { components } from '@salonbook/sdk';
import { renderApp } from '../../test/app';
import { kkDative } from '../../lib/kazakh';
import { demoSession, NOW, sandboxApi, sandboxGet, testSandbox, type Sandbox } from '../../test/sandbox';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const DAY = '2026-11-24';
const TOKEN = 'wl_testoffer1';

/**
 * A place of the demo client (or of another phone) in the line of 24 November at «Жасмин» for a haircut with
 * Айгерим, holding her first free time that day when `held` (for 15 minutes from the clock's now).
 */
async function place(sandbox: Sandbox, { held = true, phone = '+77011234567', userId = 5521 as number | null } = {}) {
  const times = await sandboxGet<components['schemas']['ReservationTimes']>(
    sandbox,
    `/reservations/available-times?firmId=101&serviceIds=301&masterId=201&date=${DAY}`,
  );
  const slot = times.days[0]!.slots[0]!;
  const start = Date.parse(slot.startTime);
  const s = sandbox.state;
  s.waitlist.push({
    id: 7201,
    userId,
    firmId: 101,
    wanted: [{ serviceId: 301, masterId: 201 }],
    people: 1,
    dayStart: Date.parse(`${DAY}T00:00:00+05:00`),
    fromMinute: 10 * 60,
    toMinute: 20 * 60,
    clientName: 'Алия',
    clientPhone: phone,
    status: held ? 'OFFERED' : 'WAITING',
    // Nothing else is offered to it meanwhile.
    skip: times.days[0]!.slots.map((x) => Date.parse(x.startTime)),
    createdAt: sandbox.now(),
  });
  if (held)
    s.waitlistOffers.push({
      id: 70101,
      token: TOKEN,
      entryId: 7201,
      status: 'OFFERED',
      items: [{ serviceId: 301, masterId: 201, start, end: start + 60 * 60_000, price: 6000 }],
      companions: [],
      start,
      holdUntil: sandbox.now() + 15 * 60_000,
      offeredAt: sandbox.now(),
      reservationId: null,
    });
  return { time: slot.startTime.slice(11, 16) };
}

describe('the waitlist in my bookings', () => {
  it('a held time: "Освободилось время", booked with one tap, and the success page opens', async () => {
    const sandbox = testSandbox();
    const { time } = await place(sandbox);
    const app = renderApp('/my/reservation/history', { api: sandboxApi(sandbox), session: demoSession(sandbox) });
    const section = await screen.findByRole('region', { name: 'Лист ожидания' });
    expect(within(section).getByText(`Освободилось время: ${time} — записаться до 10:15`)).toBeInTheDocument();
    expect(within(section).getByText(/Салон красоты «Жасмин» · Женская стрижка · 24 ноября · Айгерим Сарсенова/)).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Записаться' }));
    await waitFor(() => expect(app.router.state.location.pathname).toMatch(/^\/my\/reservation\/\d+\/success$/));
    const booked = sandbox.state.reservations.at(-1)!;
    expect(booked.items[0]).toMatchObject({ serviceId: 301, masterId: 201 });
    expect(sandbox.state.waitlistOffers[0]!.status).toBe('ACCEPTED');
  }, 30_000);

  it('a waiting place says its place in line, and the client leaves it', async () => {
    const sandbox = testSandbox();
    await place(sandbox, { held: false });
    renderApp('/my/reservation/history', { api: sandboxApi(sandbox), session: demoSession(sandbox) });
    const section = await screen.findByRole('region', { name: 'Лист ожидания' });
    expect(within(section).getByText('Салон красоты «Жасмин»: Женская стрижка, 24 ноября, 10:00–20:00 · Айгерим Сарсенова')).toBeInTheDocument();
    expect(within(section).getByText('Ждём, когда освободится время. Вы 1-й в очереди')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Выйти из листа ожидания' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Лист ожидания' })).toBeNull());
    expect(sandbox.state.waitlist[0]!.status).toBe('LEFT');
  }, 30_000);

  it('nothing is shown without places', async () => {
    const sandbox = testSandbox();
    renderApp('/my/reservation/history', { api: sandboxApi(sandbox), session: demoSession(sandbox) });
    await screen.findByRole('tab', { name: 'Предстоящие' });
    expect(screen.queryByRole('region', { name: 'Лист ожидания' })).toBeNull();
  }, 30_000);
});

const link = `/my/reservation/history?offer=${TOKEN}`;

describe('the offer by its SMS link, without sign-in', () => {
  it('shows the held time and declines it: it goes to the next in line', async () => {
    const sandbox = testSandbox();
    const { time } = await place(sandbox, { phone: '+77050000011', userId: null });
    renderApp(link, { api: sandboxApi(sandbox) });
    const offer = await screen.findByRole('region', { name: 'Для вас освободилось время' });
    expect(within(offer).getByText(`Освободилось время: ${time} — записаться до 10:15`)).toBeInTheDocument();
    // Not signed in: the page still asks to sign in for the rest of My bookings.
    expect(screen.getByText(/^Войдите, чтобы увидеть свои записи/)).toBeInTheDocument();
    await userEvent.click(within(offer).getByRole('button', { name: 'Отказаться' }));
    expect(await within(offer).findByText(`Вы отказались от времени ${time}: его предложили следующему в очереди.`)).toBeInTheDocument();
    expect(sandbox.state.waitlistOffers[0]!.status).toBe('DECLINED');
  }, 30_000);

  it('books the held time without an account', async () => {
    const sandbox = testSandbox();
    await place(sandbox, { phone: '+77050000012', userId: null });
    const app = renderApp(link, { api: sandboxApi(sandbox) });
    const offer = await screen.findByRole('region', { name: 'Для вас освободилось время' });
    await userEvent.click(within(offer).getByRole('button', { name: 'Записаться' }));
    await waitFor(() => expect(app.router.state.location.pathname).toMatch(/^\/my\/reservation\/\d+\/success$/));
    expect(await screen.findByRole('heading', { name: 'Запись создана' })).toBeInTheDocument();
    expect(sandbox.state.reservations.at(-1)!.clientPhone).toBe('+77050000012');
  }, 30_000);

  it('a lapsed hold says the time went to the next in line', async () => {
    const sandbox = testSandbox();
    const { time } = await place(sandbox, { phone: '+77050000013', userId: null });
    sandbox.setNow(NOW.getTime() + 16 * 60_000);
    renderApp(link, { api: sandboxApi(sandbox) });
    expect(await screen.findByText(`Время ${time} больше не удерживается для вас: его предложили следующему в очереди.`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Записаться' })).toBeNull();
  }, 30_000);

  it('an offer closed meanwhile (409) says so instead of booking', async () => {
    const sandbox = testSandbox();
    await place(sandbox, { phone: '+77050000014', userId: null });
    renderApp(link, {
      api: sandboxApi(sandbox, {
        [`POST /waitlist/offers/${TOKEN}/accept`]: () =>
          Response.json({ code: 'OFFER_CLOSED', message: 'Время больше не удерживается для вас' }, { status: 409 }),
      }),
    });
    const offer = await screen.findByRole('region', { name: 'Для вас освободилось время' });
    await userEvent.click(within(offer).getByRole('button', { name: 'Записаться' }));
    expect(await within(offer).findByRole('alert')).toHaveTextContent('Время больше не удерживается для вас: его предложили следующему в очереди.');
  }, 30_000);

  it('an accepted offer links to its visit; an unknown link says it is not found', async () => {
    const sandbox = testSandbox();
    const { time } = await place(sandbox, { phone: '+77050000015', userId: null });
    sandbox.state.waitlistOffers[0]!.status = 'ACCEPTED';
    sandbox.state.waitlistOffers[0]!.reservationId = 90211;
    const first = renderApp(link, { api: sandboxApi(sandbox) });
    expect(await screen.findByText(`Вы записаны на ${time}.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Открыть запись' })).toHaveAttribute('href', '/my/reservation/90211/success');
    first.unmount();
    renderApp('/my/reservation/history?offer=wl_nosuchoffer', { api: sandboxApi(sandbox) });
    expect(await screen.findByText('Предложение не найдено. Проверьте ссылку из SMS.')).toBeInTheDocument();
  }, 30_000);

  it('in Kazakh and English', async () => {
    const sandbox = testSandbox();
    const { time } = await place(sandbox, { phone: '+77050000016', userId: null });
    const kk = renderApp(link, { api: sandboxApi(sandbox), cookies: { lang: 'KZ' } });
    const offer = await screen.findByRole('region', { name: 'Сізге уақыт босады' });
    expect(within(offer).getByText(`Уақыт босады: ${time} — 10:15-ке дейін жазылыңыз`)).toBeInTheDocument();
    expect(within(offer).getByRole('button', { name: 'Жазылу' })).toBeInTheDocument();
    kk.unmount();
    renderApp(link, { api: sandboxApi(sandbox), cookies: { lang: 'EN' } });
    const en = await screen.findByRole('region', { name: 'A time has freed up for you' });
    expect(within(en).getByText(`A time has freed up: ${time} — book by 10:15`)).toBeInTheDocument();
    expect(within(en).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
  }, 30_000);

  it('a signed-in place in Kazakh and English', async () => {
    const sandbox = testSandbox();
    await place(sandbox, { held: false });
    const kk = renderApp('/my/reservation/history', { api: sandboxApi(sandbox), session: demoSession(sandbox), cookies: { lang: 'KZ' } });
    const section = await screen.findByRole('region', { name: 'Күту парағы' });
    expect(within(section).getByText('Уақыт босағанын күтеміз. Кезектегі орныңыз: 1')).toBeInTheDocument();
    kk.unmount();
    renderApp('/my/reservation/history', { api: sandboxApi(sandbox), session: demoSession(sandbox), cookies: { lang: 'EN' } });
    const en = await screen.findByRole('region', { name: 'Waitlist' });
    expect(within(en).getByRole('button', { name: 'Leave the waitlist' })).toBeInTheDocument();
  }, 30_000);
});

describe('every state of the offer by link, in every language', () => {
  const texts = (lang: string) =>
    JSON.parse(readFileSync(resolve(dirname(new URL(import.meta.url).pathname), `../../../public/locales/${lang}/reservations.json`), 'utf8'))
      .waitlist as Record<string, string & Record<string, string>>;
  // As i18next fills them: '{{until, dative}}' is the Kazakh dative (lib/kazakh), in Kazakh texts only.
  const fill = (text: string, values: Record<string, string>) =>
    text.replace(/\{\{(\w+)(, dative)?\}\}/g, (_, k: string, dative?: string) => (dative ? kkDative(values[k] ?? '') : (values[k] ?? '')));
  const cookie = { ru: 'RU', kk: 'KZ', en: 'EN' } as const;

  for (const lang of ['ru', 'kk', 'en'] as const) {
    it(`${lang}: held, lapsed, declined, booked and unknown`, async () => {
      const w = texts(lang);
      const sandbox = testSandbox();
      const { time } = await place(sandbox, { phone: '+77050000017', userId: null });
      const offer = sandbox.state.waitlistOffers[0]!;
      const open = async (path: string, expected: string) => {
        const view = renderApp(path, { api: sandboxApi(sandbox), cookies: { lang: cookie[lang] } });
        expect(await screen.findByText(expected)).toBeInTheDocument();
        view.unmount();
      };
      await open(link, fill(w.offer!, { time, until: '10:15' }));
      for (const status of ['LAPSED', 'DECLINED', 'ACCEPTED'] as const) {
        offer.status = status;
        offer.reservationId = status === 'ACCEPTED' ? 90211 : null;
        await open(link, fill((w.status as unknown as Record<string, string>)[status]!, { time }));
      }
      await open('/my/reservation/history?offer=wl_nosuchoffer', w.notFound!);
    }, 30_000);
  }
});
