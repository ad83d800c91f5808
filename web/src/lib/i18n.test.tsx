import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../test/app';
import fc from 'fast-check';
import type { i18n as I18n } from 'i18next';
import { codeOf, createI18n, localeBackend, lngOf, textId, type TextMemo } from './i18n';

const HOME_RU = 'Запишитесь к мастеру за пару минут';

describe('language choice', () => {
  it('maps the cookie values RU, KZ, EN and anything else to Russian', () => {
    expect(lngOf('RU')).toBe('ru');
    expect(lngOf('KZ')).toBe('kk');
    expect(lngOf('EN')).toBe('en');
    expect(lngOf('DE')).toBe('ru');
    // The language tags, in any case, as a `?lang=` link names them.
    expect(['kk', 'KK', 'kz', 'en', 'En', 'ru'].map(lngOf)).toEqual(['kk', 'kk', 'kk', 'en', 'en', 'ru']);
    expect(lngOf(undefined)).toBe('ru');
    expect(codeOf('kk')).toBe('KZ');
  });

  it('is Russian by default, with <html lang="ru">', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: HOME_RU })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ru');
  });

  it('the lang cookie KZ opens the app in Kazakh', async () => {
    renderApp('/', { cookies: { lang: 'KZ' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Шеберге бірнеше минутта жазылыңыз' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('kk');
  });

  it.each(['kk', 'Kk', 'kz'])('the lang cookie %s opens the app in Kazakh too, as ?lang=kk does', async (cookie) => {
    renderApp('/', { cookies: { lang: cookie } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Шеберге бірнеше минутта жазылыңыз' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('kk');
  });

  it('the lang cookie en opens the app in English', async () => {
    renderApp('/', { cookies: { lang: 'en' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Book a master in a couple of minutes' })).toBeInTheDocument();
  });

  it('an unknown cookie value means Russian', async () => {
    renderApp('/', { cookies: { lang: 'FR' } });
    expect(await screen.findByRole('heading', { level: 1, name: HOME_RU })).toBeInTheDocument();
  });

  it('the switcher writes the cookie, changes the texts and <html lang>', async () => {
    const { cookies } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: HOME_RU });

    await userEvent.selectOptions(screen.getByLabelText('Язык интерфейса'), 'EN');
    expect(await screen.findByRole('heading', { level: 1, name: 'Book a master in a couple of minutes' })).toBeInTheDocument();
    expect(cookies.get('lang')).toBe('EN');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getAllByRole('navigation', { name: 'Main sections' })).toHaveLength(2); // header (desktop) and tab bar (phones)

    await userEvent.selectOptions(screen.getByLabelText('Interface language'), 'KZ');
    await waitFor(() => expect(document.documentElement.lang).toBe('kk'));
    expect(cookies.get('lang')).toBe('KZ');
    expect(await screen.findByRole('heading', { level: 1, name: 'Шеберге бірнеше минутта жазылыңыз' })).toBeInTheDocument();
  });

  it('fetches each file with the version query, only the first screen’s modules at start', async () => {
    const { localeRequests } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: HOME_RU });
    expect(localeRequests.every((url) => url.endsWith('?v=test'))).toBe(true);
    expect(localeRequests.some((url) => url.includes('/locales/ru/common.json'))).toBe(true);
    expect(localeRequests.some((url) => url.includes('/locales/kk/') || url.includes('/locales/en/'))).toBe(false);
  });
});

describe('a translation file that fails to load', () => {
  it('is logged and treated as empty; the UI still renders', async () => {
    const log = vi.fn();
    renderApp('/', { failLocales: ['ru/home'], log });
    // The shell's texts come from common.json, which loaded.
    expect(await screen.findAllByRole('navigation', { name: 'Основные разделы' })).not.toHaveLength(0);
    // The home module is empty: its heading falls back to the key, the page is not blank.
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('title');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('/locales/ru/home.json?v=test failed to load (HTTP 500)'));
  });

  it('in Kazakh falls back to the Russian text', async () => {
    const log = vi.fn();
    renderApp('/', { cookies: { lang: 'KZ' }, failLocales: ['kk/home'], log });
    expect(await screen.findByRole('heading', { level: 1, name: HOME_RU })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Басты бет' })).not.toHaveLength(0);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('/locales/kk/home.json'));
  });

  it('the backend answers an empty namespace for a network error or bad JSON', async () => {
    const log = vi.fn();
    const read = (fetch: typeof globalThis.fetch) =>
      new Promise((done) => localeBackend({ version: '1', fetch, log }).read('ru', 'home', (err, data) => done({ err, data })));
    expect(await read(() => Promise.reject(new TypeError('offline')))).toEqual({ err: null, data: {} });
    expect(await read(async () => new Response('not json'))).toEqual({ err: null, data: {} });
    expect(await read(async () => Response.json({ a: 'б' }))).toEqual({ err: null, data: { a: 'б' } });
    expect(log).toHaveBeenCalledTimes(2);
  });
});

describe("the server's memo of made texts", () => {
  const texts = (lng: 'ru' | 'en') => ({
    [lng]: {
      common: {
        greeting: lng === 'ru' ? 'Здравствуйте, {{name}}' : 'Hello, {{name}}',
        minutes_one: lng === 'ru' ? '{{count}} минута' : '{{count}} minute',
        minutes_few: '{{count}} минуты',
        minutes_many: '{{count}} минут',
        minutes_other: lng === 'ru' ? '{{count}} минуты' : '{{count}} minutes',
        list: ['a', 'b'],
        nested: { title: lng === 'ru' ? 'Заголовок' : 'Title' },
      },
      salon: { title: lng === 'ru' ? 'Салон {{name}}' : 'Salon {{name}}' },
    },
  });
  // English falls back to Russian.
  const resources = (lng: 'ru' | 'en') => (lng === 'ru' ? texts('ru') : { ...texts('en'), ...texts('ru') });
  const plain = {
    ru: createI18n({ lng: 'ru', root: null, version: 't', resources: resources('ru') }),
    en: createI18n({ lng: 'en', root: null, version: 't', resources: resources('en') }),
  };

  it('gives every call the text i18next makes, in each language, the memo shared (generated calls)', () => {
    const memo: TextMemo = new Map();
    const remembered = {
      ru: createI18n({ lng: 'ru', root: null, version: 't', resources: resources('ru'), memo }),
      en: createI18n({ lng: 'en', root: null, version: 't', resources: resources('en'), memo }),
    };
    const call = fc.record({
      lng: fc.constantFrom('ru' as const, 'en' as const),
      ns: fc.constantFrom('common', 'salon'),
      prefix: fc.constantFrom(undefined, 'nested'),
      key: fc.constantFrom('greeting', 'minutes', 'title', 'missing', 'nested.title'),
      options: fc.option(fc.record({ count: fc.option(fc.integer({ min: 0, max: 30 }), { nil: undefined }), name: fc.constantFrom('Жасмин', 'Aru') }), {
        nil: undefined,
      }),
    });
    fc.assert(
      fc.property(fc.array(call, { minLength: 1, maxLength: 30 }), (calls) => {
        for (const { lng, ns, prefix, key, options } of calls) {
          const say = (i18n: I18n) => {
            const t = i18n.getFixedT(null, ns, prefix);
            return options ? t(key, options) : t(key);
          };
          const made = say(plain[lng]);
          expect(say(remembered[lng])).toBe(made);
          expect(say(remembered[lng])).toBe(made);
        }
      }),
      { seed: 20261202, numRuns: 100 },
    );
  });

  it('keeps no text whose options hold an object, nor one that is not a string', () => {
    const memo: TextMemo = new Map();
    const t = createI18n({ lng: 'ru', root: null, version: 't', resources: texts('ru'), memo }).getFixedT(null, 'common');
    expect(t('list', { returnObjects: true })).toEqual(['a', 'b']);
    expect(t('greeting', { name: 'Аня', replace: { name: 'Вера' } })).toBe('Здравствуйте, Вера');
    expect(memo.size).toBe(0);
    expect(textId(() => 'greeting', undefined)).toBeUndefined();
    expect(t('greeting', { name: 'Аня' })).toBe('Здравствуйте, Аня');
    expect(memo.size).toBe(1);
  });
});
