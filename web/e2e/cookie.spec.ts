import { expect, heading, test } from './fixtures';

// A malformed cookie used to leave the boot screen up forever (an unguarded decodeURIComponent in
// the inline boot loader and in the SDK). Now it reads as no cookie: the app starts, in Russian.
test('a malformed lang cookie (lang=%E0%A4%A): the app starts, in Russian', async ({ page, context, baseURL }) => {
  await context.addCookies([
    { name: 'lang', value: '%E0%A4%A', url: baseURL! },
    { name: 'XSRF-TOKEN', value: '%E0%A4%A', url: baseURL! },
  ]);
  await page.goto('/');
  await expect(await heading(page)).toHaveText('Запишитесь к мастеру за пару минут');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('navigation', { name: 'Основные разделы' })).toBeVisible();
});
