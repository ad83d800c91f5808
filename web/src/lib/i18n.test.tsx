import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../test/app';
import { codeOf, localeBackend, lngOf } from './i18n';

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
