import type { Page } from '@playwright/test';
import { bookWithAigerim, expect, heading, noSeriousViolationsAtBothWidths, seedSession, test, VIEWPORTS } from './fixtures';

// My bookings against the sandbox behind Prism: the demo client, signed in, books a haircut at «Жасмин» (firm 101),
// finds it under 'Предстоящие', opens it, moves it, reads what cancelling means before the tap, cancels it
// ('Отменена' afterwards) and books it again at the time step. Signed in with the account's own phone, the booking
// asks for no SMS code. The booking takes a day a few days ahead, so the sandbox's cancel window (two hours before
// the visit) is far away whatever the time of the run.

test.describe.configure({ timeout: 180_000 });

/** No horizontal scrolling at 360 px and at 1280 px; back at 360 px afterwards. */
async function fitsBothWidths(page: Page) {
  for (const [, viewport] of VIEWPORTS) {
    await page.setViewportSize(viewport);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(VIEWPORTS[0][1]);
}

test('signed in: book, find it under Предстоящие, open it, move it, cancel it with the outcome shown first, book again', async ({ page, sandbox }) => {
  await seedSession(page, await sandbox.signIn());

  // Book: Женская стрижка with Айгерим, the first free time of the third bookable day.
  const id = await bookWithAigerim(page, 2, async () => {
    await expect(page.getByText(/«Мои записи» — там (же )?видно, до какого времени это бесплатно/)).toBeVisible();
  });

  // Under 'Предстоящие', opened from its card.
  await page.goto('/my/reservation/history');
  await expect(await heading(page)).toHaveText('История записей');
  await expect(page.getByRole('tab', { name: 'Предстоящие' })).toHaveAttribute('aria-selected', 'true');
  const card = page.locator('article', { has: page.locator(`a[href="/my/reservation/${id}"]`) });
  await expect(card).toContainText('Женская стрижка');
  await expect(card).toContainText('Мастер: Айгерим Сарсенова');
  await expect(card).toContainText('Подтверждена');
  await noSeriousViolationsAtBothWidths(page);
  await fitsBothWidths(page);
  await page.getByRole('tab', { name: 'Прошедшие' }).click();
  await expect(page.getByText('Состоялась').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Предстоящие' }).click();
  await card.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/my/reservation/${id}$`));
  await expect(await heading(page)).toHaveText(`Запись № ${id}`);
  await expect(page.getByText('Подтверждена')).toBeVisible();
  await expect(page.getByRole('link', { name: /^\+7 702 123 45 67$/ })).toBeVisible();

  // Move it to another free time.
  const move = page.getByRole('region', { name: 'Перенос записи' });
  await move.getByRole('button', { name: 'Выбрать другое время' }).click();
  const moveDays = move.getByRole('radiogroup', { name: 'Дни' }).getByRole('radio', { disabled: false });
  await moveDays.nth(3).click();
  await expect(moveDays.nth(3)).toHaveAttribute('aria-checked', 'true');
  await move.getByRole('radiogroup', { name: /^Свободное время/ }).first().getByRole('radio').first().click();
  await move.getByRole('button', { name: /^Перенести на / }).click();
  await expect(page.getByText(/^Запись перенесена на \d+ [а-я]+, \d\d:\d\d\.$/)).toBeVisible();

  // Cancel: the outcome before the tap, then 'Отменена'.
  const cancel = page.getByRole('region', { name: 'Отмена записи' });
  await expect(cancel.getByText(/^Отменить запись бесплатно можно до \d+ [а-я]+, \d\d:\d\d \(время Актау\)\.$/)).toBeVisible();
  await expect(cancel.getByText('Позже отменить или перенести запись можно будет только по телефону салона.')).toBeVisible();
  await cancel.getByRole('button', { name: 'Отменить запись' }).click();
  await cancel.getByRole('radio', { name: 'Изменились планы' }).check();
  await expect(cancel.getByText(/^Отменить запись бесплатно можно до /)).toBeVisible();
  await noSeriousViolationsAtBothWidths(page);
  await fitsBothWidths(page);
  await cancel.getByRole('button', { name: 'Да, отменить запись' }).click();
  await expect(page.getByText('Запись отменена.', { exact: true })).toBeVisible();
  await expect(page.getByText('Отменена', { exact: true })).toBeVisible();

  // Book again: the same service and master, at the time step.
  await page.getByRole('button', { name: 'Записаться снова' }).click();
  await expect(page).toHaveURL(/\/salon\/101\/book\?step=time$/);
  const draft = await page.evaluate(() => JSON.parse(localStorage.getItem('saved-reservation') ?? '{}') as { services?: number[]; params?: { masters?: Record<string, number> } });
  expect(draft.services).toEqual([301]);
  expect(draft.params?.masters).toEqual({ '301': 201 });
});
