import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { createBookingSdk, createMemoryStorage, isWidgetMode, memoryCookies, type BookingSdk } from '@salonbook/sdk';
import { SdkProvider } from './sdk';
import { appAtoms, useCity, useCurrentUser, useMenuTab } from './state';

const credentials = { apiKey: 'k', clientSecret: 's', clientId: 'WEB' };

function wrapperFor(sdk: BookingSdk) {
  const store = createStore();
  return ({ children }: { children: ReactNode }) => (
    <SdkProvider sdk={sdk}>
      <Provider store={store}>{children}</Provider>
    </SdkProvider>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('app state over the SDK', () => {
  it('atoms read and write through sdk.storage and follow changes made elsewhere', () => {
    const sdk = createBookingSdk({ credentials, storage: createMemoryStorage(), cookies: memoryCookies() });
    sdk.storage.set('currentUsersCity', { id: 3, name: 'Актау' });
    const { result } = renderHook(() => ({ city: useCity(), tab: useMenuTab() }), { wrapper: wrapperFor(sdk) });
    expect(result.current.city[0]).toEqual({ id: 3, name: 'Актау' });

    act(() => result.current.city[1]({ id: 1, name: 'Алматы' }));
    expect(sdk.storage.get('currentUsersCity')).toEqual({ id: 1, name: 'Алматы' });

    act(() => sdk.storage.set('menu-tab', 'BEAUTY'));
    expect(result.current.tab[0]).toBe('BEAUTY');

    act(() => result.current.tab[1](null));
    expect(sdk.storage.get('menu-tab')).toBeUndefined();
  });

  it('the current user is null for an anonymous session', () => {
    const sdk = createBookingSdk({ credentials, storage: createMemoryStorage(), cookies: memoryCookies() });
    const { result } = renderHook(() => useCurrentUser(), { wrapper: wrapperFor(sdk) });
    expect(result.current).toBeNull();
    expect(appAtoms(sdk)).toBe(appAtoms(sdk));
  });
});

describe('widget mode', () => {
  it('is detected inside a frame only', () => {
    expect(isWidgetMode(window)).toBe(false);
    const frame = document.createElement('iframe');
    document.body.appendChild(frame);
    expect(isWidgetMode(frame.contentWindow as Window)).toBe(true);
    frame.remove();
  });

  it('inside a frame the app keeps its data in memory and writes nothing to localStorage', () => {
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    expect(isWidgetMode(window)).toBe(true);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const sdk = createBookingSdk({ credentials, cookies: memoryCookies() });
    const { result } = renderHook(() => useCity(), { wrapper: wrapperFor(sdk) });
    act(() => result.current[1]({ id: 3, name: 'Актау' }));
    sdk.storage.set('saved-reservation', {
      params: {},
      peopleCount: 1,
      awaitingTime: 0,
      isDeleted: false,
      isTemporary: false,
      services: [],
      comment: '',
      clientPhone: '',
      clientName: '',
      firm: null,
      startTime: null,
    });
    expect(result.current[0]).toEqual({ id: 3, name: 'Актау' });
    expect(setItem).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
  });

  it('outside a frame it uses localStorage', () => {
    const sdk = createBookingSdk({ credentials, cookies: memoryCookies() });
    sdk.storage.set('currentUsersCity', { id: 3, name: 'Актау' });
    expect(localStorage.getItem('currentUsersCity')).toContain('Актау');
  });
});
