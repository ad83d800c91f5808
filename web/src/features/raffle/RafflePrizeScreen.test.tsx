// The raffle's campaign page against the in-process sandbox: loading, a failure with Retry, an unknown campaign,
// the running campaign (prize, end date in Aqtau, how to take part, 'book', rules) with the signed-in client's
// entries or a sign-in link for a visitor, and the campaign over (it says so, leads home, and the winner's code).
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSandbox, type Sandbox } from '@salonbook/contracts/sandbox';
import { renderApp, type ApiHandler } from '../../test/app';

const PATH = '/raffleprize/red_apple';
const DAY = 86_400_000;

/** The sandbox with the raffle switched on in v2/configs (whatever its seed says). */
const raffleOn =
  (sandbox: Sandbox): ApiHandler =>
  async (request) => {
    const response = await sandbox.fetch(request);
    if (new URL(request.url).pathname !== '/rest/clients-app/v2/configs') return response;
    const config = (await response.json()) as { features: Record<string, boolean> };
    return Response.json({ ...config, features: { ...config.features, raffle: true } });
  };

function open({
  signedIn = true,
  sandbox = createSandbox(),
  override,
}: { signedIn?: boolean; sandbox?: Sandbox; override?: (request: Request) => Response | Promise<Response> | undefined } = {}) {
  const api: ApiHandler = (request) => override?.(request) ?? raffleOn(sandbox)(request);
  const session = signedIn ? sandbox.signIn() : undefined;
  return { ...renderApp(PATH, { api, ...(session ? { session } : {}) }), sandbox };
}

const raffleCall = (request: Request) => new URL(request.url).pathname === '/rest/clients-app/v1/raffles/red_apple';

describe('the raffle page', () => {
  it('loading, a failure with Retry, then the campaign', async () => {
    let fail = true;
    open({ override: (r) => (fail && raffleCall(r) ? Promise.reject(new TypeError('Failed to fetch')) : undefined) });
    expect(await screen.findByText('Загружаем розыгрыш…')).toBeInTheDocument();
    expect(await screen.findByText(/Не удалось загрузить розыгрыш/)).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'iPhone 17 Pro' })).toBeInTheDocument();
  });

  it('an unknown campaign is said on the page, with a way home', async () => {
    const app = open({ override: (r) => (raffleCall(r) ? Response.json({ code: 'NOT_FOUND', message: 'Розыгрыш не найден' }, { status: 404 }) : undefined) });
    expect(await screen.findByText(/Такого розыгрыша нет/)).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe(PATH);
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  });

  it("running: the prize, the end date in Aqtau, how to take part, book, the rules and the client's entries", async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Розыгрыш призов Red Apple' })).toBeInTheDocument();
    const prize = await screen.findByRole('region', { name: 'iPhone 17 Pro' });
    expect(within(prize).getByText(/Стоимость приза: 850\s000\s₸/)).toBeInTheDocument();
    expect(screen.getByText(/^Участвуйте до \d\d\.\d\d\.\d{4} 23:59$/)).toBeInTheDocument();
    expect(screen.getAllByText('(время Актау)').length).toBeGreaterThan(0);
    const how = screen.getByRole('region', { name: 'Как участвовать' });
    expect(within(how).getByRole('link', { name: 'Записаться' })).toHaveAttribute('href', '/search/firms');
    expect(within(screen.getByRole('region', { name: 'Правила' })).getAllByRole('listitem')).toHaveLength(4);
    const entries = screen.getByRole('region', { name: 'Ваши участия' });
    expect(await within(entries).findByText('Засчитан 1 визит.')).toBeInTheDocument();
    expect(within(entries).getAllByRole('listitem')).toHaveLength(2);
    expect(within(entries).getByText('Засчитаем после визита')).toBeInTheDocument();
    expect(within(entries).getAllByRole('link', { name: 'Салон красоты «Жасмин»' })[0]).toHaveAttribute('href', '/my/reservation/90211');
  });

  it('a visitor who is not signed in is asked to sign in to see their entries', async () => {
    const app = open({ signedIn: false });
    const entries = await screen.findByRole('region', { name: 'Ваши участия' });
    expect(within(entries).getByRole('link', { name: 'Войти' }).getAttribute('href')).toMatch(/^\/my\/login\?.*raffleprize/);
    expect(app.sandbox).toBeDefined();
  });

  it('over: it says so and leads home; after the draw the winner sees the code to collect the prize', async () => {
    const sandbox = createSandbox();
    // The campaign starts with the sandbox's state; then the clock moves past its end and its draw.
    await sandbox.fetch(
      new Request('http://sandbox.test/rest/clients-app/v1/raffles/red_apple', { headers: { api_key: 'k', client_secret: 's', client_id: 'WEB' } }),
    );
    sandbox.setNow(Date.now() + 40 * DAY);
    open({ sandbox });
    expect(await screen.findByText(/^Розыгрыш завершён \d\d\.\d\d\.\d{4}/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Записаться' })).not.toBeInTheDocument();
    const entries = screen.getByRole('region', { name: 'Ваши участия' });
    expect(await within(entries).findByText('Поздравляем, вы выиграли приз!')).toBeInTheDocument();
    expect(within(entries).getByText('RA-6001')).toBeInTheDocument();
  });

  it('in English', async () => {
    const sandbox = createSandbox();
    renderApp(PATH, { api: raffleOn(sandbox), cookies: { lang: 'EN' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Red Apple prize draw' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'How to take part' })).toBeInTheDocument();
  });
});
