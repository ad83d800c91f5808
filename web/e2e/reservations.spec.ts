import type { Page } from '@playwright/test';
import { recordTraffic } from './traffic';
import { bookWithAigerim, CLOCK_ADVANCE_HEADER, expect, freshPhone, heading, noSeriousViolationsAtBothWidths, seedSession, test, VIEWPORTS } from './fixtures';

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
  // A visited salon filters the past visits to those there, and back to all.
  await page.getByRole('button', { name: 'Прошлые визиты: Салон красоты «Жасмин»' }).click();
  await expect(page).toHaveURL(/\?tab=past&firm=101$/);
  await expect(page.getByRole('tabpanel').getByRole('status')).toContainText('Салон красоты «Жасмин»: ');
  await page.getByRole('button', { name: 'Все прошедшие визиты' }).click();
  await expect(page).toHaveURL(/\?tab=past$/);
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

  // Complain about the visit: the contract's reasons, then the confirmation with its number.
  const complaint = page.getByRole('region', { name: 'Жалоба' });
  await complaint.getByRole('button', { name: 'Пожаловаться' }).click();
  await complaint.getByRole('radio', { name: 'Другое' }).check();
  await complaint.getByLabel('Что случилось').fill('Проверка: жалоба из e2e');
  await complaint.getByRole('button', { name: 'Отправить жалобу' }).click();
  await expect(complaint.getByRole('status')).toHaveText(/^Жалоба № \d+ принята/);

  // Book again: the same service and master, at the time step.
  await page.getByRole('button', { name: 'Записаться снова' }).click();
  await expect(page).toHaveURL(/\/salon\/101\/book\?step=time$/);
  const draft = await page.evaluate(() => JSON.parse(localStorage.getItem('saved-reservation') ?? '{}') as { services?: number[]; params?: { masters?: Record<string, number> } });
  expect(draft.services).toEqual([301]);
  expect(draft.params?.masters).toEqual({ '301': 201 });
});

// A new client of «Батыр» (firm 103, so the salon and master pages other specs count stay as seeded): books without an
// account with a fresh phone and the SMS code, signs up with that phone, and finds the visit under 'Предстоящие'
// (the sandbox links a visit confirmed with the phone's code to the account). Then a browser whose every request
// moves the sandbox clock four days on (CLOCK_ADVANCE_HEADER: that browser alone; the other worker's tests keep the
// shared clock, and nothing waits) signs in, finds the visit under 'Прошедшие', reviews it with the overall mark and
// the master's, and sees the review on the salon page and the master's mark on the master's page. Last, the visit's
// reminder link opened in a fresh browser without sign-in shows the visit.
const SMS_CODE = '4821';
const LATER = String(4 * 24 * 3600);

async function signInWithPassword(page: Page, phone: string, password: string) {
  await page.getByLabel('Номер телефона').fill(phone);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

test('anonymous with a fresh phone: book, sign up with that phone, find it; four days on, review it and see the review; its reminder link without sign-in', async ({ page, browser, baseURL, sandbox }) => {
  const phone = freshPhone();

  // Book at «Батыр» without an account: Мужская стрижка with Данияр, the first free time, confirmed with the SMS code.
  await page.goto('/salon/103');
  await expect(await heading(page)).toHaveText('Барбершоп «Батыр»');
  await page.getByText('Мужская стрижка', { exact: true }).click();
  await page.getByRole('button', { name: 'Записаться', exact: true }).click();
  await page.getByRole('button', { name: 'Далее', exact: true }).click();
  await page.getByRole('radio', { name: /^Данияр Абенов/ }).first().check();
  await page.getByRole('button', { name: 'Далее', exact: true }).click();
  const days = page.getByRole('radiogroup', { name: 'Дни' }).getByRole('radio', { disabled: false });
  await days.first().click();
  await expect(days.first()).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('radiogroup', { name: /^Свободное время/ }).first().getByRole('radio').first().click();
  await page.getByRole('button', { name: 'Далее', exact: true }).click();
  await page.getByLabel('Имя', { exact: true }).fill('Ерлан');
  await page.getByLabel('Телефон', { exact: true }).fill(`8${phone}`);
  await page.getByRole('button', { name: 'Далее', exact: true }).click();
  await page.getByRole('button', { name: 'Подтвердить по SMS', exact: true }).click();
  await page.getByRole('textbox', { name: /^Код из SMS/ }).fill(SMS_CODE);
  await page.getByRole('button', { name: 'Подтвердить и записаться', exact: true }).click();
  await expect(page).toHaveURL(/\/my\/reservation\/\d+\/success$/);
  const id = /\/my\/reservation\/(\d+)\/success$/.exec(page.url())![1]!;

  // Sign up with that phone from the header, then 'Мои записи' from the account menu: the visit is there.
  await page.getByRole('link', { name: 'Войти' }).first().click();
  await expect(await heading(page)).toHaveText('Вход');
  await page.getByRole('link', { name: 'Регистрация' }).click();
  await page.getByLabel('Номер телефона').fill(phone);
  await page.getByRole('button', { name: 'Получить код' }).click();
  await page.getByLabel('Код из SMS').fill(SMS_CODE);
  await page.getByLabel('Имя').fill('Ерлан');
  await page.getByLabel('Новый пароль').fill('Secret123');
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  const account = page.getByRole('button', { name: 'Аккаунт: Ерлан' });
  await account.click();
  await page.locator(`[id="${await account.getAttribute('aria-controls')}"]`).getByRole('link', { name: 'Мои записи' }).click();
  await expect(await heading(page)).toHaveText('История записей');
  await expect(page.getByRole('tab', { name: 'Предстоящие' })).toHaveAttribute('aria-selected', 'true');
  const card = page.locator('article', { has: page.locator(`a[href="/my/reservation/${id}"]`) });
  await expect(card).toContainText('Мужская стрижка');
  await expect(card).toContainText('Мастер: Данияр Абенов');

  // Four days on, in a browser of its own: the visit is past and can be reviewed.
  const later = await browser.newContext({ baseURL, locale: 'ru-RU', timezoneId: 'Asia/Aqtau', viewport: VIEWPORTS[0][1], extraHTTPHeaders: { [CLOCK_ADVANCE_HEADER]: LATER } });
  try {
    const next = await later.newPage();
    // This browser's traffic is the app's too (the review form and the review), checked against the contract.
    const flushLater = recordTraffic(next, test.info());
    await next.goto('/my/login?returnTo=%2Fmy%2Freservation%2Fhistory');
    await signInWithPassword(next, phone, 'Secret123');
    await expect(await heading(next)).toHaveText('История записей');
    await next.getByRole('tab', { name: 'Прошедшие' }).click();
    const past = next.locator('article', { has: next.locator(`a[href="/my/reservation/${id}"]`) });
    await expect(past).toContainText('Состоялась');
    await past.getByRole('link', { name: 'Оставить отзыв: Барбершоп «Батыр»' }).click();
    await expect(next).toHaveURL(new RegExp(`/my/reservation/${id}#review$`));
    const review = next.getByRole('region', { name: 'Оцените визит' });
    await review.getByRole('button', { name: 'Отправить отзыв' }).click();
    await expect(review.getByText('Поставьте оценку мастеру Данияр Абенов от 1 до 5.')).toBeVisible();
    await review.getByRole('group', { name: 'Визит в целом' }).getByText('★').nth(4).click();
    await review.getByRole('group', { name: 'Мастер Данияр Абенов' }).getByText('★').nth(3).click();
    const text = `Быстро и аккуратно, ${phone}`;
    await review.getByLabel('Отзыв').fill(text);
    await noSeriousViolationsAtBothWidths(next);
    await review.getByRole('button', { name: 'Отправить отзыв' }).click();
    await expect(next.getByText('Спасибо за отзыв! Он поможет другим выбрать салон.')).toBeVisible();
    const yours = next.getByRole('region', { name: 'Ваш отзыв' });
    await expect(yours.getByText(text)).toBeVisible();
    await expect(yours.getByRole('listitem').getByRole('img')).toHaveAccessibleName('Рейтинг 4,0 из 5');

    // The salon page shows the review (the overall mark), the master's page the master's own mark.
    await next.getByRole('link', { name: 'Барбершоп «Батыр»' }).first().click();
    await expect(await heading(next)).toHaveText('Барбершоп «Батыр»');
    const onSalon = next.getByRole('article').filter({ hasText: text });
    await expect(onSalon.getByRole('img')).toHaveAccessibleName('Рейтинг 5,0 из 5');
    await next.getByRole('link', { name: 'Данияр Абенов' }).first().click();
    await expect(await heading(next)).toHaveText('Данияр Абенов');
    await expect(next.getByRole('article').filter({ hasText: text }).getByRole('img')).toHaveAccessibleName('Рейтинг 4,0 из 5');
    await flushLater();
  } finally {
    await later.close();
  }

  // The visit's reminder link in a fresh browser without sign-in: the visit itself.
  const { links } = await sandbox.reminder(id);
  const fresh = await browser.newContext({ baseURL, locale: 'ru-RU', timezoneId: 'Asia/Aqtau', viewport: VIEWPORTS[0][1] });
  try {
    const visitor = await fresh.newPage();
    const flushVisitor = recordTraffic(visitor, test.info());
    await visitor.goto(links[0]!);
    await expect(await heading(visitor)).toHaveText('Напоминание о записи');
    await expect(visitor.getByText(`Запись № ${id}`)).toBeVisible();
    await expect(visitor.getByText('Барбершоп «Батыр»').first()).toBeVisible();
    await expect(visitor.getByText(/Мужская стрижка/).first()).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Войти, чтобы перенести или отменить' })).toBeVisible();
    await noSeriousViolationsAtBothWidths(visitor);
    await flushVisitor();
  } finally {
    await fresh.close();
  }
});
