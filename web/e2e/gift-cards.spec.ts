import { bookWithAigerim, eachFitsBothWidths, expect, heading, noSeriousViolationsAtBothWidths, seedSession, test } from './fixtures';

// A gift card against the sandbox behind Prism: the demo client, signed in, fills /gift-cards (a design, an amount,
// the recipient, a message, the live preview), creates the card and pays it with a new card: the cryptogram from
// the Checkout script's stand-in, the bank's 3-D Secure page (another origin) in a frame, which form-posts PaRes and
// MD to the backend's TermUrl (completePrepayment3ds): it pays the card and sends the frame to the light
// /payment-return.html?giftCardId=…&status=paid, which tells the page; the page asks for the card's state and shows it
// active with its link and QR code. The link opens
// in a fresh browser context, without sign-in: the card as designed, its amount, balance and 'book'. Then the buyer
// books at salon 101 and pays its prepayment with the card's code (the prepayment page's gift-card method): the
// visit is paid and the card's balance has gone down by the prepayment. Then, from home's link to every salon's
// certificates, the buyer buys salon 101's pass with a new card the same way (3-D Secure in the frame, back through
// /payment-return.html?certificatePurchaseId=…&status=paid) and sees its code. The second test also sends a salon
// owner's request from /business/connect and sees it accepted.

test.describe.configure({ timeout: 180_000 });

test('buy a gift card with a new card through 3-D Secure, then open its link without sign-in', async ({ page, sandbox, browser, clock }) => {
  await seedSession(page, await sandbox.signIn());
  await page.goto('/gift-cards');
  await expect(await heading(page)).toHaveText('Подарочные сертификаты');
  await page.getByRole('radio', { name: 'Весенний' }).check({ force: true });
  await page.getByRole('radio', { name: /20\s000\s₸/ }).check({ force: true });
  await page.getByLabel('Имя получателя').fill('Мадина');
  await page.getByLabel('Телефон получателя').fill('87027654321');
  await expect(page.getByLabel('Телефон получателя')).toHaveValue('+7 702 765 43 21');
  await page.getByLabel('Пожелание').fill('С днём рождения!');
  await expect(page.getByText('16 из 300 символов')).toBeVisible();
  await expect(page.getByTestId('gift-card-face')).toContainText('Мадина');
  await noSeriousViolationsAtBothWidths(page);
  await page.getByRole('button', { name: /Перейти к оплате/ }).click();
  await expect(page).toHaveURL(/\/gift-cards\/\d+$/);
  await expect(await heading(page)).toHaveText('Оплата сертификата');

  await page.getByRole('radio', { name: /Новая карта/ }).check();
  await page.getByLabel('Номер карты').fill('4242424242424242');
  await page.getByLabel('Срок действия').fill('1230');
  await page.getByLabel('CVC/CVV').fill('123');
  await page.getByRole('button', { name: /^Оплатить/ }).click();
  await expect(page.getByRole('heading', { name: 'Подтверждение в банке (3‑D Secure)' })).toBeVisible();
  const giftCardId = new URL(page.url()).pathname.split('/').pop();
  // The bank posts to the backend's TermUrl, never to a static page; the frame's way back is the light return page.
  const term = page.waitForRequest((r) => new URL(r.url()).pathname === '/rest/clients-app/v1/payments/3ds/term');
  const back = page.waitForRequest((r) => new URL(r.url()).pathname === '/payment-return.html');
  await page.frameLocator('[data-testid="threeds-frame"]').getByRole('button', { name: 'Подтвердить' }).click();
  expect((await term).method()).toBe('POST');
  expect(Object.fromEntries(new URL((await back).url()).searchParams)).toEqual({ giftCardId, status: 'paid' });
  expect((await back).frame().parentFrame()).toBe(page.mainFrame());
  await expect(page.getByText('Оплачен и активен')).toBeVisible();
  await expect(await heading(page)).toHaveText('Подарочный сертификат');
  const link = await page.getByRole('textbox', { name: 'Ссылка на сертификат' }).inputValue();
  expect(link).toMatch(/\/gift-cards\/link\/gc_/);
  await expect(page.getByRole('img', { name: 'QR-код ссылки на сертификат' })).toBeVisible();
  await noSeriousViolationsAtBothWidths(page);
  // The same panel's rule: the bank's step left nothing in the history, one Back leaves the card's page.
  await page.goBack();
  await expect(page).toHaveURL(/\/gift-cards$/);
  await page.goForward();
  await expect(page.getByText('Оплачен и активен')).toBeVisible();

  // The recipient: another browser, nobody signed in.
  const context = await clock.newContext(browser);
  const recipient = await context.newPage();
  await recipient.goto(link);
  await expect(recipient.getByRole('heading', { level: 1 })).toHaveText('Мадина, вам подарок!');
  await expect(recipient.getByTestId('gift-card-face')).toContainText('«С днём рождения!»');
  await expect(recipient.getByText('Оплачен и активен')).toBeVisible();
  await expect(recipient.getByText(/^GC(-[0-9A-Z]{4}){3}$/)).toBeVisible();
  await expect(recipient.getByRole('link', { name: 'Записаться в салон' })).toBeVisible();
  const overflow = await recipient.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
  expect(overflow).toBe(false);
  await context.close();

  // Redeem: a prepayment at salon 101 paid from the card's balance.
  const cardPage = page.url();
  const code = (await page.getByText(/^GC(-[0-9A-Z]{4}){3}$/).textContent())!;
  const reservationId = await bookWithAigerim(page, 5);
  await page.goto(`/salon/reservations/${reservationId}/prepayment`);
  await expect(await heading(page)).toHaveText('Предоплата записи');
  const amount = (await page.locator('.payment__amount').textContent())!.split(' из ')[0]!;
  await page.getByRole('radio', { name: 'Подарочная карта' }).check();
  await page.getByLabel('Код подарочной карты').fill(code);
  await page.getByRole('button', { name: /^Оплатить картой-подарком/ }).click();
  await expect(page.getByRole('heading', { name: 'Предоплата внесена' })).toBeVisible();
  await page.goto(cardPage);
  const left = 20000 - Number(amount.replace(/\D/g, ''));
  await expect(page.getByText(new RegExp(`^${left.toLocaleString('ru-RU').replace(/\s/g, '\\s')}\\s₸$`))).toBeVisible();

  // A certificate at salon 101, found from home's link to every salon's certificates, paid with a new card.
  await page.goto('/');
  await page.getByRole('link', { name: 'Подарочные сертификаты салонов' }).click();
  await expect(await heading(page)).toHaveText('Сертификаты всех салонов');
  await page.getByRole('link', { name: 'Купить: Абонемент: 5 стрижек' }).click();
  await expect(page).toHaveURL(/\/salon\/101\/certificates\?id=4201$/);
  const buy = page.getByRole('region', { name: 'Покупка сертификата' });
  await buy.getByRole('radio', { name: 'Новая карта' }).check();
  await buy.getByLabel('Номер карты').fill('4242424242424242');
  await buy.getByLabel('Срок действия').fill('1230');
  await buy.getByLabel('CVC/CVV').fill('123');
  await buy.getByRole('button', { name: /^Оплатить 27\s000\s₸/ }).click();
  await expect(page.getByRole('heading', { name: 'Подтверждение в банке (3‑D Secure)' })).toBeVisible();
  const certificateBack = page.waitForRequest((r) => new URL(r.url()).pathname === '/payment-return.html');
  await page.frameLocator('[data-testid="threeds-frame"]').getByRole('button', { name: 'Подтвердить' }).click();
  const returned = new URL((await certificateBack).url()).searchParams;
  expect(returned.get('status')).toBe('paid');
  expect(returned.get('certificatePurchaseId')).toMatch(/^\d+$/);
  await expect(page.getByText('Оплачено: Абонемент: 5 стрижек')).toBeVisible();
  // Its code: 60 random bits in three groups, never the purchase's number.
  await expect(page.getByText(/^CERT(-[0-9A-Z]{4}){3}$/)).toBeVisible();
  await noSeriousViolationsAtBothWidths(page);
});

// In Kazakh: the longest words (Russian's and English's are shorter; every other e2e test is in Russian at 360 px).
// The limit is for a hang, not a clock.
test('the gift-card, certificate and salon-owner pages fit 360 and 1280 px in Kazakh', async ({ page, sandbox, baseURL }) => {
  test.setTimeout(240_000);
  await seedSession(page, await sandbox.signIn());
  await page.context().addCookies([{ name: 'lang', value: 'KZ', url: baseURL ?? 'http://127.0.0.1' }]);
  await eachFitsBothWidths(page, [
    '/gift-cards',
    '/gift-cards/6601',
    '/gift-cards/6602',
    '/gift-cards/link/gc_9d4a2f6e1b',
    '/my/gift-cards',
    '/business/connect',
    '/mainwp',
    '/salon/101/certificates?id=4101',
    '/certificates/all',
    '/bnpl',
    '/salon/reservations/90211/prepayment',
  ]);
});

test("the gift-card, certificate and salon-owner pages in English have no serious accessibility violations; a salon owner's request is sent", async ({
  page,
  sandbox,
  baseURL,
}) => {
  await seedSession(page, await sandbox.signIn());
  await page.context().addCookies([{ name: 'lang', value: 'EN', url: baseURL ?? 'http://127.0.0.1' }]);
  await page.goto('/business/connect');
  await heading(page);
  await noSeriousViolationsAtBothWidths(page);
  // A salon owner's request (createLandingRequest), in English: sent, and its confirmation.
  const form = page.getByRole('region', { name: 'Request to join' });
  await form.getByLabel('Your name').fill('Aigul');
  await form.getByLabel('Phone').fill('87011234567');
  await form.getByLabel('City').fill('Aktau');
  await form.getByLabel('Salon name').fill('Lotus');
  const sent = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/landing/request') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Send the request' }).click();
  expect((await sent).ok()).toBe(true);
  await expect(form.getByText(/^Request No\. \d+ received$/)).toBeVisible();
  await page.goto('/mainwp');
  await heading(page);
  await noSeriousViolationsAtBothWidths(page);
  await page.goto('/certificates/all');
  await heading(page);
  await noSeriousViolationsAtBothWidths(page);
  await page.goto('/bnpl');
  await heading(page);
  await noSeriousViolationsAtBothWidths(page);
  // The prepayment page with the gift card's method open (its code field), in English.
  await page.goto('/salon/reservations/90211/prepayment');
  await heading(page);
  await page.getByRole('radio', { name: 'Gift card' }).check();
  await noSeriousViolationsAtBothWidths(page);
});
