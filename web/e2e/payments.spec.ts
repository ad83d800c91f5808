import { bookWithAigerim, expect, heading, seedSession, test } from './fixtures';

// Prepayment by card against the sandbox behind Prism: the demo client, signed in, books a haircut at «Жасмин»
// (firm 101 asks for a prepayment) and pays it with a new card: the card's cryptogram comes from CloudPayments'
// Checkout script (the build points VITE_CLOUDPAYMENTS_SCRIPT_URL at the sandbox's stand-in), the bank's 3-D Secure
// page (the sandbox's, on another origin than the app) opens in a frame and posts back to the backend's TermUrl,
// which sends the frame on to /card-payment; the visit then shows as paid. A second booking is paid with the card
// saved by the first, in one tap.

test.describe.configure({ timeout: 180_000 });

test('signed in: pay a prepayment with a new card through the Checkout script and 3-D Secure, then another with the saved card in one tap', async ({ page, sandbox }) => {
  await seedSession(page, await sandbox.signIn());

  // 1. A new card.
  const first = await bookWithAigerim(page, 3);
  await page.getByRole('link', { name: 'Внести предоплату' }).click();
  await expect(page).toHaveURL(new RegExp(`/salon/reservations/${first}/prepayment$`));
  await expect(await heading(page)).toHaveText('Предоплата записи');
  await expect(page.getByText('Салон красоты «Жасмин»')).toBeVisible();
  await page.getByRole('radio', { name: /Новая карта/ }).check();
  await page.getByLabel('Номер карты').fill('4242424242424242');
  await expect(page.getByLabel('Номер карты')).toHaveValue('4242 4242 4242 4242');
  await page.getByLabel('Срок действия').fill('1230');
  await page.getByLabel('CVC/CVV').fill('123');
  await expect(page.getByLabel('Сохранить карту для следующих оплат')).toBeChecked();
  // The Checkout script is loaded only now, from the sandbox's origin.
  const script = page.waitForRequest((request) => request.url().endsWith('/__sandbox/checkout.js'));
  await page.getByRole('button', { name: /^Оплатить/ }).click();
  expect(new URL((await script).url()).origin).toBe(sandbox.url);
  // The bank's page, in a frame on another origin than the app's.
  await expect(page.getByRole('heading', { name: 'Подтверждение в банке (3‑D Secure)' })).toBeVisible();
  const bank = page.frameLocator('[data-testid="threeds-frame"]');
  await bank.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page).toHaveURL(new RegExp(`/card-payment\\?reservationId=${first}&status=paid`));
  await expect(page.getByRole('heading', { name: 'Предоплата внесена' })).toBeVisible();
  await expect(page.getByText(/Салон красоты «Жасмин»: визит оплачен/)).toBeVisible();
  await page.getByRole('link', { name: 'Открыть визит' }).click();
  await expect(page).toHaveURL(new RegExp(`/my/reservation/${first}$`));
  await page.goto(`/salon/reservations/${first}/prepayment`);
  await expect(page.getByText('Предоплата уже внесена.')).toBeVisible();

  // 2. Another booking, paid with the card saved by the first: chosen, then one tap.
  const second = await bookWithAigerim(page, 4);
  await page.getByRole('link', { name: 'Внести предоплату' }).click();
  await expect(page).toHaveURL(new RegExp(`/salon/reservations/${second}/prepayment$`));
  const saved = page.locator('[data-testid^="pay-card-"]', { hasText: '4242' });
  await saved.getByRole('radio').check();
  await page.getByRole('button', { name: /^Оплатить/ }).click();
  await expect(page.getByRole('heading', { name: 'Предоплата внесена' })).toBeVisible();
  await page.getByRole('link', { name: 'Мои записи' }).click();
  await expect(page).toHaveURL(/\/my\/reservation\/history$/);
});
