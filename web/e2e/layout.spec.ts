import { expect, heading, noSeriousViolations, noSeriousViolationsAtBothWidths, test, VIEWPORTS } from './fixtures';

test('home has the header, the tab bar on phones only, and no serious accessibility violations at 360 px and 1280 px', async ({ page }) => {
  await page.goto('/');
  await heading(page);
  await expect(page.getByRole('link', { name: 'Salonbook — на главную' })).toBeVisible();
  await expect(page.getByTestId('city-button')).toBeVisible();
  await expect(page.getByLabel('Язык интерфейса')).toBeVisible();
  for (const [label, viewport] of VIEWPORTS) {
    await test.step(label, async () => {
      await page.setViewportSize(viewport);
      const tabBar = page.locator('.bottom-nav');
      if (viewport.width < 768) await expect(tabBar).toBeVisible();
      else await expect(tabBar).toBeHidden();
      await noSeriousViolations(page);
    });
  }
});

test('not-found has no serious accessibility violations at 360 px and 1280 px', async ({ page }) => {
  await page.goto('/not-found');
  await heading(page);
  await noSeriousViolationsAtBothWidths(page);
});

test('the boot screen paints from the HTML alone, before any of the app code has arrived', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  // Styled (inline CSS) and visible with no script run yet: the logo's text and the page skeleton.
  await expect(page.locator('.logo__text')).toHaveText('Salonbook');
  await expect(page.locator('.page-skeleton')).toBeVisible();
  expect(await page.locator('.header').evaluate((e) => getComputedStyle(e).position)).not.toBe('static');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  release();
  await expect(await heading(page)).toHaveText('Запишитесь к мастеру за пару минут');
});

test('when the app code cannot be downloaded, the boot screen says so and offers a reload', async ({ page, consoleErrors }) => {
  let offline = true;
  await page.route('**/assets/index-*.js', (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
  await page.goto('/salon/101');
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { level: 1 })).toHaveText('Что-то пошло не так');
  await expect(alert).toContainText('Не удалось загрузить приложение');
  offline = false;
  await alert.getByRole('button', { name: 'Обновить страницу' }).click();
  await expect(await heading(page)).toHaveText('Салон красоты «Жасмин»');
  // The browser logged the failed download; nothing else.
  expect(consoleErrors.every((e) => /Failed to (load|fetch)|ERR_INTERNET_DISCONNECTED|dynamically imported module/.test(e))).toBe(true);
  consoleErrors.length = 0;
});
