import type { Page } from '@playwright/test';
import { expect, heading, noSeriousViolations, noSeriousViolationsAtBothWidths, seedSession, test, VIEWPORTS } from './fixtures';

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

test("the page paints from the server's HTML alone, with its data, before any of the app code has arrived", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('.logo__text')).toHaveText('Salonbook');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Запишитесь к мастеру за пару минут');
  await expect(page.locator('.home__lead')).toBeVisible();
  // The home screen's data is in the HTML: the categories, with no request of the app's.
  await expect(page.locator('.home__category').first()).toBeVisible();
  // Styled by the page's stylesheets alone (the app's code is still held): once they are in, the header is sticky.
  await expect.poll(() => page.locator('.header').evaluate((e) => getComputedStyle(e).position)).not.toBe('static');
  // A salon: its name, services and prices, styled by its own stylesheets, still without the app's code.
  const salon = await page.context().newPage();
  await salon.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await salon.goto('/salon/101', { waitUntil: 'commit' });
  await expect(salon.getByRole('heading', { level: 1 })).toHaveText('Салон красоты «Жасмин»');
  await expect(salon.getByText('Женская стрижка', { exact: true })).toBeVisible();
  release();
  await expect(await heading(page)).toHaveText('Запишитесь к мастеру за пару минут');
  await salon.close();
});

test('on a slow phone (8x CPU) a service ticked the moment the page paints, before the app has it, is counted once it has', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  let release: () => void = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/salon/101', { waitUntil: 'commit' });
  const service = page.getByRole('checkbox', { name: /^Женская стрижка/ });
  await page.getByText('Женская стрижка', { exact: true }).click();
  // Held: the box is not ticked where the app could not see it, and nothing of the app is there yet.
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  await expect(service).not.toBeChecked();
  release();
  await expect(service).toBeChecked();
  await expect(page.getByRole('region', { name: 'Выбранные услуги' })).toContainText('1 услуга');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

test("when the app code cannot be downloaded, the server's page stays readable and its links still lead on", async ({ page, consoleErrors }) => {
  await page.route('**/assets/index-*.js', (route) => route.abort('internetdisconnected'));
  await page.goto('/salon/101');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Салон красоты «Жасмин»');
  await expect(page.getByText('Женская стрижка', { exact: true })).toBeVisible();
  // A link is a link: the browser loads the next page from the server.
  await page.getByRole('link', { name: 'Salonbook — на главную' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Запишитесь к мастеру за пару минут');
  // The browser logged the failed download; nothing else.
  expect(consoleErrors.every((e) => /Failed to (load|fetch)|ERR_INTERNET_DISCONNECTED|dynamically imported module/.test(e))).toBe(true);
  consoleErrors.length = 0;
});

/** The page is no wider than the phone's screen (a wider page makes a phone zoom the whole page out). */
async function fitsTheScreen(page: Page, what: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${what}: page width at 360 px`).toBeLessThanOrEqual(360);
}

test('at 360 px nothing is wider than the screen: home, the salon with its express cards, the booking time step, the new-card form, payments', async ({
  page,
  baseURL,
  sandbox,
}) => {
  test.setTimeout(240_000); // a bound for a hang on a loaded machine, not a clock
  for (const lang of ['RU', 'KZ', 'EN']) {
    await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL ?? 'http://127.0.0.1' }]);
    await page.goto('/');
    await heading(page);
    await page.evaluate(() => localStorage.removeItem('saved-reservation')); // each language chooses the service afresh
    await expect(page.locator('.home__category').first()).toBeVisible();
    await fitsTheScreen(page, `${lang} home`);
    await page.goto('/salon/101');
    await heading(page);
    const express = page.locator('#express .offer').first();
    await express.scrollIntoViewIfNeeded();
    await fitsTheScreen(page, `${lang} salon`);
    // An express card's text keeps a readable width: the buttons wrap below it instead of squeezing it.
    expect((await express.locator('.offer__body').boundingBox())!.width, `${lang}: express text width`).toBeGreaterThan(200);
    await page.getByText('Женская стрижка', { exact: true }).click();
    await page.locator('.booking-bar').getByRole('button').click();
    await expect(page).toHaveURL(/\/salon\/101\/book/);
    await page.goto('/salon/101/book?step=time');
    const chosen = page.locator('.date-strip__day.is-selected');
    await expect(chosen).toBeVisible();
    await fitsTheScreen(page, `${lang} time step`);
    // The first chip starts inside the screen, not at its edge; the month stays inside its chip.
    const first = (await page.locator('.date-strip__day').first().boundingBox())!;
    expect(first.x, `${lang}: first chip's left edge`).toBeGreaterThanOrEqual(12);
    const month = (await chosen.locator('.date-strip__month').boundingBox())!;
    const chip = (await chosen.boundingBox())!;
    expect(month.x + month.width, `${lang}: month inside its chip`).toBeLessThanOrEqual(chip.x + chip.width);
  }
  await page.context().addCookies([{ name: 'lang', value: 'RU', url: baseURL ?? 'http://127.0.0.1' }]);
  await seedSession(page, await sandbox.signIn());
  await page.goto('/my/cards');
  await page.getByRole('button', { name: 'Добавить карту' }).click();
  await expect(page.getByLabel('CVC/CVV')).toBeVisible();
  await fitsTheScreen(page, 'new-card form');
  const cvc = (await page.getByLabel('CVC/CVV').boundingBox())!;
  expect(cvc.x + cvc.width, 'CVC field inside the screen').toBeLessThanOrEqual(360);
  await page.goto('/my/payments');
  await heading(page);
  await fitsTheScreen(page, 'payments');
});

test('a search by free time keeps each salon card readable, its time chips under it, at 360, 768 and 1280 px', async ({ page }) => {
  for (const [path, list] of [
    ['/search/firms?when=tomorrow&after=18', '.search__grid'],
    ['/category/2?when=tomorrow&after=18', '.discovery__grid'],
  ] as const) {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(path);
    await heading(page);
    await expect(page.locator(`${list} .free-times`).first()).toBeVisible();
    for (const [width, columns] of [
      [360, 1],
      [768, 2],
      [1280, 3],
    ] as const) {
      await test.step(`${path} at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 800 });
        if (width === 360) await fitsTheScreen(page, `${path}: search by free time`);
        const items = page.locator(`${list} > li`);
        const count = Math.min(await items.count(), 6);
        expect(count, 'salons with free times').toBeGreaterThan(0);
        const grid = (await page.locator(list).boundingBox())!;
        for (let i = 0; i < count; i++) {
          const item = items.nth(i);
          const card = (await item.locator('.firm-card').boundingBox())!;
          const chips = (await item.locator('.free-times').boundingBox())!;
          const what = `${width} px, card ${i + 1}`;
          // The card has its whole column (the grid's width over its columns, less the gaps).
          expect(card.width, `${what}: card width`).toBeGreaterThanOrEqual((grid.width - 14 * (columns - 1)) / columns - 1);
          // The chips stand under the card, within its width.
          expect(chips.y, `${what}: chips below the card`).toBeGreaterThanOrEqual(card.y + card.height - 1);
          expect(chips.x, `${what}: chips from the card's left`).toBeGreaterThanOrEqual(card.x - 1);
          expect(chips.x + chips.width, `${what}: chips within the card's width`).toBeLessThanOrEqual(card.x + card.width + 1);
          // The name, the address and the price are read whole: none is cut at the card's edge.
          for (const part of ['.firm-card__name', '.firm-card__address', '.firm-card__price']) {
            const box = (await item.locator(part).boundingBox())!;
            expect(box.x + box.width, `${what}: ${part} inside the card`).toBeLessThanOrEqual(card.x + card.width + 1);
            expect(box.width, `${what}: ${part} width`).toBeGreaterThanOrEqual(Math.min(150, card.width / 2));
            expect(await item.locator(part).evaluate((e) => e.scrollWidth <= e.clientWidth + 1), `${what}: ${part} not cut`).toBe(true);
          }
        }
      });
    }
  }
});
