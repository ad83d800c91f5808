// @vitest-environment node
// The one request handler of the built server and `npm start`: the same pages and headers, and under `npm start` the
// production CSP with only what Vite's client needs added.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSandbox } from '@salonbook/contracts/sandbox';
import { securityHeaders, withNonce } from '../deploy/headers';
import { localeTexts, pageServerForFile } from '../src/test/pageServer';
import { createSitemap } from '../src/app/sitemap';
import { createHandler, STATIC_CACHE, viteClientCsp, type ViteClient } from './handler';

const WEB = resolve(dirname(new URL(import.meta.url).pathname), '..');
const NOW = new Date('2026-11-23T10:00:00+05:00');
const RETURN_PAGE = readFileSync(resolve(WEB, 'payment-return.html'), 'utf8');
const HEADERS = securityHeaders(RETURN_PAGE, { SALONBOOK_3DS_SOURCES: 'https://acs.bank.kz' });
const VITE: ViteClient = { websocket: 'ws://127.0.0.1:5174', scripts: ["'sha256-preamble'"] };

const pages = pageServerForFile();

function handler(viteClient?: ViteClient) {
  const sandbox = createSandbox({ now: () => NOW.getTime() });
  const credentials = { apiKey: 'test', clientSecret: 'test', clientId: 'WEB' };
  return createHandler({
    api: 'http://api.test',
    staticPage: () => RETURN_PAGE,
    modules: () => ({
      createPageServer: (options) => pages.create({ ...options, fetch: (request) => Promise.resolve(sandbox.fetch(request)) }),
      createSitemap: (options) => createSitemap({ ...options, fetch: (request) => Promise.resolve(sandbox.fetch(request)) }),
      credentials,
    }),
    texts: localeTexts,
    headers: HEADERS,
    publicOrigin: 'https://salonbook.kz',
    ...(viteClient && { viteClient }),
  });
}

/** A CSP's directives and their sources, in order. */
const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(/;\s*/)
      .map((directive) => directive.split(' '))
      .map(([name, ...sources]) => [name!, sources]),
  );
const nonceOf = (csp: string | null) => /script-src 'nonce-([^']+)'/.exec(csp ?? '')?.[1];

describe('the request handler', () => {
  it('sends a page with the CSP and its own nonce, the other security headers and Server-Timing; every script has the nonce', async () => {
    const app = handler();
    const [first, second] = [await app.request('/not-found'), await app.request('/not-found')];
    expect(first.status).toBe(200);
    const nonce = nonceOf(first.headers.get('Content-Security-Policy'))!;
    expect(first.headers.get('Content-Security-Policy')).toBe(withNonce(HEADERS['Content-Security-Policy']!, nonce));
    expect(nonceOf(second.headers.get('Content-Security-Policy'))).not.toBe(nonce);
    for (const name of ['Referrer-Policy', 'X-Content-Type-Options', 'Permissions-Policy']) expect(first.headers.get(name)).toBe(HEADERS[name]);
    expect(first.headers.get('Server-Timing')).toMatch(/^data;dur=[\d.]+, render;dur=[\d.]+, renders;desc=\d$/);
    const html = await first.text();
    for (const [script] of html.matchAll(/<script\b[^>]*>/g)) expect(script).toContain(`nonce="${nonce}"`);
  });

  it('sends the 3-D Secure return page as it is, with the security headers and the static cache', async () => {
    const response = await handler().request('/payment-return.html?reservationId=1&status=paid');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(RETURN_PAGE);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe(STATIC_CACHE);
    for (const [name, value] of Object.entries(HEADERS)) expect(response.headers.get(name)).toBe(value);
  });

  it("sends the security headers with robots.txt and the health check too, and keeps each page's own CSP nonce", async () => {
    const app = handler();
    for (const path of ['/robots.txt', '/healthz']) {
      const response = await app.request(path);
      for (const [name, value] of Object.entries(HEADERS)) expect(response.headers.get(name), `${path} ${name}`).toBe(value);
    }
    expect(nonceOf((await app.request('/salon/101')).headers.get('Content-Security-Policy'))).toBeTruthy();
  });

  it("under npm start adds to the production CSP only Vite's websocket, its inline scripts and the styles' nonce", async () => {
    const app = handler(VITE);
    const page = await app.request('/not-found');
    const csp = page.headers.get('Content-Security-Policy')!;
    const nonce = nonceOf(csp)!;
    // Directive by directive: production's sources, and only these after them.
    const production = directives(withNonce(HEADERS['Content-Security-Policy']!, nonce));
    const dev = directives(csp);
    expect(Object.keys(dev)).toEqual(Object.keys(production));
    const added = Object.fromEntries(Object.entries(dev).map(([name, sources]) => [name, sources.slice(production[name]!.length)]));
    for (const [name, sources] of Object.entries(dev)) expect(sources.slice(0, production[name]!.length), name).toEqual(production[name]);
    expect(Object.fromEntries(Object.entries(added).filter(([, sources]) => sources.length > 0))).toEqual({
      'script-src': VITE.scripts,
      'style-src': [`'nonce-${nonce}'`],
      'connect-src': [VITE.websocket],
    });
    // Vite's client reads the nonce for the styles it injects from here.
    expect(await page.text()).toContain(`<meta property="csp-nonce" nonce="${nonce}"/>`);

    const returnPage = await app.request('/payment-return.html');
    expect(returnPage.headers.get('Content-Security-Policy')).toBe(viteClientCsp(HEADERS['Content-Security-Policy']!, VITE));
  });
});

describe('the addresses a page names are on the public origin, whatever the request says', () => {
  it('Host and X-Forwarded-Proto change no canonical, og:url, hreflang, JSON-LD, robots.txt Sitemap nor sitemap <loc>', async () => {
    const app = handler();
    const requests: Array<Record<string, string>> = [
      {},
      { Host: 'evil.example' },
      { Host: 'evil.example', 'X-Forwarded-Proto': 'https' },
      { 'X-Forwarded-Proto': 'http' },
    ];
    for (const headers of requests) {
      const html = await (await app.request('http://evil.example/salon/101', { headers })).text();
      expect(html).not.toContain('evil.example');
      expect(html).not.toContain('http://salonbook.kz');
      expect(html).toContain('<link rel="canonical" href="https://salonbook.kz/salon/101"/>');
      expect(html).toContain('<meta property="og:url" content="https://salonbook.kz/salon/101"/>');
      expect(html).toContain('<link rel="alternate" hrefLang="kk" href="https://salonbook.kz/salon/101?lang=kk"/>');
      expect(html).toContain('"url":"https://salonbook.kz/salon/101"');
      const robots = await (await app.request('http://evil.example/robots.txt', { headers })).text();
      expect(robots).toContain('Sitemap: https://salonbook.kz/sitemap.xml');
    }
    const sitemap = await (await app.request('http://evil.example/sitemap.xml', { headers: { Host: 'evil.example' } })).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThan(5);
    for (const loc of locs) expect(new URL(loc).origin, loc).toBe('https://salonbook.kz');
  });
});

describe("the page cache's key is what the page was rendered with", () => {
  const city = (name: string, id: number) => encodeURIComponent(JSON.stringify({ id, name }));
  // The requests that poisoned nginx's cache when it read them otherwise than the app.
  const REQUESTS: Array<Record<string, string>> = [
    {},
    { 'Accept-Language': 'fr, en' },
    { 'Accept-Language': 'ru;q=0.1, en;q=0.9' },
    { 'Accept-Language': 'kk' },
    { Cookie: 'LANG=KZ' },
    { Cookie: 'lang=KZ' },
    { Cookie: 'lang=' },
    { Cookie: `City=${city('Москва', 9)}` },
    { Cookie: `city=${city('Москва', 9)}` },
    { Cookie: `CITY=${city('Москва', 9)}; lang=EN`, 'Accept-Language': 'kk' },
  ];

  it("GET /__variant answers, for every request, the key its page carries, and the page's language and city are the key's", async () => {
    const app = handler();
    const keys = new Map<string, string>();
    for (const headers of REQUESTS) {
      const lookup = await app.request('/__variant', { headers });
      expect(lookup.status).toBe(200);
      const key = lookup.headers.get('X-Salonbook-Variant')!;
      const page = await app.request('/salon/101', { headers });
      expect(page.headers.get('X-Salonbook-Variant'), JSON.stringify(headers)).toBe(key);
      const html = await page.text();
      const rendered = `${/<html lang="(\w+)"/.exec(html)?.[1]}|${/class="city-button__name">([^<]*)</.exec(html)?.[1]}`;
      // One key, one page: a second request under a key gets what the first one got.
      if (keys.has(key)) expect(rendered, JSON.stringify(headers)).toBe(keys.get(key));
      keys.set(key, rendered);
    }
    // The odd requests are keyed as the app reads them: English, Russian, Russian, and Moscow only under the exact name.
    const key = async (headers: Record<string, string>) => (await app.request('/__variant', { headers })).headers.get('X-Salonbook-Variant');
    expect(await key({ 'Accept-Language': 'fr, en' })).toBe(await key({ Cookie: 'lang=EN' }));
    expect(await key({ 'Accept-Language': 'ru;q=0.1, en;q=0.9' })).toBe(await key({ Cookie: 'lang=EN' }));
    expect(await key({ Cookie: 'LANG=KZ' })).toBe(await key({}));
    expect(await key({ Cookie: `City=${city('Москва', 9)}` })).toBe(await key({}));
    expect(await key({ Cookie: 'lang=' })).toBe(await key({ Cookie: 'lang=RU' }));
  });

  it("the key of a link to one language (?lang=): nginx names the page's address in X-Salonbook-Uri", async () => {
    const app = handler();
    for (const path of ['/?lang=kk', '/salon/101?lang=EN&x=1', '/?lang=de']) {
      const lookup = await app.request('/__variant', { headers: { 'X-Salonbook-Uri': path, Cookie: 'lang=RU' } });
      const page = await app.request(path, { headers: { Cookie: 'lang=RU' } });
      expect(lookup.headers.get('X-Salonbook-Variant'), path).toBe(page.headers.get('X-Salonbook-Variant'));
    }
  });

  it('a page asked for under another key than its own (a cache that read the request otherwise) is private', async () => {
    const app = handler();
    const own = (await app.request('/__variant', { headers: { 'Accept-Language': 'fr, en' } })).headers.get('X-Salonbook-Variant')!;
    const same = await app.request('/salon/101', { headers: { 'Accept-Language': 'fr, en', 'X-Salonbook-Variant': own } });
    expect(same.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    const other = await app.request('/salon/101', { headers: { 'Accept-Language': 'fr, en', 'X-Salonbook-Variant': 'RU||||||' } });
    expect(other.status).toBe(200);
    expect(other.headers.get('Cache-Control')).toBe('private, no-store');
  });
});
