// @vitest-environment node
// A page renders in one pass once nothing in it waits, and that page is the one a render that waits makes.
import { expect, it } from 'vitest';
import { createSandbox } from '@salonbook/contracts/sandbox';
import { localeTexts, pageServerForFile } from '../test/pageServer';

const NOW = new Date('2026-11-23T10:00:00+05:00').getTime();

// A server of its own: its home page's lazy part (HomeSections) is not loaded before the first render here.
const pages = pageServerForFile();

/** The page's HTML without what differs between two renders of it (when its data was fetched). */
async function page(render: (request: Request) => Promise<Response>, path: string): Promise<string> {
  const response = await render(new Request(`https://salonbook.kz${path}`));
  expect(response.status).toBe(200);
  return (await response.text()).replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":0');
}

it('the first home page waits for its lazy part, the next is rendered at once, and both are the same whole page', async () => {
  const sandbox = createSandbox({ now: () => NOW });
  const render = pages.create({
    apiBaseUrl: 'http://api.test',
    credentials: { apiKey: 'test', clientSecret: 'test', clientId: 'WEB' },
    texts: localeTexts,
    fetch: (request) => Promise.resolve(sandbox.fetch(request)),
    now: () => NOW,
  });
  const first = await page(render, '/');
  const next = await page(render, '/');
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
