// The installable app, started by entry.client.tsx once the first screen has settled (its own chunk: nothing of it is in the
// first screen's JavaScript), never in a partner's frame: My bookings kept for offline (lib/offlineData.ts; its
// screens put the kept answers back themselves when they are the first page), the
// install offer's event caught (lib/installPrompt.ts), and the service worker (web/src/sw.ts, /sw.js) registered in a
// built app (`npm start` serves modules, not a build: no worker there). A new build's worker waits; 'Доступна новая
// версия' (UpdatePrompt) asks it to take over and reloads into it. The worker is told the page's language (its
// offline page) and the pages shown by a client-side navigation, which it keeps as if they were loaded.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { QueryClient } from '@tanstack/react-query';
import type { BookingSdk } from '@salonbook/sdk';
import { Serwist } from '@serwist/window';
import { keepOfflineData, restoreOnce } from '../lib/offlineData';
import { captureInstallPrompt } from '../lib/installPrompt';
import { isKeptPage, type WorkerMessage } from '../lib/pwaRules';
import { UpdatePrompt, type UpdateSource } from '../ui/UpdatePrompt';

export interface PwaContext {
  sdk: BookingSdk;
  queryClient: QueryClient;
  i18n: I18n;
  /** The router's location as it changes (app/document.ts `navigation`). */
  location: { get(): string; subscribe(listener: () => void): () => void };
}

export function startPwa({ sdk, queryClient, i18n, location }: PwaContext): void {
  restoreOnce(sdk, queryClient);
  keepOfflineData(sdk, queryClient);
  captureInstallPrompt(sdk);
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;

  const worker = new Serwist('/sw.js', { scope: '/', type: 'classic' });

  // The update prompt: its own small root after the app's (no provider of the app's but the texts).
  let waiting = false;
  const listeners = new Set<() => void>();
  let snapshot = { pathname: location.get(), waiting };
  const changed = () => {
    snapshot = { pathname: location.get(), waiting };
    for (const listener of listeners) listener();
  };
  location.subscribe(changed);
  const source: UpdateSource = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => snapshot,
  };
  const update = () => void applyUpdate(navigator.serviceWorker, () => window.location.reload());
  const host = document.createElement('div');
  host.id = 'pwa-update';
  document.body.appendChild(host);
  createRoot(host).render(createElement(I18nextProvider, { i18n }, createElement(UpdatePrompt, { source, onUpdate: update })));

  worker.addEventListener('waiting', () => {
    waiting = true;
    changed();
  });

  // Before the worker controls a page (the first visit: no clientsClaim), the active one is told directly.
  let active: ServiceWorker | null = null;
  const post = (message: WorkerMessage) => (navigator.serviceWorker.controller ?? active)?.postMessage(message);
  const tellLanguage = () => post({ type: 'language', lng: i18n.language });
  // The pages shown before the worker is there wait for it.
  const toKeep = new Set<string>();
  let last = '';
  const keepPage = () => {
    const url = `${window.location.pathname}${window.location.search}`;
    if (url !== last && isWorthKeeping(window.location.pathname)) toKeep.add(url);
    last = url;
    const target = navigator.serviceWorker.controller ?? active;
    if (!target) return;
    for (const kept of toKeep) target.postMessage({ type: 'keep-page', url: kept } satisfies WorkerMessage);
    toKeep.clear();
  };
  i18n.on('languageChanged', tellLanguage);
  location.subscribe(keepPage);
  void worker
    .register()
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      active = registration.active;
      tellLanguage();
      keepPage();
    })
    .catch((error: unknown) => console.warn('[pwa] no service worker', error));
}

/**
 * The pages a client-side navigation asks the worker to keep (a page loaded by the browser is kept by the worker
 * itself): My bookings, a visit, a reminder link's page and home, the ones a client wants back without a network.
 */
export function isWorthKeeping(pathname: string): boolean {
  return isKeptPage(pathname) && (pathname === '/' || pathname.startsWith('/my/reservation/') || /^\/(rsr|rsrwp|rsrqr|firm|firmwp|promo)$/.test(pathname));
}

/**
 * 'Обновить': into the new build once its worker has taken over, then `reload` (once). The browser's own events, not
 * the Serwist instance's (it follows only the workers it saw installing): the page's controller changes when the page
 * was the old worker's, the worker turns 'activated' when the page was nobody's (the first visit's page: no
 * clientsClaim). When nothing waits any more (another tab took the update first), this page is the old build under the
 * new worker: it reloads at once.
 */
export async function applyUpdate(container: Pick<ServiceWorkerContainer, 'addEventListener' | 'getRegistration'>, reload: () => void): Promise<void> {
  let reloaded = false;
  const once = () => {
    if (reloaded) return;
    reloaded = true;
    reload();
  };
  container.addEventListener('controllerchange', once, { once: true });
  const next = (await container.getRegistration())?.waiting;
  if (!next) return once();
  next.addEventListener('statechange', () => {
    if (next.state === 'activated') once();
  });
  next.postMessage({ type: 'SKIP_WAITING' } satisfies WorkerMessage);
}
