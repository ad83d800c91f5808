import type { Page } from '@playwright/test';
import { expect, heading, noSeriousViolations, noSeriousViolationsAtBothWidths, test } from './fixtures';

// The consumer's main path against the sandbox behind Prism: home → a category → search results → a filter and
// a sort → a salon → a master → back, with no console errors; axe on home and search at 360px and 1280px.
// Counts and names are the sandbox seed's (Aqtau, the default city: two hair salons, «Жасмин» and «Жасмин» на 7-м).

/** Every API response of the page, so the test can assert Prism accepted each request. */
function apiStatuses(page: Page) {
  const seen: Array<{ url: string; status: number }> = [];
  page.on('response', (r) => {
    if (r.url().includes('/rest/')) seen.push({ url: r.url(), status: r.status() });
  });
  return seen;
}

test('home shows categories, offers, compilations and reviews, without serious axe violations', async ({ page }) => {
  await page.goto('/');
  await expect(await heading(page)).toHaveText('Запишитесь к мастеру за пару минут');
  const categories = page.getByRole('region', { name: 'Категории' });
  await expect(categories.getByRole('link', { name: 'Волосы' })).toBeVisible();
  const offers = page.getByRole('region', { name: 'Скидки', exact: true });
  await expect(offers.getByRole('link', { name: 'Студия маникюра «Лотос»' })).toBeVisible();
  await expect(offers.getByText('−20%', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Рекомендуем' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Зимние предложения' })).toBeVisible();
  // The reviews, far down the page, render (and load their code) when they near the screen, not before: not even
  // once the page has settled and downloaded the other screens.
  const reviews = page.getByRole('region', { name: 'Свежие отзывы' });
  await expect(page.locator('html')).toHaveAttribute('data-screens-preloaded', '');
  await expect(reviews.getByRole('heading', { name: 'Алия' })).toHaveCount(0);
  await reviews.scrollIntoViewIfNeeded();
  await expect(reviews.getByRole('heading', { name: 'Алия' })).toBeVisible();
  const banners = page.getByRole('region', { name: 'Акции и новости' });
  await expect(banners.getByRole('link', { name: 'Скидка 20% на маникюр' })).toHaveAttribute('href', '/salon/102');
  await noSeriousViolationsAtBothWidths(page);
});

test('search shows results, filters and sorts, without serious axe violations', async ({ page }) => {
  await page.goto('/search/firms?categoryId=11');
  await expect(await heading(page)).toHaveText('Поиск салонов');
  await expect(page.getByRole('heading', { level: 2, name: 'Найдено 2 салона' })).toBeVisible();
  await expect(page.getByText('Категория: Стрижки')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Салон красоты «Жасмин» на 7-м' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Барбершоп «Батыр»' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Сортировка' })).toHaveValue('RATING');
  await page.getByRole('button', { name: 'Фильтры' }).click();
  await expect(page.getByRole('checkbox', { name: 'Онлайн-предоплата' })).toBeVisible();
  await noSeriousViolationsAtBothWidths(page);
  // Suggestions as the client types.
  await page.getByRole('combobox', { name: 'Салон, услуга или категория' }).fill('стриж');
  await expect(page.getByRole('listbox', { name: 'Подсказки' }).getByRole('option', { name: 'Женская стрижка' })).toBeVisible();
  await noSeriousViolations(page);
});

test('home → category page → results → filter and sort → salon → master → back', async ({ page }) => {
  const statuses = apiStatuses(page);
  await page.goto('/');
  await heading(page);

  await page.getByRole('region', { name: 'Категории' }).getByRole('link', { name: 'Волосы' }).click();
  await expect(page).toHaveURL(/\/category\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Волосы' })).toBeVisible();
  await page.getByRole('link', { name: 'Фильтры, сортировка и районы →' }).click();
  await expect(page).toHaveURL(/\/search\/firms\?categoryId=1$/);
  await expect(page.getByText('Категория: Волосы')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Найдено 2 салона' })).toBeVisible();

  await page.getByRole('button', { name: 'Фильтры' }).click();
  const filtered = page.waitForResponse((r) => r.url().includes('/firms/search?') && r.url().includes('filters='));
  await page.getByRole('checkbox', { name: 'Онлайн-предоплата' }).check();
  expect((await filtered).status()).toBe(200);
  const sorted = page.waitForResponse((r) => r.url().includes('/firms/search?') && r.url().includes('sort=PRICE_ASC'));
  await page.getByRole('combobox', { name: 'Сортировка' }).selectOption('PRICE_ASC');
  expect((await sorted).status()).toBe(200);
  await expect(page).toHaveURL(/categoryId=1&sort=PRICE_ASC&filters=features%3AONLINE_PREPAYMENT$/);

  // Reload keeps the search.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Сортировка' })).toHaveValue('PRICE_ASC');
  await page.getByRole('button', { name: /Фильтры/ }).click();
  await expect(page.getByRole('checkbox', { name: 'Онлайн-предоплата' })).toBeChecked();

  await page.getByRole('link', { name: 'Салон красоты «Жасмин»', exact: true }).click();
  await expect(await heading(page)).toHaveText('Салон красоты «Жасмин»');
  await expect(page).toHaveURL(/\/salon\/101$/);

  await page.getByRole('link', { name: 'Айгерим Сарсенова' }).first().click();
  await expect(await heading(page)).toHaveText('Айгерим Сарсенова');

  await page.goBack();
  await expect(await heading(page)).toHaveText('Салон красоты «Жасмин»');
  await page.goBack();
  await expect(page).toHaveURL(/sort=PRICE_ASC/);
  await expect(page.getByRole('combobox', { name: 'Сортировка' })).toHaveValue('PRICE_ASC');
  // Only «Жасмин» of the two takes online prepayment.
  await expect(page.getByRole('link', { name: 'Салон красоты «Жасмин»', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Салон красоты «Жасмин» на 7-м' })).toHaveCount(0);

  expect(statuses.filter((s) => s.status >= 400)).toEqual([]);
});

test('the company multi-link page lists the company salons', async ({ page }) => {
  await page.goto('/jasmin');
  await expect(await heading(page)).toHaveText('Сеть салонов «Жасмин»');
  await expect(page).toHaveTitle('Запись в салон');
  await expect(page.getByRole('link', { name: 'Салон красоты «Жасмин» на 7-м' })).toHaveAttribute('href', '/salon/104');
  await noSeriousViolations(page);
});

test('a menu tab narrows the categories (Prism accepts menuTabId) and is remembered across a reload', async ({ page }) => {
  const statuses = apiStatuses(page);
  await page.goto('/');
  const tabs = page.getByRole('tablist', { name: 'Разделы каталога' });
  await expect(tabs.getByRole('tab', { name: 'Все' })).toHaveAttribute('aria-selected', 'true');
  const filtered = page.waitForResponse((r) => r.url().includes('/screen/home/categories?menuTabId=2'));
  await tabs.getByRole('tab', { name: 'Здоровье' }).click();
  expect((await filtered).status()).toBe(200);
  const health = page.getByRole('tabpanel', { name: 'Здоровье' });
  await expect(health.getByRole('link', { name: 'Косметология' })).toBeVisible();
  await expect(health.getByRole('link', { name: 'Волосы' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Здоровье' })).toHaveAttribute('aria-selected', 'true');
  expect(statuses.filter((s) => s.status >= 400)).toEqual([]);
});
