import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/app';
import { testSandbox } from '../../test/sandbox';

/** The home page against a fresh sandbox; its cities: the default one (Aqtau, 3, as the config says) and another. */
function setup() {
  const sandbox = testSandbox();
  const city = (id: number) => sandbox.state.cities.find((c) => c.id === id)!.name;
  renderApp('/', { api: (request) => sandbox.fetch(request) });
  return { current: city(3), other: city(1) };
}

const open = async () => {
  const button = await screen.findByTestId('city-button');
  await userEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Выберите город' });
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

describe('city dialog', () => {
  it('marks the current city for screen readers and no other', async () => {
    const { current, other } = setup();
    const { dialog } = await open();
    expect(await within(dialog).findByRole('button', { name: current })).toHaveAttribute('aria-current', 'true');
    expect(within(dialog).getByRole('button', { name: other })).not.toHaveAttribute('aria-current');
  });

  it('a chosen city becomes the marked one next time', async () => {
    const { current, other } = setup();
    const first = await open();
    await userEvent.click(await within(first.dialog).findByRole('button', { name: other }));
    await waitFor(() => expect(screen.getByTestId('city-button')).toHaveTextContent(other));
    const { dialog } = await open();
    expect(await within(dialog).findByRole('button', { name: other })).toHaveAttribute('aria-current', 'true');
    expect(within(dialog).getByRole('button', { name: current })).not.toHaveAttribute('aria-current');
  });

  it('returns focus to its button when closed, by the close button or by a choice', async () => {
    const { other } = setup();
    const first = await open();
    await userEvent.click(within(first.dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(first.button).toHaveFocus());

    first.button.blur();
    const second = await open();
    await userEvent.click(await within(second.dialog).findByRole('button', { name: other }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('city-button')).toHaveFocus());
  });

  it('the country first, then its cities; the choice stores the city and its country (city_id and country_code go out)', async () => {
    const sandbox = testSandbox();
    const view = renderApp('/', { api: (request) => sandbox.fetch(request) });
    const { dialog } = await open();
    const countries = await within(dialog).findByRole('group', { name: 'Страна' });
    // Only the countries with cities (Узбекистан has none yet).
    expect(
      within(countries)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Казахстан', 'Россия']);
    expect(within(countries).getByRole('button', { name: 'Казахстан' })).toHaveAttribute('aria-pressed', 'true');
    const list = within(dialog).getByRole('list', { name: 'Города' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Актау', 'Алматы', 'Астана']);

    await userEvent.click(within(countries).getByRole('button', { name: 'Россия' }));
    expect(within(countries).getByRole('button', { name: 'Россия' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(within(dialog).getByRole('list', { name: 'Города' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Москва']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Москва' }));
    await waitFor(() => expect(screen.getByTestId('city-button')).toHaveTextContent('Москва'));
    expect(view.sdk.storage.get('currentUsersCountry')).toEqual({ isoCode: 'RU', name: 'Россия', id: 3 });
    expect(view.sdk.storage.get('currentUsersCity')).toEqual({ id: 4, name: 'Москва' });
    // The home page asks again, for Moscow, in Russia.
    await waitFor(() => expect(view.apiCalls.some((r) => r.url.includes('/screen/home') && r.headers.get('city_id') === '4')).toBe(true));
    const after = view.apiCalls.find((r) => r.url.includes('/screen/home') && r.headers.get('city_id') === '4')!;
    expect(after.headers.get('country_code')).toBe('RU');

    // Next time the stored country is the one shown.
    const again = await open();
    expect(within(await within(again.dialog).findByRole('group', { name: 'Страна' })).getByRole('button', { name: 'Россия' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('without the countries (a failure) every city is listed', async () => {
    const sandbox = testSandbox();
    renderApp('/', {
      api: (request) => (new URL(request.url).pathname.endsWith('/countries') ? Promise.reject(new TypeError('Failed to fetch')) : sandbox.fetch(request)),
    });
    const { dialog } = await open();
    expect(await within(dialog).findByRole('button', { name: 'Москва' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Актау' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Страна' })).toBeNull();
  });
});
