// A full day on the booking's time step: it can be chosen, says when the next free time is (a button books it) and
// offers the waitlist: the basket, the day and a window, signed in with the account's phone or with the phone's SMS
// code; in Russian, Kazakh and English.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryStorage } from '@salonbook/sdk';
import { SMS_CODE } from '@salonbook/contracts/sandbox';
import type { components } from '@salonbook/sdk';
import { renderApp } from '../../test/app';
import { CLIENT_KEYS, demoSession, FIRM_101, NOW, sandboxApi, sandboxGet, testSandbox, type Sandbox } from '../../test/sandbox';
import { makeDraft } from '../../entities/reservation-draft/draft';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const FULL = '2026-11-24';
const times = (sandbox: Sandbox, date: string) =>
  sandboxGet<components['schemas']['ReservationTimes']>(sandbox, `/reservations/available-times?firmId=101&serviceIds=301&masterIds=201&date=${date}`);

/** Books every free time of Айгерим's haircut on 24 November for other clients: her day is full. */
async function fillDay(sandbox: Sandbox) {
  let n = 0;
  for (;;) {
    const slot = (await times(sandbox, FULL)).days[0]!.slots[0];
    if (!slot) return;
    n += 1;
    await sandbox.fetch(
      new Request('http://api.test/rest/clients-app/v2/reservations/create', {
        method: 'POST',
        headers: { ...CLIENT_KEYS, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          firmId: 101,
          services: [{ serviceId: 301, masterId: 201 }],
          startTime: slot.startTime,
          clientName: 'Другой',
          clientPhone: `+7707000${String(n).padStart(4, '0')}`,
          smsCode: SMS_CODE,
        }),
      }),
    );
  }
}

async function openFullDay(options: { signedIn?: boolean; lang?: string } = {}) {
  const sandbox = testSandbox();
  await fillDay(sandbox);
  const app = renderApp('/salon/101/book?step=time', {
    api: sandboxApi(sandbox),
    storage: createMemoryStorage(),
    ...(options.signedIn ? { session: demoSession(sandbox) } : {}),
    ...(options.lang ? { cookies: { lang: options.lang } } : {}),
  });
  app.sdk.storage.set('saved-reservation', makeDraft(FIRM_101, [301], { '301': 201 }));
  // Sign-in stores the account's phone with the user.
  if (options.signedIn) app.sdk.storage.set('currentUser', { id: 5521, name: 'Алия', surname: 'Нурланова', phone: '+77011234567' });
  return { ...app, sandbox };
}

describe('a full day on the time step', () => {
  it('says when the next free time is, and its button books it', async () => {
    const { sandbox, sdk } = await openFullDay();
    const next = (await times(sandbox, FULL)).nextFreeTime!;
    expect(next.startTime.startsWith(FULL)).toBe(false);
    await userEvent.click(await screen.findByRole('radio', { name: 'вторник, 24 ноября, нет свободного времени' }));
    expect(await screen.findByText('В этот день свободного времени нет.')).toBeInTheDocument();
    const notice = await screen.findByText(/^Ближайшее свободное время: /);
    expect(notice).toHaveTextContent(next.startTime.slice(11, 16));
    await userEvent.click(screen.getByRole('button', { name: 'Записаться на это время' }));
    await waitFor(() => expect(sdk.storage.get('saved-reservation')?.startTime).toBe(next.startTime));
    expect(screen.queryByText('В этот день свободного времени нет.')).toBeNull();
  }, 30_000);

  it('anonymous: a place in the waitlist with the phone SMS code; a wrong code says so', async () => {
    const { sandbox } = await openFullDay();
    await userEvent.click(await screen.findByRole('radio', { name: 'вторник, 24 ноября, нет свободного времени' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Встать в лист ожидания' }));
    const form = screen.getByRole('form', { name: 'Лист ожидания на 24 ноября' });
    await userEvent.selectOptions(within(form).getByLabelText('С'), '12:00');
    await userEvent.selectOptions(within(form).getByLabelText('До'), '18:00');
    await userEvent.type(within(form).getByLabelText('Имя'), 'Алия');
    await userEvent.type(within(form).getByLabelText('Телефон'), '7050000021');
    expect(within(form).getByRole('button', { name: 'Встать в очередь' })).toBeDisabled();
    await userEvent.click(within(form).getByRole('button', { name: 'Получить код в SMS' }));
    await userEvent.type(await within(form).findByLabelText('Код из SMS'), '0000');
    await userEvent.click(within(form).getByRole('button', { name: 'Встать в очередь' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Неверный код из SMS');
    await userEvent.clear(within(form).getByLabelText('Код из SMS'));
    await userEvent.type(within(form).getByLabelText('Код из SMS'), SMS_CODE);
    await userEvent.click(within(form).getByRole('button', { name: 'Встать в очередь' }));
    expect(await screen.findByText('Вы в листе ожидания на 24 ноября, 12:00–18:00: 1-й в очереди. Пришлём SMS, когда освободится время.')).toBeInTheDocument();
    expect(sandbox.state.waitlist).toMatchObject([
      { clientPhone: '+77050000021', wanted: [{ serviceId: 301, masterId: 201 }], fromMinute: 720, toMinute: 1080 },
    ]);
  }, 30_000);

  it('too many wrong codes from this client: the 429 says when to try again, and stays on the form', async () => {
    const { sandbox, router } = await openFullDay();
    // Four wrong codes for this phone from this client already (the code's rule is shared by every operation).
    for (let i = 0; i < 4; i += 1)
      await sandbox.fetch(
        new Request('http://api.test/auth-app/auth/v1/phone-verification/validate-code', {
          method: 'POST',
          headers: { ...CLIENT_KEYS, 'Content-Type': 'application/json' },
          body: JSON.stringify({ phone: '+77050000021', code: '0000', purpose: 'SIGN_IN' }),
        }),
      );
    await userEvent.click(await screen.findByRole('radio', { name: 'вторник, 24 ноября, нет свободного времени' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Встать в лист ожидания' }));
    const form = screen.getByRole('form', { name: 'Лист ожидания на 24 ноября' });
    await userEvent.type(within(form).getByLabelText('Имя'), 'Алия');
    await userEvent.type(within(form).getByLabelText('Телефон'), '7050000021');
    await userEvent.click(within(form).getByRole('button', { name: 'Получить код в SMS' }));
    await userEvent.type(await within(form).findByLabelText('Код из SMS'), '1111');
    await userEvent.click(within(form).getByRole('button', { name: 'Встать в очередь' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Слишком много попыток. Попробуйте через 15 мин.');
    expect(router.state.location.pathname).toBe('/salon/101/book');
    expect(sandbox.state.waitlist).toEqual([]);
  }, 30_000);

  it("signed in with the account's phone: no code, and a link to My bookings", async () => {
    const { sandbox } = await openFullDay({ signedIn: true });
    await userEvent.click(await screen.findByRole('radio', { name: 'вторник, 24 ноября, нет свободного времени' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Встать в лист ожидания' }));
    const form = screen.getByRole('form', { name: 'Лист ожидания на 24 ноября' });
    await waitFor(() => expect(within(form).getByLabelText('Телефон')).not.toHaveValue(''));
    expect(within(form).queryByRole('button', { name: 'Получить код в SMS' })).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Встать в очередь' }));
    expect(await screen.findByRole('link', { name: 'Мои записи' })).toHaveAttribute('href', '/my/reservation/history');
    expect(sandbox.state.waitlist[0]).toMatchObject({ userId: 5521 });
  }, 30_000);

  it('in Kazakh and English', async () => {
    const kk = await openFullDay({ lang: 'KZ' });
    const day = await screen.findAllByRole('radio');
    await userEvent.click(day.find((d) => d.getAttribute('aria-label')?.includes('24'))!);
    expect(await screen.findByText(/^Ең жақын бос уақыт: /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Күту парағына тұру' })).toBeInTheDocument();
    kk.unmount();
    await openFullDay({ lang: 'EN' });
    const days = await screen.findAllByRole('radio');
    await userEvent.click(days.find((d) => d.getAttribute('aria-label')?.includes('24'))!);
    expect(await screen.findByText(/^Next free time: /)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(screen.getByRole('form', { name: /^Waitlist for / })).toBeInTheDocument();
  }, 30_000);
});

describe('a day with free times', () => {
  it('offers the waitlist too, for a window none of its times suits', async () => {
    const sandbox = testSandbox();
    const app = renderApp('/salon/101/book?step=time', { api: sandboxApi(sandbox), storage: createMemoryStorage() });
    app.sdk.storage.set('saved-reservation', makeDraft(FIRM_101, [301], { '301': 201 }));
    expect(await screen.findByText(/^Нет подходящего времени\? Встаньте в лист ожидания/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Встать в лист ожидания' }));
    expect(screen.getByRole('form', { name: /^Лист ожидания на / })).toBeInTheDocument();
  }, 30_000);
});

describe("the waitlist's window follows the salon's hours that day", () => {
  const options = (select: HTMLElement) =>
    within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
  /** The time step on `date` (the draft's day), the waitlist's form opened from its invitation. */
  async function openForm(date: string, lang?: string) {
    const sandbox = testSandbox();
    const app = renderApp('/salon/101/book?step=time', { api: sandboxApi(sandbox), storage: createMemoryStorage(), ...(lang ? { cookies: { lang } } : {}) });
    const draft = makeDraft(FIRM_101, [301], { '301': 201 });
    app.sdk.storage.set('saved-reservation', { ...draft, params: { ...draft.params, date } });
    await userEvent.click(
      await screen.findByRole('button', { name: { RU: 'Встать в лист ожидания', KZ: 'Күту парағына тұру', EN: 'Join the waitlist' }[lang ?? 'RU'] }),
    );
    return { ...app, sandbox, form: screen.getByRole('form') };
  }

  it('a Saturday the salon keeps 10:00–18:00: starts 10:00…17:00, ends 11:00…18:00, the whole day chosen', async () => {
    // Salon 101 opens 10:00–18:00 on Saturdays (the seed); 28 November 2026 is a Saturday.
    expect(testSandbox().state.firms.find((f) => f.id === 101)!.hours[5]).toMatchObject({ opensAt: '10:00', closesAt: '18:00', isDayOff: false });
    const { form } = await openForm('2026-11-28');
    const from = within(form).getByLabelText('С');
    const to = within(form).getByLabelText('До');
    expect(options(from)).toEqual(['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00']);
    expect(options(to)).toEqual(['11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00']);
    expect(from).toHaveValue('10:00');
    expect(to).toHaveValue('18:00');
    // A start after the end moves the end to the closing; the ends before the start cannot be chosen.
    await userEvent.selectOptions(to, '12:00');
    await userEvent.selectOptions(from, '15:00');
    expect(to).toHaveValue('18:00');
    expect(within(to).getByRole('option', { name: '15:00' })).toBeDisabled();
    expect(within(to).getByRole('option', { name: '16:00' })).toBeEnabled();
  }, 30_000);

  it('a weekday of 09:00–20:00 sends the window chosen within it', async () => {
    // 24 November 2026 is a Tuesday: 09:00–20:00 at salon 101.
    const { form, sandbox } = await openForm('2026-11-24');
    expect(options(within(form).getByLabelText('С'))).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
      '19:00',
    ]);
    expect(options(within(form).getByLabelText('До')).at(-1)).toBe('20:00');
    await userEvent.selectOptions(within(form).getByLabelText('С'), '17:00');
    await userEvent.type(within(form).getByLabelText('Имя'), 'Алия');
    await userEvent.type(within(form).getByLabelText('Телефон'), '7050000041');
    await userEvent.click(within(form).getByRole('button', { name: 'Получить код в SMS' }));
    await userEvent.type(await within(form).findByLabelText('Код из SMS'), SMS_CODE);
    await userEvent.click(within(form).getByRole('button', { name: 'Встать в очередь' }));
    expect(await screen.findByText(/^Вы в листе ожидания на 24 ноября, 17:00–20:00/)).toBeInTheDocument();
    expect(sandbox.state.waitlist).toMatchObject([{ fromMinute: 17 * 60, toMinute: 20 * 60 }]);
  }, 30_000);

  for (const [lang, labels] of [
    ['KZ', ['Бастап', 'Дейін']],
    ['EN', ['From', 'To']],
  ] as const)
    it(`${lang}: the same window on a Saturday`, async () => {
      const texts = JSON.parse(
        readFileSync(resolve(dirname(new URL(import.meta.url).pathname), `../../../public/locales/${lang === 'KZ' ? 'kk' : 'en'}/booking.json`), 'utf8'),
      ) as { waitlist: { from: string; to: string } };
      expect([texts.waitlist.from, texts.waitlist.to]).toEqual(labels);
      const { form } = await openForm('2026-11-28', lang);
      expect(options(within(form).getByLabelText(labels[0]))[0]).toBe('10:00');
      expect(options(within(form).getByLabelText(labels[1])).at(-1)).toBe('18:00');
    }, 30_000);
});

describe('every state of the full day, in every language', () => {
  const texts = (lang: string) =>
    JSON.parse(readFileSync(resolve(dirname(new URL(import.meta.url).pathname), `../../../public/locales/${lang}/booking.json`), 'utf8')) as {
      time: Record<string, string>;
      waitlist: Record<string, string>;
      details: Record<string, string>;
    };
  const common = (lang: string) =>
    JSON.parse(readFileSync(resolve(dirname(new URL(import.meta.url).pathname), `../../../public/locales/${lang}/common.json`), 'utf8')).when as Record<
      string,
      string
    >;
  const cookie = { ru: 'RU', kk: 'KZ', en: 'EN' } as const;

  for (const lang of ['ru', 'kk', 'en'] as const) {
    it(`${lang}: no time that day, the next free time, the form, a wrong code, the place taken`, async () => {
      const b = texts(lang);
      const w = common(lang);
      const { sandbox } = await openFullDay({ lang: cookie[lang] });
      const days = await screen.findAllByRole('radio');
      await userEvent.click(days.find((d) => d.getAttribute('aria-label')?.includes('24'))!);
      expect(await screen.findByText(b.time.emptyDay!)).toBeInTheDocument();
      expect(await screen.findByText(new RegExp(`^${w.next!.split('{{')[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))).toBeInTheDocument();
      expect(screen.getByRole('button', { name: w.nextChoose })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: b.waitlist.join }));
      const form = screen.getByRole('form');
      expect(within(form).getByText(b.waitlist.explain!)).toBeInTheDocument();
      await userEvent.type(within(form).getByLabelText(b.details.name!), 'Алия');
      await userEvent.type(within(form).getByLabelText(b.details.phone!), '7050000031');
      await userEvent.click(within(form).getByRole('button', { name: b.waitlist.sendCode }));
      await userEvent.type(await within(form).findByLabelText(b.waitlist.code!), '0000');
      await userEvent.click(within(form).getByRole('button', { name: b.waitlist.submit }));
      expect(await within(form).findByRole('alert')).toHaveTextContent(b.waitlist.badCode!);
      await userEvent.clear(within(form).getByLabelText(b.waitlist.code!));
      await userEvent.type(within(form).getByLabelText(b.waitlist.code!), SMS_CODE);
      await userEvent.click(within(form).getByRole('button', { name: b.waitlist.submit }));
      expect(await screen.findByText(new RegExp(`^${b.waitlist.joined!.split('{{')[0]!}`))).toBeInTheDocument();
      expect(sandbox.state.waitlist).toHaveLength(1);
    }, 30_000);
  }
});
