// @vitest-environment node
// A page the server could not make whole is never public: the API down (connections reset), answering 5xx, answering
// nonsense, or too slow, and a render that threw, answer 503 (or 500) `private, no-store` with the page that offers
// Retry, in the visitor's language. A shared cache in front keeps nothing of it (it serves its last good copy).
import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { createSandbox } from '@salonbook/contracts/sandbox';
import { PERSONAL_CACHE, PUBLIC_CACHE } from './page';
import { localeTexts, pageServerForFile } from '../test/pageServer';
import { PAGE_STATE, type PageState } from './pageState';

const NOW = new Date('2026-11-23T10:00:00+05:00');

const pages = pageServerForFile();

function server(fetch: (request: Request) => Promise<Response>, apiWaitMs = 3_000) {
  return pages.create({
    apiBaseUrl: 'http://api.test',
    credentials: { apiKey: 'test', clientSecret: 'test', clientId: 'WEB' },
    texts: localeTexts,
    fetch,
    apiWaitMs,
  });
}

async function page(render: (request: Request) => Promise<Response>, path: string, headers: Record<string, string> = {}) {
  const response = await render(new Request(`https://salonbook.kz${path}`, { headers }));
  const doc = new JSDOM(await response.text()).window.document;
  const state = JSON.parse(doc.getElementById(PAGE_STATE)?.textContent ?? 'null') as PageState | null;
  return { response, doc, state };
}

const sandbox = createSandbox({ now: () => NOW.getTime() });
const working = (request: Request) => Promise.resolve(sandbox.fetch(request));
const PAGES = ['/', '/salon/101', '/master/201', '/search/firms'];
const RETRY = { ru: 'Повторить', kk: 'Қайталау', en: 'Try again' } as const;

/** The answer of an incomplete page: its status, never kept, the page that says so with Retry, the path to retry. */
function expectUnavailable({ response, doc, state }: Awaited<ReturnType<typeof page>>, path: string, status: number[] = [503]) {
  expect(status, path).toContain(response.status);
  expect(response.headers.get('Cache-Control'), path).toBe(PERSONAL_CACHE);
  expect(doc.querySelector('[data-testid="not-found-status"]')?.textContent, path).toContain(String(response.status));
  expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content'), path).toBe('noindex');
  expect(state?.queries.queries.filter((q) => q.state.status === 'success').length, path).toBe(0);
}

describe('a page the API could not give all its data is never public', () => {
  it('the API resetting every connection: home, a salon, a master and the search answer 503 with Retry, in each language', async () => {
    const render = server(() => Promise.reject(new TypeError('fetch failed', { cause: new Error('ECONNRESET') })));
    for (const path of PAGES) expectUnavailable(await page(render, path), path);
    for (const [cookie, lng] of [
      ['RU', 'ru'],
      ['KZ', 'kk'],
      ['EN', 'en'],
    ] as const) {
      const salon = await page(render, '/salon/101', { Cookie: `lang=${cookie}` });
      expect(salon.doc.documentElement.lang).toBe(lng);
      expect([...salon.doc.querySelectorAll('button')].map((b) => b.textContent)).toContain(RETRY[lng]);
      expect(salon.doc.querySelector('h1')?.textContent).toBe((localeTexts(lng, 'common').notFound as { server: { title: string } }).server.title);
    }
  });

  it('the API answering 500, home included, is 503', async () => {
    const render = server(() => Promise.resolve(Response.json({ code: 'INTERNAL', message: 'down' }, { status: 500 })));
    for (const path of PAGES) expectUnavailable(await page(render, path), path);
  });

  it('one query of the page failing (the salon’s reviews) is enough', async () => {
    const render = server((request) => (/\/reviews/.test(new URL(request.url).pathname) ? Promise.reject(new TypeError('fetch failed')) : working(request)));
    expectUnavailable(await page(render, '/salon/101'), '/salon/101');
  });

  it('malformed answers (an object where a list is, nothing where the salon is) are 503 or 500, never 200 public', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (const body of ['{}', '[]', '"nonsense"', '{"id":"x","items":{}}']) {
        const render = server(() => Promise.resolve(new Response(body, { headers: { 'Content-Type': 'application/json' } })));
        for (const path of PAGES) expectUnavailable(await page(render, path), `${path}`, [500, 503]);
      }
    } finally {
      logged.mockRestore();
    }
  });

  it('an API slower than the server waits is 503, not a page with holes', async () => {
    const render = server((request) => new Promise((done) => setTimeout(() => done(working(request)), 400)), 100);
    for (const path of ['/', '/salon/101']) expectUnavailable(await page(render, path), path);
  });

  it('with the API up, no page of the app is taken for an incomplete one', async () => {
    const render = server(working);
    const paths = [
      '/',
      '/bnpl',
      '/gift-cards',
      '/mainwp',
      '/business/connect',
      '/jasmin',
      '/salon/101',
      '/salon/102',
      '/salon/101/certificates',
      '/certificates/all',
      '/salon/101/book',
      '/master/201',
      '/search/firms',
      '/category/1',
      '/offers/discounts',
      '/masters/professions',
      '/masters/professions/1',
      '/selection/start',
      '/raffleprize/red_apple',
      '/not-found',
      '/my/profile',
      '/my/reservation/history',
    ];
    for (const path of paths) {
      const { response } = await page(render, path);
      expect([path, response.status < 500]).toEqual([path, true]);
    }
  });

  it('with the API back, the same server renders the whole page, public again', async () => {
    let down = true;
    const render = server((request) => (down ? Promise.reject(new TypeError('fetch failed')) : working(request)));
    expect((await page(render, '/salon/101')).response.status).toBe(503);
    down = false;
    const { response, state } = await page(render, '/salon/101');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(PUBLIC_CACHE);
    expect(state?.queries.queries.length).toBeGreaterThan(0);
  });
});
