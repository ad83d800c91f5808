// The home page's app banner: the app in one line, install (the phone's store) and more (/mainwp); closed, it stays
// closed after a reload (the same storage), and comes back on a fresh device.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryStorage } from '@salonbook/sdk';
import { createSandbox } from '@salonbook/contracts/sandbox';
import { appStores } from '../../config/stores';
import { renderApp } from '../../test/app';
import { APP_BANNER_DISMISSED } from './AppBanner';

describe('the app banner on the home page', () => {
  it('shows the app, install to the store and more to /mainwp; closed, it stays closed after a reload', async () => {
    const sandbox = createSandbox();
    const storage = createMemoryStorage();
    const first = renderApp('/', { api: (r) => sandbox.fetch(r), storage });
    const banner = await screen.findByRole('complementary', { name: 'Мобильное приложение Salonbook' });
    expect(within(banner).getByText('Salonbook в приложении')).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Установить' })).toHaveAttribute('href', appStores.appStore);
    expect(within(banner).getByRole('link', { name: 'Подробнее' })).toHaveAttribute('href', '/mainwp');
    await userEvent.setup().click(within(banner).getByRole('button', { name: 'Скрыть баннер приложения' }));
    expect(screen.queryByRole('complementary', { name: 'Мобильное приложение Salonbook' })).not.toBeInTheDocument();
    expect(first.sdk.ttl.get(APP_BANNER_DISMISSED)).toBe(true);
    first.unmount();

    renderApp('/', { api: (r) => sandbox.fetch(r), storage });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Мобильное приложение Salonbook' })).not.toBeInTheDocument();
  });

  it('on a fresh device it is there again, in English', async () => {
    const sandbox = createSandbox();
    renderApp('/', { api: (r) => sandbox.fetch(r), cookies: { lang: 'EN' } });
    const banner = await screen.findByRole('complementary', { name: 'The Salonbook mobile app' });
    expect(within(banner).getByRole('button', { name: 'Hide the app banner' })).toBeInTheDocument();
  });
});
