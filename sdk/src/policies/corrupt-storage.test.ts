// Stored data the SDK did not write (another app's, an old release's, a hand edit) and a subscriber that throws never
// stop a logout half way: the session ends, the cookies go, the page goes home, and the next sign-in works.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryCookies } from '../cookies';
import { TTL_RECORDS_KEY } from '../ttl-storage';
import { signInStored, testSdk, T0 } from '../testing/fake-backend';

afterEach(() => vi.restoreAllMocks());

describe('corrupt time-limited records', () => {
  it.each(['[null]', '[1,"x",[]]', '[{"storageKey":5}]', '[{"storageKey":"a","timeToLive":"300","time":0}]'])(
    'records of the wrong shape (%s) are dropped on read: get, keys and cleanup never throw',
    (text) => {
      const { sdk, storage } = testSdk();
      storage.setItem(TTL_RECORDS_KEY, text);
      expect(sdk.ttl.get('home-banner-closed')).toBeUndefined();
      expect(sdk.ttl.keys()).toEqual([]);
      expect(() => sdk.ttl.cleanup()).not.toThrow();
      sdk.ttl.set('home-banner-closed', true);
      expect(sdk.ttl.get('home-banner-closed')).toBe(true);
      expect(JSON.parse(storage.getItem(TTL_RECORDS_KEY)!)).toHaveLength(1);
    },
  );

  it('a good record beside a corrupt one is kept', () => {
    const { sdk, storage } = testSdk();
    storage.setItem(TTL_RECORDS_KEY, JSON.stringify([null, { storageKey: 'offer', timeToLive: 60, time: T0, value: 7 }]));
    expect(sdk.ttl.get('offer')).toBe(7);
    expect(sdk.ttl.keys()).toEqual(['offer']);
  });
});

describe('a logout that nothing stops half way', () => {
  it('with a corrupt record and a subscriber reading it, logout resolves: anonymous, cookies gone, home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const cookies = memoryCookies({ accessToken: 'a', JSESSIONID: 's' });
    const { sdk, storage, navigations } = testSdk({}, { cookies });
    signInStored(storage, T0);
    storage.setItem(TTL_RECORDS_KEY, '[null]');
    expect(sdk.session.get().status).toBe('authenticated');
    const seen: string[] = [];
    // What the app does on logout: forget the personal records (it reads the time-limited records).
    sdk.session.subscribe((session) => {
      seen.push(session.status);
      for (const key of sdk.ttl.keys()) sdk.ttl.remove(key);
    });
    await expect(sdk.auth.logout()).resolves.toBeUndefined();
    expect(sdk.session.get().status).toBe('anonymous');
    expect(seen).toEqual(['anonymous']);
    expect(cookies.get('accessToken')).toBeUndefined();
    expect(cookies.get('JSESSIONID')).toBeUndefined();
    expect(navigations).toEqual([{ path: '/', state: undefined }]);
  });

  it('one listener that throws never stops the others or the clearing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cookies = memoryCookies({ JSESSIONID: 's' });
    const { sdk, storage, navigations } = testSdk({}, { cookies });
    signInStored(storage, T0);
    expect(sdk.session.get().status).toBe('authenticated');
    const heard: string[] = [];
    sdk.session.subscribe(() => {
      throw new Error('a broken screen');
    });
    sdk.session.subscribe((session) => heard.push(`session ${session.status}`));
    sdk.storage.subscribe(() => {
      throw new Error('a broken atom');
    });
    sdk.storage.subscribe((key) => heard.push(`storage ${key}`));
    await expect(sdk.auth.logout()).resolves.toBeUndefined();
    expect(heard).toContain('session anonymous');
    expect(heard).toEqual(expect.arrayContaining(['storage currentUser', 'storage refreshToken', 'storage firms']));
    for (const key of ['currentUser', 'accessToken', 'refreshToken', 'expiresIn', 'setTokenDate']) expect(storage.getItem(key), key).toBeNull();
    expect(cookies.get('JSESSIONID')).toBeUndefined();
    expect(navigations).toEqual([{ path: '/', state: undefined }]);
    expect(errors).toHaveBeenCalled();
    // The logout is over: the next sign-in and refresh work as usual (nothing thinks a logout is still running).
    signInStored(storage, T0, { ageSeconds: 7200 });
    const { error } = await sdk.api.GET('/rest/clients-app/v1/firms/{firmId}', { params: { path: { firmId: 101 } } });
    expect(error).toBeUndefined();
  });
});

describe('time-limited records and a clock set back', () => {
  it('a record stored "in the future" (the clock was set back) is expired', () => {
    const { sdk, clock } = testSdk();
    sdk.ttl.set('reservation-sms-+77011234567', { codeLength: 4 }, 600);
    clock.now -= 3600_000; // an hour back: without a guard the record would live another 70 minutes
    expect(sdk.ttl.get('reservation-sms-+77011234567')).toBeUndefined();
    expect(sdk.ttl.keys()).toEqual([]);
  });
});

describe('what logout clears', () => {
  it('the user’s location goes with the session; the referrer (attribution) stays', async () => {
    const { sdk, storage } = testSdk();
    signInStored(storage, T0);
    sdk.storage.set('userLocation', { lat: 43.65, lng: 51.16 });
    sdk.storage.set('user-referrer', 'partner-7');
    await sdk.auth.logout();
    expect(sdk.storage.get('userLocation')).toBeUndefined();
    expect(sdk.storage.get('user-referrer')).toBe('partner-7');
  });
});
