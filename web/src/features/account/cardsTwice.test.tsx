// Saving a card once (lib/idempotency.ts): a double tap on Продолжить sends one request, with an Idempotency-Key.
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSandbox } from '@salonbook/contracts/sandbox';
import { renderApp } from '../../test/app';
import { installCheckout } from '../../test/checkout';

vi.setConfig({ testTimeout: 30_000 });

describe('saving a card', () => {
  it('a double tap on Продолжить (two clicks before React renders) starts one 3-D Secure step', async () => {
    const sandbox = createSandbox({ now: () => new Date('2026-11-23T10:00:00+05:00') });
    // The cryptogram comes from the Checkout script (the sandbox's stand-in).
    await installCheckout(sandbox);
    const app = renderApp('/my/cards', { api: (request) => sandbox.fetch(request), session: sandbox.signIn() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Добавить карту' }));
    await user.type(screen.getByLabelText('Номер карты'), '4400430000099876');
    await user.type(screen.getByLabelText('Срок действия'), '0329');
    await user.type(screen.getByLabelText('CVC/CVV'), '123');
    const next = screen.getByRole('button', { name: 'Продолжить' });
    act(() => {
      next.click();
      next.click();
    });
    expect(await screen.findByRole('heading', { name: 'Подтверждение в банке (3‑D Secure)' })).toBeInTheDocument();
    const creates = app.apiCalls.filter((r) => r.method === 'POST' && r.url.endsWith('/payments/cards'));
    expect(creates).toHaveLength(1);
    expect(creates[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
