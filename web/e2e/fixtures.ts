import { test as base, expect, type Page } from '@playwright/test';

/** Every test fails on a console error or an uncaught page error. */
export const test = base.extend<{ consoleErrors: string[] }>({
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
