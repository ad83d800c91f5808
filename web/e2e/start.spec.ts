// `npm start` serves what production serves: its server (scripts/start.mjs: the built server's request handler,
// web/server/handler.ts, over Vite's dev server, with a sandbox of its own behind Prism) on a free port, against the
// e2e run's production build (its headers, web/e2e/servers.ts). Its pages carry the production's headers with only what
// Vite's client needs added to the CSP, the 3-D Secure return page is served as the build serves it, and a card payment
// with 3-D Secure ends on its result, with no CSP violation. One `npm start` for the file (its tests share a worker).
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, ROOT } from '../../scripts/lib/prism.mjs';
import { STATIC_CACHE } from '../server/handler';
import { bookWithAigerim, expect, heading, payNewCard, seedSession, test as base, watchCsp } from './fixtures';
import { builtHeaders } from './site';

const START = join(ROOT, 'scripts/start.mjs');
const CLOCK = fileURLToPath(new URL('./suite-clock.mjs', import.meta.url));
/** The e2e run's production build (web/e2e/servers.ts). */
const DIST = process.env.E2E_DIST ?? join(ROOT, 'web/dist');
/** The page server's cache headers (src/app/page.tsx PUBLIC_CACHE, PERSONAL_CACHE). */
const PUBLIC_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
const PERSONAL_CACHE = 'private, no-store';

interface StartServer {
  /** The address `npm start` printed. */
  url: string;
  /** Its sandbox (the fixtures' controls go there). */
  sandboxUrl: string;
  /** What it printed so far. */
  output(): string;
}

/** Stops `npm start` as Ctrl+C would (it stops its sandbox and Prism), then anything left of its process group. */
async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  const group = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      /* gone */
    }
  };
  child.kill('SIGTERM');
  const timer = setTimeout(() => group('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
  group('SIGKILL');
}

const test = base.extend<{ contract: void }, { startServer: StartServer }>({
  startServer: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, provide) => {
      // A developer's shell, not the run's: no Checkout script nor bank of the run's sandbox (start.mjs names its own),
      // and no NODE_ENV=production (the run's build set it: Vite's dev server would then leave out React Refresh).
      const env = Object.fromEntries(
        Object.entries(process.env).filter(
          ([name]) => !['VITE_CLOUDPAYMENTS_SCRIPT_URL', 'SALONBOOK_3DS_SOURCES', 'SALONBOOK_API_PROXY', 'NODE_ENV'].includes(name),
        ),
      );
      // On the suite's clock (suite-clock.mjs), as the run's servers and the browsers are; own process group.
      const child = spawn(process.execPath, ['--import', CLOCK, START], {
        cwd: ROOT,
        env: { ...env, PORT: String(await freePort()) },
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const keep = (chunk: Buffer) => void (output += String(chunk));
      child.stdout!.on('data', keep);
      child.stderr!.on('data', keep);
      try {
        const started = await new Promise<StartServer>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`npm start printed no address within 120 s:\n${output}`)), 120_000);
          child.once('exit', (code) => reject(new Error(`npm start exited (${code}):\n${output}`)));
          child.stdout!.on('data', () => {
            const url = /Salonbook\s+(http:\/\/\S+?)\/?\s/.exec(output)?.[1];
            const sandboxUrl = /API\s+sandbox (http:\/\/\S+)/.exec(output)?.[1];
            if (!url || !sandboxUrl) return;
            clearTimeout(timer);
            resolve({ url, sandboxUrl, output: () => output });
          });
        });
        await provide(started);
      } finally {
        await stop(child);
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ startServer }, provide) => provide(startServer.url),
  sandboxUrl: async ({ startServer }, provide) => provide(startServer.sandboxUrl),
  /** Every exchange went through Prism's validating proxy: no violation printed meanwhile. */
  contract: [
    async ({ startServer }, provide) => {
      const before = startServer.output().length;
      await provide();
      expect(
        startServer
          .output()
          .slice(before)
          .split('\n')
          .filter((line) => line.includes('CONTRACT VIOLATION')),
      ).toEqual([]);
    },
    { auto: true },
  ],
});

test.describe.configure({ mode: 'default' });

/** A CSP's directives and their sources, in order. */
const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(/;\s*/)
      .map((directive) => directive.split(' '))
      .map(([name, ...sources]) => [name!, sources]),
  );

/**
 * What `npm start`'s CSP adds to the production build's: the sources of each directive after the build's (which must
 * come first, unchanged). The build names the sandbox it was built for; `npm start` names its own.
 */
function addedToProduction(csp: string, nonce: string | null, sandboxUrl: string): Record<string, string[]> {
  // The build's only 127.0.0.1 sources are its sandbox's (the Checkout script, the bank's page).
  const built = builtHeaders(DIST)['Content-Security-Policy']!.replace(/http:\/\/127\.0\.0\.1:\d+/g, sandboxUrl);
  const production = directives(nonce ? built.replace(/(^|;\s*)script-src /, `$1script-src 'nonce-${nonce}' `) : built);
  const served = directives(csp);
  expect(Object.keys(served)).toEqual(Object.keys(production));
  const added: Record<string, string[]> = {};
  for (const [name, sources] of Object.entries(served)) {
    expect(sources.slice(0, production[name]!.length), name).toEqual(production[name]);
    if (sources.length > production[name]!.length) added[name] = sources.slice(production[name]!.length);
  }
  return added;
}

/** The CSP hashes of a page's inline scripts that carry no nonce: what Vite's transform added (React Refresh's preamble). */
const scriptsWithoutNonce = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\b(?:src|nonce)=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!, 'utf8').digest('base64')}'`,
  );

test("a page and the 3-D Secure return page carry the production's headers, with only what Vite's client needs added", async ({ request, startServer }) => {
  const built = builtHeaders(DIST);
  const { port } = new URL(startServer.url);
  const websocket = `ws://127.0.0.1:${port}`;

  const page = await request.get('/salon/101');
  expect(page.status()).toBe(200);
  const headers = page.headers();
  const csp = headers['content-security-policy']!;
  const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1] ?? null;
  expect(nonce).not.toBeNull();
  const html = await page.text();
  const inline = scriptsWithoutNonce(html);
  expect(addedToProduction(csp, nonce, startServer.sandboxUrl)).toEqual({
    ...(inline.length > 0 && { 'script-src': inline }),
    'style-src': [`'nonce-${nonce}'`],
    'connect-src': [websocket],
  });
  for (const name of ['Referrer-Policy', 'X-Content-Type-Options', 'Permissions-Policy']) expect(headers[name.toLowerCase()], name).toBe(built[name]);
  expect(headers['cache-control']).toBe(PUBLIC_CACHE);
  expect(headers['server-timing']).toMatch(/^data;dur=[\d.]+, render;dur=[\d.]+, renders;desc=\d$/);
  // Every script of the page carries its nonce; Vite's client reads it here for the styles it injects.
  for (const [script] of html.matchAll(/<script\b[^>]*>/g)) if (!script.includes('application/ld+json')) expect(script).toContain(`nonce="${nonce}"`);
  expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}"/>`);
  expect((await request.get('/my/reservation/history')).headers()['cache-control']).toBe(PERSONAL_CACHE);

  const returnPage = await request.get('/payment-return.html?reservationId=1&status=paid');
  expect(returnPage.status()).toBe(200);
  expect(await returnPage.text()).toContain('id="payment-return-text"');
  const returned = returnPage.headers();
  expect(returned['content-type']).toBe('text/html; charset=utf-8');
  expect(returned['cache-control']).toBe(STATIC_CACHE);
  for (const name of ['Referrer-Policy', 'X-Content-Type-Options', 'Permissions-Policy']) expect(returned[name.toLowerCase()], name).toBe(built[name]);
  const returnScripts = scriptsWithoutNonce(await returnPage.text());
  expect(addedToProduction(returned['content-security-policy']!, null, startServer.sandboxUrl)).toEqual({
    ...(returnScripts.length > 0 && { 'script-src': returnScripts }),
    'connect-src': [websocket],
  });
  const sitemap = await request.get('/sitemap.xml');
  expect((await sitemap.text()).match(/<loc>[^<]*\/salon\/\d+<\/loc>/g)).toHaveLength(17);
});

test('a card payment with 3-D Secure ends on its result, the bank returning through the light return page: declined with its reason, then paid', async ({
  page,
  sandbox,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const violations = await watchCsp(page);
  const hmr = page.waitForEvent('console', (message) => message.text() === '[vite] connected.');
  await seedSession(page, await sandbox.signIn());
  const id = await bookWithAigerim(page, 3);
  // Vite's client reached its websocket on the same port, under the CSP.
  await hmr;
  await page.getByRole('link', { name: 'Внести предоплату' }).click();
  await expect(await heading(page)).toHaveText('Предоплата записи');
  // A card the bank declines: the reason, also after a reload (the server knows only that nothing was paid).
  await payNewCard(page, '4000000000000002');
  await expect(page.getByRole('alert')).toHaveText('Банк отклонил карту: попробуйте другую.');
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText('Банк отклонил карту: попробуйте другую.');
  const back = page.waitForResponse((r) => new URL(r.url()).pathname === '/payment-return.html');
  await payNewCard(page, '4242424242424242');
  const returned = await back;
  expect(returned.status()).toBe(200);
  expect(returned.url().startsWith(`${baseURL}/payment-return.html?reservationId=${id}&status=paid`)).toBe(true);
  expect(returned.frame().parentFrame()).toBe(page.mainFrame());
  await expect(page).toHaveURL(`${baseURL}/card-payment?reservationId=${id}&status=paid`);
  await expect(page.getByRole('heading', { name: 'Предоплата внесена' })).toBeVisible();
  // The bank's step left nothing in the history and the outcome took the payment page's place: one Back, the booking.
  await page.goBack();
  await expect(page).toHaveURL(`${baseURL}/my/reservation/${id}/success`);
  await expect(page.getByText(/^Предоплата .+ внесена\.$/)).toBeVisible();
  expect(await violations()).toEqual([]);
});
