// The home-screen install offer: Chromium's `beforeinstallprompt` kept for the moment that helps (after a booking, on
// its success page: features/reservations/InstallOffer), offered once and never on the first visit; iOS Safari has no
// such event and gets a one-line hint there instead. Started by app/pwa.ts once the first screen has settled.
import type { BookingSdk } from '@salonbook/sdk';

/** Chromium's event (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallState {
  /** The browser's prompt, kept until used (Chromium); null elsewhere or once installed. */
  event: InstallPromptEvent | null;
  /** iOS Safari outside the installed app: a hint instead of a prompt. */
  ios: boolean;
  /** This visit is not the device's first (an earlier session of the browser was here). */
  returning: boolean;
  /** Offered already on this device (shown once, whatever the answer). */
  offered: boolean;
}

/** Since when the device knows the app: a year, so a return within it is not a first visit. */
export const FIRST_VISIT_RECORD = 'pwa-first-visit';
/** The offer was shown: never again for a year. */
export const OFFERED_RECORD = 'pwa-install-offered';
const YEAR = 365 * 24 * 3600;
/** This browser session's mark of being the first visit (sessionStorage: gone with the session). */
const FIRST_SESSION = 'salonbook-first-visit';

let state: InstallState = { event: null, ios: false, returning: false, offered: true };
const listeners = new Set<() => void>();
const set = (next: Partial<InstallState>) => {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
};

export const installPrompt = {
  get: (): InstallState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Marks the offer as made (it is never shown again) and drops the browser's event once used. */
  offered(sdk: Pick<BookingSdk, 'ttl'>, used = false) {
    sdk.ttl.set(OFFERED_RECORD, true, YEAR);
    set({ offered: true, ...(used && { event: null }) });
  },
};

/** iOS Safari (iPhone, iPad also when it says it is a Mac) outside the installed app. */
export function isIosBrowser(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> & { standalone?: boolean }): boolean {
  const ios = /iPhone|iPad|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1);
  return ios && nav.standalone !== true;
}

/**
 * Whether this visit is a return: the device was here in an earlier browser session. The first session records the
 * day and marks itself in sessionStorage, so it stays 'first' until the browser's session ends.
 */
export function returningVisit(sdk: Pick<BookingSdk, 'ttl'>, session: Pick<Storage, 'getItem' | 'setItem'> | null): boolean {
  const known = sdk.ttl.get<number>(FIRST_VISIT_RECORD) !== undefined;
  const firstSession = session?.getItem(FIRST_SESSION) === '1';
  if (!known) {
    sdk.ttl.set(FIRST_VISIT_RECORD, Date.now(), YEAR);
    try {
      session?.setItem(FIRST_SESSION, '1');
    } catch {
      // No session storage: this visit counts as the first one anyway.
    }
    return false;
  }
  return !firstSession;
}

/** Starts listening for the browser's prompt and reads what the device already knows. */
export function captureInstallPrompt(sdk: Pick<BookingSdk, 'ttl'>, win: Window = window): void {
  let session: Storage | null;
  try {
    session = win.sessionStorage;
  } catch {
    session = null;
  }
  set({
    ios: isIosBrowser(win.navigator as Navigator & { standalone?: boolean }),
    returning: returningVisit(sdk, session),
    offered: sdk.ttl.get<boolean>(OFFERED_RECORD) === true,
  });
  win.addEventListener('beforeinstallprompt', (event) => {
    // No mini-infobar of the browser's own on the first visit: the app offers it after a booking.
    event.preventDefault();
    set({ event: event as InstallPromptEvent });
  });
  win.addEventListener('appinstalled', () => set({ event: null, offered: true }));
}

/** For a test: the state back to its start. */
export function resetInstallPrompt(next: Partial<InstallState> = {}) {
  state = { event: null, ios: false, returning: false, offered: true, ...next };
  for (const listener of listeners) listener();
}
