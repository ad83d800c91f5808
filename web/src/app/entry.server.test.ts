// @vitest-environment node
// A page renders in one pass once nothing in it waits, and that page is the one a render that waits makes.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSandbox } from '@salonbook/contracts/sandbox';
import { loadPageServer } from '../test/pageServer';

const WEB = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const NOW = new Date('2026-11-23T10:00:00+05:00').getTime();

let render: (request: Request) => Promise<Response>;
let close: () => Promise<void>;
beforeAll(async () => {
  const sandbox = createSandbox({ now: () => NOW });
  // A server of its own: its home page's lazy part (HomeSections) is not loaded before the first render here.
  const server = await loadPageServer();
  close = server.close;
  render = server.createPageServer({
    apiBaseUrl: 'http://api.test',
    credentials: { apiKey: 'test', clientSecret: 'test', clientId: 'WEB' },
    texts: (lng, ns) => JSON.parse(readFileSync(resolve(WEB, 'public/locales', lng, `${ns}.json`), 'utf8')) as Record<string, unknown>,
    fetch: (request) => Promise.resolve(sandbox.fetch(request)),
    now: () => NOW,
  });
}, 120_000);
afterAll(() => close());

/** The page's HTML without what differs between two renders of it (when its data was fetched). */
async function page(path: string): Promise<string> {
  const response = await render(new Request(`https://salonbook.kz${path}`));
  expect(response.status).toBe(200);
  return (await response.text()).replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":0');
}

it('the first home page waits for its lazy part, the next is rendered at once, and both are the same whole page', async () => {
  const first = await page('/');
  const next = await page('/');
  expect(next).toBe(first);
  expect(first.startsWith('<!DOCTYPE html>')).toBe(true);
  // The lazy part's content, not its fallback, and no boundary left to the client.
  expect(first).toContain('class="home__section"');
  expect(first).not.toContain('home__sections-pending');
  expect(first).not.toContain('<!--$!-->');
  // React Router's data for the client: handed over whole, then closed.
  expect(first).toMatch(/streamController\.enqueue\("\[/);
  expect(first).toContain('streamController.close()');
});
