// /mainwp: what the app adds, the store badges (the phone's store first), the QR code of the page for a computer
// (a phone gets its store's button instead); in English too.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createSandbox } from '@salonbook/contracts/sandbox';
import { renderApp } from '../../test/app';
import { storeOrder } from './AppBannerScreen';

vi.setConfig({ testTimeout: 20_000 });

const open = (cookies?: Record<string, string>) => {
  const sandbox = createSandbox();
  return renderApp('/mainwp', { api: (r) => sandbox.fetch(r), ...(cookies ? { cookies } : {}) });
};

describe('/mainwp', () => {
  it('what the app adds, both store badges, and a QR code of this page', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Приложение Salonbook' })).toBeInTheDocument();
    const features = screen.getByRole('list', { name: 'Что даёт приложение' });
    expect(within(features).getAllByRole('listitem')).toHaveLength(4);
    expect(within(features).getByText('Push-напоминания')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/apps\.apple\.com\//));
    expect(screen.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/play\.google\.com\//));
    const qr = await screen.findByRole('img', { name: 'QR-код страницы приложения' });
    expect(qr).toHaveAttribute('data-value', `${window.location.origin}/mainwp`);
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByRole('link', { name: 'Продолжить на сайте' })).toHaveAttribute('href', '/');
  });

  it("the phone's store first", () => {
    expect(storeOrder('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toEqual(['googlePlay', 'appStore']);
    expect(storeOrder('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toEqual(['appStore', 'googlePlay']);
  });

  for (const [phone, userAgent, store, other] of [
    ['Android', 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile', /Google Play/, /App Store/],
    ['iPhone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile', /App Store/, /Google Play/],
  ] as const) {
    it(`on an ${phone}: its own store's button and no code to scan, at any width`, async () => {
      const agent = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
      try {
        open();
        expect(await screen.findByRole('link', { name: store })).toBeInTheDocument();
        expect(screen.queryByRole('link', { name: other })).not.toBeInTheDocument();
        expect(screen.queryByRole('img', { name: 'QR-код страницы приложения' })).not.toBeInTheDocument();
      } finally {
        agent.mockRestore();
      }
    });
  }

  it('in English', async () => {
    open({ lang: 'EN' });
    expect(await screen.findByRole('list', { name: 'What the app adds' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Get it on\s*Google Play/ })).toBeInTheDocument();
  });
});
