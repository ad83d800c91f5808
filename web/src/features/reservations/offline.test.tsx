import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryStorage } from '@salonbook/sdk';
import { localeFetch, renderApp } from '../../test/app';
import { SdkProvider } from '../../lib/sdk';
import type { BookingSdk } from '@salonbook/sdk';
import { demoSession, NOW, sandboxApi, testSandbox } from '../../test/sandbox';
import { keepOfflineData, OFFLINE_RECORD, restoreOfflineData } from '../../lib/offlineData';
import { createI18n } from '../../lib/i18n';
import { installPrompt, resetInstallPrompt, type InstallPromptEvent } from '../../lib/installPrompt';
import { UpdatePrompt, type UpdateSource } from '../../ui/UpdatePrompt';
import { InstallOffer } from './InstallOffer';

// My bookings without a network: the client's last answers kept (lib/offlineData.ts), the page opened again with the
// network gone, marked 'Нет связи: показано на 10:00' with Retry, in each language.

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const LANG = { ru: 'RU', kk: 'KZ', en: 'EN' } as const;
type Lng = keyof typeof LANG;

/** Opens `path` online and keeps its answers, then opens it again with every request failing for want of a network. */
async function keptThenOffline(path: string, lng: Lng, ready: () => Promise<unknown>) {
  const sandbox = testSandbox();
  const storage = createMemoryStorage();
  const cookies = { lang: LANG[lng] };
  const first = renderApp(path, { api: sandboxApi(sandbox), session: demoSession(sandbox), storage, cookies });
  const stop = keepOfflineData(first.sdk, first.queryClient, { delayMs: 0 });
  await ready();
  await waitFor(() => expect(first.sdk.ttl.get(OFFLINE_RECORD)).toBeDefined());
  stop();
  first.unmount();
  // Five minutes later (the kept answers are no longer fresh), as main.tsx does on these pages: the kept answers are in
  // the cache before the screen's requests fail.
  vi.setSystemTime(NOW.getTime() + 5 * 60_000);
  let release!: () => void;
  const gate = new Promise<void>((done) => (release = done));
  const second = renderApp(path, {
    api: async () => {
      await gate;
      throw new TypeError('Failed to fetch');
    },
    session: demoSession(sandbox),
    storage,
    cookies,
  });
  restoreOfflineData(second.sdk, second.queryClient);
  release();
  return second;
}

const MARK: Record<Lng, string> = {
  ru: 'Нет связи: показано на 10:00',
  kk: 'Байланыс жоқ: 10:00 кезіндегі деректер',
  en: 'No connection: shown as of 10:00',
};
const RETRY: Record<Lng, string> = { ru: 'Повторить', kk: 'Қайталау', en: 'Retry' };
const NEEDS: Record<Lng, RegExp> = { ru: /^Без связи это недоступно/, kk: /^Бұл үшін байланыс керек/, en: /^This needs a connection/ };

describe('my bookings without a network', () => {
  it.each(['ru', 'kk', 'en'] as const)(
    '%s: a visit opened before shows its address, time, services, master, prepayment and phone, marked, with Retry; paying, moving and cancelling say they need the network',
    async (lng) => {
      const user = userEvent.setup();
      await keptThenOffline('/my/reservation/90211', lng, () => screen.findByRole('link', { name: '+7 702 123 45 67' }));
      const mark = await screen.findByText(MARK[lng]);
      expect(within(mark.closest('[role="status"]') as HTMLElement).getByRole('button', { name: RETRY[lng] })).toBeInTheDocument();
      expect(screen.getByText('Актау, 14-й мкр, 45')).toBeInTheDocument();
      expect(screen.getByText(/^Женская стрижка · 14:30–15:30$/)).toBeInTheDocument();
      expect(screen.getByText('Айгерим Сарсенова')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '+7 702 123 45 67' })).toHaveAttribute('href', 'tel:+77021234567');
      expect(screen.getAllByRole('link', { name: /2ГИС|2GIS/ }).length).toBeGreaterThan(0);
      // No pay link, no cancel form: each action named, and a tap says what it needs.
      expect(screen.queryByRole('link', { name: /предоплат|prepayment|алдын ала/i })).toBeNull();
      const note = screen.getByText(NEEDS[lng]);
      const actions = note.parentElement as HTMLElement;
      const buttons = within(actions).getAllByRole('button');
      expect(buttons.length).toBe(3);
      await user.click(buttons[2]!);
      expect(within(actions).getByRole('alert')).toHaveTextContent(NEEDS[lng]);
    },
    60_000,
  );

  it('the list of upcoming visits kept shows marked; Retry asks again', async () => {
    const user = userEvent.setup();
    const app = await keptThenOffline('/my/reservation/history', 'ru', () => screen.findByText('Показано 1 из 1'));
    await screen.findByText(MARK.ru);
    expect(screen.getByRole('article', { name: 'Салон красоты «Жасмин»' })).toBeInTheDocument();
    const before = app.apiCalls.length;
    await user.click(within(screen.getByText(MARK.ru).closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(app.apiCalls.length).toBeGreaterThan(before));
  }, 60_000);

  it('nothing kept: the failure with Retry, as before', async () => {
    const sandbox = testSandbox();
    renderApp('/my/reservation/90211', {
      api: () => {
        throw new TypeError('Failed to fetch');
      },
      session: demoSession(sandbox),
    });
    expect(await screen.findByText('Не удалось загрузить запись. Проверьте соединение и попробуйте ещё раз.')).toBeInTheDocument();
  }, 30_000);

  it('a visit already on the page when keeping starts (a reminder link, opened once) is kept too', async () => {
    const sandbox = testSandbox();
    const storage = createMemoryStorage();
    const first = renderApp('/my/reservation/90211', { api: sandboxApi(sandbox), session: demoSession(sandbox), storage });
    await screen.findByRole('link', { name: '+7 702 123 45 67' });
    expect(first.sdk.ttl.get(OFFLINE_RECORD)).toBeUndefined();
    const stop = keepOfflineData(first.sdk, first.queryClient, { delayMs: 0 });
    await waitFor(() => expect(JSON.stringify(first.sdk.ttl.get(OFFLINE_RECORD))).toContain('{reservationId}'));
    stop();
  }, 30_000);

  it('a logout drops what was kept: the next client on the phone restores nothing', async () => {
    const sandbox = testSandbox();
    const storage = createMemoryStorage();
    const first = renderApp('/my/reservation/90211', { api: sandboxApi(sandbox), session: demoSession(sandbox), storage });
    const stop = keepOfflineData(first.sdk, first.queryClient, { delayMs: 0 });
    await screen.findByRole('link', { name: '+7 702 123 45 67' });
    await waitFor(() => expect(first.sdk.ttl.get(OFFLINE_RECORD)).toBeDefined());
    await act(async () => void (await first.sdk.auth.logout()));
    await waitFor(() => expect(first.sdk.ttl.get(OFFLINE_RECORD)).toBeUndefined());
    stop();
    first.unmount();
    const next = renderApp('/', { api: sandboxApi(sandbox), storage, session: { accessToken: 'other', refreshToken: 'other', expiresIn: 3600, userId: 7777 } });
    expect(restoreOfflineData(next.sdk, next.queryClient)).toBe(0);
    expect(next.queryClient.getQueryCache().findAll({ queryKey: ['get', '/rest/clients-app/v2/reservations/{reservationId}'] })).toHaveLength(0);
  }, 60_000);
});

function withTexts(lng: Lng, node: React.ReactNode) {
  const i18n = createI18n({ lng, version: 'test', fetch: localeFetch().fetch, log: () => {} });
  return render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
}

describe('the update prompt', () => {
  const source = (pathname: string): UpdateSource => {
    const snapshot = { pathname, waiting: true };
    return { subscribe: () => () => {}, get: () => snapshot };
  };
  it.each([
    ['ru', 'Доступна новая версия', 'Обновить'],
    ['kk', 'Жаңа нұсқа қолжетімді', 'Жаңарту'],
    ['en', 'A new version is available', 'Update'],
  ] as const)('%s: says a new version is there, and the button reloads into it', async (lng, text, button) => {
    const onUpdate = vi.fn();
    withTexts(lng, <UpdatePrompt source={source('/my/reservation/history')} onUpdate={onUpdate} />);
    expect(await screen.findByText(text)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: button }));
    expect(onUpdate).toHaveBeenCalledOnce();
  });

  it.each(['/salon/101/book', '/salon/reservations/90211/prepayment', '/card-payment', '/gift-cards/5'])(
    'is not offered mid-booking or mid-payment: %s',
    async (path) => {
      withTexts('ru', <UpdatePrompt source={source(path)} onUpdate={() => {}} />);
      await new Promise((done) => setTimeout(done, 50));
      expect(screen.queryByText('Доступна новая версия')).toBeNull();
    },
  );
});

describe('the install offer after a booking', () => {
  afterEach(() => resetInstallPrompt());
  const prompt = () => {
    const event = new Event('beforeinstallprompt') as InstallPromptEvent;
    Object.assign(event, { prompt: vi.fn(() => Promise.resolve()), userChoice: Promise.resolve({ outcome: 'accepted' }) });
    return event;
  };
  const sdk = (): BookingSdk => {
    const app = renderApp('/not-found');
    app.unmount();
    return app.sdk;
  };
  it.each([
    ['ru', 'Установить', /^Добавьте Salonbook на главный экран/],
    ['kk', 'Орнату', /^Salonbook-ты басты экранға қосыңыз/],
    ['en', 'Install', /^Add Salonbook to your home screen/],
  ] as const)('%s: offered once on a return visit; the browser prompt on Install', async (lng, button, text) => {
    const event = prompt();
    resetInstallPrompt({ event, returning: true, offered: false });
    withTexts(
      lng,
      <SdkProvider sdk={sdk()}>
        <InstallOffer />
      </SdkProvider>,
    );
    expect(await screen.findByText(text)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: button }));
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(installPrompt.get().offered).toBe(true);
    expect(screen.queryByText(text)).toBeNull();
  });

  it('never on the first visit; iOS gets the one-line hint', async () => {
    resetInstallPrompt({ event: prompt(), returning: false, offered: false });
    const client = sdk();
    const first = withTexts(
      'ru',
      <SdkProvider sdk={client}>
        <InstallOffer />
      </SdkProvider>,
    );
    await new Promise((done) => setTimeout(done, 50));
    expect(screen.queryByRole('button', { name: 'Установить' })).toBeNull();
    first.unmount();
    resetInstallPrompt({ event: null, ios: true, returning: true, offered: false });
    withTexts(
      'ru',
      <SdkProvider sdk={client}>
        <InstallOffer />
      </SdkProvider>,
    );
    expect(await screen.findByRole('note')).toHaveTextContent('«Поделиться» → «На экран „Домой“»');
  });
});
