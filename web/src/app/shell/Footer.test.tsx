import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/app';
import { sandboxApi, testSandbox, type Override } from '../../test/sandbox';
import { isOlderVersion, leadsToOff } from '../../entities/client-config/config';

const CONFIG = 'GET /rest/clients-app/v2/configs';

/** The sandbox's config with some fields changed. */
const config =
  (change: Record<string, unknown>): Override =>
  async (request) => {
    const sandbox = testSandbox();
    const base = (await (await sandbox.fetch(request)).json()) as Record<string, unknown>;
    return Response.json({ ...base, ...change, features: { ...(base.features as object), ...((change.features as object) ?? {}) } });
  };

function open(path: string, overrides: Record<string, Override> = {}, cookies?: Record<string, string>) {
  const sandbox = testSandbox();
  return { ...renderApp(path, { api: sandboxApi(sandbox, overrides), cookies }), sandbox };
}

describe('client configuration (v2/configs, once per start)', () => {
  it('the footer gives the support phone and WhatsApp; the config is asked once', async () => {
    const view = open('/');
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'Позвонить в поддержку: +7 747 000 11 22' })).toHaveAttribute('href', 'tel:+77470001122');
    expect(within(footer).getByRole('link', { name: 'Написать в WhatsApp' })).toHaveAttribute('href', 'https://wa.me/77470001122');
    await view.router.navigate('/search/firms');
    await screen.findByRole('heading', { level: 1, name: 'Поиск салонов' });
    expect(view.apiCalls.filter((r) => r.url.includes('/v2/configs'))).toHaveLength(1);
  });

  it('a switched-off feature loses its links: gift cards leave the navigation and their banner the home page', async () => {
    open('/', { [CONFIG]: config({ features: { giftCards: false } }) });
    const banners = await screen.findByRole('region', { name: 'Акции и новости' });
    await waitFor(() => expect(screen.queryAllByRole('link', { name: 'Подарки' })).toHaveLength(0));
    expect(within(banners).queryByRole('link', { name: 'Подарочные карты' })).toBeNull();
    expect(within(banners).getByRole('link', { name: 'Скидка 20% на маникюр' })).toBeInTheDocument();
  });

  it('while the config loads, or when it fails, everything stays (no footer)', async () => {
    open('/', { [CONFIG]: () => Promise.reject(new TypeError('Failed to fetch')) });
    const banners = await screen.findByRole('region', { name: 'Акции и новости' });
    expect(await within(banners).findByRole('link', { name: 'Подарочные карты' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Подарки' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('an app older than minAppVersion says so, with a reload', async () => {
    open('/', { [CONFIG]: config({ minAppVersion: '15.2.0' }) });
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Вышла новая версия Salonbook');
    expect(within(notice).getByRole('button', { name: 'Обновить' })).toBeInTheDocument();
  });

  it('the current version is no notice; English texts', async () => {
    open('/', {}, { lang: 'EN' });
    expect(await screen.findByRole('link', { name: 'Message us on WhatsApp' })).toBeInTheDocument();
    expect(screen.queryByText(/A new version of Salonbook/)).toBeNull();
  });

  it('versions compare by their numbers; links by their feature', () => {
    expect(isOlderVersion('15.0.0', '15.0.1')).toBe(true);
    expect(isOlderVersion('15.0.0', '15.0.0')).toBe(false);
    expect(isOlderVersion('15.10.0', '15.9.9')).toBe(false);
    expect(isOlderVersion('15', '15.0.1')).toBe(true);
    const off = { bnpl: false, giftCards: true, raffle: false, cardSaving: true };
    expect(leadsToOff('/bnpl', off)).toBe(true);
    expect(leadsToOff('/raffleprize/red_apple', off)).toBe(true);
    expect(leadsToOff('/gift-cards', off)).toBe(false);
    expect(leadsToOff('/salon/102', off)).toBe(false);
    expect(leadsToOff('/bnplx', off)).toBe(false);
  });
});
