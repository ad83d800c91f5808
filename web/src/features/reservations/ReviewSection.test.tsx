import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryStorage } from '@salonbook/sdk';
import { renderApp } from '../../test/app';
import { demoSession, fail, never, NOW, sandboxApi, testSandbox, type Sandbox } from '../../test/sandbox';

// The review of a finished visit (6001: Женская стрижка with Айгерим, three days before the tests' today) on its
// page, on the in-process sandbox: the form's loading, failed and full states, a mark for each master of the visit,
// the messages next to each mark and the text (the client's and the server's 422), a 409, the draft through a
// reload, and the review once written.

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const FORM = 'GET /rest/clients-app/v2/reservations/6001/reviews';
const SEND = 'POST /rest/clients-app/v2/reservations/6001/reviews';

/** Visit 6001 with a second service and master (Маникюр with Динара, 202) after the haircut. */
function twoMasters(sandbox = testSandbox()) {
  const r = sandbox.state.reservations.find((x) => x.id === 6001)!;
  const first = r.items[0]!;
  r.items.push({ serviceId: 302, masterId: 202, start: first.end, end: first.end + 60 * 60_000, price: 5000 });
  r.end = first.end + 60 * 60_000;
  return sandbox;
}

function open(sandbox: Sandbox = testSandbox(), overrides: Parameters<typeof sandboxApi>[1] = {}, storage = createMemoryStorage()) {
  const app = renderApp('/my/reservation/6001', { api: sandboxApi(sandbox, overrides), session: demoSession(sandbox), storage });
  return { ...app, sandbox, storage };
}

const region = () => screen.findByRole('region', { name: 'Оцените визит' });
const overall = () => screen.getByRole('group', { name: 'Визит в целом' });
const aigerim = () => screen.getByRole('group', { name: 'Мастер Айгерим Сарсенова' });
const dinara = () => screen.getByRole('group', { name: 'Мастер Динара Жумабаева' });

describe('the review of a finished visit', () => {
  it('while the form loads, says so in the section', async () => {
    open(testSandbox(), { [FORM]: never });
    const section = await region();
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(within(section).getByRole('status')).toHaveTextContent('Загружаем форму отзыва…');
    expect(within(section).queryByRole('button', { name: 'Отправить отзыв' })).not.toBeInTheDocument();
  }, 30_000);

  it('a form that fails to load says so with a retry, which brings it', async () => {
    let down = true;
    open(testSandbox(), { [FORM]: () => (down ? fail() : undefined) });
    const section = await region();
    expect(await within(section).findByRole('alert')).toHaveTextContent('Не удалось загрузить форму отзыва. Проверьте соединение и попробуйте ещё раз.');
    down = false;
    await userEvent.click(within(section).getByRole('button', { name: 'Повторить' }));
    expect(await within(section).findByRole('group', { name: 'Мастер Айгерим Сарсенова' })).toBeInTheDocument();
  }, 30_000);

  it('asks the overall mark, a mark for each master and a few words, each missing one said next to it; sends them once; then shows the review with each mark', async () => {
    const user = userEvent.setup();
    const { sandbox } = open(twoMasters());
    const section = await region();
    await within(section).findByRole('group', { name: 'Мастер Динара Жумабаева' });
    expect(aigerim()).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Отправить отзыв' }));
    expect(within(overall()).getByText('Поставьте оценку от 1 до 5.')).toBeInTheDocument();
    expect(within(aigerim()).getByText('Поставьте оценку мастеру Айгерим Сарсенова от 1 до 5.')).toBeInTheDocument();
    expect(within(dinara()).getByText('Поставьте оценку мастеру Динара Жумабаева от 1 до 5.')).toBeInTheDocument();
    expect(aigerim()).toHaveAccessibleDescription('Поставьте оценку мастеру Айгерим Сарсенова от 1 до 5.');
    expect(within(section).getByLabelText('Отзыв')).toHaveAccessibleDescription('Напишите пару слов о визите.');

    await user.click(within(overall()).getByRole('radio', { name: '5 звёзд' }));
    await user.click(within(aigerim()).getByRole('radio', { name: '5 звёзд' }));
    expect(within(overall()).queryByText('Поставьте оценку от 1 до 5.')).not.toBeInTheDocument();
    expect(within(aigerim()).queryByText(/^Поставьте оценку мастеру/)).not.toBeInTheDocument();
    expect(within(dinara()).getByText('Поставьте оценку мастеру Динара Жумабаева от 1 до 5.')).toBeInTheDocument();
    await user.click(within(dinara()).getByRole('radio', { name: '3 звезды' }));
    await user.type(within(section).getByLabelText('Отзыв'), 'Стрижка отличная, маникюр неплохой');
    await user.click(within(section).getByRole('button', { name: 'Отправить отзыв' }));

    expect(await screen.findByText('Спасибо за отзыв! Он поможет другим выбрать салон.')).toBeInTheDocument();
    const yours = await screen.findByRole('region', { name: 'Ваш отзыв' });
    expect(await within(yours).findByText('Стрижка отличная, маникюр неплохой')).toBeInTheDocument();
    const marks = within(yours).getAllByRole('listitem');
    expect(marks).toHaveLength(2);
    expect(marks[0]).toHaveTextContent(/^Мастер Айгерим Сарсенова/);
    expect(marks[1]).toHaveTextContent(/^Мастер Динара Жумабаева/);
    expect(within(marks[0]!).getByRole('img')).toHaveAccessibleName('Рейтинг 5,0 из 5');
    expect(within(marks[1]!).getByRole('img')).toHaveAccessibleName('Рейтинг 3,0 из 5');
    const stored = sandbox.state.reviews.find((r) => r.text === 'Стрижка отличная, маникюр неплохой');
    expect(stored).toMatchObject({
      rating: 5,
      masterRatings: [
        { masterId: 201, rating: 5 },
        { masterId: 202, rating: 3 },
      ],
    });
  }, 30_000);

  it("a mark the server refuses (422 masterRatings[1].rating) is said next to that master's mark; the text's next to the text", async () => {
    const user = userEvent.setup();
    let field = 'masterRatings[1].rating';
    open(twoMasters(), {
      [SEND]: () =>
        Response.json({ code: 'VALIDATION_FAILED', message: 'Проверьте введённые данные', fields: [{ field, message: 'Оценка от 1 до 5' }] }, { status: 422 }),
    });
    const section = await region();
    await within(section).findByRole('group', { name: 'Мастер Динара Жумабаева' });
    await user.click(within(overall()).getByRole('radio', { name: '4 звезды' }));
    await user.click(within(aigerim()).getByRole('radio', { name: '4 звезды' }));
    await user.click(within(dinara()).getByRole('radio', { name: '2 звезды' }));
    await user.type(within(section).getByLabelText('Отзыв'), 'Хорошо');
    await user.click(within(section).getByRole('button', { name: 'Отправить отзыв' }));
    expect(await within(dinara()).findByText('Оценку мастеру Динара Жумабаева не удалось принять: поставьте её ещё раз.')).toBeInTheDocument();
    expect(within(aigerim()).queryByText(/не удалось принять/)).not.toBeInTheDocument();

    field = 'text';
    await user.click(within(section).getByRole('button', { name: 'Отправить отзыв' }));
    expect(await within(section).findByText('Напишите отзыв длиной до 2000 знаков.')).toBeInTheDocument();
    expect(within(section).getByLabelText('Отзыв')).toHaveAccessibleDescription('Напишите отзыв длиной до 2000 знаков.');
    expect(within(dinara()).queryByText(/не удалось принять/)).not.toBeInTheDocument();
  }, 30_000);

  it('a review the server refuses (409 ALREADY_REVIEWED) is said in the form', async () => {
    const user = userEvent.setup();
    open(testSandbox(), { [SEND]: () => Response.json({ code: 'ALREADY_REVIEWED', message: 'Отзыв уже оставлен' }, { status: 409 }) });
    const section = await region();
    await within(section).findByRole('group', { name: 'Мастер Айгерим Сарсенова' });
    await user.click(within(overall()).getByRole('radio', { name: '4 звезды' }));
    await user.click(within(aigerim()).getByRole('radio', { name: '4 звезды' }));
    await user.type(within(section).getByLabelText('Отзыв'), 'Хорошо');
    await user.click(within(section).getByRole('button', { name: 'Отправить отзыв' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Отзыв об этом визите уже оставлен.');
  }, 30_000);

  it('what was typed survives a reload: the marks and the text come back', async () => {
    const user = userEvent.setup();
    const sandbox = testSandbox();
    const first = open(sandbox);
    const section = await region();
    await within(section).findByRole('group', { name: 'Мастер Айгерим Сарсенова' });
    expect(within(section).getByText('Черновик сохраняется на этом устройстве.')).toBeInTheDocument();
    await user.click(within(overall()).getByRole('radio', { name: '4 звезды' }));
    await user.click(within(aigerim()).getByRole('radio', { name: '5 звёзд' }));
    await user.type(within(section).getByLabelText('Отзыв'), 'Почти идеально');
    first.unmount();

    open(sandbox, {}, first.storage);
    const again = await region();
    await within(again).findByRole('group', { name: 'Мастер Айгерим Сарсенова' });
    expect(within(overall()).getByRole('radio', { name: '4 звезды' })).toBeChecked();
    expect(within(aigerim()).getByRole('radio', { name: '5 звёзд' })).toBeChecked();
    expect(within(again).getByLabelText('Отзыв')).toHaveValue('Почти идеально');
  }, 30_000);

  it('a visit already reviewed shows the review, its marks and the reply, and no form', async () => {
    const sandbox = testSandbox();
    const { accessToken } = sandbox.signIn();
    const sent = await sandbox.fetch(
      new Request('http://sandbox.test/rest/clients-app/v2/reservations/6001/reviews', {
        method: 'POST',
        headers: { api_key: 'k', client_secret: 's', client_id: 'WEB', Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ rating: 4, text: 'Уютно', masterRatings: [{ masterId: 201, rating: 5 }] }),
      }),
    );
    expect(sent.status).toBe(201);
    sandbox.state.reviews.at(-1)!.reply = 'Спасибо!';
    open(sandbox);
    const yours = await screen.findByRole('region', { name: 'Ваш отзыв' });
    expect(await within(yours).findByText('Уютно')).toBeInTheDocument();
    expect(within(yours).getByRole('listitem')).toHaveTextContent('Мастер Айгерим Сарсенова');
    expect(within(within(yours).getByRole('listitem')).getByRole('img')).toHaveAccessibleName('Рейтинг 5,0 из 5');
    expect(within(yours).getByText('Ответ салона: Спасибо!')).toBeInTheDocument();
    expect(within(yours).queryByRole('button', { name: 'Отправить отзыв' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Оцените визит' })).not.toBeInTheDocument());
  }, 30_000);
});
