// @vitest-environment node
// The pages as a crawler or a messenger's link preview fetches them: no JavaScript, only the server's HTML, rendered
// with the in-process sandbox as the API.
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '@salonbook/contracts/sandbox';
import { PERSONAL_CACHE, PUBLIC_CACHE } from './page';
import { loadPageServer, localeTexts } from '../test/pageServer';
import { PAGE_STATE, type PageState } from './pageState';
import type { Lng } from '../lib/i18n';

const NOW = new Date('2026-11-23T10:00:00+05:00');

const CRAWLERS = {
  Telegram: 'TelegramBot (like TwitterBot)',
  WhatsApp: 'WhatsApp/2.23.20.0 A',
  Yandex: 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
};
const LANGUAGES: Array<[cookie: string, lng: Lng]> = [
  ['RU', 'ru'],
  ['KZ', 'kk'],
  ['EN', 'en'],
];

let render: (request: Request) => Promise<Response>;
let sandbox: ReturnType<typeof createSandbox>;
let close: () => Promise<void>;
beforeAll(async () => {
  sandbox = createSandbox({ now: () => NOW.getTime() });
  const server = await loadPageServer();
  close = server.close;
  render = server.createPageServer({
    apiBaseUrl: 'http://api.test',
    credentials: { apiKey: 'test', clientSecret: 'test', clientId: 'WEB' },
    texts: localeTexts,
    fetch: (request) => Promise.resolve(sandbox.fetch(request)),
    contentSecurityPolicy: (nonce) => `script-src 'nonce-${nonce}' 'self'`,
  });
}, 120_000);
afterAll(() => close());

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await render(new Request(`https://salonbook.kz${path}`, { headers }));
  const html = await response.text();
  const doc = new JSDOM(html).window.document;
  const meta = (property: string) =>
    doc.querySelector(`meta[property="${property}"]`)?.getAttribute('content') ?? doc.querySelector(`meta[name="${property}"]`)?.getAttribute('content');
  const state = JSON.parse(doc.getElementById(PAGE_STATE)?.textContent ?? 'null') as PageState | null;
  const jsonLd = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>);
  return { response, html, doc, meta, state, jsonLd };
}

describe('a salon, master, company or gift card link as crawlers and link previews fetch it', () => {
  for (const [crawler, userAgent] of Object.entries(CRAWLERS)) {
    for (const [cookie, lng] of LANGUAGES) {
      it(`${crawler}, ${lng}: the salon's own title, description, picture, JSON-LD, services and prices`, async () => {
        const { response, doc, meta, jsonLd } = await page('/salon/101', { 'User-Agent': userAgent, Cookie: `lang=${cookie}` });
        expect(response.status).toBe(200);
        expect(response.headers.get('Cache-Control')).toBe(PUBLIC_CACHE);
        expect(doc.documentElement.lang).toBe(lng);
        expect(doc.title).toBe('Салон красоты «Жасмин» · Salonbook');
        expect(meta('og:title')).toBe(doc.title);
        expect(meta('description')).toContain('Актау');
        expect(meta('og:description')).toBe(meta('description'));
        expect(meta('og:image')).toMatch(/^https:\/\/salonbook\.kz\/media\//);
        expect(meta('og:url')).toBe('https://salonbook.kz/salon/101');
        expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://salonbook.kz/salon/101');
        expect([...doc.querySelectorAll('link[rel="alternate"]')].map((l) => l.getAttribute('hreflang'))).toEqual(['ru', 'kk', 'en', 'x-default']);
        expect(jsonLd).toHaveLength(1);
        expect(jsonLd[0]).toMatchObject({
          '@type': 'BeautySalon',
          name: 'Салон красоты «Жасмин»',
          geo: { '@type': 'GeoCoordinates' },
          aggregateRating: { '@type': 'AggregateRating' },
        });
        expect(jsonLd[0]!.telephone).toMatch(/^\+7/);
        expect(jsonLd[0]!.openingHours).toEqual(expect.arrayContaining([expect.stringMatching(/^(Mo|Tu|We|Th|Fr|Sa|Su) \d\d:\d\d-\d\d:\d\d$/)]));
        expect(jsonLd[0]!.priceRange).toMatch(/₸/);
        // The page itself: its name, its services and their prices, without any script.
        const main = doc.querySelector('main')?.textContent ?? '';
        expect(doc.querySelector('h1')?.textContent).toBe('Салон красоты «Жасмин»');
        expect(main).toContain('Женская стрижка');
        expect(main).toMatch(/\d[\d\s\u00a0]*₸/);
      });
    }
  }

  it.each(LANGUAGES)('%s: a master, a company page and a gift card link have their own title, description and picture', async (cookie) => {
    // The company page's tab says 'Запись в салон' (SPEC.md section 2) in every language; its preview names the company.
    for (const [path, title, tab] of [
      ['/master/201', /Айгерим/, /Айгерим/],
      ['/jasmin', /Жасмин/, /^(Запись в салон|Салонға жазылу|Book a salon)$/],
      ['/gift-cards/link/gc_9d4a2f6e1b', /Salonbook/, /Salonbook/],
    ] as const) {
      const { response, doc, meta } = await page(path, { 'User-Agent': CRAWLERS.Telegram, Cookie: `lang=${cookie}` });
      expect(response.status, path).toBe(200);
      expect(doc.title, path).toMatch(tab);
      expect(meta('og:title'), path).toMatch(title);
      expect(meta('description'), path).toBeTruthy();
      expect(meta('description'), path).not.toBe(meta('description') === undefined);
      expect(meta('og:image'), path).toMatch(/^https:\/\/salonbook\.kz\//);
      expect(doc.querySelector('h1')?.textContent, path).toBeTruthy();
    }
  });

  it.each(LANGUAGES)("%s: the salon's schema.org address names its city and the city's country", async (cookie) => {
    const aqtau = (await page('/salon/101', { Cookie: `lang=${cookie}` })).jsonLd[0]!.address as Record<string, unknown>;
    const city = sandbox.state.cities.find((c) => c.id === 3)!;
    expect(aqtau).toMatchObject({ '@type': 'PostalAddress', streetAddress: expect.stringContaining('14') as unknown, addressCountry: 'KZ' });
    expect(aqtau.addressLocality).toEqual(expect.any(String));
    if (cookie === 'RU') expect(aqtau.addressLocality).toBe(city.name);
    const moscow = (await page('/salon/115', { Cookie: `lang=${cookie}` })).jsonLd[0]!.address as Record<string, unknown>;
    expect(moscow.addressCountry).toBe('RU');
    expect(moscow.addressLocality).not.toBe(aqtau.addressLocality);
  });

  it('a master page carries a schema.org Person who works for the salon, the same @id as the salon page', async () => {
    const { jsonLd, doc } = await page('/master/201');
    expect(jsonLd).toHaveLength(1);
    const person = jsonLd[0]!;
    expect(person).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      '@id': 'https://salonbook.kz/master/201',
      url: 'https://salonbook.kz/master/201',
      name: expect.stringContaining('Айгерим') as unknown,
      jobTitle: expect.any(String) as unknown,
      worksFor: { '@type': 'BeautySalon', name: expect.any(String) as unknown },
    });
    expect(person.image).toMatch(/^https:\/\/salonbook\.kz\//);
    const worksFor = person.worksFor as Record<string, unknown>;
    const salon = (await page(new URL(worksFor.url as string).pathname)).jsonLd[0]!;
    expect(worksFor['@id']).toBe(salon['@id']);
    expect(worksFor.name).toBe(salon.name);
    expect(doc.querySelector('script[type="application/ld+json"]')?.getAttribute('nonce')).toBeTruthy();
  });

  it("a master's own text cannot close the JSON-LD script", async () => {
    const master = sandbox.state.masters.find((m) => m.id === 201)!;
    const before = master.description;
    master.description = '</script><script>alert(1)</script><!--';
    try {
      const { html, jsonLd, doc } = await page('/master/201');
      expect(jsonLd[0]!.description).toBe(master.description);
      // Only the page's own scripts: none came out of the master's text (the router's data carries it, escaped).
      expect([...doc.querySelectorAll('script')].some((script) => script.textContent?.trim() === 'alert(1)')).toBe(false);
      for (const script of doc.querySelectorAll('script:not([src])')) expect(script.textContent).not.toMatch(/<\/script|<!--/i);
      const script = html.slice(html.indexOf('application/ld+json'));
      expect(script.slice(0, script.indexOf('</script>'))).not.toMatch(/<\/|<!--/);
    } finally {
      master.description = before;
    }
  });

  it('a salon or a master by a malformed id answers the same 404 as one that is not there', async () => {
    for (const path of ['/salon/abc', '/salon/-1', '/salon/1.5', '/master/abc', '/master/0']) {
      const { response, doc } = await page(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('Cache-Control'), path).toBe(PERSONAL_CACHE);
      expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content'), path).toBe('noindex');
      expect(doc.querySelector('[data-testid="not-found-status"]')?.textContent, path).toContain('404');
      expect(response.headers.get('Server-Timing'), path).toContain('renders;desc=1');
    }
  });

  it('a salon, a master, a company, a gift card and an address that are not there answer 404 with the not-found page', async () => {
    for (const path of ['/salon/999999', '/master/999999', '/no-such-company', '/gift-cards/link/gc_nope', '/some/unknown/page']) {
      const { response, doc } = await page(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('Cache-Control'), path).toBe(PERSONAL_CACHE);
      expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content'), path).toBe('noindex');
      // Not there: no address of its own for a crawler to keep.
      expect(doc.querySelector('link[rel="canonical"]'), path).toBeNull();
      expect(doc.querySelectorAll('link[rel="alternate"]'), path).toHaveLength(0);
      if (['/salon/999999', '/master/999999', '/no-such-company'].includes(path)) {
        expect(doc.querySelector('[data-testid="not-found-status"]')?.textContent, path).toContain('404');
      }
      // A salon or master its data function found missing: only the not-found page is rendered.
      if (['/salon/999999', '/master/999999'].includes(path)) expect(response.headers.get('Server-Timing'), path).toContain('renders;desc=1');
    }
  });

  it("the salon's and the support's phone numbers are formatted by the server and carried to the browser", async () => {
    const { doc, state } = await page('/salon/101');
    expect(doc.querySelector('a[href="tel:+77021234567"]')?.textContent).toBe('+7 702 123 45 67');
    expect(doc.querySelector('footer a[href^="tel:"]')?.textContent).toBe('+7 747 000 11 22');
    expect(state?.phones).toEqual({ '+77021234567': '+7 702 123 45 67', '+77470001122': '+7 747 000 11 22' });
  });

  it("a category, the offers and a profession carry their screen's own title; a booking, the route's", async () => {
    expect((await page('/category/1')).doc.title).toBe('Волосы · Salonbook');
    expect((await page('/offers/discounts')).doc.title).toBe('Скидки · Salonbook');
    expect((await page('/offers/discounts', { Cookie: 'lang=EN' })).doc.title).toBe('Discounts · Salonbook');
    expect((await page('/masters/professions/21')).doc.title).toBe('Парикмахер-стилист · Salonbook');
    // The draft is the browser's: its step and salon name the tab there.
    expect((await page('/salon/101/book?step=time')).doc.title).toBe('Запись в салон: услуги · Salonbook');
  });

  it('personal pages render their shell and title, and are never kept by a shared cache', async () => {
    const { response, doc } = await page('/my/reservation/history');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(PERSONAL_CACHE);
    expect(doc.title).toBe('История записей · Salonbook');
    expect(doc.querySelector('header')).not.toBeNull();
    expect(doc.querySelector('main [aria-busy], main .skeleton')).not.toBeNull();
  });
});

describe("each request is its own: language, city, the page's data", () => {
  it('two requests at once in two languages and two cities render each its own, and carry each its own state', async () => {
    const aqtau = encodeURIComponent(JSON.stringify({ id: 3, name: 'Актау' }));
    const almaty = encodeURIComponent(JSON.stringify({ id: 1, name: 'Алматы' }));
    const [kk, en] = await Promise.all([page('/', { Cookie: `lang=KZ; city=${aqtau}` }), page('/', { Cookie: `lang=EN; city=${almaty}` })]);
    expect(kk.doc.documentElement.lang).toBe('kk');
    expect(en.doc.documentElement.lang).toBe('en');
    expect(kk.doc.querySelector('.city-button__name')?.textContent).toBe('Актау');
    expect(en.doc.querySelector('.city-button__name')?.textContent).toBe('Алматы');
    expect(kk.state?.view.currentUsersCity).toEqual({ id: 3, name: 'Актау' });
    expect(en.state?.view.currentUsersCity).toEqual({ id: 1, name: 'Алматы' });
    // The home screen's data was asked for each city (the city_id header is part of its key).
    const homeKeys = (state: PageState | null) =>
      state?.queries.queries.filter((q) => q.queryKey[1] === '/rest/clients-app/v1/screen/home').map((q) => JSON.stringify(q.queryKey[2]));
    expect(homeKeys(kk.state)).toEqual([expect.stringContaining('"city_id":3')]);
    expect(homeKeys(en.state)).toEqual([expect.stringContaining('"city_id":1')]);
    expect(Object.keys(kk.state!.texts)).toEqual(['kk', 'ru']);
    expect(Object.keys(en.state!.texts)).toEqual(['en', 'ru']);
  });

  it('home, a salon and a master are rendered once: their data is asked for before the render, in every language and city', async () => {
    const renders = (response: Response) => /renders;desc=(\d+)/.exec(response.headers.get('Server-Timing') ?? '')?.[1];
    const aqtau = `city=${encodeURIComponent(JSON.stringify({ id: 3, name: 'Актау' }))}`;
    for (const cookie of ['', 'lang=KZ', `lang=EN; ${aqtau}`]) {
      for (const path of ['/', '/salon/101', '/master/201']) {
        const { response, state } = await page(path, { Cookie: cookie });
        expect([path, cookie, renders(response)]).toEqual([path, cookie, '1']);
        // Everything the render read was in the cache: nothing left for the client to ask.
        expect(state?.queries.queries.filter((q) => q.state.status !== 'success')).toEqual([]);
      }
    }
    // The salon's reviews and portfolio are paged lists, carried as their first page.
    const salon = await page('/salon/101');
    const reviews = salon.state?.queries.queries.find((q) => q.queryKey[1] === '/rest/clients-app/v1/firms/{firmId}/reviews');
    expect(reviews?.state.data).toMatchObject({ pageParams: [0], pages: [{ offset: 0 }] });
    // Every public page asks for its data in its loader: the search too.
    const search = await page('/search/firms');
    expect(renders(search.response)).toBe('1');
    expect(search.state?.queries.queries.filter((q) => q.state.status !== 'success')).toEqual([]);
  });

  it("no Accept-Language nor cookie is Russian; the browser's language counts when no cookie names one; ?lang= wins", async () => {
    expect((await page('/')).doc.documentElement.lang).toBe('ru');
    expect((await page('/', { 'Accept-Language': 'kk-KZ,kk;q=0.9,ru;q=0.8' })).doc.documentElement.lang).toBe('kk');
    expect((await page('/', { 'Accept-Language': 'de-DE,en;q=0.7,ru;q=0.5' })).doc.documentElement.lang).toBe('en');
    expect((await page('/', { 'Accept-Language': 'en', Cookie: 'lang=RU' })).doc.documentElement.lang).toBe('ru');
    expect((await page('/?lang=kk', { Cookie: 'lang=EN' })).doc.documentElement.lang).toBe('kk');
  });

  it('the lang cookie and ?lang= take the same codes: ru, kk, en or RU, KZ, EN, in any case', async () => {
    const lngOfPage = async (path: string, cookie?: string) => (await page(path, cookie ? { Cookie: `lang=${cookie}` } : {})).doc.documentElement.lang;
    for (const [code, lng] of [
      ['kk', 'kk'],
      ['KK', 'kk'],
      ['KZ', 'kk'],
      ['kz', 'kk'],
      ['en', 'en'],
      ['EN', 'en'],
      ['Ru', 'ru'],
    ] as const) {
      expect(await lngOfPage('/', code), `cookie ${code}`).toBe(lng);
      expect(await lngOfPage(`/?lang=${code}`, code === 'Ru' ? 'EN' : 'RU'), `?lang=${code}`).toBe(lng);
    }
    // A cookie naming no language is Russian, as the client reads it; a link naming none leaves the cookie to say.
    expect(await lngOfPage('/', 'de')).toBe('ru');
    expect(await lngOfPage('/?lang=de', 'kk')).toBe('kk');
  });

  it('the data scripts carry the nonce the CSP names, and nothing in them can close the script', async () => {
    const { response, html } = await page('/salon/101');
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`id="${PAGE_STATE}" nonce="${nonce}"`);
    const state = html.slice(html.indexOf(`id="${PAGE_STATE}"`));
    expect(state.slice(0, state.indexOf('</script>'))).not.toMatch(/<\/|<!--/);
  });
  it('the page names its code for after its first paint: no preload or module script that runs before it, one loader with the nonce', async () => {
    const { response, html } = await page('/salon/101');
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1];
    expect(html).not.toMatch(/rel="modulepreload"|type="module"/);
    expect(html).toMatch(/<script nonce="[^"]+" type="text\/x-after-paint" data-after-paint="">import/);
    const loader = html.slice(html.lastIndexOf('<script'), html.indexOf('</body>'));
    expect(loader).toContain(`<script nonce="${nonce}">`);
  });
  it("the page's state is read before the app's script, which is async and may run before the document's end", async () => {
    const { html } = await page('/salon/101');
    const app = html.search(/<script[^>]* data-after-paint/);
    expect(app).toBeGreaterThan(0);
    expect(html.indexOf(`id="${PAGE_STATE}"`)).toBeGreaterThan(0);
    expect(html.indexOf(`id="${PAGE_STATE}"`)).toBeLessThan(app);
  });
  it("the page names its code only in scripts that carry the nonce, and its screen's module before it runs", async () => {
    const { response, html } = await page('/salon/101');
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1];
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts.filter((a) => !a.includes('application/ld+json'))) expect(attributes).toContain(`nonce="${nonce}"`);
    // The screen's module among those the loader preloads after the first paint (afterPaint.ts).
    expect(html).toMatch(/"[^"]*routes\/salon\.tsx"/);
  });
  it("a page of the client's own carries what of its data is public: its screen, which mounts after hydration, starts with it", async () => {
    const { state } = await page('/salon/101/book');
    const paths = state?.queries.queries.map((query) => query.queryKey[1]);
    expect(paths).toContain('/rest/clients-app/v1/reservations/firm/{firmId}');
    expect(paths).toContain('/rest/clients-app/v2/configs');
  });
  it('the booking page is readable before its code: the salon, the step the address asks for, its heading and lead', async () => {
    const services = (await page('/salon/101/book')).doc;
    expect(services.querySelector('.booking__salon')?.textContent).toBe('Салон красоты «Жасмин»');
    expect(services.querySelector('.booking__progress')?.textContent).toBe('Шаг 1 из 5');
    expect(services.querySelector('main h1')?.textContent).toBe('Услуги');
    expect(services.querySelector('.booking__lead')?.textContent).toMatch(/^Можно выбрать несколько услуг/);
    const time = (await page('/salon/101/book?step=time', { Cookie: 'lang=EN' })).doc;
    expect(time.querySelector('.booking__progress')?.textContent).toBe('Step 3 of 5');
    expect(time.querySelector('main h1')?.textContent).toBe('Date and time');
    expect(time.querySelector('.booking__lead')).toBeNull();
  });
  it('the prepayment page is readable before its code: its title and lead, the prepayment loading', async () => {
    const { doc } = await page('/salon/reservations/90211/prepayment/abc');
    expect(doc.querySelector('main h1')?.textContent).toBe('Предоплата записи');
    expect(doc.querySelector('main .page__lead')?.textContent).toMatch(/^Предоплата закрепляет за вами время визита/);
    expect(doc.querySelector('main [role="status"]')?.textContent).toBe('Загружаем предоплату…');
  });
});
