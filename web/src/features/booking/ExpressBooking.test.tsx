// Express booking offers the nearest free time whenever the visit is asked for: in the evening, when nothing is left
// today, its nearest time on a later day is chosen and named, and it books.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryStorage } from '@salonbook/sdk';
import { createSandbox } from '@salonbook/contracts/sandbox';
import { renderApp } from '../../test/app';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.useRealTimers());

/** Salon 101's express manicure (401, 1 h 30 min) at `now`, in `lang`. */
function express(now: string, lang?: 'RU' | 'KZ' | 'EN') {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(now));
  const sandbox = createSandbox({ now: () => new Date(now) });
  const app = renderApp('/salon/101/book?express=401', { api: (request) => sandbox.fetch(request), ...(lang ? { cookies: { lang } } : {}) });
  return { ...app, sandbox };
}

describe('express booking: the nearest free time', () => {
  it("in the morning: today's nearest times, the first chosen, no notice", async () => {
    express('2026-12-01T10:00:00+05:00');
    const times = await screen.findByRole('radiogroup', { name: 'Ближайшее свободное время' });
    expect(within(times).getAllByRole('radio')[0]).toHaveAttribute('aria-checked', 'true');
    expect(within(times).getAllByRole('radio')[0]).toHaveAccessibleName(/^1 декабря, 1\d:\d\d$/);
    expect(screen.queryByText(/Сегодня свободного времени нет/)).toBeNull();
  });

  for (const now of ['2026-12-01T20:30:00+05:00', '2026-12-01T23:50:00+05:00']) {
    it(`at ${now.slice(11, 16)} with nothing left today: names tomorrow's nearest time, chooses it and books it`, async () => {
      const app = express(now);
      expect(await screen.findByText('Сегодня свободного времени нет. Ближайшее: завтра, 09:00.')).toBeInTheDocument();
      const times = screen.getByRole('radiogroup', { name: 'Ближайшее свободное время' });
      expect(within(times).getAllByRole('radio')[0]).toHaveAccessibleName('2 декабря, 09:00');
      expect(within(times).getAllByRole('radio')[0]).toHaveAttribute('aria-checked', 'true');
      await userEvent.type(screen.getByLabelText('Имя'), 'Алия');
      await userEvent.type(screen.getByLabelText('Телефон'), '7051234567');
      await userEvent.click(screen.getByRole('button', { name: 'Записаться' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Запись создана' })).toBeInTheDocument();
      const booked = app.sandbox.state.reservations.at(-1)!;
      expect(new Date(booked.start).toISOString()).toBe('2026-12-02T04:00:00.000Z');
    });
  }

  it('in Kazakh and English the notice names the day in the language', async () => {
    const kk = express('2026-12-01T20:30:00+05:00', 'KZ');
    expect(await screen.findByText('Бүгін бос уақыт жоқ. Ең жақыны: ертең, 09:00.')).toBeInTheDocument();
    kk.unmount();
    express('2026-12-01T20:30:00+05:00', 'EN');
    expect(await screen.findByText('No free time today. The nearest: tomorrow, 09:00.')).toBeInTheDocument();
  });

  it('a lost answer then a reload: the page asks the server with the same Idempotency-Key, one visit is booked', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T10:00:00+05:00'));
    const sandbox = createSandbox({ now: () => new Date('2026-12-01T10:00:00+05:00') });
    const storage = createMemoryStorage();
    const keys: string[] = [];
    let lose = true;
    const api = async (request: Request) => {
      if (request.url.endsWith('/reservations/express')) {
        keys.push(request.headers.get('Idempotency-Key') ?? '');
        const answer = await sandbox.fetch(request);
        if (lose) throw new TypeError('Failed to fetch'); // it was booked; the answer never came back
        return answer;
      }
      return sandbox.fetch(request);
    };
    const first = renderApp('/salon/101/book?express=401', { api, storage });
    await userEvent.type(await screen.findByLabelText('Имя'), 'Алия');
    await userEvent.type(screen.getByLabelText('Телефон'), '7051234567');
    await userEvent.click(screen.getByRole('button', { name: 'Записаться' }));
    await screen.findByRole('button', { name: 'Повторить' });
    first.unmount();
    lose = false;
    const before = sandbox.state.reservations.length;
    // The reloaded page asks the server about the kept attempt first: the visit made by the lost request.
    renderApp('/salon/101/book?express=401', { api, storage });
    expect(await screen.findByRole('heading', { level: 1, name: 'Запись создана' })).toBeInTheDocument();
    expect(new Set(keys).size).toBe(1);
    expect(sandbox.state.reservations.length).toBe(before);
  });
});
