import sharp from 'sharp';
import type { APIRequestContext, Page } from '@playwright/test';
import { CLIENT_HEADERS, expect, freshPhone, heading, noSeriousViolationsAtBothWidths, seedSession, test, type DemoSession } from './fixtures';

// Sign-in and the account against the sandbox behind Prism's validating proxy. Every account that changes
// state is a new one (signed up here), so the seed's demo client stays as other specs expect it.

// Each test signs up, waits for SMS steps and runs axe on several screens: slower than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

const SMS_CODE = '4821';

/** Signs a new client up through the API (the UI's sign-up has its own test) and stores the session in the page. */
async function newClient(page: Page, request: APIRequestContext, sandboxUrl: string, { seed = true } = {}): Promise<{ phone: string; session: DemoSession }> {
  const phone = freshPhone();
  const app = { appVersion: '15.0.0', clientApp: 'WEB', deviceName: 'e2e', deviceOS: 'Linux' };
  await request.post(`${sandboxUrl}/auth-app/auth/v1/phone-verification/request-sms`, {
    headers: CLIENT_HEADERS,
    data: { clientApp: 'WEB', phone: `+7${phone}`, purpose: 'SIGN_UP', recaptchaToken: 'dev-recaptcha-token' },
  });
  const response = await request.post(`${sandboxUrl}/auth-app/auth/v1/sign-up`, {
    headers: CLIENT_HEADERS,
    data: { ...app, phone: `+7${phone}`, smsCode: SMS_CODE, name: 'Гаухар', password: 'Qwerty123', referrer: null },
  });
  expect(response.status()).toBe(200);
  const session = (await response.json()) as DemoSession;
  if (seed) await seedSession(page, session);
  return { phone, session };
}

const accountButton = (page: Page, name: string) => page.getByRole('button', { name: `Аккаунт: ${name}` });

async function signInWithPassword(page: Page, phone: string, password: string) {
  await page.getByLabel('Номер телефона').fill(phone);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

async function getCode(page: Page) {
  await page.getByRole('button', { name: 'Получить код' }).click();
  await page.getByLabel('Код из SMS').fill(SMS_CODE);
}

async function logout(page: Page, name: string) {
  await accountButton(page, name).click();
  await page.getByRole('button', { name: 'Выйти из аккаунта' }).click();
  await expect(page.getByRole('link', { name: 'Войти' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

test('sign up with the SMS code lands signed in where the user was; logout clears the session', async ({ page }) => {
  await page.goto('/search/firms?referrer=instagram');
  await page.getByRole('link', { name: 'Войти' }).click();
  await expect(await heading(page)).toHaveText('Вход');
  await page.getByRole('link', { name: 'Регистрация' }).click();
  const phone = freshPhone();
  await page.getByLabel('Номер телефона').fill(phone);
  const signUp = page.waitForRequest((r) => r.url().endsWith('/auth-app/auth/v1/sign-up'));
  await getCode(page);
  await page.getByLabel('Имя').fill('Дана');
  await page.getByLabel('Новый пароль').fill('Secret123');
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  expect((await signUp).postDataJSON()).toMatchObject({ referrer: 'instagram', smsCode: SMS_CODE, name: 'Дана' });
  await expect(page).toHaveURL(/\/search\/firms/);
  await expect(accountButton(page, 'Дана')).toBeVisible();
  await logout(page, 'Дана');
  expect(await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('currentUser')])).toEqual([null, null]);
});

test('a wrong password shows its message on the form and leaves the page and session alone; SMS sign-in works', async ({
  page,
  request,
  sandbox,
  httpErrors,
  consoleErrors,
}) => {
  httpErrors.allow('/auth-app/auth/v1/sign-in', 401);
  const { phone } = await newClient(page, request, sandbox.url, { seed: false });
  await page.goto('/my/login?returnTo=%2Fmy%2Fprofile');
  await signInWithPassword(page, phone, 'not-it-1');
  await expect(page.getByText('Неверный номер телефона или пароль')).toBeVisible();
  // The browser logs the 401 it was answered; the app itself logs nothing.
  expect(consoleErrors).toEqual(['Failed to load resource: the server responded with a status of 401 (Unauthorized)']);
  consoleErrors.length = 0;
  await expect(page).toHaveURL(/\/my\/login/);
  await expect(page.getByLabel('Номер телефона')).toHaveValue(/\+7 705/);
  expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
  await page.getByRole('link', { name: 'По SMS' }).click();
  await expect(page.getByLabel('Номер телефона')).toHaveValue(/\+7 705/);
  await getCode(page);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(await heading(page)).toHaveText('Профиль');
});

test('password reset, then sign in with the new password', async ({ page, request, sandbox }) => {
  const { phone } = await newClient(page, request, sandbox.url, { seed: false });
  await page.goto('/my/login?mode=reset');
  await page.getByLabel('Номер телефона').fill(phone);
  await getCode(page);
  await page.getByRole('button', { name: 'Проверить код' }).click();
  await page.getByLabel('Новый пароль').fill('Fresh2026');
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(page.getByText('Пароль изменён. Войдите с новым паролем.')).toBeVisible();
  await page.getByLabel('Пароль', { exact: true }).fill('Fresh2026');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(accountButton(page, 'Гаухар')).toBeVisible();
});

test('profile: edit, avatar resized in the browser and seen', async ({ page, request, sandbox }) => {
  await newClient(page, request, sandbox.url);
  await page.goto('/my/profile');
  await expect(await heading(page)).toHaveText('Профиль');
  await page.getByLabel('Фамилия').fill('Серикова');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Изменения сохранены')).toBeVisible();

  const big = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: 200, g: 80, b: 120 } } })
    .png()
    .toBuffer();
  const upload = page.waitForResponse((r) => r.url().includes('/my/profiles/avatar-upload'));
  await page.getByTestId('avatar-file').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: big });
  const uploaded = await upload;
  expect(uploaded.status()).toBe(200);
  const avatarUrl = ((await uploaded.json()) as { avatarUrl: string }).avatarUrl;
  await expect(page.getByText('Фото обновлено')).toBeVisible();
  // What the server stored is what the browser made of the 2000 × 1500 PNG: a 512 × 384 JPEG (the sandbox
  // answers the picture itself, as a data: URL).
  const stored = /^data:(image\/[a-z]+);base64,(.+)$/.exec(avatarUrl);
  expect(stored?.[1]).toBe('image/jpeg');
  const meta = await sharp(Buffer.from(stored?.[2] ?? '', 'base64')).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 512, 384]);
  // …and the page shows the new picture.
  const avatar = page.getByRole('img', { name: 'Фото профиля: Гаухар Серикова' });
  await expect(avatar).toHaveAttribute('src', avatarUrl);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);

  await page.getByTestId('avatar-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Это не изображение. Выберите фото в формате JPEG, PNG, WebP или HEIC.')).toBeVisible();
});

test('cards: add through 3-D Secure, make default, delete after confirming', async ({ page, request, sandbox }) => {
  const { session } = await newClient(page, request, sandbox.url);
  // A card saved before (through the API, 3-D Secure included): the page adds the second one, so there is one to
  // make the default and one to delete.
  const headers = { ...CLIENT_HEADERS, Authorization: `Bearer ${session.accessToken}` };
  const step = await request.post(`${sandbox.url}/rest/clients-app/v1/payments/cards`, { headers, data: { cryptogram: '014111111111032902DEV' } });
  const { transactionId } = (await step.json()) as { transactionId: number };
  expect(
    (await request.post(`${sandbox.url}/rest/clients-app/v1/payments/cards/3ds`, { headers, data: { transactionId, paRes: 'sbx-pares-e2e' } })).status(),
  ).toBe(200);

  await page.goto('/my/cards');
  const other = page.getByRole('listitem').filter({ hasText: '1111' });
  await expect(other.getByText('Основная')).toBeVisible();
  await page.getByRole('button', { name: 'Добавить карту' }).click();
  await page.getByLabel('Номер карты').fill('4400430000099876');
  await page.getByLabel('Срок действия').fill('0329');
  await page.getByLabel('CVC/CVV').fill('123');
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await expect(page.getByRole('heading', { name: 'Подтверждение в банке (3‑D Secure)' })).toBeVisible();
  // The bank form-posts to the backend's TermUrl, which saves the card and sends the frame to the light return page.
  const term = page.waitForRequest((r) => new URL(r.url()).pathname === '/rest/clients-app/v1/payments/3ds/term');
  const back = page.waitForRequest((r) => new URL(r.url()).pathname === '/payment-return.html');
  await page.frameLocator('[data-testid="threeds-frame"]').getByRole('button', { name: 'Подтвердить' }).click();
  expect((await term).method()).toBe('POST');
  expect(new URL((await back).url()).searchParams.get('status')).toBe('saved');
  await expect(page.getByText(/Карта .*9876 добавлена/)).toBeVisible();
  const kaspi = page.getByRole('listitem').filter({ hasText: '9876' });
  await expect(kaspi.locator('[data-bank="KASPI"]')).toBeVisible();
  await expect(other.locator('[data-bank="default"]')).toBeVisible();
  await kaspi.getByRole('button', { name: 'Сделать основной' }).click();
  await expect(kaspi.getByText('Основная')).toBeVisible();
  await expect(other.getByText('Основная')).toHaveCount(0);
  await other.getByRole('button', { name: /Удалить карту/ }).click();
  await expect(other.getByText(/Её нельзя будет выбрать при оплате/)).toBeVisible();
  await other.getByRole('button', { name: 'Удалить', exact: true }).click();
  await expect(page.getByRole('listitem').filter({ hasText: '1111' })).toHaveCount(0);
  await expect(kaspi).toBeVisible();
});

test('a signed-in user keeps browsing across the access token expiry: one refresh, no logout', async ({ page, request, sandbox }) => {
  await newClient(page, request, sandbox.url);
  await page.goto('/my/profile');
  await expect(await heading(page)).toHaveText('Профиль');
  const refreshes: string[] = [];
  page.on('request', (r) => void (r.url().includes('/tokens/refresh') && refreshes.push(r.url())));
  await page.clock.fastForward('01:00:05'); // the token lives 3600 s
  await page.getByRole('link', { name: 'Карты' }).click();
  await expect(await heading(page)).toHaveText('Мои карты');
  await expect(page.getByText('Сохранённых карт пока нет.')).toBeVisible();
  await page.getByRole('link', { name: 'Платежи' }).click();
  await expect(await heading(page)).toHaveText('История платежей');
  expect(refreshes).toHaveLength(1);
  await expect(accountButton(page, 'Гаухар')).toBeVisible();
});

test('signing in in one tab shows the user signed in in the other', async ({ page, context }) => {
  const other = await context.newPage();
  await other.goto('/not-found'); // any page with the header; a light one
  await expect(other.getByRole('link', { name: 'Войти' })).toBeVisible();
  await page.goto('/my/login');
  await signInWithPassword(page, '7011234567', 'Qwerty123');
  await expect(accountButton(page, 'Алия')).toBeVisible();
  await expect(accountButton(other, 'Алия')).toBeVisible();
  await other.close();
});

test('account deletion: explained, confirmed, requested, signed out, what happens next', async ({ page, request, sandbox }) => {
  await newClient(page, request, sandbox.url);
  await page.goto('/my/profile');
  await page.getByRole('link', { name: 'Удалить аккаунт' }).click();
  await expect(await heading(page)).toHaveText('Удаление аккаунта');
  // Signed in, a session alone never deletes an account: its password confirms it.
  await page.getByLabel('Пароль от аккаунта', { exact: true }).fill('Qwerty123');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Удалить аккаунт' }).click();
  await expect(await heading(page)).toHaveText('Заявка на удаление принята');
  await expect(page.getByRole('link', { name: 'Войти' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});

// One visit per screen: at 360 px nothing is wider than the screen and axe finds nothing serious or critical; then
// the same page at 1280 px gets axe again (no second load, no second sign-up).
test('account screens: no serious axe violations at 360 px and 1280 px, nothing wider than 360 px', async ({ page, request, sandbox }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const check = (screen: string) =>
    test.step(screen, async () => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${screen}: page width at 360 px`).toBeLessThanOrEqual(360);
      await noSeriousViolationsAtBothWidths(page);
    });
  await page.goto('/my/login');
  await expect(await heading(page)).toHaveText('Вход');
  await check('sign-in');
  await page.getByRole('link', { name: 'Регистрация' }).click();
  await page.getByLabel('Номер телефона').fill(freshPhone());
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByLabel('Код из SMS')).toBeVisible();
  await check('sign-up, code step');
  await page.getByRole('link', { name: 'Забыли пароль?' }).click();
  await expect(await heading(page)).toHaveText('Восстановление пароля');
  await check('password reset');

  await newClient(page, request, sandbox.url);
  // The last section first, loaded directly: its link is scrolled into sight in the nav row at 360 px. Each screen
  // is ready when its content (not the loading line) is there; the account nav moves between them.
  await page.goto('/my/cashbacks');
  const nav = page.getByRole('navigation', { name: 'Разделы аккаунта' });
  const screens: Array<[link: string, title: string, ready: () => Promise<void>]> = [
    [
      'Кешбэк',
      'Кешбэк',
      async () => {
        await expect(page.getByText('Операций пока нет.')).toBeVisible();
        await expect(nav.getByRole('link', { name: 'Кешбэк' })).toBeInViewport();
      },
    ],
    ['Платежи', 'История платежей', () => expect(page.getByText('Платежей пока не было.')).toBeVisible()],
    ['Карты', 'Мои карты', () => expect(page.getByText('Сохранённых карт пока нет.')).toBeVisible()],
    ['Избранное', 'Избранное', () => expect(page.getByText('Здесь появятся салоны, которые вы отметите сердечком.')).toBeVisible()],
    ['Профиль', 'Профиль', () => expect(page.getByLabel('Фамилия')).toBeVisible()],
  ];
  for (const [link, title, ready] of screens) {
    if (link !== 'Кешбэк') await nav.getByRole('link', { name: link }).click();
    await expect(await heading(page)).toHaveText(title);
    await ready();
    await check(title);
  }
  await page.getByRole('link', { name: 'Удалить аккаунт' }).click();
  await expect(await heading(page)).toHaveText('Удаление аккаунта');
  await expect(page.getByRole('button', { name: 'Удалить аккаунт' })).toBeVisible();
  await check('account deletion');
});

// Screenshots of every account screen at 360 px, to look at (not committed): ACCOUNT_SCREENSHOTS=/tmp/dir.
test('screenshots of the account screens at 360 px', async ({ page, request, sandbox }) => {
  const dir = process.env.ACCOUNT_SCREENSHOTS;
  test.skip(!dir, 'set ACCOUNT_SCREENSHOTS to a directory to take them');
  await page.setViewportSize({ width: 360, height: 780 });
  const shot = async (name: string) => {
    expect.soft(await page.evaluate(() => document.documentElement.scrollWidth), `${name}: page width`).toBeLessThanOrEqual(360);
    await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
  };
  await page.goto('/search/firms');
  await heading(page);
  await page.screenshot({ path: `${dir}/00-header-signed-out.png` });
  await page.goto('/my/login');
  await heading(page);
  await shot('01-login-password');
  await page.goto('/my/login?mode=sms');
  await page.getByLabel('Номер телефона').fill('7011234567');
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByLabel('Код из SMS')).toBeVisible();
  await shot('02-login-sms');
  await page.goto('/my/login?mode=signup');
  await page.getByLabel('Номер телефона').fill(freshPhone());
  await page.getByRole('button', { name: 'Получить код' }).click();
  await page.getByLabel('Новый пароль').fill('abc1');
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await shot('03-signup-errors');
  await page.goto('/my/login?mode=reset');
  await heading(page);
  await shot('04-reset');
  await newClient(page, request, sandbox.url);
  for (const [path, name] of [
    ['/my/profile', '05-profile'],
    ['/my/favorites', '06-favorites'],
    ['/my/cards', '07-cards'],
    ['/my/payments', '08-payments'],
    ['/my/cashbacks', '09-cashbacks'],
    ['/delete-account', '10-delete-account'],
  ] as const) {
    await page.goto(path);
    await heading(page);
    await page.waitForLoadState('networkidle');
    await shot(name);
  }
  await page.goto('/my/cards');
  await page.getByRole('button', { name: 'Добавить карту' }).click();
  await page.getByLabel('Номер карты').fill('4400430000099876');
  await page.getByLabel('Срок действия').fill('0329');
  await page.getByLabel('CVC/CVV').fill('123');
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await expect(page.frameLocator('[data-testid="threeds-frame"]').getByRole('button', { name: 'Подтвердить' })).toBeVisible();
  await shot('11-cards-3ds');
  await page.getByRole('button', { name: 'Аккаунт: Гаухар' }).click();
  await shot('12-account-menu');
});
