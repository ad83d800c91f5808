// In plain Node (no page to be relative to) the SDK needs an absolute baseUrl, and says
// so when it is made, instead of a "Failed to parse URL" TypeError on the first call.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBookingSdk, createMemoryStorage, memoryCookies, SdkInputError } from '../index';

afterEach(() => vi.unstubAllGlobals());

describe('plain Node without a baseUrl', () => {
  const credentials = { apiKey: 'k', clientSecret: 's', clientId: 'c' };

  it.each([undefined, '', '/api'])('baseUrl %j fails at once, saying what to pass', (baseUrl) => {
    expect(globalThis.location).toBeUndefined();
    const create = () => createBookingSdk({ credentials, baseUrl, cookies: memoryCookies(), storage: createMemoryStorage() });
    expect(create).toThrow(SdkInputError);
    expect(create).toThrow(/baseUrl: pass an absolute URL such as https:\/\/api\.example\.com/);
  });

  it('an absolute baseUrl works', () => {
    expect(() => createBookingSdk({ credentials, baseUrl: 'https://api.example.com', cookies: memoryCookies() })).not.toThrow();
  });

  it('with a page (location) a relative baseUrl is fine', () => {
    vi.stubGlobal('location', new URL('https://salonbook.kz/salon/101'));
    expect(() => createBookingSdk({ credentials, cookies: memoryCookies(), storage: createMemoryStorage() })).not.toThrow();
  });
});
