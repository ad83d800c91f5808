import { describe, expect, it } from 'vitest';
import { memoryCookies } from './cookies';
import { acceptLanguage, createLanguageSetting, languageOf, parseLanguage } from './language';

describe('language', () => {
  it.each([
    ['RU', 'RU'],
    ['KZ', 'KZ'],
    ['EN', 'EN'],
    ['kz', 'KZ'],
    ['ru', 'RU'],
    ['kk', 'KZ'],
    ['KK', 'KZ'],
    ['en', 'EN'],
    ['En', 'EN'],
    [' kk ', 'KZ'],
    ['DE', 'RU'],
    ['kaz', 'RU'],
    ['', 'RU'],
    [undefined, 'RU'],
  ])('cookie %s means %s', (cookie, language) => {
    expect(parseLanguage(cookie)).toBe(language);
  });

  it('names a language by its code or its language tag in any case, and nothing else', () => {
    expect(['RU', 'kz', 'kk', 'en', 'Ru'].map(languageOf)).toEqual(['RU', 'KZ', 'KZ', 'EN', 'RU']);
    expect(['', 'de', 'kaz', undefined, null].map(languageOf)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it('maps languages to Accept-Language values', () => {
    expect([acceptLanguage('RU'), acceptLanguage('KZ'), acceptLanguage('EN')]).toEqual(['ru', 'kz', 'en']);
  });

  it('a fixed language wins over the cookie until the user picks one, which is written to the cookie', () => {
    const cookies = memoryCookies({ lang: 'EN' });
    const setting = createLanguageSetting(cookies, 'KZ');
    const heard: string[] = [];
    setting.subscribe((l) => heard.push(l));
    expect(setting.get()).toBe('KZ');
    setting.set('EN');
    expect(cookies.get('lang')).toBe('EN');
    expect(setting.get()).toBe('EN');
    expect(heard).toEqual(['EN']);
  });
});
