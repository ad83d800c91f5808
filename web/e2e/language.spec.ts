import { expect, heading, test } from './fixtures';

test('the language switch changes the texts, <html lang> and the cookie', async ({ page, context }) => {
  await page.goto('/');
  await expect(await heading(page)).toHaveText('Запишитесь к мастеру за пару минут');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

  await page.getByLabel('Язык интерфейса').selectOption('KZ');
  await expect(await heading(page)).toHaveText('Шеберге бірнеше минутта жазылыңыз');
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('KZ');

  await page.getByLabel('Интерфейс тілі').selectOption('EN');
  await expect(await heading(page)).toHaveText('Book a master in a couple of minutes');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: 'Main sections' }).getByRole('link', { name: 'Bookings' })).toBeVisible();

  // The cookie keeps the choice across visits.
  await page.reload();
  await expect(await heading(page)).toHaveText('Book a master in a couple of minutes');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('only the current language’s files load on the first paint, each with a version query', async ({ page }) => {
  const files: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/locales/')) files.push(request.url());
  });
  await page.goto('/');
  await heading(page);
  // The first screen's texts are in the page (the server rendered it); the other modules load once the screen has settled.
  await expect.poll(() => files.length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(files.every((url) => /\/locales\/ru\/[a-z-]+\.json\?v=\w+$/.test(url))).toBe(true);
});

test('a translation file that fails to load leaves a working page', async ({ page, consoleErrors }) => {
  // The first screen's texts come with the page; another screen's file is fetched later, and this one fails.
  await page.route('**/locales/ru/discovery.json*', (route) => route.fulfill({ status: 500, body: 'down' }));
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Основные разделы' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => warnings.some((w) => w.includes('/locales/ru/discovery.json'))).toBe(true);
  // Its screen still opens, with the common texts.
  await page.goto('/masters/professions');
  await expect(page.getByRole('navigation', { name: 'Основные разделы' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The failed file itself shows up as a failed resource in the console; nothing else may.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('500')));
});
