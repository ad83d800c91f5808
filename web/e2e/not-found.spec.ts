import { expect, heading, test } from './fixtures';

test('a 404 from the API lands on /not-found with its status and a way home', async ({ page, consoleErrors }) => {
  await page.goto('/bnpl');
  await heading(page);
  // Send the city list request to a path the contract does not have: Prism itself answers 404.
  await page.route('**/rest/clients-app/v1/screen/home/cities', (route) =>
    route.continue({ url: route.request().url().replace('/screen/home/cities', '/screen/home/no-such-list') }),
  );
  await page.getByTestId('city-button').click();

  await expect(page).toHaveURL(/\/not-found$/);
  await expect(page.getByTestId('not-found-status')).toHaveText(/404/);
  await expect(await heading(page)).toHaveText('Страница не найдена');
  // The browser reports the failed request itself; that is the only console error allowed here.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('404')));

  await page.getByRole('link', { name: 'На главную', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(await heading(page)).toHaveText('Запишитесь к мастеру за пару минут');
});

test('on the root path an API 404 keeps the user on the root', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await heading(page);
  await page.route('**/rest/clients-app/v1/screen/home/cities', (route) =>
    route.continue({ url: route.request().url().replace('/screen/home/cities', '/screen/home/no-such-list') }),
  );
  await page.getByTestId('city-button').click();
  await expect(page.getByRole('dialog')).toContainText('Повторить');
  await expect(page).toHaveURL(/\/$/);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('404')));
});

test('an unknown address shows 404', async ({ page }) => {
  await page.goto('/some/unknown/page');
  await expect(page.getByTestId('not-found-status')).toHaveText(/404/);
});
