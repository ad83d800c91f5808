import { describe, expect, it } from 'vitest';
import { memoryCookies } from '../cookies';
import { BASE_URL, testSdk } from '../testing/fake-backend';

const cookies = () => memoryCookies({ 'XSRF-TOKEN': 'csrf-123' });

describe('cross-site request forgery header', () => {
  it('is sent on a POST to the page origin', async () => {
    const { sdk, backend } = testSdk({}, { cookies: cookies() });
    await sdk.api.POST('/rest/clients-app/jsf-auth/logout');
    expect(backend.calls[0]!.headers.get('X-XSRF-TOKEN')).toBe('csrf-123');
  });

  it('is sent on DELETE and PUT too, but never on GET', async () => {
    const { sdk, backend } = testSdk({}, { cookies: cookies() });
    await sdk.api.DELETE('/rest/clients-app/v1/payments/cards/{cardId}', { params: { path: { cardId: 7 } } });
    await sdk.api.GET('/rest/clients-app/v1/firms/{firmId}', { params: { path: { firmId: 101 } } });
    expect(backend.calls[0]!.headers.get('X-XSRF-TOKEN')).toBe('csrf-123');
    expect(backend.calls[1]!.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('is never sent to another origin', async () => {
    const { sdk, backend } = testSdk({}, { cookies: cookies(), pageOrigin: () => 'https://salonbook.kz' });
    await sdk.api.POST('/rest/clients-app/jsf-auth/logout');
    expect(new URL(BASE_URL).origin).not.toBe('https://salonbook.kz');
    expect(backend.calls[0]!.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('is left out when the cookie is absent', async () => {
    const { sdk, backend } = testSdk();
    await sdk.api.POST('/rest/clients-app/jsf-auth/logout');
    expect(backend.calls[0]!.headers.has('X-XSRF-TOKEN')).toBe(false);
  });
});
