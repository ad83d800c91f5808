// The client configuration's card-saving switch on the account's cards.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createSandbox } from '@salonbook/contracts/sandbox';
import { renderApp, type ApiHandler } from '../../test/app';

function signedIn(cardSaving: boolean) {
  const sandbox = createSandbox({ now: () => new Date('2026-11-23T10:00:00+05:00') });
  const api: ApiHandler = async (request) => {
    const response = await sandbox.fetch(request);
    if (!new URL(request.url).pathname.endsWith('/v2/configs')) return response;
    const config = (await response.json()) as { features: Record<string, boolean> };
    return Response.json({ ...config, features: { ...config.features, cardSaving } });
  };
  const app = renderApp('/my/cards', { api });
  const session = sandbox.signIn();
  app.sdk.storage.set('accessToken', session.accessToken);
  app.sdk.storage.set('refreshToken', session.refreshToken);
  app.sdk.storage.set('expiresIn', session.expiresIn);
  app.sdk.storage.set('setTokenDate', Date.now());
  app.sdk.storage.set('currentUser', { id: session.userId, name: 'Алия', surname: 'Нурланова', phone: '+77011234567' });
  return app;
}

describe('cards: the card-saving switch', () => {
  it('off: the saved cards stay, no new card can be added, and the page says so', async () => {
    signedIn(false);
    expect(await screen.findByTestId('card-801')).toBeInTheDocument();
    expect(await screen.findByText(/Сохранять новые карты сейчас нельзя/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Добавить карту' })).toBeNull();
  });

  it('on: a new card can be added', async () => {
    signedIn(true);
    expect(await screen.findByRole('button', { name: 'Добавить карту' })).toBeInTheDocument();
    expect(screen.queryByText(/Сохранять новые карты сейчас нельзя/)).toBeNull();
  });
});
