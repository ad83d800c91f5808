// @vitest-environment node
// /sitemap.xml as a search engine reads it, with the in-process sandbox as the API.
import { describe, expect, it } from 'vitest';
import { CLIENT_KEYS, testSandbox } from '../test/sandbox';
import { createSitemap } from './sitemap';

const credentials = { apiKey: CLIENT_KEYS.api_key, clientSecret: CLIENT_KEYS.client_secret, clientId: CLIENT_KEYS.client_id };

async function sitemapOf(sandbox = testSandbox()) {
  const sitemap = createSitemap({ apiBaseUrl: 'http://api.test', credentials, fetch: (request) => Promise.resolve(sandbox.fetch(request)) });
  const response = await sitemap(new Request('https://salonbook.kz/sitemap.xml'));
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  return { response, sandbox, locs };
}

describe('the sitemap', () => {
  it("lists every salon of every city, each city's own", async () => {
    const { response, sandbox, locs } = await sitemapOf();
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    const salons = locs.filter((loc) => loc.startsWith('https://salonbook.kz/salon/')).map((loc) => Number(loc.slice('https://salonbook.kz/salon/'.length)));
    const seeded = sandbox.state.firms.map((firm) => firm.id).sort((a, b) => a - b);
    // The seed: 17 salons in four cities of two countries (Aqtau, Almaty, Astana; Moscow's three).
    expect(seeded).toHaveLength(17);
    expect(new Set(sandbox.state.firms.map((firm) => firm.cityId)).size).toBe(4);
    expect(salons).toEqual(seeded);
  });

  it('lists the pages that are not a salon’s once, before the salons', async () => {
    const { locs } = await sitemapOf();
    expect(locs.slice(0, 5)).toEqual(
      ['/', '/search/firms', '/gift-cards', '/certificates/all', '/masters/professions'].map((path) => `https://salonbook.kz${path}`),
    );
    expect(new Set(locs).size).toBe(locs.length);
  });
});
