import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBookingSdk } from './client';
import { memoryCookies } from './cookies';
import { createMemoryStorage, createTypedStorage, defaultStorage, isWidgetMode, type WebStorageLike } from './storage';
import { json, USER } from './testing/fake-backend';

/** A stand-in for window: `framed` puts it inside a frame; its localStorage records every write. */
function fakeWindow({ framed }: { framed: boolean }) {
  const local = createMemoryStorage();
  const writes: string[] = [];
  const localStorage: WebStorageLike = {
    getItem: (k) => local.getItem(k),
    setItem: (k, v) => (writes.push(k), local.setItem(k, v)),
    removeItem: (k) => (writes.push(`-${k}`), local.removeItem(k)),
  };
  const listeners: ((event: StorageEvent) => void)[] = [];
  const win = {
    localStorage,
    addEventListener: (_type: string, listener: (event: StorageEvent) => void) => listeners.push(listener),
    fireStorage: (key: string | null) => listeners.forEach((l) => l({ key, storageArea: localStorage } as StorageEvent)),
  } as unknown as Window & { fireStorage(key: string | null): void };
  Object.assign(win, { self: win, top: framed ? {} : win });
  return { win, writes, local };
}

afterEach(() => vi.unstubAllGlobals());

describe('storage', () => {
  it('keeps values as JSON text under the spec keys, setTokenDate as epoch milliseconds', () => {
    const backend = createMemoryStorage();
    const storage = createTypedStorage(backend, undefined);
    storage.set('setTokenDate', 1764579600000);
    storage.set('currentUsersCountry', { isoCode: 'KZ' });
    expect(backend.getItem('setTokenDate')).toBe('1764579600000');
    expect(backend.getItem('currentUsersCountry')).toBe('{"isoCode":"KZ"}');
    expect(storage.get('setTokenDate')).toBe(1764579600000);
  });

  it('reads a corrupt value as absent instead of throwing', () => {
    const backend = createMemoryStorage();
    backend.setItem('currentUser', '{not json');
    expect(createTypedStorage(backend, undefined).get('currentUser')).toBeUndefined();
  });

  it('detects widget mode inside a frame, and a frame whose parent may not be read', () => {
    expect(isWidgetMode(fakeWindow({ framed: true }).win)).toBe(true);
    expect(isWidgetMode(fakeWindow({ framed: false }).win)).toBe(false);
    const crossOrigin = {} as Window;
    Object.defineProperty(crossOrigin, 'self', { value: crossOrigin });
    Object.defineProperty(crossOrigin, 'top', {
      get: () => {
        throw new Error('SecurityError');
      },
    });
    expect(isWidgetMode(crossOrigin)).toBe(true);
  });

  it('uses localStorage in a page of its own', () => {
    const { win } = fakeWindow({ framed: false });
    expect(defaultStorage(win)).toBe(win.localStorage);
  });

  it('widget mode: a whole sign-in writes nothing to localStorage, yet the session works', async () => {
    const { win, writes } = fakeWindow({ framed: true });
    vi.stubGlobal('window', win);
    const sdk = createBookingSdk({
      baseUrl: 'https://api.salonbook.test',
      fetch: async () => json({ accessToken: 'a', refreshToken: 'r', expiresIn: 3600, user: USER }),
      cookies: memoryCookies(),
      credentials: { apiKey: 'k', clientSecret: 's', clientId: 'c' },
    });
    await sdk.auth.signIn({ phone: '+77011234567', password: 'Qwerty123' });
    sdk.storage.set('saved-reservation', {
      params: {},
      peopleCount: 1,
      awaitingTime: 0,
      isDeleted: false,
      isTemporary: false,
      services: [301],
      comment: '',
      clientPhone: '',
      clientName: '',
      firm: null,
      startTime: null,
    });
    expect(sdk.session.get().status).toBe('authenticated');
    expect(writes).toEqual([]);
  });

  it('tells subscribers, and the session, what another tab changed', () => {
    const { win, local } = fakeWindow({ framed: false });
    vi.stubGlobal('window', win);
    const sdk = createBookingSdk({
      baseUrl: 'https://api.salonbook.test',
      credentials: { apiKey: 'k', clientSecret: 's', clientId: 'c' },
      cookies: memoryCookies(),
    });
    const keys: (string | null)[] = [];
    const statuses: string[] = [];
    sdk.storage.subscribe((key) => keys.push(key));
    sdk.session.subscribe((session) => statuses.push(session.status));
    // Another tab signs in: its writes land in the shared localStorage, then storage events arrive here.
    local.setItem('currentUser', JSON.stringify(USER));
    local.setItem('accessToken', JSON.stringify('a'));
    win.fireStorage('currentUser');
    win.fireStorage('accessToken');
    expect(keys).toEqual(['currentUser', 'accessToken']);
    expect(statuses).toEqual(['authenticated']);
    // And signs out (localStorage.clear() gives a null key).
    local.removeItem('currentUser');
    win.fireStorage(null);
    expect(statuses).toEqual(['authenticated', 'anonymous']);
  });
});
