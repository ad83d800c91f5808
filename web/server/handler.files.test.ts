// @vitest-environment node
// The request handler's answers for the client's files, a page and the build's manifest: compressed as the browser
// accepts, the manifest kept to the server, the security headers on every answer.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/lib/build.mjs';
import { createHandler } from './handler';

const client = mkdtempSync(join(tmpdir(), 'salonbook-client-'));
afterAll(() => rmSync(client, { recursive: true, force: true }));
mkdirSync(join(client, 'assets'));
const script = `export const words = ${JSON.stringify('салон '.repeat(2_000))};\n`;
writeFileSync(join(client, 'assets/index-abc123.js'), script);
precompress(client);
// What the build writes for the server alone: Vite's manifest names every source module.
mkdirSync(join(client, '.vite'));
writeFileSync(join(client, '.vite/manifest.json'), JSON.stringify({ 'src/main.tsx': { file: 'assets/index-abc123.js' } }));

const page = `<!doctype html><html lang="ru"><body>${'<p>Жасмин</p>'.repeat(500)}</body></html>`;
const SECURITY = {
  'Content-Security-Policy': "default-src 'self'",
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'Permissions-Policy': 'camera=()',
};
const app = createHandler({
  api: 'http://api.test',
  staticPage: () => '',
  modules: () => ({
    createPageServer: () => () => Promise.resolve(new Response(page, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })),
    createSitemap: () => () => Promise.resolve(new Response('')),
    credentials: { apiKey: 'test', clientSecret: 'test', clientId: 'WEB' },
  }),
  texts: () => ({}),
  headers: SECURITY,
  clientDir: client,
  publicOrigin: 'https://salonbook.kz',
});
const get = (path: string, encoding?: string) => app.request(path, { headers: encoding ? { 'Accept-Encoding': encoding } : {} });

describe('the app server compresses what it sends', () => {
  it('sends the build’s own brotli or gzip copy of a file, as the browser accepts', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(Number(br.headers.get('content-length'))).toBeLessThan(script.length / 10);

    const gzip = await get('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('compresses a rendered page for a browser that accepts gzip, and leaves it whole for one that does not', async () => {
    const gzip = await get('/salon/101', 'gzip, deflate, br');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(page);

    const plain = await get('/salon/101');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(page);
  });
});

describe("the app server keeps the build's manifest to itself", () => {
  it('answers 404 for the manifest, which names every source module, with the security headers', async () => {
    for (const path of ['/.vite/manifest.json', '/.vite/']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('src/main.tsx');
      expect(response.headers.get('X-Content-Type-Options'), path).toBe(SECURITY['X-Content-Type-Options']);
    }
  });
});

describe('the app server sends the security headers with every answer', () => {
  const secured = (response: Response) => Object.fromEntries(Object.keys(SECURITY).map((name) => [name, response.headers.get(name)]));

  it('a missing hashed file, a file, robots.txt and a page all carry the security headers', async () => {
    for (const path of ['/assets/index-gone00.js', '/assets/index-abc123.js', '/robots.txt', '/healthz']) {
      const response = await get(path);
      expect(secured(response), path).toEqual(SECURITY);
    }
    expect((await get('/assets/index-gone00.js')).status).toBe(404);
    expect(secured(await get('/salon/101', 'gzip'))).toEqual(SECURITY);
  });
});
