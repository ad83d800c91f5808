import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/app';
import { demoSession, sandboxApi, testSandbox } from '../../test/sandbox';

describe('account menu', () => {
  it('logging out on the home page asks nothing more as the client: the favourites go, no 401', async () => {
    const sandbox = testSandbox();
    const view = renderApp('/', { api: sandboxApi(sandbox), session: demoSession(sandbox) });
    expect(await screen.findByRole('region', { name: 'Избранные салоны' })).toBeInTheDocument();
    // The section is there before its request has gone out (the SDK's middleware is asynchronous): the signed-in
    // request first, so that what follows the logout is counted from after it (a loaded CI machine counted it after).
    await waitFor(() => expect(view.apiCalls.some((r) => r.url.includes('/favorite-firms'))).toBe(true));
    const before = view.apiCalls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Аккаунт: Алия' }));
    await userEvent.click(screen.getByRole('button', { name: 'Выйти из аккаунта' }));
    expect(await screen.findByRole('link', { name: 'Войти' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Избранные салоны' })).toBeNull());
    // The home page's sections are asked again, anonymously; the favourites are not.
    await waitFor(() => expect(view.apiCalls.slice(before).some((r) => r.url.includes('/screen/home'))).toBe(true));
    expect(view.apiCalls.slice(before).filter((r) => r.url.includes('/favorite-firms'))).toEqual([]);
  });
});
