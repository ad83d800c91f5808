import type { Page } from '@playwright/test';
import { expect, freshPhone, heading, payNewCard, seedSession, test } from './fixtures';

// What the booking offers, a client books, through the real stack: a basket with a master per service (signed in),
// a Russian mobile at a Moscow barbershop (anonymous, SMS code), and an anonymous booking at a salon that asks for a
// prepayment, paid from its success page by a new card and shown paid by its reminder link in a fresh browser.
// The 101 bookings here take the last bookable day of the strip (four weeks ahead), which no other spec books, so
// nothing takes their times between the steps whichever worker runs what.

test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** From the salon page with these services (in this order) to the time step, with the masters named per service. */
async function basketTimeStep(page: Page, firm: number, services: string[], masters: Record<string, string> = {}) {
  await page.goto(`/salon/${firm}`);
  await heading(page);
  for (const name of services) await page.getByText(name, { exact: true }).click();
  await page.getByRole('button', { name: 'Записаться', exact: true }).click();
  await page.getByRole('button', { name: 'Далее', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Мастера' })).toBeFocused();
  for (const [service, master] of Object.entries(masters)) {
    const radio = page.getByRole('group', { name: service }).getByRole('radio', { name: new RegExp(`^${master}`) });
    await radio.check();
    await expect(radio).toBeChecked();
  }
  await page.getByRole('button', { name: 'Далее', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Дата и время' })).toBeFocused();
}

/** The first (or the last) bookable day of the strip and its first free time; returns that time's 'HH:MM'. */
async function firstTimeOfDay(page: Page, which: 'first' | 'last') {
  const days = page.getByRole('radiogroup', { name: 'Дни' }).getByRole('radio', { disabled: false }).filter({ hasNotText: 'нет мест' });
  const day = which === 'first' ? days.first() : days.last();
  await day.click();
  await expect(day).toHaveAttribute('aria-checked', 'true');
  const slot = page
    .getByRole('radiogroup', { name: /^Свободное время/ })
    .first()
    .getByRole('radio')
    .first();
  await slot.click();
  await expect(slot).toHaveAttribute('aria-checked', 'true');
  return ((await slot.getAttribute('aria-label')) ?? '').slice(0, 5);
}

async function detailsAndCheck(page: Page, name: string, phone: string) {
  await page.getByRole('button', { name: 'Далее', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ваши данные' })).toBeFocused();
  await page.getByLabel('Имя', { exact: true }).fill(name);
  await page.getByLabel('Телефон', { exact: true }).fill(phone);
  await page.getByRole('button', { name: 'Далее', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Проверьте запись' })).toBeFocused();
}

async function confirmWithCode(page: Page) {
  await page.getByRole('button', { name: 'Подтвердить по SMS', exact: true }).click();
  await page.getByRole('textbox', { name: /^Код из SMS/ }).fill('4821');
  await page.getByRole('button', { name: 'Подтвердить и записаться', exact: true }).click();
  await expect(page).toHaveURL(/\/my\/reservation\/\d+\/success$/);
  return /\/my\/reservation\/(\d+)\/success$/.exec(page.url())![1]!;
}

test('a basket with a master per service: three services, three masters, booked at an offered time and listed so', async ({ page, sandbox }) => {
  await seedSession(page, await sandbox.signIn());
  const masters = { 'Женская стрижка': 'Айгерим Сарсенова', Укладка: 'Мадина Ержанова', 'Классический маникюр': 'Динара Жумабаева' };
  await basketTimeStep(page, 101, Object.keys(masters), masters);
  const time = await firstTimeOfDay(page, 'last');
  await detailsAndCheck(page, 'Алия', '+7 701 123 45 67');
  await page.getByRole('button', { name: 'Записаться', exact: true }).click();
  await expect(page).toHaveURL(/\/my\/reservation\/\d+\/success$/);
  const id = /\/my\/reservation\/(\d+)\/success$/.exec(page.url())![1]!;
  await expect(page.getByText(`Женская стрижка · ${time}–`)).toContainText('Айгерим Сарсенова');
  await expect(page.getByText(/^Укладка · /)).toContainText('Мадина Ержанова');
  await expect(page.getByText(/^Классический маникюр · /)).toContainText('Динара Жумабаева');

  await page.goto('/my/reservation/history');
  const card = page.locator('article', { has: page.locator(`a[href="/my/reservation/${id}"]`) });
  await expect(card).toContainText('Женская стрижка');
  await expect(card).toContainText('Мастера: Айгерим Сарсенова, Мадина Ержанова, Динара Жумабаева');
});

test('a Russian mobile books at a Moscow barbershop without an account', async ({ page }) => {
  const phone = `+7 916 ${freshPhone().slice(3)}`;
  await basketTimeStep(page, 116, ['Мужская стрижка']);
  await firstTimeOfDay(page, 'first');
  await detailsAndCheck(page, 'Алексей', phone);
  await confirmWithCode(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Запись создана' })).toBeVisible();
  await expect(page.getByText('Барбершоп «Бородач»').first()).toBeVisible();
});

test("anonymous at a salon that asks for a prepayment: paid from the success page by a new card, shown paid by the visit's reminder link", async ({
  page,
  browser,
  baseURL,
  clock,
  sandbox,
}) => {
  await basketTimeStep(page, 101, ['Укладка'], { Укладка: 'Мадина Ержанова' });
  await firstTimeOfDay(page, 'last');
  await detailsAndCheck(page, 'Жанар', `8${freshPhone()}`);
  const id = await confirmWithCode(page);
  await expect(page.getByText(/^Внесите предоплату до /)).toBeVisible();

  await page.getByRole('link', { name: 'Внести предоплату' }).click();
  await expect(page).toHaveURL(new RegExp(`/salon/reservations/${id}/prepayment/pp_`));
  await expect(await heading(page)).toHaveText('Предоплата записи');
  await payNewCard(page, '5555555555554444');
  await expect(page.getByRole('heading', { name: 'Предоплата внесена' })).toBeVisible();
  await expect(page.getByText(/^Предоплата .* внесена: время за вами\. Остальное, .*, — в салоне\./)).toBeVisible();

  // The reminder SMS's link in a fresh browser, nobody signed in: the visit, its prepayment paid.
  const { links } = await sandbox.reminder(id);
  const context = await clock.newContext(browser, { baseURL, locale: 'ru-RU', timezoneId: 'Asia/Aqtau', viewport: { width: 360, height: 780 } });
  try {
    const visitor = await context.newPage();
    await visitor.goto(links[0]!);
    await expect(await heading(visitor)).toHaveText('Напоминание о записи');
    await expect(visitor.getByText(/^Предоплата .* внесена\. Остальное, .*, — в салоне\.$/)).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a basket left at the time step is offered on a later visit, never ticked after the paint: a tap adds what it says', async ({ page }) => {
  await basketTimeStep(page, 116, ['Мужская стрижка']);
  // A later visit: the salon page opened anew shows nothing ticked and offers the basket where the booking bar stands.
  await page.goto('/salon/116');
  await heading(page);
  const offer = page.getByRole('region', { name: 'Незаконченная запись' });
  await expect(offer).toContainText('Продолжить запись: Мужская стрижка');
  const haircut = page.getByRole('checkbox', { name: /^Мужская стрижка/ });
  await expect(haircut).not.toBeChecked();
  // The tap ticks what it was meant to tick, alone: nothing of the old basket is merged into it.
  const other = page.locator('#services label.service').filter({ hasNotText: 'Мужская стрижка' }).first();
  await other.click();
  await expect(other.locator('input')).toBeChecked();
  await expect(haircut).not.toBeChecked();
  await expect(page.getByRole('region', { name: 'Выбранные услуги' })).toContainText('1 услуга');
  await expect(offer).toBeHidden();

  // Left again and opened anew: 'Начать заново' drops it.
  await page.goto('/salon/116');
  await heading(page);
  await offer.getByRole('button', { name: 'Начать заново' }).click();
  await expect(offer).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('saved-reservation'))).toBeNull();
});
