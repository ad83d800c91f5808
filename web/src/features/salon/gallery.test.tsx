// The salon's photos open full screen: the photo pressed, the others by arrow key or swipe, Esc or the close button
// back to the page with the focus on the photo it was opened from.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/app';
import { sandboxApi, testSandbox } from '../../test/sandbox';

describe('photos full screen', () => {
  it('opens a photo full screen, moves with the arrows, closes with Esc and gives the focus back', async () => {
    const user = userEvent.setup();
    const sandbox = testSandbox();
    renderApp('/salon/101', { api: sandboxApi(sandbox) });
    const second = await screen.findByRole('button', { name: /^Открыть фото: .*фото салона 2 из 3$/ });
    await user.click(second);
    const viewer = await screen.findByRole('dialog', { name: 'Просмотр фото' });
    const current = () =>
      within(viewer)
        .getAllByRole('group')
        .find((slide) => !slide.hasAttribute('inert') && slide.getAttribute('aria-hidden') !== 'true');
    await waitFor(() => expect(current()).toHaveAttribute('aria-label', '2 из 3'));
    expect(within(viewer).getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(current()).toHaveAttribute('aria-label', '3 из 3'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Просмотр фото' })).not.toBeInTheDocument());
    await waitFor(() => expect(second).toHaveFocus());
  });

  it("a master's portfolio opens full screen too, and closes with its button", async () => {
    const user = userEvent.setup();
    renderApp('/master/201', { api: sandboxApi(testSandbox()) });
    const portfolio = await screen.findByRole('region', { name: /Портфолио|Работы/ });
    const [first] = await within(portfolio).findAllByRole('button', { name: /^Открыть фото: / });
    await user.click(first!);
    const viewer = await screen.findByRole('dialog', { name: 'Просмотр фото' });
    await user.click(within(viewer).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Просмотр фото' })).not.toBeInTheDocument());
    await waitFor(() => expect(first).toHaveFocus());
  });
});
