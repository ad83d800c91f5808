import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/app';
import { homeApi } from '../../test/data/home';

const cities = [
  { id: 3, name: 'Актау', countryIsoCode: 'KZ', location: { lat: 43.6532, lng: 51.1605 } },
  { id: 1, name: 'Алматы', countryIsoCode: 'KZ', location: { lat: 43.2383, lng: 76.9456 } },
];

const open = async () => {
  const button = await screen.findByTestId('city-button');
  await userEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Выберите город' }, { timeout: 5000 });
  return { button, dialog };
};

// jsdom has no modal dialogs: open and close as a browser would (the close event included).
beforeAll(() => {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});

describe('city dialog', { timeout: 30_000 }, () => {
  it('marks the current city for screen readers and no other', async () => {
    renderApp('/', { api: homeApi({ 'GET /screen/home/cities': cities }) });
    const { dialog } = await open();
    const current = await within(dialog).findByRole('button', { name: 'Актау' });
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(within(dialog).getByRole('button', { name: 'Алматы' })).not.toHaveAttribute('aria-current');
  });

  it('a chosen city becomes the marked one next time', async () => {
    renderApp('/', { api: homeApi({ 'GET /screen/home/cities': cities }) });
    const first = await open();
    await userEvent.click(await within(first.dialog).findByRole('button', { name: 'Алматы' }));
    await waitFor(() => expect(screen.getByTestId('city-button')).toHaveTextContent('Алматы'));
    const { dialog } = await open();
    expect(await within(dialog).findByRole('button', { name: 'Алматы' })).toHaveAttribute('aria-current', 'true');
    expect(within(dialog).getByRole('button', { name: 'Актау' })).not.toHaveAttribute('aria-current');
  });

  it('returns focus to its button when closed, by the close button or by a choice', async () => {
    renderApp('/', { api: homeApi({ 'GET /screen/home/cities': cities }) });
    const first = await open();
    await userEvent.click(within(first.dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(first.button).toHaveFocus());

    first.button.blur();
    const second = await open();
    await userEvent.click(await within(second.dialog).findByRole('button', { name: 'Алматы' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('city-button')).toHaveFocus());
  });
});
