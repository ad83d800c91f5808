import { describe, expect, it } from 'vitest';
import { memoryCookies } from '../cookies';
import { signInStored, testSdk, T0, USER } from '../testing/fake-backend';

const FIRM = '/rest/clients-app/v1/firms/{firmId}' as const;
const firm101 = { params: { path: { firmId: 101 } } };

describe('headers on every request', () => {
  it('sends the fixed credentials, Accept, api_version and the default language to an anonymous client', async () => {
    const { sdk, backend } = testSdk();
    await sdk.api.GET(FIRM, firm101);
    const headers = backend.calls[0]!.headers;
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('api_key')).toBe('key');
    expect(headers.get('client_secret')).toBe('secret');
    expect(headers.get('client_id')).toBe('web');
    expect(headers.get('api_version')).toBe('2');
    expect(headers.get('Accept-Language')).toBe('ru');
    for (const absent of ['Authorization', 'user_id', 'city_id', 'country_code', 'referrer']) {
      expect(headers.has(absent), absent).toBe(false);
    }
  });

  it('adds the bearer token, user_id, city and country once they are stored', async () => {
    const { sdk, backend, storage } = testSdk();
    signInStored(storage, T0);
    sdk.storage.set('currentUsersCity', { id: 3, name: 'Актау' });
    sdk.storage.set('currentUsersCountry', { isoCode: 'KZ' });
    sdk.storage.set('user-referrer', 'instagram');
    await sdk.api.GET(FIRM, firm101);
    const headers = backend.calls[0]!.headers;
    expect(headers.get('Authorization')).toBe('Bearer access-1');
    expect(headers.get('user_id')).toBe(String(USER.id));
    expect(headers.get('city_id')).toBe('3');
    expect(headers.get('country_code')).toBe('KZ');
    expect(headers.get('referrer')).toBe('instagram');
  });

  it('sends no city_id without a stored country, and vice versa', async () => {
    const { sdk, backend } = testSdk();
    sdk.storage.set('currentUsersCity', { id: 3 });
    await sdk.api.GET(FIRM, firm101);
    expect(backend.calls[0]!.headers.has('city_id')).toBe(false);
  });

  it.each([
    ['KZ', 'kz'],
    ['EN', 'en'],
    ['RU', 'ru'],
    ['DE', 'ru'],
  ])('maps the language cookie %s to Accept-Language %s', async (cookie, header) => {
    const { sdk, backend } = testSdk({}, { cookies: memoryCookies({ lang: cookie }) });
    await sdk.api.GET(FIRM, firm101);
    expect(backend.calls[0]!.headers.get('Accept-Language')).toBe(header);
  });

  it('follows a language change made through the SDK', async () => {
    const { sdk, backend, cookies } = testSdk();
    sdk.language.set('EN');
    expect(cookies.get('lang')).toBe('EN');
    await sdk.api.GET(FIRM, firm101);
    expect(backend.calls[0]!.headers.get('Accept-Language')).toBe('en');
  });
});
