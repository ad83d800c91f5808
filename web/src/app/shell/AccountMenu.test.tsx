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

  it('logging out stops a request still on its way, which would come back 401 with the revoked token', async () => {
    const sandbox = testSandbox();
    const answered: string[] = [];
    let signedOut = () => {};
    const signOut = new Promise<void>((done) => (signedOut = done));
    let favourites = 0;
    const api = sandboxApi(sandbox, {
      // The first answered at once; the next waits for the sign-out, or stops when its request is aborted (as a
      // browser's fetch does).
      'GET /favorite-firms': async (request) => {
        if (favourites++ === 0) return undefined;
        await new Promise<void>((done, stop) => {
          void signOut.then(done);
          request.signal.addEventListener('abort', () => stop(new DOMException('The request was aborted', 'AbortError')));
        });
        return undefined;
      },
    });
    const view = renderApp('/', {
      api: async (request) => {
        const response = await api(request);
        const { pathname } = new URL(request.url);
        if (pathname.endsWith('/auth/sign-out')) signedOut();
        answered.push(`${pathname.split('/').pop()} ${response.status}`);
        return response;
      },
      session: demoSession(sandbox),
    });
    expect(await screen.findByRole('region', { name: 'Избранные салоны' })).toBeInTheDocument();
    await waitFor(() => expect(answered).toContain('favorite-firms 200'));
    // The favourites asked again: on their way when the client logs out.
    void view.queryClient.invalidateQueries();
    await waitFor(() => expect(favourites).toBe(2));
    await userEvent.click(screen.getByRole('button', { name: 'Аккаунт: Алия' }));
    await userEvent.click(screen.getByRole('button', { name: 'Выйти из аккаунта' }));
    expect(await screen.findByRole('link', { name: 'Войти' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Избранные салоны' })).toBeNull());
    await waitFor(() => expect(answered.some((line) => line.startsWith('sign-out'))).toBe(true));
    expect(answered.filter((line) => line.endsWith(' 401'))).toEqual([]);
  });
});
