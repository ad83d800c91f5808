// The deployment as it runs in production: Debian's real nginx with web/deploy/salonbook.conf.template in front of
// two app servers of the e2e run's production build (node <dist>/server/main.js, each a process of its own, with the
// security headers the build wrote) and the API of the e2e run.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer, get, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from '../../scripts/lib/prism.mjs';
import { bookWithAigerim, expect, heading, seedSession, test as base, watchCsp } from './fixtures';
import { builtHeaders, startSite as startDeployment, type Site } from './site';

/** The e2e run's own build (web/e2e/servers.ts): client/, server/ and _deploy/ with the security headers. */
const DIST = process.env.E2E_DIST ?? join(ROOT, 'web/dist');
const BUILT_HEADERS = () => builtHeaders(DIST);

/** The e2e run's API. */
function apiUrl(): string {
  const api = process.env.E2E_API_URL;
  if (!api) throw new Error('E2E_API_URL is not set (web/e2e/global-setup.ts)');
  return api;
}

/** The deployment in front of the e2e run's build and API (or `api`). */
function startSite(
  options: { csp?: (policy: string) => string; servers?: number; trustedProxies?: string; pageTtl?: number; apiWaitMs?: number; api?: string } = {},
): Promise<Site> {
  return startDeployment({ dist: DIST, api: apiUrl(), ...options });
}

/**
 * A fault proxy in front of the e2e API: passes every request on ('up'), resets every connection ('reset'), or answers
 * every call 500 ('500'). The app servers of a site are pointed at it.
 */
async function faultyApi(): Promise<{ url: string; mode: 'up' | 'reset' | '500'; close(): Promise<void> }> {
  const target = new URL(apiUrl());
  const state = { mode: 'up' as 'up' | 'reset' | '500' };
  const server: Server = createServer((req, res) => {
    if (state.mode === 'reset') return void req.socket.destroy();
    if (state.mode === '500') return void res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"code":"INTERNAL","message":"down"}');
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => (server.closeAllConnections(), server.close(() => done()))),
  });
}

/** A request with a Host of its own, by node:http (fetch and Playwright set the Host themselves): the status, or the error. */
function rawGet(url: string, headers: Record<string, string | string[]>): Promise<{ status?: number; body?: string; error?: string }> {
  return new Promise((done) => {
    const req = get(url, { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => done({ status: res.statusCode!, body }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => done({ error: error.code ?? error.message }));
  });
}

/** What a page was rendered with: its language and the city its header names. */
const renderedWith = (html: string) => ({
  lang: /<html lang="(\w+)"/.exec(html)?.[1],
  city: /class="city-button__name">([^<]*)</.exec(html)?.[1],
});

const test = base.extend<object, { site: string }>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, use) => {
      const site = await startSite();
      await use(site.url);
      await site.stop();
    },
    { scope: 'worker' },
  ],
});

test('deep links of every kind of route load the app', async ({ page, site, consoleErrors }) => {
  for (const path of ['/salon/101', '/search/firms', '/my/reservation/history', '/not-found', '/jasmin', '/gift-cards']) {
    const response = await page.goto(site + path);
    expect(response?.status(), path).toBe(200);
    expect(response?.headers()['content-type'], path).toContain('text/html');
    await heading(page);
  }
  // A salon that is not there is a real 404 for a crawler, with the not-found page for a person.
  const missing = await page.goto(`${site}/salon/999999`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByTestId('not-found-status')).toHaveText(/404/);
  // The browser logs the page's own 404; nothing else may be there.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('404')));
});

test('public pages are kept briefly by nginx per language, personal ones never; assets are immutable', async ({ request, site }) => {
  const first = await request.get(`${site}/salon/102`, { headers: { Cookie: 'lang=KZ' } });
  expect(first.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
  const again = await request.get(`${site}/salon/102`, { headers: { Cookie: 'lang=KZ' } });
  expect(again.headers()['x-cache-status']).toBe('HIT');
  expect(await again.text()).toContain('<html lang="kk"');
  // Another language is another copy, never the Kazakh one.
  const english = await request.get(`${site}/salon/102`, { headers: { Cookie: 'lang=EN' } });
  expect(english.headers()['x-cache-status']).not.toBe('HIT');
  expect(await english.text()).toContain('<html lang="en"');
  for (let i = 0; i < 2; i++) {
    const personal = await request.get(`${site}/my/reservation/history`);
    expect(personal.headers()['cache-control']).toBe('private, no-store');
    expect(personal.headers()['x-cache-status']).not.toBe('HIT');
  }
  const assets = join(DIST, 'client/assets');
  const asset = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .sort((a, b) => statSync(join(assets, b)).size - statSync(join(assets, a)).size)[0];
  // node:http, which does not decompress, so the response's own encoding is seen.
  const js = await new Promise<IncomingMessage>((done, fail) =>
    get(`${site}/assets/${asset}`, { headers: { 'Accept-Encoding': 'gzip' } }, done).on('error', fail),
  );
  js.resume();
  expect(js.statusCode).toBe(200);
  expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(js.headers['content-encoding']).toBe('gzip');
  for (const missing of ['/assets/missing-0123abcd.js', '/locales/ru/missing.json', '/missing.css']) {
    const response = await request.get(site + missing);
    expect(response.status(), missing).toBe(404);
  }
  expect((await request.get(`${site}/_deploy/security-headers.conf`)).status()).toBe(404);
  // The build's manifest names every source module: the app server's alone.
  expect((await request.get(`${site}/.vite/manifest.json`)).status()).toBe(404);
});

test("every response carries the security headers; a page's CSP names its own nonce, never 'unsafe-inline'", async ({ request, site }) => {
  const built = BUILT_HEADERS();
  const nonces = new Set<string>();
  for (const path of ['/', '/salon/101', `/locales/ru/common.json`, '/assets/missing-0123abcd.js', '/payment-return.html']) {
    const response = await request.get(site + path);
    const headers = response.headers();
    const csp = headers['content-security-policy'];
    if (path === '/' || path === '/salon/101') {
      // A page: the build's policy with a nonce of its own, which its data scripts carry.
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp ?? '')?.[1];
      expect(nonce, path).toBeTruthy();
      expect(csp?.replace(`'nonce-${nonce}' `, ''), path).toBe(built['Content-Security-Policy']);
      expect(await response.text(), path).toContain(`nonce="${nonce}"`);
      nonces.add(nonce!);
    } else expect(csp, path).toBe(built['Content-Security-Policy']);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('geolocation=(self)');
  }
  expect(nonces.size).toBe(2);
  const csp = built['Content-Security-Policy']!;
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).not.toContain('facebook'); // trackers are allowed only when configured
});

test("Strict-Transport-Security on HTTPS only: a trusted load balancer's X-Forwarded-Proto counts, a client's never", async ({ request, site }) => {
  // No balancer is trusted by default: a client saying https gets no HSTS, and the page is the one under its http key.
  const plain = await request.get(`${site}/salon/104?proto=1`);
  for (const path of ['/', '/salon/101', '/assets/missing-0123abcd.js', '/locales/ru/common.json']) {
    expect((await request.get(site + path)).headers()['strict-transport-security'], path).toBeUndefined();
    const claimed = await request.get(site + path, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(claimed.headers()['strict-transport-security'], path).toBeUndefined();
  }
  const claimed = await request.get(`${site}/salon/104?proto=1`, { headers: { 'X-Forwarded-Proto': 'https' } });
  expect(claimed.headers()['x-cache-status']).toBe('HIT');
  expect(await claimed.text()).toContain(`<link rel="canonical" href="${site}/salon/104"/>`);
  expect(plain.status()).toBe(200);
  // A balancer named in SALONBOOK_TRUSTED_PROXIES: its https is the request's scheme for HSTS and the cache key.
  const trusted = await startSite({ servers: 1, trustedProxies: '127.0.0.1 1;' });
  try {
    for (const path of ['/', '/salon/101', '/assets/missing-0123abcd.js', '/locales/ru/common.json']) {
      expect((await request.get(trusted.url + path)).headers()['strict-transport-security'], path).toBeUndefined();
      const https = await request.get(trusted.url + path, { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(https.headers()['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
      expect(https.headers()['content-security-policy'], path).toBeDefined(); // the other headers stay
    }
    await request.get(`${trusted.url}/salon/104?proto=2`);
    const https = await request.get(`${trusted.url}/salon/104?proto=2`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(https.headers()['x-cache-status']).not.toBe('HIT');
  } finally {
    await trusted.stop();
  }
});

test("only the site's own name is answered, and every address a page names is on its configured origin", async ({ request, site }) => {
  const { port } = new URL(site);
  for (const host of ['evil.example', `evil.example:${port}`, `localhost:${port}`]) {
    const answer = await rawGet(`${site}/salon/101`, { Host: host });
    expect(answer.status, host).toBeUndefined(); // 444: the connection closed with no answer
    expect(answer.error, host).toBeTruthy();
  }
  // The site's name with another port, a client's X-Forwarded-Proto and X-Forwarded-Host: the configured origin still.
  const odd = await rawGet(`${site}/salon/101?host=1`, { Host: '127.0.0.1:1', 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'evil.example' });
  expect(odd.status).toBe(200);
  expect(odd.body).not.toContain('evil.example');
  expect(odd.body).toContain(`<link rel="canonical" href="${site}/salon/101"/>`);
  expect(odd.body).toContain(`<meta property="og:url" content="${site}/salon/101?host=1"/>`);
  expect(odd.body).toContain(`"url":"${site}/salon/101"`);
  const robots = await rawGet(`${site}/robots.txt`, { Host: '127.0.0.1:1', 'X-Forwarded-Proto': 'https' });
  expect(robots.body).toContain(`Sitemap: ${site}/sitemap.xml`);
  const sitemap = await (await request.get(`${site}/sitemap.xml`, { headers: { 'X-Forwarded-Proto': 'https' } })).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(locs.length).toBeGreaterThan(5);
  expect(locs.filter((loc) => !loc.startsWith(`${site}/`))).toEqual([]);
});

test("a visitor's odd language or city never puts a page under another visitor's key", async ({ request, site }) => {
  const moscow = encodeURIComponent(JSON.stringify({ id: 4, name: 'Москва' }));
  // Each case: the odd request first (it fills the cache), then ordinary visitors of the same address, who must get
  // their own page; the odd visitor gets the page the app renders for what it sent.
  const cases: Array<{ odd: Record<string, string>; oddGets: Record<string, string>; visitors: Array<[Record<string, string>, Record<string, string>]> }> = [
    { odd: { 'Accept-Language': 'fr, en' }, oddGets: { lang: 'en' }, visitors: [[{}, { lang: 'ru' }]] },
    { odd: { 'Accept-Language': 'ru;q=0.1, en;q=0.9' }, oddGets: { lang: 'en' }, visitors: [[{ 'Accept-Language': 'ru' }, { lang: 'ru' }]] },
    {
      odd: { Cookie: 'LANG=KZ' },
      oddGets: { lang: 'ru' },
      visitors: [
        [{ Cookie: 'lang=KZ' }, { lang: 'kk' }],
        [{}, { lang: 'ru' }],
      ],
    },
    {
      odd: { Cookie: `City=${moscow}` },
      oddGets: { city: 'Актау' },
      visitors: [
        [{ Cookie: `city=${moscow}` }, { city: 'Москва' }],
        [{}, { city: 'Актау' }],
      ],
    },
    { odd: { Cookie: 'lang=', 'Accept-Language': 'en' }, oddGets: { lang: 'ru' }, visitors: [[{ 'Accept-Language': 'en' }, { lang: 'en' }]] },
  ];
  for (const [index, { odd, oddGets, visitors }] of cases.entries()) {
    const path = `${site}/?probe=${index}`;
    const first = await request.get(path, { headers: odd });
    expect(renderedWith(await first.text()), JSON.stringify(odd)).toMatchObject(oddGets);
    for (const [headers, expected] of visitors) {
      for (let i = 0; i < 2; i++) {
        const response = await request.get(path, { headers });
        expect(renderedWith(await response.text()), `${JSON.stringify(odd)} then ${JSON.stringify(headers)}`).toMatchObject(expected);
        // The second visit of each is nginx's copy: the cache is still at work, per key.
        if (i === 1) expect(response.headers()['x-cache-status'], JSON.stringify(headers)).toBe('HIT');
      }
    }
    // And the odd visitor again: its own page from the cache.
    const again = await request.get(path, { headers: odd });
    expect(renderedWith(await again.text())).toMatchObject(oddGets);
    expect(again.headers()['x-cache-status']).toBe('HIT');
  }
  // A link to one language (?lang=) is kept under that language's key, whatever the visitor's cookie.
  for (let i = 0; i < 2; i++) {
    const linked = await request.get(`${site}/?probe=linked&lang=kk`, { headers: { Cookie: 'lang=EN' } });
    expect(renderedWith(await linked.text())).toMatchObject({ lang: 'kk' });
    if (i === 1) expect(linked.headers()['x-cache-status']).toBe('HIT');
  }
  // A second Accept-Language header is not a way around the key: nginx passes on the one it keyed (the first).
  const doubled = await rawGet(`${site}/?probe=doubled`, { 'Accept-Language': ['fr', 'en'] });
  expect(renderedWith(doubled.body!)).toMatchObject({ lang: 'ru' });
  const after = await request.get(`${site}/?probe=doubled`, { headers: { 'Accept-Language': 'fr' } });
  expect(renderedWith(await after.text())).toMatchObject({ lang: 'ru' });
});

test('an incomplete page is never kept: while the API is down nginx serves its last good copy, or the 503 page with Retry', async ({ request }) => {
  test.setTimeout(120_000);
  const api = await faultyApi();
  // One app server in front of the faulty API; pages kept 2 s, so the test sees them go stale.
  const faulty = await startSite({ servers: 1, api: api.url, pageTtl: 2 });
  try {
    const good = await request.get(`${faulty.url}/salon/101`);
    expect(good.status()).toBe(200);
    const name = /<h1[^>]*>([^<]+)</.exec(await good.text())?.[1];
    expect(name).toBeTruthy();
    for (const mode of ['reset', '500'] as const) {
      await test.step(mode, async () => {
        api.mode = mode;
        await new Promise((done) => setTimeout(done, 3_000)); // the copy is stale now
        // The page nginx has: its last good copy, not an empty shell.
        const stale = await request.get(`${faulty.url}/salon/101`);
        expect(stale.status()).toBe(200);
        expect(['STALE', 'UPDATING']).toContain(stale.headers()['x-cache-status']);
        expect(await stale.text()).toContain(name!);
        // A page nginx never had: 503, private, the page that says so with Retry; kept by nobody.
        for (const path of ['/salon/102', '/', '/search/firms']) {
          for (let i = 0; i < 2; i++) {
            const down = await request.get(`${faulty.url}${path}?down=${mode}`);
            expect(down.status(), path).toBe(503);
            expect(down.headers()['cache-control'], path).toBe('private, no-store');
            expect(down.headers()['x-cache-status'], path).not.toBe('HIT');
            const html = await down.text();
            expect(html, path).toContain('Сервис временно недоступен');
            expect(html, path).toContain('Повторить');
          }
        }
      });
    }
    // The API back: the same address renders whole and is kept again.
    api.mode = 'up';
    await new Promise((done) => setTimeout(done, 3_000));
    expect((await request.get(`${faulty.url}/salon/102?down=reset`)).status()).toBe(200);
    const kept = await request.get(`${faulty.url}/salon/102?down=reset`);
    expect(kept.status()).toBe(200);
    expect(kept.headers()['x-cache-status']).toBe('HIT');
  } finally {
    await faulty.stop();
    await api.close();
  }
});

test('an https:// API is verified: certificate against the CA bundle, SNI, the name', () => {
  const template = readFileSync(join(ROOT, 'web/deploy/salonbook.conf.template'), 'utf8');
  for (const location of ['/rest/', '/auth-app/']) {
    const block = template.slice(template.indexOf(`location ^~ ${location}`)).split('\n    }')[0]!;
    expect(block, location).toContain('proxy_ssl_verify on;');
    expect(block, location).toContain('proxy_ssl_trusted_certificate ${SALONBOOK_API_CA};');
    expect(block, location).toContain('proxy_ssl_server_name on;');
  }
});

test('the API is proxied on the same origin', async ({ request, site }) => {
  const response = await request.get(`${site}/rest/clients-app/v1/firms/101`, {
    headers: { api_key: 'dev-api-key', client_secret: 'dev-client-secret', client_id: 'WEB', api_version: '2', 'Accept-Language': 'ru' },
  });
  expect(response.status()).toBe(200);
  expect((await response.json()).id).toBe(101);
});

test('home, search, salon and the booking start run under the CSP without a violation', async ({ page, site }) => {
  const violations = await watchCsp(page);
  await page.goto(`${site}/`);
  await heading(page);
  await page.goto(`${site}/search/firms`);
  await heading(page);
  await page.goto(`${site}/salon/101`);
  await heading(page);
  await page.getByText('Женская стрижка', { exact: true }).click();
  await page.getByRole('region', { name: 'Выбранные услуги' }).getByRole('button', { name: 'Записаться' }).click();
  await expect(page).toHaveURL(/\/salon\/101\/book/);
  await expect(await heading(page)).toHaveText('Услуги');
  expect(await violations()).toEqual([]);
});

/** The policy without `source` in `directive` (the other directives as built). */
const without = (directive: string, source: string) => (policy: string) =>
  policy
    .split('; ')
    .map((part) =>
      part.startsWith(`${directive} `)
        ? part
            .split(' ')
            .filter((item) => item !== source)
            .join(' ')
        : part,
    )
    .join('; ');

test.describe('a prepayment by a new card under the deployment CSP', () => {
  // The app on nginx (page.goto('/…') and the fixtures' booking go there); the sandbox, and so the bank's 3-D Secure
  // page and the Checkout script, on another origin (the e2e build's SALONBOOK_3DS_SOURCES and
  // VITE_CLOUDPAYMENTS_SCRIPT_URL name it).
  const onSite = test.extend({ baseURL: async ({ site }, provide) => provide(site) });
  onSite.describe.configure({ timeout: 180_000 });

  onSite(
    "salon 101, a new card: the Checkout script, the bank's page in a frame, the TermUrl through nginx and the light return page, no violation",
    async ({ page, site, sandbox }) => {
      const violations = await watchCsp(page);
      await seedSession(page, await sandbox.signIn());
      const id = await bookWithAigerim(page, 8);
      await page.getByRole('link', { name: 'Внести предоплату' }).click();
      await expect(await heading(page)).toHaveText('Предоплата записи');
      await page.getByRole('radio', { name: /Новая карта/ }).check();
      await page.getByLabel('Номер карты').fill('4242424242424242');
      await page.getByLabel('Срок действия').fill('1230');
      await page.getByLabel('CVC/CVV').fill('123');
      const script = page.waitForResponse((r) => r.url() === `${sandbox.url}/__sandbox/checkout.js`);
      const acs = page.waitForRequest((r) => r.method() === 'POST' && r.url() === `${sandbox.url}/__sandbox/3ds`);
      const term = page.waitForResponse((r) => r.url() === `${site}/rest/clients-app/v1/payments/3ds/term`);
      const back = page.waitForResponse((r) => new URL(r.url()).pathname === '/payment-return.html');
      await page.getByRole('button', { name: /^Оплатить/ }).click();
      expect((await script).status()).toBe(200);
      // The bank's page is on another origin than the app's, in the app's frame.
      expect(new URL((await acs).url()).origin).not.toBe(site);
      await expect(page.getByRole('heading', { name: 'Подтверждение в банке (3‑D Secure)' })).toBeVisible();
      await page.frameLocator('[data-testid="threeds-frame"]').getByRole('button', { name: 'Подтвердить' }).click();
      // The bank's form post reached the backend through nginx's /rest/ (never the static site), and its answer sent the
      // frame to the light return page, served by nginx with the deployment's headers.
      expect((await term).status()).toBe(200);
      const returned = await back;
      expect(returned.url().startsWith(`${site}/payment-return.html?reservationId=${id}&status=paid`)).toBe(true);
      expect(returned.headers()['content-security-policy']).toBe(BUILT_HEADERS()['Content-Security-Policy']);
      expect(returned.frame().parentFrame()).toBe(page.mainFrame());
      await expect(page).toHaveURL(`${site}/card-payment?reservationId=${id}&status=paid`);
      await expect(page.getByRole('heading', { name: 'Предоплата внесена' })).toBeVisible();
      expect(await violations()).toEqual([]);
      // The return page at the top level (a bank's page that was opened as a whole page): its script runs under the
      // policy and goes on to the full return page, /card-payment, with the same query.
      await page.goto(`/payment-return.html?reservationId=${id}&status=paid`);
      await expect(page).toHaveURL(`${site}/card-payment?reservationId=${id}&status=paid`);
      await expect(page.getByRole('heading', { name: 'Предоплата внесена' })).toBeVisible();
      expect(await violations()).toEqual([]);
    },
  );

  onSite(
    "without the bank's origin in frame-src, or in form-action, the same payment never reaches the bank's page",
    async ({ page, sandbox, consoleErrors }) => {
      const violations = await watchCsp(page);
      await seedSession(page, await sandbox.signIn());
      // A visit per step: a charge left waiting at the bank holds its prepayment (one pending charge per prepayment).
      const ids = { 'frame-src': await bookWithAigerim(page, 9), 'form-action': await bookWithAigerim(page, 10) };
      for (const directive of ['frame-src', 'form-action'] as const) {
        const id = ids[directive];
        await test.step(directive, async () => {
          const nginx = await startSite({ csp: without(directive, sandbox.url), servers: 1 });
          try {
            await page.goto(`${nginx.url}/salon/reservations/${id}/prepayment`);
            await page.getByRole('radio', { name: /Новая карта/ }).check();
            await page.getByLabel('Номер карты').fill('4242424242424242');
            await page.getByLabel('Срок действия').fill('1230');
            await page.getByLabel('CVC/CVV').fill('123');
            await page.getByRole('button', { name: /^Оплатить/ }).click();
            await expect(page.getByRole('heading', { name: 'Подтверждение в банке (3‑D Secure)' })).toBeVisible();
            await expect.poll(violations).toContainEqual(expect.stringMatching(new RegExp(`^${directive} ${sandbox.url}`)));
            await expect(page.frameLocator('[data-testid="threeds-frame"]').getByRole('button', { name: 'Подтвердить' })).toHaveCount(0);
          } finally {
            await page.goto('about:blank'); // nothing of the app goes on asking a server that stops
            await nginx.stop();
          }
        });
      }
      // Chromium also reports each refusal on the console, and the blocked frame's error page (an opaque origin) refuses
      // the fixtures' session script its localStorage: those are what this test provokes, nothing else may be there.
      const provoked = consoleErrors.filter((text) => /Content Security Policy/.test(text) || /localStorage.*Access is denied/.test(text));
      expect(provoked.filter((text) => /Content Security Policy/.test(text)).length).toBeGreaterThanOrEqual(2);
      consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !provoked.includes(text)));
    },
  );
});

test('two app servers behind nginx: one stops under load, nginx moves to the other and no request fails', async () => {
  test.setTimeout(120_000);
  // The load is what the rule is about, not the API's speed under it: a render that waits longer for the API than the
  // default 3 s (on a loaded two-core machine, behind Prism's validating proxy) would answer its own 503.
  const site = await startSite({ servers: 2, apiWaitMs: 60_000 });
  try {
    const [first, second] = site.servers;
    // Bounded: 4 connections for 12 s on loopback, pages of the salons, the home and the search; the cache stays out of
    // it (each request a new city cookie), so every request is a render by an app server.
    let n = 0;
    const run = autocannon({
      url: site.url,
      connections: 4,
      duration: 12,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            path: ['/salon/101', '/', '/salon/102', '/search/firms'][n % 4],
            headers: {
              ...request.headers,
              host: new URL(site.url).host, // the site's name (any other Host is dropped)
              cookie: `city=${encodeURIComponent(JSON.stringify({ id: 1000 + (n++ % 1000) }))}`,
            },
          }),
        },
      ],
    });
    await new Promise((done) => setTimeout(done, 4_000));
    await first!.stop('SIGTERM');
    const result = await run;
    expect(first!.process.exitCode !== null || first!.process.signalCode !== null).toBe(true);
    expect(second!.process.exitCode).toBeNull();
    console.log(
      `load: ${result.requests.total} requests, ${result.requests.average}/s, p99 ${result.latency.p99} ms, errors ${result.errors}, non-2xx ${result.non2xx}`,
    );
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
    // Requests were answered before and after the stop (how many depends on the machine, not on the rule).
    expect(result.requests.total).toBeGreaterThan(10);
  } finally {
    await site.stop();
  }
});
