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

test('a salon the API does not know, opened directly, lands on /not-found (the early request answers 404)', async ({
  page,
  consoleErrors,
}) => {
  // Send the salon request to a path the contract does not have: Prism itself answers 404. The app's main module
  // is held back until that answer is in, so the 404 comes before the router exists.
  let answered: () => void = () => {};
  const salonAnswered = new Promise<void>((done) => (answered = done));
  await page.route('**/rest/clients-app/v1/firms/101', async (route) => {
    const response = await route.fetch({ url: route.request().url().replace('/firms/101', '/firms/101/no-such-thing') });
    await route.fulfill({ response });
    setTimeout(answered, 200);
  });
  await page.route('**/assets/index-*.js', async (route) => {
    await salonAnswered;
    await route.continue();
  });
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.goto('/salon/101');
  await expect(page).toHaveURL(/\/not-found$/);
  await expect(page.getByTestId('not-found-status')).toHaveText(/404/);
  await expect(await heading(page)).toHaveText('Страница не найдена');
  // The app's own navigation, with the status in its state: no second page load.
  expect(documents).toHaveLength(1);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('404')));
});
