// Nothing booked twice (lib/idempotency.ts): a double tap sends one create, a lost answer is asked again with the
// same Idempotency-Key, and a Retry of the attempt lands on the one reservation made.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryStorage } from '@salonbook/sdk';
import { createSandbox, SMS_CODE, type Sandbox } from '@salonbook/contracts/sandbox';
import { renderApp, type ApiHandler } from '../../test/app';
import { FIRM_101 as firm101, sandboxGet } from '../../test/sandbox';
import { makeDraft } from '../../entities/reservation-draft/draft';

const NOW = new Date('2026-11-23T10:00:00+05:00');

vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

async function firstSlot(sandbox: Sandbox) {
  const body = await sandboxGet<{ days: { date: string; available: boolean; slots: { startTime: string; available: boolean }[] }[] }>(
    sandbox,
    '/reservations/reservation-times?firmId=101&serviceIds=301&date=2026-11-23&days=31',
  );
  const day = body.days.find((d) => d.available && d.slots.some((s) => s.available))!;
  return { date: day.date, startTime: day.slots.find((s) => s.available)!.startTime };
}

const isCreate = (request: Request) => request.method === 'POST' && request.url.endsWith('/reservations/create');

/** The booking screen at `step` with a complete draft; signed in as the demo client unless `anonymous`. */
async function booking(step: 'preview' | 'code', { anonymous = false, wrap }: { anonymous?: boolean; wrap?: (sandbox: Sandbox) => ApiHandler } = {}) {
  const sandbox = createSandbox({ now: () => NOW });
  const slot = await firstSlot(sandbox);
  const session = anonymous ? undefined : sandbox.signIn();
  const api: ApiHandler = wrap ? wrap(sandbox) : (request) => sandbox.fetch(request);
  const storage = createMemoryStorage();
  const app = renderApp(`/salon/101/book?step=${step}`, { api, storage, ...(session ? { session } : {}) });
  app.sdk.storage.set('saved-reservation', {
    ...makeDraft(firm101, [301]),
    params: { masters: {}, date: slot.date },
    startTime: slot.startTime,
    clientName: 'Алия',
    clientPhone: anonymous ? '+7 705 000 00 01' : '+7 701 123 45 67',
  });
  return { ...app, sandbox, before: sandbox.state.reservations.length };
}

describe('nothing booked twice', () => {
  it('a double tap on Записаться (two clicks before React renders) sends one create and books once', async () => {
    const app = await booking('preview');
    const confirm = await screen.findByRole('button', { name: 'Записаться' });
    act(() => {
      confirm.click();
      confirm.click();
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Запись создана' })).toBeInTheDocument();
    expect(app.apiCalls.filter(isCreate)).toHaveLength(1);
    expect(app.apiCalls.find(isCreate)!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(app.sandbox.state.reservations.length).toBe(app.before + 1);
  });

  it('an answer lost on the way back is asked again with the same key: one reservation, its success page', async () => {
    let lost = 1;
    const app = await booking('preview', {
      wrap: (sandbox) => async (request) => {
        const answer = await sandbox.fetch(request);
        if (isCreate(request) && lost-- > 0) throw new TypeError('Failed to fetch'); // the server booked; the client never heard
        return answer;
      },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Записаться' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Запись создана' })).toBeInTheDocument();
    const creates = app.apiCalls.filter(isCreate);
    expect(creates).toHaveLength(2);
    expect(new Set(creates.map((r) => r.headers.get('Idempotency-Key'))).size).toBe(1);
    expect(app.sandbox.state.reservations.length).toBe(app.before + 1);
    const id = app.sandbox.state.reservations.at(-1)!.id;
    expect(app.router.state.location.pathname).toBe(`/my/reservation/${id}/success`);
  });

  it('a network failure, then Retry: one reservation and its success page', async () => {
    let down = true;
    const app = await booking('preview', {
      wrap: (sandbox) => async (request) => {
        const answer = await sandbox.fetch(request);
        if (isCreate(request) && down) throw new TypeError('Failed to fetch'); // booked, but no answer reaches the client
        return answer;
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Записаться' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('второй записи не будет');
    expect(app.sandbox.state.reservations.length).toBe(app.before + 1);
    down = false;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Запись создана' })).toBeInTheDocument();
    const creates = app.apiCalls.filter(isCreate);
    expect(creates).toHaveLength(3); // the first, the one asked again on its own, the Retry
    expect(new Set(creates.map((r) => r.headers.get('Idempotency-Key'))).size).toBe(1);
    expect(app.sandbox.state.reservations.length).toBe(app.before + 1);
    const id = app.sandbox.state.reservations.at(-1)!.id;
    expect(app.router.state.location.pathname).toBe(`/my/reservation/${id}/success`);
  });

  it('a lost answer, then a reload: the server is asked with the same key (kept with the draft), one reservation', async () => {
    const sandbox = createSandbox({ now: () => NOW });
    const slot = await firstSlot(sandbox);
    const session = sandbox.signIn();
    const storage = createMemoryStorage();
    let down = true;
    const keys: (string | null)[] = [];
    const api: ApiHandler = async (request) => {
      if (isCreate(request)) keys.push(request.headers.get('Idempotency-Key'));
      const answer = await sandbox.fetch(request);
      if (isCreate(request) && down) throw new TypeError('Failed to fetch'); // booked, but no answer reaches the client
      return answer;
    };
    const before = sandbox.state.reservations.length;
    const first = renderApp('/salon/101/book?step=preview', { api, storage, session });
    first.sdk.storage.set('saved-reservation', {
      ...makeDraft(firm101, [301]),
      params: { masters: {}, date: slot.date },
      startTime: slot.startTime,
      clientName: 'Алия',
      clientPhone: '+7 701 123 45 67',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Записаться' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('второй записи не будет');
    first.unmount();

    down = false;
    const second = renderApp('/salon/101/book?step=preview', { api, storage, session });
    // Back on the step, the attempt still pending is asked again with its key: the server answers the reservation made.
    expect(await screen.findByRole('heading', { level: 1, name: 'Запись создана' })).toBeInTheDocument();
    expect(keys.length).toBeGreaterThanOrEqual(3);
    expect(new Set(keys).size).toBe(1);
    expect(sandbox.state.reservations.length).toBe(before + 1);
    expect(second.router.state.location.pathname).toBe(`/my/reservation/${sandbox.state.reservations.at(-1)!.id}/success`);
  });

  it('the code step: Enter and a click check the code and book once; a Retry after a lost answer books nothing more', async () => {
    let down = true;
    const app = await booking('code', {
      anonymous: true,
      wrap: (sandbox) => async (request) => {
        const answer = await sandbox.fetch(request);
        if (isCreate(request) && down) throw new TypeError('Failed to fetch');
        return answer;
      },
    });
    const code = await screen.findByLabelText('Код из SMS (4 цифры)');
    await userEvent.setup().type(code, SMS_CODE);
    const submit = screen.getByRole('button', { name: 'Подтвердить и записаться' });
    act(() => {
      fireEvent.submit(submit.closest('form')!);
      submit.click();
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('второй записи не будет');
    const checks = () => app.apiCalls.filter((r) => r.url.endsWith('/reservations/sms'));
    expect(checks()).toHaveLength(1);
    expect(app.sandbox.state.reservations.length).toBe(app.before + 1);
    down = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Запись создана' })).toBeInTheDocument();
    expect(checks()).toHaveLength(1); // the code was accepted already: not checked again
    expect(new Set(app.apiCalls.filter(isCreate).map((r) => r.headers.get('Idempotency-Key'))).size).toBe(1);
    expect(app.sandbox.state.reservations.length).toBe(app.before + 1);
  });

  it('express booking: a double tap books once, with one key', async () => {
    const sandbox = createSandbox({ now: () => NOW });
    const id = sandbox.state.firms.find((f) => f.id === 101)!.express[0]!.id;
    const before = sandbox.state.reservations.length;
    const app = renderApp(`/salon/101/book?express=${id}`, { api: (request) => sandbox.fetch(request), storage: createMemoryStorage() });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Имя'), 'Алия');
    await user.type(screen.getByLabelText('Телефон'), '8 705 000 00 02');
    const book = screen.getByRole('button', { name: 'Записаться' });
    act(() => {
      book.click();
      book.click();
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Запись создана' })).toBeInTheDocument();
    const creates = app.apiCalls.filter((r) => r.method === 'POST' && r.url.endsWith('/reservations/express'));
    expect(creates).toHaveLength(1);
    expect(creates[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(sandbox.state.reservations.length).toBe(before + 1);
  });
});
