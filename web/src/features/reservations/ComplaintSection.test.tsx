import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/app';
import { demoSession, fail, NOW, sandboxApi, testSandbox, type Sandbox } from '../../test/sandbox';

// Complaining about a visit (90211: Женская стрижка with Айгерим at «Жасмин») from its page, on the in-process
// sandbox: what about, the contract's reasons, what happened; the messages next to each field; a 422 next to the
// field it names; a failure said in the form; the confirmation with the complaint's number.

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const SEND = 'POST /complaints';

function open(sandbox: Sandbox = testSandbox(), overrides: Parameters<typeof sandboxApi>[1] = {}) {
  renderApp('/my/reservation/90211', { api: sandboxApi(sandbox, overrides), session: demoSession(sandbox) });
  return sandbox;
}

async function form() {
  const section = await screen.findByRole('region', { name: 'Жалоба' });
  expect(within(section).getByText('Что-то пошло не так? Расскажите нам — мы разберёмся вместе с салоном.')).toBeInTheDocument();
  await userEvent.click(within(section).getByRole('button', { name: 'Пожаловаться' }));
  return section;
}

describe('a complaint about a visit', () => {
  it('asks what about, the reason and what happened (each missing one said next to it), then sends it and confirms with its number', async () => {
    const user = userEvent.setup();
    const sandbox = open();
    const section = await form();
    const about = within(section).getByRole('group', { name: 'На что жалоба' });
    expect(
      within(about)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['На этот визит', 'На салон: Салон красоты «Жасмин»', 'На мастера Айгерим Сарсенова']);
    expect(within(about).getByRole('radio', { name: 'На этот визит' })).toBeChecked();
    await user.click(within(section).getByRole('button', { name: 'Отправить жалобу' }));
    expect(within(section).getByRole('group', { name: 'Причина' })).toHaveAccessibleDescription('Выберите причину жалобы.');
    expect(within(section).getByLabelText('Что случилось')).toHaveAccessibleDescription('Опишите, что случилось.');

    await user.click(within(about).getByRole('radio', { name: 'На мастера Айгерим Сарсенова' }));
    await user.click(within(section).getByRole('radio', { name: 'Опоздание или отмена со стороны салона' }));
    await user.type(within(section).getByLabelText('Что случилось'), 'Мастер опоздал на 40 минут');
    await user.click(within(section).getByRole('button', { name: 'Отправить жалобу' }));
    expect(await within(section).findByRole('status')).toHaveTextContent(/^Жалоба № \d+ принята\. Мы разберёмся и ответим вам\.$/);
    expect(sandbox.state.complaints.at(-1)).toMatchObject({ status: 'RECEIVED' });
    expect(within(section).queryByRole('button', { name: 'Отправить жалобу' })).not.toBeInTheDocument();
  }, 30_000);

  it('a 422 is said next to the field it names; a failure in the form, and nothing is lost', async () => {
    const user = userEvent.setup();
    let answer: 'invalid' | 'down' | 'up' = 'invalid';
    const sent: unknown[] = [];
    open(testSandbox(), {
      [SEND]: async (request) => {
        sent.push(await request.clone().json());
        if (answer === 'invalid')
          return Response.json(
            { code: 'VALIDATION_FAILED', message: 'Проверьте введённые данные', fields: [{ field: 'text', message: 'Опишите, что случилось' }] },
            { status: 422 },
          );
        if (answer === 'down') return fail();
        return undefined;
      },
    });
    const section = await form();
    await user.click(within(section).getByRole('radio', { name: 'На салон: Салон красоты «Жасмин»' }));
    await user.click(within(section).getByRole('radio', { name: 'Грубость персонала' }));
    await user.type(within(section).getByLabelText('Что случилось'), 'Нагрубили по телефону');
    await user.click(within(section).getByRole('button', { name: 'Отправить жалобу' }));
    expect(await within(section).findByText('Опишите, что случилось, не длиннее 2000 знаков.')).toBeInTheDocument();
    expect(within(section).getByLabelText('Что случилось')).toHaveAccessibleDescription('Опишите, что случилось, не длиннее 2000 знаков.');
    expect(sent[0]).toEqual({ firmId: 101, masterId: null, reservationId: null, reason: 'RUDE_STAFF', text: 'Нагрубили по телефону' });

    answer = 'down';
    await user.click(within(section).getByRole('button', { name: 'Отправить жалобу' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Не удалось отправить жалобу. Проверьте соединение и попробуйте ещё раз.');
    expect(within(section).getByLabelText('Что случилось')).toHaveValue('Нагрубили по телефону');

    answer = 'up';
    await user.click(within(section).getByRole('button', { name: 'Отправить жалобу' }));
    expect(await within(section).findByRole('status')).toHaveTextContent(/^Жалоба № \d+ принята/);
  }, 30_000);
});
