import { expect, heading, noSeriousViolationsAtBothWidths, test } from './fixtures';

// The salon and master pages against the sandbox behind Prism: main content, choosing a service up to the booking
// summary, and axe at 360px and 1280px. Ratings and counts are computed by the sandbox from its seeded reviews.

test('the salon page shows the salon, its services, masters, hours and reviews', async ({ page }) => {
  await page.goto('/salon/101');
  await expect(await heading(page)).toHaveText('Салон красоты «Жасмин»');
  await expect(page.getByRole('img', { name: /^Рейтинг \d,\d из 5, 46 отзывов$/ }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Услуги' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Женская стрижка/ })).toBeAttached();
  await expect(page.getByRole('link', { name: 'Айгерим Сарсенова' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Часы работы' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Алия' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Открыть в 2ГИС/ })).toHaveAttribute('href', 'https://2gis.kz/geo/51.1605,43.6532');
  await noSeriousViolationsAtBothWidths(page);
  // Paging and the anonymous favourite: requests pass Prism's validation, the page stays error-free.
  const moreReviews = page.waitForResponse((r) => r.url().includes('/firms/101/reviews?') && r.url().includes('offset=2'));
  await page.getByRole('button', { name: 'Показать ещё отзывы' }).click();
  expect((await moreReviews).status()).toBe(200);
  const morePhotos = page.waitForResponse((r) => r.url().includes('/firms/101/portfolio?') && r.url().includes('offset=2'));
  await page.getByRole('button', { name: 'Показать ещё фото' }).click();
  expect((await morePhotos).status()).toBe(200);
  // Anonymous: the favourite says why it needs an account, then leads to sign-in (the account screens).
  await page.getByRole('button', { name: 'В избранное' }).click();
  await expect(page.getByText(/Избранное хранится в вашем аккаунте/)).toBeVisible();
  await page.getByRole('link', { name: 'Войти и добавить' }).click();
  await expect(page).toHaveURL(/\/my\/login/);
});

test('the master page shows the profile, services, portfolio and reviews', async ({ page }) => {
  await page.goto('/master/201');
  await expect(await heading(page)).toHaveText('Айгерим Сарсенова');
  await expect(page.getByText('Парикмахер-стилист')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Салон красоты «Жасмин»' })).toHaveAttribute('href', '/salon/101');
  await expect(page.getByRole('img', { name: 'Айгерим Сарсенова: фото 1 из 4' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Алия' })).toBeVisible();
  await noSeriousViolationsAtBothWidths(page);
});

test('choosing services on the salon page leads to the booking summary, and the draft survives a reload', async ({ page }) => {
  await page.goto('/salon/101');
  await heading(page);
  await page.getByText('Женская стрижка', { exact: true }).click();
  await page.getByText('Маникюр с покрытием гель-лак', { exact: true }).click();
  const bar = page.getByRole('region', { name: 'Выбранные услуги' });
  await expect(bar).toContainText('2 услуги');

  // Opened anew, the page offers the basket (never ticks it after its first paint, where a tap would untick it).
  await page.reload();
  await heading(page);
  const offer = page.getByRole('region', { name: 'Незаконченная запись' });
  await expect(offer).toContainText('Продолжить запись: Женская стрижка, Маникюр с покрытием гель-лак');
  await expect(page.getByRole('checkbox', { name: /Женская стрижка/ })).not.toBeChecked();

  // The booking journey (web/e2e/booking.spec.ts) starts at its services step with both services chosen.
  await offer.getByRole('button', { name: 'Продолжить' }).click();
  await expect(page).toHaveURL(/\/salon\/101\/book(\?step=services)?$/);
  await expect(await heading(page)).toHaveText('Услуги');
  await expect(page.getByText('Женская стрижка').first()).toBeVisible();
  await expect(page.getByText('Маникюр с покрытием гель-лак').first()).toBeVisible();
});

test('booking with a master from the master page keeps the master in the draft', async ({ page }) => {
  await page.goto('/master/201');
  await heading(page);
  await page.getByText('Окрашивание в один тон', { exact: true }).click();
  await page.getByRole('region', { name: 'Выбранные услуги' }).getByRole('button', { name: 'Записаться' }).click();
  await expect(page).toHaveURL(/\/salon\/101\/book(\?step=services)?$/);
  await expect(await heading(page)).toHaveText('Услуги');
  const draft = await page.evaluate(() => JSON.parse(localStorage.getItem('saved-reservation') ?? 'null'));
  expect(draft).toMatchObject({ services: [303], params: { masters: { '303': 201 } }, firm: { id: 101 }, peopleCount: 1, startTime: null });
});
