// Buying a gift card when the create's answer is lost: the attempt's Idempotency-Key is kept with the saved draft,
// so a retry, even after a reload, gets the card the first request created, never a second unpaid one.
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryStorage } from '@salonbook/sdk';
import { createSandbox } from '@salonbook/contracts/sandbox';
import { renderApp } from '../../test/app';

vi.setConfig({ testTimeout: 30_000 });

const CREATE = '/rest/clients-app/v2/gift-cards';

describe('/gift-cards: a create whose answer was lost', () => {
  it('a retry after a reload sends the same Idempotency-Key: one card is created', async () => {
    const sandbox = createSandbox();
    const storage = createMemoryStorage();
    const session = sandbox.signIn();
    let lose = true;
    const keys: (string | null)[] = [];
    const api = async (request: Request) => {
      if (request.method !== 'POST' || new URL(request.url).pathname !== CREATE) return sandbox.fetch(request);
      keys.push(request.headers.get('Idempotency-Key'));
      const answer = await sandbox.fetch(request);
      // The server created the card; its answer never reached the phone.
      if (lose) throw new TypeError('Failed to fetch');
      return answer;
    };
    const before = sandbox.state.giftCards.length;
    const first = renderApp('/gift-cards', { api, session, storage });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /20\s000\s₸/ }));
    await user.type(screen.getByLabelText('Имя получателя'), 'Мадина');
    await user.click(screen.getByRole('button', { name: /Перейти к оплате/ }));
    expect(await screen.findByText(/Не удалось/)).toBeInTheDocument();
    first.unmount();

    lose = false;
    const second = renderApp('/gift-cards', { api, session, storage });
    expect(await screen.findByLabelText('Имя получателя')).toHaveValue('Мадина');
    await user.click(screen.getByRole('button', { name: /Перейти к оплате/ }));
    expect(await screen.findByRole('heading', { name: 'Оплата сертификата' })).toBeInTheDocument();

    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
    expect(sandbox.state.giftCards.length).toBe(before + 1);
    const card = sandbox.state.giftCards.at(-1)!;
    expect(second.router.state.location.pathname).toBe(`/gift-cards/${card.id}`);
    // The card is known: the draft and its key are gone, the next purchase is a new attempt.
    expect(second.sdk.ttl.get('gift-card-draft')).toBeUndefined();
  });
});
