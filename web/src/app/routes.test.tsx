import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../test/app';
import { REMINDER_KINDS } from '../config/paths';
import { preloadRoutes, routeNamespaces, routes, screens } from './routes';

// Every path of SPEC.md section 2 and the Russian heading its screen shows.
const TABLE: Array<[string, string]> = [
  ['/', 'Запишитесь к мастеру за пару минут'],
  ['/not-found', 'Страница не найдена'],
  ['/raffleprize/red_apple', 'Розыгрыш призов Red Apple'],
  ['/bnpl', 'Оплата частями'],
  ['/gift-cards', 'Подарочные сертификаты'],
  ['/card-payment', 'Оплата картой'],
  ['/delete-account', 'Удаление аккаунта'],
  ...REMINDER_KINDS.map((kind): [string, string] => [`/${kind}`, 'Напоминание о записи']),
  ['/mainwp', 'Приложение Salonbook'],
  ['/salon/reservations/77/prepayment', 'Предоплата записи'],
  ['/my/reservation/77/success', 'Запись создана'],
  ['/my/reservation/history', 'История записей'],
];

describe('routes of SPEC.md section 2', () => {
  it('every route is lazy', () => {
    const children = routes[0]?.children ?? [];
    expect(children.length).toBeGreaterThanOrEqual(TABLE.length);
    for (const child of children) expect(typeof child.lazy).toBe('function');
  });

  it.each(TABLE)('%s shows its own translated heading', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    // The shell is there too: header with the logo and the tab bar.
    expect(screen.getByRole('link', { name: 'Salonbook — на главную' })).toBeInTheDocument();
  });

  it('the fixed names win over /:company, any other single segment is a company', async () => {
    const company = { company: { slug: 'beauty-lab', name: 'Сеть салонов «Жасмин»' }, firms: [] };
    const { router, apiCalls } = renderApp('/bnpl', {
      api: async (request) => (request.url.includes('/multi-link/') ? Response.json(company) : Response.json({}, { status: 404 })),
    });
    await screen.findByRole('heading', { level: 1, name: 'Оплата частями' });
    expect(screen.queryByTestId('company-page')).not.toBeInTheDocument();

    await router.navigate('/beauty-lab');
    expect(await screen.findByRole('heading', { level: 1, name: 'Сеть салонов «Жасмин»' })).toBeInTheDocument();
    expect(screen.getByTestId('company-page')).toBeInTheDocument();
    expect(apiCalls.map((r) => new URL(r.url).pathname)).toContain('/rest/clients-app/v1/screen/multi-link/beauty-lab');
    await waitFor(() => expect(document.title).toBe('Запись в салон'));
  });

  it('preloads every screen module and the extra tasks, one per idle period', async () => {
    const idle = vi.fn((task: () => void) => void setTimeout(task, 0));
    const extra = vi.fn(async () => undefined);
    await preloadRoutes([extra], idle);
    expect(idle).toHaveBeenCalledTimes(Object.keys(screens).length + 1);
    expect(extra).toHaveBeenCalledTimes(1);
    expect(routeNamespaces()).toEqual(expect.arrayContaining(['home', 'bnpl', 'gift-cards', 'company', 'redirects']));
  });

  it("with the server's list of the screens' files, downloads them a few per idle period without running any screen", async () => {
    const periods: Array<() => void> = [];
    const idle = (task: () => void) => void periods.push(task);
    const had = document.createElement('link');
    had.rel = 'stylesheet';
    had.href = '/assets/HomeScreen.css'; // the first screen's stylesheet, which the server named in the page
    document.head.append(had);
    const js = ['/assets/a.js', '/assets/b.js', '/assets/c.js', '/assets/d.js', '/assets/e.js'];
    const css = ['/assets/HomeScreen.css', '/assets/Booking.css'];
    const loaded: string[] = [];
    const done = preloadRoutes([], idle, { js, css }).then(() => 'done');
    // Each period adds its part; the next waits until the part has loaded (jsdom loads nothing: the test says so).
    for (const part of [js.slice(0, 4), [js[4], css[1]]]) {
      await waitFor(() => expect(periods).toHaveLength(1));
      periods.shift()!();
      const added = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="prefetch"]')].filter(
        (l) => !loaded.includes(l.getAttribute('href')!),
      );
      expect(added.map((l) => l.getAttribute('href'))).toEqual(part);
      for (const link of added) {
        expect(link.crossOrigin).toBe('anonymous');
        loaded.push(link.getAttribute('href')!);
        link.dispatchEvent(new Event(link.getAttribute('href') === '/assets/c.js' ? 'error' : 'load'));
      }
    }
    expect(document.head.querySelector('link[rel="prefetch"][href="/assets/Booking.css"]')).not.toBeNull();
    await expect(done).resolves.toBe('done');
    expect(periods).toHaveLength(0);
    vi.restoreAllMocks();
    for (const link of document.head.querySelectorAll('link')) link.remove();
  });

  it('an unknown deeper path shows the not-found screen with 404', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByTestId('not-found-status')).toHaveTextContent('404');
  });
});
