import { expect, heading, noSeriousViolationsAtBothWidths, seedSession, test } from './fixtures';

// Every route of SPEC.md section 2, with the Russian heading of its screen.
const ROUTES: Array<[string, string]> = [
  ['/', 'Запишитесь к мастеру за пару минут'],
  ['/not-found', 'Страница не найдена'],
  ['/raffleprize/red_apple', 'Розыгрыш призов Red Apple'],
  ['/bnpl', 'Оплата частями'],
  ['/gift-cards', 'Подарочные сертификаты'],
  ['/card-payment', 'Оплата картой'],
  ['/delete-account', 'Удаление аккаунта'],
  ['/rsr', 'Напоминание о записи'],
  ['/rsrwp', 'Напоминание о записи'],
  ['/rsrqr', 'Напоминание о записи'],
  ['/firm', 'Напоминание о записи'],
  ['/firmwp', 'Напоминание о записи'],
  ['/promo', 'Напоминание о записи'],
  ['/mainwp', 'Приложение Salonbook'],
  ['/jasmin', 'Сеть салонов «Жасмин»'],
  ['/salon/reservations/90211/prepayment', 'Предоплата записи'],
  ['/my/reservation/90211/success', 'Запись создана'],
  ['/my/reservation/history', 'История записей'],
];

// One page walks every route (a page load each: deep links), which costs a fraction of a fresh browser context per
// route; the fixtures still fail it on any console error or unexpected API answer, naming the route in the step.
test('every route opens as a deep link with its heading, in Russian, and the fixed names win over /:company', async ({ page }) => {
  test.setTimeout(240_000); // a bound for a hang on a loaded machine, not a clock
  for (const [path, title] of ROUTES) {
    await test.step(path, async () => {
      // The company page's data comes with the page (the server asked for it).
      const company = path === '/jasmin';
      await page.goto(path);
      await expect(await heading(page)).toHaveText(title);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
      if (company) {
        await expect(page.getByTestId('company-page')).toBeVisible();
        await expect(page).toHaveTitle('Запись в салон');
      } else {
        await expect(page.getByTestId('company-page')).toHaveCount(0);
        await expect(page).not.toHaveTitle('Запись в салон');
      }
    });
  }
});

test('all screen modules are preloaded after the first paint', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await heading(page);
  // The app says when its preload queue (every screen, then the texts) is done; the screens below are among them.
  await expect(page.locator('html')).toHaveAttribute('data-screens-preloaded', '', { timeout: 60_000 });
  // Each route module (src/app/routes/<name>.tsx, built as assets/<name>-<hash>.js).
  expect([...scripts].filter((s) => /\/(not-found|bnpl|history|company|search)-[\w-]+\.js$/.test(s))).toHaveLength(5);
  // Downloaded from the framework's manifest, not run (a screen's code runs when it is opened): a screen's stylesheet
  // is fetched into the cache, not applied, as importing the screen would have applied it.
  const css = await page.evaluate(() => {
    const routes = (window as unknown as { __reactRouterManifest: { routes: Record<string, { css?: string[] }> } }).__reactRouterManifest.routes;
    return routes['routes/company']?.css ?? [];
  });
  // Those the first page has not applied already (styles the screens share) come as prefetches.
  const notApplied: string[] = [];
  for (const href of css) if ((await page.locator(`link[rel="stylesheet"][href="${href}"]`).count()) === 0) notApplied.push(href);
  expect(notApplied.length).toBeGreaterThan(0);
  for (const href of notApplied) await expect(page.locator(`link[rel="prefetch"][href="${href}"]`)).toHaveCount(1);
  // Navigating now needs no new script.
  const before = scripts.size;
  await page.getByRole('navigation', { name: 'Основные разделы' }).getByRole('link', { name: 'Записи' }).click();
  await expect(await heading(page)).toHaveText('История записей');
  expect(scripts.size).toBe(before);
});

test("the raffle's page with the signed-in client's entries; the phone's app banner on home, closed for good", async ({ page, sandbox }) => {
  await seedSession(page, await sandbox.signIn());
  await page.goto('/raffleprize/red_apple');
  await expect(page.getByRole('heading', { level: 2, name: 'iPhone 17 Pro' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ваши участия' }).getByRole('listitem').first()).toBeVisible();
  await noSeriousViolationsAtBothWidths(page);

  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  await heading(page);
  const banner = page.getByRole('complementary', { name: 'Мобильное приложение Salonbook' });
  await expect(banner.getByRole('link', { name: 'Подробнее' })).toHaveAttribute('href', '/mainwp');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await noSeriousViolationsAtBothWidths(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(banner).toBeHidden();
  await page.setViewportSize({ width: 360, height: 780 });
  await banner.getByRole('button', { name: 'Скрыть баннер приложения' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await heading(page);
  await expect(banner).toHaveCount(0);
});
