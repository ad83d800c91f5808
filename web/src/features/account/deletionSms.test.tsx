// Account deletion without sign-in: the phone's SMS code, never the phone alone; a wrong code by the field.
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSandbox, SMS_CODE } from '@salonbook/contracts/sandbox';
import { renderApp } from '../../test/app';

vi.setConfig({ testTimeout: 30_000 });

describe('account deletion, not signed in', () => {
  it('asks for the code, refuses a wrong one by its field, then the request is accepted', async () => {
    const sandbox = createSandbox({ now: () => new Date('2026-11-23T10:00:00+05:00') });
    const sent: unknown[] = [];
    renderApp('/delete-account', {
      api: async (request) => {
        if (request.url.endsWith('/phone-verification/request-sms')) sent.push(await request.clone().json());
        return sandbox.fetch(request);
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Телефон аккаунта'), '8 701 123 45 67');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText('Код отправлен на этот номер.')).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ phone: '+77011234567', purpose: 'ACCOUNT_DELETION' })]);
    await user.type(screen.getByLabelText('Код из SMS'), '0000');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Удалить аккаунт' }));
    expect(await screen.findByText('Неверный код из SMS')).toBeInTheDocument();
    expect(sandbox.state.deletionRequests).toHaveLength(0);
    await user.clear(screen.getByLabelText('Код из SMS'));
    await user.type(screen.getByLabelText('Код из SMS'), SMS_CODE);
    await user.click(screen.getByRole('button', { name: 'Удалить аккаунт' }));
    expect(await screen.findByRole('heading', { name: 'Заявка на удаление принята' })).toBeInTheDocument();
    expect(sandbox.state.deletionRequests).toHaveLength(1);
  });
});
