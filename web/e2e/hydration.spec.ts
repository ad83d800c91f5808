// The client continues the server's page: React hydrates the HTML the server rendered (app/entry.server.tsx, entry.client.tsx)
// instead of rendering it again, in every language, with no mismatch (the fixtures fail a test on any console error,
// React's hydration errors included).
import { expect, test } from './fixtures';

const PAGES = ['/', '/salon/101', '/master/201', '/jasmin', '/search/firms', '/gift-cards/link/gc_9d4a2f6e1b'];

for (const [cookie, lng] of [
  ['RU', 'ru'],
  ['KZ', 'kk'],
  ['EN', 'en'],
] as const) {
  test(`${lng}: the heading and the first picture the server sent are the nodes the app goes on with`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: cookie, url: baseURL! }]);
    // Before any script of the app runs (the HTML is parsed, deferred modules not yet run): the server's nodes.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const marks = window as unknown as Record<string, Element | null>;
        marks.__serverHeading = document.querySelector('main h1');
        marks.__serverPicture = document.querySelector('main img');
      });
    });
    // The page's data came with it: the browser does not ask for the salon again.
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    for (const path of PAGES) {
      await test.step(path, async () => {
        asked.length = 0;
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', lng);
        // Hydrated: React has taken the heading over (its fiber is on the node).
        await expect
          .poll(() => page.evaluate(() => Object.keys(document.querySelector('main h1') ?? {}).some((key) => key.startsWith('__reactFiber'))))
          .toBe(true);
        const same = await page.evaluate(() => {
          const marks = window as unknown as Record<string, Element | null>;
          return {
            heading: marks.__serverHeading !== null && marks.__serverHeading === document.querySelector('main h1'),
            picture: marks.__serverPicture === null || marks.__serverPicture === document.querySelector('main img'),
          };
        });
        expect(same, path).toEqual({ heading: true, picture: true });
        if (path === '/salon/101') expect(asked).not.toContain('/rest/clients-app/v1/firms/101');
      });
    }
  });
}
