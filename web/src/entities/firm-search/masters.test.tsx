import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/app';
import { sandboxApi, testSandbox } from '../../test/sandbox';

describe('search box: masters from the flat v2 suggestions, the rest from the grouped v1', () => {
  it('typing a master’s name offers the master; picking opens the master’s page', async () => {
    const sandbox = testSandbox();
    const view = renderApp('/search/firms', { api: sandboxApi(sandbox) });
    await userEvent.type(await screen.findByRole('combobox', { name: 'Салон, услуга или категория' }), 'Айгер');
    const list = await screen.findByRole('listbox', { name: 'Подсказки' });
    // The city's masters only (Aqtau: one Айгерим Сарсенова, of «Жасмин»).
    const option = await within(list).findByRole('option', { name: /Айгерим Сарсенова/ });
    expect(option).toHaveTextContent('Парикмахер-стилист');
    expect(screen.getByRole('group', { name: 'Мастера' })).toBeInTheDocument();
    const v2 = view.apiCalls.find((r) => r.url.includes('/v2/firms/search/suggestions'))!;
    expect(new URL(v2.url).searchParams.get('query')).toBe('Айгер');
    await userEvent.click(option);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/master/201'));
  });

  it('no master matches: no masters group; salons still come from v1', async () => {
    renderApp('/search/firms', { api: sandboxApi(testSandbox()) });
    await userEvent.type(await screen.findByRole('combobox', { name: 'Салон, услуга или категория' }), 'Лотос');
    const list = await screen.findByRole('listbox', { name: 'Подсказки' });
    expect(await within(list).findByRole('option', { name: /Лотос/ })).toBeInTheDocument();
    expect(within(list).queryByRole('group', { name: 'Мастера' })).toBeNull();
  });
});
