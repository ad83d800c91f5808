import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/app';
import { fail, never, sandboxApi, testSandbox, type Override } from '../../test/sandbox';

const QUESTIONS = 'GET /category/personalization';
const FINISH = 'POST /rest/clients-app/b2c-p13n/v1/finish';

function open(path: string, overrides: Record<string, Override> = {}, cookies?: Record<string, string>) {
  const sandbox = testSandbox();
  return { ...renderApp(path, { api: sandboxApi(sandbox, overrides), cookies }), sandbox };
}

describe("'Подобрать салон': the questionnaire and its selection", () => {
  it('from home, question by question, then the selection by its token (opened again later)', async () => {
    const view = open('/');
    await userEvent.click(await screen.findByRole('link', { name: 'Подобрать салон за пару вопросов →' }));
    expect(await screen.findByText('Вопрос 1 из 2')).toBeInTheDocument();
    // The tab carries the questionnaire's own title, as its heading does.
    const questionnaire = screen.getByRole('heading', { level: 1 }).textContent;
    await waitFor(() => expect(view.title()).toBe(`${questionnaire} · Salonbook`));
    const first = screen.getByRole('group', { name: 'Что вас интересует?' });
    // Nothing chosen: a hint, no step.
    await userEvent.click(screen.getByRole('button', { name: 'Дальше' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Выберите хотя бы один ответ.');
    await userEvent.click(within(first).getByRole('checkbox', { name: 'Волосы' }));
    await userEvent.click(within(first).getByRole('checkbox', { name: 'Ногти' }));
    await userEvent.click(screen.getByRole('button', { name: 'Дальше' }));

    expect(await screen.findByText('Вопрос 2 из 2')).toBeInTheDocument();
    const second = screen.getByRole('group', { name: 'Что для вас важнее всего?' });
    // Back keeps the answers.
    await userEvent.click(screen.getByRole('button', { name: 'Назад' }));
    expect(screen.getByRole('checkbox', { name: 'Волосы' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Дальше' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Что для вас важнее всего?' })).getByRole('radio', { name: 'Цена пониже' }));
    expect(second).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Показать подборку' }));

    await waitFor(() => expect(view.router.state.location.pathname).toMatch(/^\/selection\/p13n_[a-z0-9]+$/));
    const token = view.router.state.location.pathname.split('/').pop()!;
    expect(view.sandbox.state.personalizations[token]!.answers).toEqual([
      { questionId: 1, optionIds: [11, 12] },
      { questionId: 2, optionIds: [22] },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ваша подборка' })).toBeInTheDocument();
    await waitFor(() => expect(view.title()).toBe('Ваша подборка · Salonbook'));
    const chips = screen.getByRole('navigation', { name: 'Категории подборки' });
    expect(within(chips).getByRole('link', { name: 'Волосы' })).toHaveAttribute('href', '/category/1');
    const firms = screen.getByRole('list', { name: 'Салоны подборки' });
    // Aqtau's hair and nail salons, cheaper first.
    const aqtau = view.sandbox.state.firms.filter((f) => f.cityId === 3 && f.categoryIds.some((id) => id === 1 || id === 2));
    expect(within(firms).getAllByRole('article')).toHaveLength(aqtau.length);
    // 'Save the link' comes with a way to: copied here (no share sheet in this browser), and said.
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Скопировать ссылку' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/selection/${token}`);
    expect(await screen.findByText('Ссылка скопирована.')).toBeInTheDocument();
    view.unmount();

    // The link opens the same selection later, on a fresh page.
    const again = renderApp(`/selection/${token}`, { api: sandboxApi(view.sandbox) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ваша подборка' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Салоны подборки' })).getAllByRole('article')).toHaveLength(aqtau.length);
    expect(screen.getByRole('link', { name: 'Пройти подбор заново' })).toHaveAttribute('href', '/selection/start');
    await waitFor(() => expect(again.title()).toBe('Ваша подборка · Salonbook'));
    again.unmount();
  });

  it("the contract example's token; an unknown token is the not-found page", async () => {
    open('/selection/p13n_8f2c1e7a');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ваша подборка' })).toBeInTheDocument();
    const { router } = open('/selection/p13n_unknown');
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
  });

  it('loading, a failure with a retry, and answers that could not be sent', async () => {
    const loading = open('/selection/start', { [QUESTIONS]: never });
    await waitFor(() => expect(document.querySelector('.selection__card[aria-busy="true"]')).not.toBeNull());
    loading.unmount();

    let down = true;
    open('/selection/start', { [QUESTIONS]: () => (down ? fail() : undefined), [FINISH]: fail });
    expect(await screen.findByRole('heading', { name: 'Вопросы не загрузились' })).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Волосы' }));
    await userEvent.click(screen.getByRole('button', { name: 'Дальше' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Высокий рейтинг' }));
    await userEvent.click(screen.getByRole('button', { name: 'Показать подборку' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось отправить ответы.');
  });

  it('a city without matching salons says so', async () => {
    const sandbox = testSandbox();
    // Moscow has no cosmetology salon (option 14: category 4).
    sandbox.state.personalizations.p13n_empty = { answers: [{ questionId: 1, optionIds: [14] }], cityId: 4, createdAt: 0 };
    renderApp('/selection/p13n_empty', { api: sandboxApi(sandbox) });
    expect(await screen.findByText('В вашем городе пока нет подходящих салонов. Попробуйте выбрать другое.')).toBeInTheDocument();
  });

  it('speaks Kazakh', async () => {
    open('/selection/start', {}, { lang: 'KZ' });
    expect(await screen.findByText('2 сұрақтың 1-сі')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Әрі қарай' })).toBeInTheDocument();
  });
});
