import { expect, test } from './fixtures';

test('inside an iframe the app writes nothing to localStorage', async ({ page, baseURL }) => {
  // A same-origin host page, so the test can read the very localStorage the framed app would use.
  await page.route(`${baseURL}/__host.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>host</title><iframe src="/" width="360" height="700" title="Salonbook"></iframe>' }),
  );
  await page.goto('/__host.html');
  const app = page.frameLocator('iframe');
  await expect(app.getByRole('heading', { level: 1 })).toHaveText('Запишитесь к мастеру за пару минут');

  // Choose a city: the app stores it (in memory) and shows it.
  await app.getByTestId('city-button').click();
  await app.getByRole('button', { name: 'Алматы' }).click();
  await expect(app.getByTestId('city-button')).toHaveText('Алматы');

  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  expect(await page.frames()[1]!.evaluate(() => localStorage.length)).toBe(0);
});

test('outside a frame the same choice goes to localStorage', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('city-button').click();
  await page.getByRole('button', { name: 'Алматы' }).click();
  await expect(page.getByTestId('city-button')).toHaveText('Алматы');
  expect(await page.evaluate(() => localStorage.getItem('currentUsersCity'))).toContain('Алматы');
  await page.reload();
  await expect(page.getByTestId('city-button')).toHaveText('Алматы');
});
