// The page's variant (pageVariant): what a page is rendered with and the key a cache keeps it under. Its rules have
// many combinations (a link's ?lang=, cookie names in any case, empty cookies, Accept-Language lists with q-values,
// city and country cookies well or badly formed), so they are checked as properties with a fixed seed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageVariant, type PageVariant } from './pageContext';

const caseOf = (name: string) => fc.constantFrom(name, name.toUpperCase(), name[0]!.toUpperCase() + name.slice(1));
const language = fc.constantFrom('ru', 'kk', 'kz', 'en', 'RU', 'KZ', 'EN', 'Kk', 'fr', 'de-DE', '', 'x');
const city = fc.oneof(
  fc.record({ id: fc.integer({ min: 1, max: 9 }), name: fc.constantFrom('Актау', 'Москва', 'Алматы', '<b>', 'a|b') }),
  fc.record({ id: fc.constantFrom('1', 1.5, null) }),
  fc.constant('not json'),
);
const country = fc.oneof(fc.record({ isoCode: fc.constantFrom('KZ', 'RU'), name: fc.constantFrom('Казахстан', 'Россия') }), fc.constant('{'));
const cookie = fc.oneof(
  fc.tuple(caseOf('lang'), language).map(([name, value]) => `${name}=${value}`),
  fc.tuple(caseOf('city'), city).map(([name, value]) => `${name}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`),
  fc.tuple(caseOf('country'), country).map(([name, value]) => `${name}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`),
  fc.constantFrom('_ga=GA1.2.3', 'sid=abc'),
);
const acceptLanguage = fc
  .array(fc.tuple(language, fc.option(fc.constantFrom('0', '0.1', '0.5', '0.9', '1', 'x'), { nil: undefined })), { maxLength: 4 })
  .map((tags) => tags.map(([tag, q]) => (q === undefined ? tag : `${tag};q=${q}`)).join(', '));
const request = fc.record({
  query: fc.option(language, { nil: undefined }),
  cookies: fc.array(cookie, { maxLength: 5 }),
  acceptLanguage: fc.option(acceptLanguage, { nil: undefined }),
});

interface PageRequest {
  query: string | undefined;
  cookies: string[];
  acceptLanguage: string | undefined;
}

function variantOf({ query, cookies, acceptLanguage: accept }: PageRequest): PageVariant {
  const url = new URL(`https://salonbook.kz/salon/101${query === undefined ? '' : `?lang=${encodeURIComponent(query)}`}`);
  const headers = new Headers();
  if (cookies.length) headers.set('Cookie', cookies.join('; '));
  if (accept !== undefined) headers.set('Accept-Language', accept);
  return pageVariant(url, headers);
}

describe('the page variant', () => {
  it('one key, one variant: two requests under the same key are rendered with the same language, city and country', () => {
    const seen = new Map<string, Pick<PageVariant, 'language' | 'view'>>();
    fc.assert(
      fc.property(request, (r) => {
        const { key, language: lang, view } = variantOf(r);
        const earlier = seen.get(key);
        if (earlier) expect({ language: lang, view }).toEqual(earlier);
        else seen.set(key, { language: lang, view });
      }),
      { seed: 20261202, numRuns: 3_000 },
    );
    expect(seen.size).toBeGreaterThan(20);
  });

  it('the key is one header-safe line, and names the language the page is rendered in first', () => {
    fc.assert(
      fc.property(request, (r) => {
        const { key, language: lang } = variantOf(r);
        expect(key).toMatch(/^[\x21-\x7e]*$/);
        expect(key.split('|')).toHaveLength(6);
        expect(key.split('|')[0]).toBe(lang);
      }),
      { seed: 20261202, numRuns: 1_000 },
    );
  });

  it('only the exact cookie names count: LANG, City and COUNTRY are another site’s cookies', () => {
    fc.assert(
      fc.property(request, (r) => {
        const exact = r.cookies.filter((c) => /^(lang|city|country)=/.test(c));
        const others = r.cookies.filter((c) => !/^(lang|city|country)=/i.test(c));
        // Dropping the cookies whose name differs only in case changes nothing.
        expect(variantOf({ ...r, cookies: [...exact, ...others] }).key).toBe(variantOf(r).key);
      }),
      { seed: 20261202, numRuns: 1_000 },
    );
  });

  it('the cases that poisoned a cache that read the request its own way', () => {
    const key = (headers: Record<string, string>) => pageVariant(new URL('https://salonbook.kz/'), new Headers(headers)).key;
    expect(key({ 'Accept-Language': 'fr, en' })).toBe(key({ Cookie: 'lang=EN' }));
    expect(key({ 'Accept-Language': 'ru;q=0.1, en;q=0.9' })).toBe(key({ Cookie: 'lang=EN' }));
    expect(key({ Cookie: 'LANG=KZ' })).toBe(key({}));
    expect(key({ Cookie: `City=${encodeURIComponent(JSON.stringify({ id: 4, name: 'Москва' }))}` })).toBe(key({}));
    expect(key({ Cookie: `city=${encodeURIComponent(JSON.stringify({ id: 4, name: 'Москва' }))}` })).not.toBe(key({}));
    expect(key({ Cookie: 'lang=', 'Accept-Language': 'en' })).toBe(key({ Cookie: 'lang=RU' }));
  });
});
