import { expect, heading, noSeriousViolations, test } from './fixtures';

test('home has the header, the tab bar on phones, and no serious accessibility violations', async ({ page }, info) => {
  await page.goto('/');
  await heading(page);
  await expect(page.getByRole('link', { name: 'Salonbook — на главную' })).toBeVisible();
  await expect(page.getByTestId('city-button')).toBeVisible();
  await expect(page.getByLabel('Язык интерфейса')).toBeVisible();
  const tabBar = page.locator('.bottom-nav');
  if (info.project.name === 'phone') await expect(tabBar).toBeVisible();
  else await expect(tabBar).toBeHidden();

  await noSeriousViolations(page);
});

test('not-found has no serious accessibility violations', async ({ page }) => {
  await page.goto('/not-found');
  await heading(page);
  await noSeriousViolations(page);
});
