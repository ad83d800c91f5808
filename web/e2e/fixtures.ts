import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { CDN_ORIGIN, placeholderSvg } from '../../scripts/lib/cdn.mjs';

/**
 * Photos, logos and icons live on the CDN, which the test machine cannot reach: every test serves them as
 * generated pictures (so a page with images logs no load errors).
 */
async function fakeCdn(page: Page) {
  await page.route(`${CDN_ORIGIN}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'image/svg+xml', body: placeholderSvg(route.request().url()) }),
  );
}

/** Every test fails on a console error or an uncaught page error. */
export const test = base.extend<{ consoleErrors: string[]; cdn: void }>({
  cdn: [
    async ({ page }, use) => {
      await fakeCdn(page);
      await use();
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until the current screen's heading is there. */
export async function heading(page: Page) {
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toBeVisible();
  return h1;
}

/** axe finds no serious or critical violation on the page as it is now. */
export async function noSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

/** The phone and desktop widths every screen is checked at. */
export const VIEWPORTS = [
  ['360px', { width: 360, height: 780 }],
  ['1280px', { width: 1280, height: 800 }],
] as const;
