import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareButton } from './ShareButton';

const labels = { share: 'Поделиться', copy: 'Скопировать ссылку', copied: 'Ссылка скопирована.' };
const setNavigator = (key: 'share' | 'clipboard', value: unknown) => Object.defineProperty(navigator, key, { value, configurable: true });

afterEach(() => {
  delete (navigator as { share?: unknown }).share;
});

describe('ShareButton', () => {
  it("opens the phone's share sheet with the whole link where the browser has one; closing it is no error", async () => {
    const share = vi.fn(async () => {
      throw new DOMException('closed', 'AbortError');
    });
    setNavigator('share', share);
    render(<ShareButton url="/selection/abc" title="Моя подборка" text="Салоны" labels={labels} />);
    await userEvent.click(screen.getByRole('button', { name: 'Поделиться' }));
    expect(share).toHaveBeenCalledWith({ title: 'Моя подборка', text: 'Салоны', url: `${window.location.origin}/selection/abc` });
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('without a share sheet copies the link and says so', async () => {
    const writeText = vi.fn(async () => {});
    render(<ShareButton url="https://salonbook.kz/gift-cards/link/t1" title="Сертификат" labels={labels} />);
    setNavigator('clipboard', { writeText });
    await userEvent.click(screen.getByRole('button', { name: 'Скопировать ссылку' }));
    expect(writeText).toHaveBeenCalledWith('https://salonbook.kz/gift-cards/link/t1');
    expect(await screen.findByRole('status')).toHaveTextContent('Ссылка скопирована.');
  });

  it('where copying is refused the link is shown selected, to copy by hand', async () => {
    render(<ShareButton url="/selection/abc" title="Моя подборка" labels={labels} />);
    setNavigator('clipboard', { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) });
    await userEvent.click(screen.getByRole('button', { name: 'Скопировать ссылку' }));
    const field = await screen.findByRole('textbox', { name: 'Скопировать ссылку' });
    expect(field).toHaveValue(`${window.location.origin}/selection/abc`);
    await waitFor(() => expect(field).toHaveFocus());
  });
});
