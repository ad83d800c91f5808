// /bnpl and /raffleprize/red_apple opened by their address: with the feature off in v2/configs a translated note and
// a way home instead of the page; with it on (or the configuration failing) the page.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createSandbox } from '@salonbook/contracts/sandbox';
import { renderApp } from '../../test/app';

type Features = { bnpl: boolean; giftCards: boolean; raffle: boolean; cardSaving: boolean };

/** The sandbox, its v2/configs answering the given switches (or failing with 500). */
function open(path: string, features: Partial<Features> | 'fail', cookies?: Record<string, string>) {
  const sandbox = createSandbox();
  return renderApp(path, {
    cookies,
    api: async (request) => {
      if (new URL(request.url).pathname !== '/rest/clients-app/v2/configs') return sandbox.fetch(request);
      if (features === 'fail') return Response.json({ code: 'SERVER_ERROR', message: 'boom' }, { status: 500 });
      const config = (await (await sandbox.fetch(request)).json()) as { features: Features };
      return Response.json({ ...config, features: { ...config.features, ...features } });
    },
  });
}

const NOTE = /Этот раздел сейчас недоступен/;

describe('a switched-off feature opened by its address', () => {
  it.each([
    ['/raffleprize/red_apple', { raffle: false }, 'Розыгрыш призов Red Apple'],
    ['/bnpl', { bnpl: false }, 'Оплата частями'],
  ])('%s while off: its title, the note and the way home, not the page', async (path, off, title) => {
    const app = open(path, off);
    expect(await screen.findByText(NOTE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    expect(app.router.state.location.pathname).toBe(path);
    expect(app.apiCalls.some((r) => r.url.includes('/raffles/'))).toBe(false);
  });

  it('the raffle on: the page', async () => {
    open('/raffleprize/red_apple', { raffle: true });
    expect(await screen.findByRole('heading', { level: 2, name: 'iPhone 17 Pro' })).toBeInTheDocument();
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
  });

  it('bnpl on: the page', async () => {
    open('/bnpl', { bnpl: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Оплата частями' })).toBeInTheDocument();
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
  });

  it('a configuration that failed hides nothing', async () => {
    open('/raffleprize/red_apple', 'fail');
    expect(await screen.findByRole('heading', { level: 2, name: 'iPhone 17 Pro' })).toBeInTheDocument();
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
  });

  it('in Kazakh', async () => {
    open('/raffleprize/red_apple', { raffle: false }, { lang: 'KZ' });
    expect(await screen.findByText(/Бұл бөлім қазір қолжетімсіз/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Red Apple сыйлық ұтысы' })).toBeInTheDocument();
  });
});
