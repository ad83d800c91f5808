import type { Page } from '@playwright/test';
import { bookWithAigerim, CLIENT_HEADERS, confirmAtTheBank, expect, freshPhone, heading, payNewCard, seedSession, test, typeNewCardAndPay } from './fixtures';

// Prepayment by card against the sandbox behind Prism, one journey of the demo client, signed in (one session for
// the whole journey), at «Жасмин» (firm 101 asks for a prepayment). Each booking is paid another way:
//   1. a new card: its cryptogram from CloudPayments' Checkout script (the build points VITE_CLOUDPAYMENTS_SCRIPT_URL
//      at the sandbox's stand-in), the bank's 3-D Secure page (the sandbox's, on another origin than the app) in a
//      frame, which posts to the backend's TermUrl; its answer sends the frame to the light /payment-return.html, which
//      hands the outcome to the page; the card is saved (it ends in 3220: its bank asks for 3-D Secure every time);
//   2. that saved card: the bank asks again (REQUIRES_3DS on payPrepaymentWithCard), confirmed in the frame;
//   3. the default saved card in one tap, tapped twice: one payment;
//   4. PayBox's hosted page (the sandbox's stand-in): declined there, back to the return page, then paid;
//   5. the booking SMS's link (getPrepaymentByLink's token) in a fresh browser without sign-in, a new card.
// Each ends with the visit shown as paid in My bookings.

test.describe.configure({ timeout: 300_000 });

const PAY = /^Оплатить/;

async function openPrepayment(page: Page, id: string) {
  await page.getByRole('link', { name: 'Внести предоплату' }).click();
  await expect(page).toHaveURL(new RegExp(`/salon/reservations/${id}/prepayment$`));
  await expect(await heading(page)).toHaveText('Предоплата записи');
}

const paidPage = (page: Page, id: string, token?: string) =>
  Promise.all([
    expect(page).toHaveURL(new RegExp(`/card-payment\\?reservationId=${id}&status=paid${token ? `&token=${token}` : ''}`)),
    expect(page.getByRole('heading', { name: 'Предоплата внесена' })).toBeVisible(),
  ]);

test('signed in: new card with 3-D Secure, the saved card that asks for it again, one tap tapped twice, PayBox declined then paid, the SMS link without sign-in', async ({
  page,
  sandbox,
  browser,
  baseURL,
  clock,
  request,
}) => {
  const session = await sandbox.signIn();
  await seedSession(page, session);
  const paid: string[] = [];

  await test.step('a new card through the Checkout script and 3-D Secure, saved', async () => {
    const id = await bookWithAigerim(page, 3);
    await openPrepayment(page, id);
    await expect(page.getByText('Салон красоты «Жасмин»')).toBeVisible();
    await page.getByRole('radio', { name: /Новая карта/ }).check();
    await page.getByLabel('Номер карты').fill('4000000000003220');
    await expect(page.getByLabel('Номер карты')).toHaveValue('4000 0000 0000 3220');
    // Unticked until the client ticks it.
    await expect(page.getByLabel('Сохранить карту для следующих оплат')).not.toBeChecked();
    await page.getByLabel('Сохранить карту для следующих оплат').check();
    // The Checkout script is loaded only now, from the sandbox's origin.
    const script = page.waitForRequest((r) => r.url().endsWith('/__sandbox/checkout.js'));
    await page.getByLabel('Срок действия').fill('1230');
    await page.getByLabel('CVC/CVV').fill('123');
    await page.getByRole('button', { name: PAY }).click();
    expect(new URL((await script).url()).origin).toBe(sandbox.url);
    // The bank's page posts to the backend's TermUrl; the frame's way back is the light return page, never the app.
    const back = page.waitForRequest((r) => new URL(r.url()).pathname === '/payment-return.html');
    await confirmAtTheBank(page);
    expect((await back).frame().parentFrame()).toBe(page.mainFrame());
    await paidPage(page, id);
    await expect(page.getByText(/^Предоплата .* внесена: время за вами\. Остальное, .*, — в салоне\. Салон красоты «Жасмин»\.$/)).toBeVisible();
    await page.getByRole('link', { name: 'Открыть визит' }).click();
    await expect(page).toHaveURL(new RegExp(`/my/reservation/${id}$`));
    await page.goto(`/salon/reservations/${id}/prepayment`);
    await expect(page.getByText('Предоплата уже внесена.')).toBeVisible();
    paid.push(id);
  });

  await test.step('the saved card ending in 3220: its bank asks for 3-D Secure again', async () => {
    const id = await bookWithAigerim(page, 4);
    await openPrepayment(page, id);
    await page.locator('[data-testid^="pay-card-"]', { hasText: '3220' }).getByRole('radio').check();
    await page.getByRole('button', { name: PAY }).click();
    await confirmAtTheBank(page);
    await paidPage(page, id);
    paid.push(id);
  });

  await test.step('the default saved card in one tap, tapped twice: charged once', async () => {
    const id = await bookWithAigerim(page, 5);
    await openPrepayment(page, id);
    await page.locator('[data-testid^="pay-card-"]', { hasText: '1234' }).getByRole('radio').check();
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes(`/reservations/${id}/prepayments/`)) calls.push(r.url());
    });
    await page.getByRole('button', { name: PAY }).dblclick();
    await paidPage(page, id);
    expect(calls).toHaveLength(1);
    // The sandbox's payment list (listPaymentHistory, as /my/payments reads it): one payment of this visit.
    const history = await request.get(`${sandbox.url}/rest/clients-app/v1/payments/history?limit=100`, {
      headers: { ...CLIENT_HEADERS, Authorization: `Bearer ${session.accessToken}` },
    });
    expect(history.status()).toBe(200);
    const { items } = (await history.json()) as { items: { reservationId: number | null }[] };
    expect(items.filter((p) => String(p.reservationId) === id)).toHaveLength(1);
    paid.push(id);
  });

  await test.step("PayBox's hosted page: declined, then paid", async () => {
    const id = await bookWithAigerim(page, 6);
    await openPrepayment(page, id);
    await page.getByRole('radio', { name: /PayBox/ }).check();
    await page.getByRole('button', { name: /^Перейти к оплате/ }).click();
    await expect(page).toHaveURL((url) => url.origin === sandbox.url && url.pathname === '/__sandbox/paybox');
    await page.getByRole('button', { name: 'Отменить' }).click();
    await expect(page).toHaveURL(new RegExp(`/card-payment\\?reservationId=${id}&status=declined&via=paybox$`));
    await expect(page.getByRole('heading', { name: 'Оплата не прошла' })).toBeVisible();
    await page.getByRole('link', { name: 'Попробовать другую карту' }).click();
    await expect(page).toHaveURL(new RegExp(`/salon/reservations/${id}/prepayment$`));
    await page.getByRole('radio', { name: /PayBox/ }).check();
    await page.getByRole('button', { name: /^Перейти к оплате/ }).click();
    await expect(page).toHaveURL((url) => url.origin === sandbox.url && url.pathname === '/__sandbox/paybox');
    await page.getByRole('button', { name: 'Оплатить' }).click();
    await expect(page).toHaveURL(new RegExp(`/card-payment\\?reservationId=${id}&status=paid&via=paybox$`));
    await expect(page.getByRole('heading', { name: 'Предоплата внесена' })).toBeVisible();
    paid.push(id);
  });

  await test.step('the booking SMS link in a fresh browser without sign-in', async () => {
    const id = await bookWithAigerim(page, 7);
    const sms = await request.get(`${sandbox.url}/__sandbox/sms/prepayment/${id}`);
    expect(sms.status()).toBe(200);
    const { path, token } = (await sms.json()) as { path: string; token: string };
    expect(path).toBe(`/salon/reservations/${id}/prepayment/${token}`);
    const context = await clock.newContext(browser, { baseURL, locale: 'ru-RU', timezoneId: 'Asia/Aqtau', viewport: { width: 360, height: 780 } });
    const anonymous = await context.newPage();
    const errors: string[] = [];
    anonymous.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    anonymous.on('pageerror', (e) => errors.push(e.message));
    const byLink = anonymous.waitForResponse((r) => r.url().includes(`/rest/v1/client/prepayment-registration/${id}/${token}`));
    await anonymous.goto(path);
    expect((await byLink).status()).toBe(200);
    await expect(await heading(anonymous)).toHaveText('Предоплата записи');
    await expect(anonymous.getByText('Салон красоты «Жасмин»')).toBeVisible();
    // No saved cards and no 'save the card' for a client who is not signed in.
    await expect(anonymous.locator('[data-testid^="pay-card-"]')).toHaveCount(0);
    await expect(anonymous.getByLabel('Сохранить карту для следующих оплат')).toHaveCount(0);
    expect(await anonymous.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await payNewCard(anonymous, '5555555555554444');
    await paidPage(anonymous, id, token);
    expect(errors).toEqual([]);
    await context.close();
    paid.push(id);
  });

  await test.step('My bookings show every one of them paid', async () => {
    await page.goto('/my/reservation/history');
    await heading(page);
    // The demo client's list is shared by the run's tests: a visit may be on a later page of it.
    const more = page.getByRole('button', { name: 'Показать ещё' });
    for (const id of paid) {
      const visit = page.locator('article.visit-card', { has: page.locator(`a[href="/my/reservation/${id}"]`) });
      await expect(async () => {
        if ((await visit.count()) === 0 && (await more.count()) > 0 && (await more.isEnabled())) await more.click();
        await expect(visit, `visit ${id}`).toContainText(/Предоплата .+ внесена/, { timeout: 1_000 });
      }).toPass();
    }
  });
});

// Without an account, at salon 101: every way the bank's 3-D Secure step ends lands on what the server says, and the
// step leaves nothing in the history (web/src/entities/bank-card/bankStepHistory.ts): one Back leaves the payment page,
// on the bank's page or after it.
test("without an account: Back once from the bank's page leaves the payment page; a declined card says why; paid, the booking's page says paid", async ({
  page,
  httpErrors,
  consoleErrors,
}) => {
  // Booked without an account (a phone of its own, the SMS code): the success page has the prepayment link's token.
  const id = await bookWithAigerim(page, 8, { client: { name: 'Жанар', phone: `8${freshPhone()}` } });
  const success = new RegExp(`/my/reservation/${id}/success$`);
  const toPayment = async () => {
    await page.getByRole('link', { name: 'Внести предоплату' }).click();
    await expect(page).toHaveURL(new RegExp(`/salon/reservations/${id}/prepayment/pp_[^/]+$`));
    await expect(await heading(page)).toHaveText('Предоплата записи');
  };
  const bankPage = page.frameLocator('[data-testid="threeds-frame"]').getByRole('button', { name: 'Подтвердить' });
  const back = () => page.goBack({ waitUntil: 'commit' }).catch(() => null);

  await test.step("Back once on the bank's page: the booking's page, which still asks for the prepayment", async () => {
    await toPayment();
    await typeNewCardAndPay(page, '4000000000000002');
    await expect(bankPage).toBeVisible();
    await back();
    await expect(page).toHaveURL(success);
    await expect(page.getByRole('link', { name: 'Внести предоплату' })).toBeVisible();
    await expect(page.getByTestId('threeds-frame')).toHaveCount(0);
  });

  await test.step("that card's charge is still at the bank: paying again opens it; the bank declines it, and says why", async () => {
    // One charge at a time: the server names the one waiting at the bank (409 PAYMENT_IN_PROGRESS), whose page opens.
    httpErrors.allow(`/rest/clients-app/v2/reservations/${id}/prepayments/cloud-payments`, 409);
    await toPayment();
    await typeNewCardAndPay(page, '4242424242424242');
    await bankPage.click();
    await expect(page.getByRole('alert')).toHaveText('Банк отклонил карту: попробуйте другую.');
    // The browser's line for that 409, once: the server's answer is not asked again.
    expect(consoleErrors).toEqual(['Failed to load resource: the server responded with a status of 409 (Conflict)']);
    consoleErrors.length = 0;
    await expect(page.getByTestId('threeds-frame')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/salon/reservations/${id}/prepayment/pp_[^/]+$`));
  });

  await test.step("on the same page, another card's step cancelled at the bank: it may still arrive, 'Check again'", async () => {
    await typeNewCardAndPay(page, '4242424242424242');
    await expect(bankPage).toBeVisible();
    await page.getByRole('button', { name: 'Отменить' }).click();
    await expect(page.getByText(/^Подтверждение в банке закрыто\. Если вы успели подтвердить оплату/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Проверить ещё раз' })).toBeVisible();
    await expect(page.getByText(/Оплата не прошла/)).toHaveCount(0);
  });

  await test.step('after two steps on the page, Back once: the booking page', async () => {
    await back();
    await expect(page).toHaveURL(success);
  });

  await test.step("that charge confirmed at the bank: paid; Back once leaves the outcome, and the booking's page says paid", async () => {
    await toPayment();
    await typeNewCardAndPay(page, '4242424242424242');
    await bankPage.click();
    expect(consoleErrors).toEqual(['Failed to load resource: the server responded with a status of 409 (Conflict)']);
    consoleErrors.length = 0;
    await expect(page).toHaveURL(new RegExp(`/card-payment\\?reservationId=${id}&status=paid&token=pp_`));
    await expect(page.getByRole('heading', { name: 'Предоплата внесена' })).toBeVisible();
    await back();
    await expect(page).toHaveURL(success);
    await expect(page.getByText(/^Предоплата .+ внесена\.$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Внести предоплату' })).toHaveCount(0);
    // Opened anew (the server's word, not this tab's memory): still paid.
    await page.reload();
    await expect(page.getByText(/^Предоплата .+ внесена\.$/)).toBeVisible();
  });
});
