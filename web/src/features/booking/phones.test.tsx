// Phones of other countries at the details step, against the in-process sandbox: a Russian mobile books, an Uzbek
// one is sent with its own country code, and a number that is no mobile says so and books nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryStorage } from '@salonbook/sdk';
import { createSandbox, SMS_CODE } from '@salonbook/contracts/sandbox';
import { renderApp } from '../../test/app';
import { FIRM_101 as firm101, sandboxGet } from '../../test/sandbox';
import { makeDraft } from '../../entities/reservation-draft/draft';

const NOW = new Date('2026-11-23T10:00:00+05:00');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

/** The booking at its details step with a free time chosen; every request body the page sends is kept. */
async function atDetails() {
  const sandbox = createSandbox({ now: () => NOW });
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  const app = renderApp('/salon/101/book?step=details', {
    storage: createMemoryStorage(),
    api: async (request) => {
      if (request.method === 'POST')
        sent.push({
          path: new URL(request.url).pathname,
          body: (await request
            .clone()
            .json()
            .catch(() => ({}))) as Record<string, unknown>,
        });
      return sandbox.fetch(request);
    },
  });
  const times = await sandboxGet<{ days: { available: boolean; date: string; slots: { startTime: string; available: boolean }[] }[] }>(
    sandbox,
    '/reservations/reservation-times?firmId=101&serviceIds=301&date=2026-11-23&days=31',
  );
  const day = times.days.find((d) => d.available && d.slots.some((s) => s.available))!;
  const startTime = day.slots.find((s) => s.available)!.startTime;
  app.sdk.storage.set('saved-reservation', { ...makeDraft(firm101, [301]), params: { masters: {}, date: day.date }, startTime });
  await screen.findByRole('heading', { level: 1, name: 'Ваши данные' });
  return { sent, sandbox };
}

async function book(phone: string) {
  const user = userEvent.setup();
  const page = await atDetails();
  await user.type(await screen.findByLabelText('Имя'), 'Иван');
  await user.type(screen.getByLabelText('Телефон'), phone);
  const shown = (screen.getByLabelText('Телефон') as HTMLInputElement).value;
  await user.click(screen.getByRole('button', { name: 'Далее' }));
  await screen.findByRole('heading', { level: 1, name: 'Проверьте запись' });
  await user.click(await screen.findByRole('button', { name: 'Подтвердить по SMS' }));
  await user.type(await screen.findByLabelText('Код из SMS (4 цифры)'), SMS_CODE);
  await user.click(screen.getByRole('button', { name: 'Подтвердить и записаться' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Запись создана' })).toBeInTheDocument();
  return { ...page, shown };
}

describe('phones of other countries at the details step', () => {
  it('a Russian mobile (+7 916) books and is sent as +79161234567', async () => {
    const { sent, shown } = await book('+7 916 123 45 67');
    expect(shown).toBe('+7 916 123 45 67');
    const create = sent.find((r) => r.path.endsWith('/reservations/create'));
    expect(create?.body.clientPhone).toBe('+79161234567');
  });

  it('a Russian mobile typed with 8 books as +79161234567', async () => {
    const { sent } = await book('8 916 123 45 67');
    expect(sent.find((r) => r.path.endsWith('/reservations/create'))?.body.clientPhone).toBe('+79161234567');
  });

  it('an Uzbek mobile is shown as +998 90 123 45 67 and sent as +998901234567, never as a +7 number', async () => {
    const { sent, shown } = await book('+998901234567');
    expect(shown).toBe('+998 90 123 45 67');
    const phones = sent.map((r) => r.body.clientPhone ?? r.body.phone).filter(Boolean);
    expect(phones.length).toBeGreaterThan(0);
    for (const phone of phones) expect(phone).toBe('+998901234567');
  });

  it('a number that is no mobile says so and the step stays', async () => {
    const user = userEvent.setup();
    const { sent } = await atDetails();
    await user.type(await screen.findByLabelText('Имя'), 'Иван');
    await user.type(screen.getByLabelText('Телефон'), '+7 601 123 45 67');
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    expect(await screen.findByText('Это не мобильный номер: нужен номер, на который придёт SMS')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Ваши данные' })).toBeInTheDocument());
    expect(sent.some((r) => r.path.includes('/reservations/'))).toBe(false);
  });
});
