// A status the server adds later reads as a neutral, translated label, never a raw key; names hold no more than the
// contract takes.
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { createSandbox } from '@salonbook/contracts/sandbox';
import { renderApp } from '../../test/app';

vi.setConfig({ testTimeout: 30_000 });

describe('unknown statuses and name lengths', () => {
  it('a payment status the app does not know reads "Статус уточняется"', async () => {
    const sandbox = createSandbox({ now: () => new Date('2026-11-23T10:00:00+05:00') });
    renderApp('/my/payments', {
      session: sandbox.signIn(),
      api: async (request) => {
        const answer = await sandbox.fetch(request);
        if (!new URL(request.url).pathname.endsWith('/payments/history')) return answer;
        const body = (await answer.json()) as { items: { status: string }[] };
        body.items = body.items.map((item, i) => (i === 0 ? { ...item, status: 'CHARGEBACK' } : item));
        return Response.json(body, { status: answer.status });
      },
    });
    expect(await screen.findByText('Статус уточняется')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/payments\.status|CHARGEBACK/);
  });

  it("the profile's name and surname hold at most 100 characters (the contract's maxLength)", async () => {
    const sandbox = createSandbox({ now: () => new Date('2026-11-23T10:00:00+05:00') });
    renderApp('/my/profile', { session: sandbox.signIn(), api: (request) => sandbox.fetch(request) });
    expect(await screen.findByLabelText('Имя')).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText('Фамилия')).toHaveAttribute('maxlength', '100');
  });
});
