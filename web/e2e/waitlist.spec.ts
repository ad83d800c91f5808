// Free time and the waitlist, as clients live them: 'маникюр, завтра, вечер' on the search page, a chip, booked at that
// time; a full day, a place in its waitlist, another client cancels, the freed time in My bookings and by its SMS
// link, accepted and booked; a hold left to lapse goes to the next in line. Each journey uses accounts and phones of
// its own and a salon day far from the other specs' (salon 104, 22 December), so they stay as seeded for them.
import type { APIRequestContext } from '@playwright/test';
import { CLIENT_HEADERS, expect, freshPhone, heading, seedSession, test, type DemoSession } from './fixtures';

const FULL_DAY = '2026-12-22';

// One after another in one worker: the lapse journey moves its own requests' clock past a hold, which would lapse the
// other journey's hold if they overlapped (the sandbox settles the waitlists on whichever clock a request brings).
test.describe.configure({ mode: 'default' });
const SMS_CODE = '4821';

/** A new account (sign-up with the SMS code), as the sandbox answers it. */
async function signUp(request: APIRequestContext, url: string, name: string): Promise<DemoSession & { phone: string }> {
  const phone = `+7${freshPhone()}`;
  const response = await request.post(`${url}/auth-app/auth/v1/sign-up`, {
    headers: CLIENT_HEADERS,
    data: { phone, smsCode: SMS_CODE, name, password: 'Qwerty123', appVersion: '15.0.0', clientApp: 'WEB', deviceName: 'e2e', deviceOS: 'Linux' },
  });
  expect(response.status()).toBe(200);
  return { ...((await response.json()) as DemoSession), phone };
}

/** Another client books every free time of the master's service on FULL_DAY; returns the reservations' ids. */
async function fillDay(request: APIRequestContext, url: string, other: DemoSession & { phone: string }, serviceId: number, masterId: number) {
  const headers = { ...CLIENT_HEADERS, Authorization: `Bearer ${other.accessToken}` };
  const ids: number[] = [];
  for (let i = 0; i < 40; i++) {
    const day = await request.get(`${url}/rest/clients-app/v1/reservations/available-times`, {
      headers: CLIENT_HEADERS,
      params: { firmId: 104, serviceIds: serviceId, masterIds: masterId, date: FULL_DAY },
    });
    const slot = ((await day.json()) as { days: { slots: { startTime: string }[] }[] }).days[0]!.slots[0];
    if (!slot) return ids;
    const created = await request.post(`${url}/rest/clients-app/v2/reservations/create`, {
      headers,
      data: { firmId: 104, services: [{ serviceId, masterId }], startTime: slot.startTime, clientName: 'Другой', clientPhone: other.phone },
    });
    expect(created.status()).toBe(201);
    ids.push(((await created.json()) as { id: number }).id);
  }
  throw new Error('the day did not fill up');
}

async function cancel(request: APIRequestContext, url: string, other: DemoSession, reservationId: number) {
  const response = await request.post(`${url}/rest/clients-app/v2/reservations/${reservationId}/cancel`, {
    headers: { ...CLIENT_HEADERS, Authorization: `Bearer ${other.accessToken}` },
    data: { reason: 'CHANGED_PLANS' },
  });
  expect(response.status()).toBe(200);
}

/** The SMS texts the sandbox sent to a phone, oldest first (waits for one to come). */
async function smsTo(request: APIRequestContext, url: string, phone: string, count = 1) {
  let sent: { text: string; link: string | null }[] = [];
  await expect
    .poll(async () => {
      // Any request settles the waitlists first: this one too.
      sent = (await (await request.get(`${url}/__sandbox/sms`, { params: { phone } })).json()) as typeof sent;
      return sent.length;
    })
    .toBeGreaterThanOrEqual(count);
  return sent;
}

test("'маникюр, завтра, вечер': a chip books that time", async ({ page }) => {
  await page.goto(`/search/firms?query=${encodeURIComponent('маникюр')}`);
  await page.getByRole('radio', { name: 'Завтра' }).check();
  await page.getByRole('radio', { name: 'Вечер' }).check();
  await expect(page).toHaveURL(/when=tomorrow&part=evening/);
  const chips = page.getByRole('list', { name: /^Свободное время: / }).first();
  const chip = chips.getByRole('button').first();
  // The list shows the evening's times once its answer is there (the day's stay meanwhile).
  await expect.poll(async () => (await chip.textContent()) ?? '').toMatch(/^(1[89]|2\d):\d\d$/);
  const time = (await chip.textContent())!;
  await chip.click();
  // The services step: what the chip chose (the service, its master, the time) is seen, and can be changed.
  await expect(page).toHaveURL(/\/salon\/\d+\/book\?step=services$/);
  await expect(page.getByRole('note')).toContainText(new RegExp(`^Время выбрано: .*, ${time}`));
  await page.getByRole('button', { name: 'Далее', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Мастера' })).toBeFocused();
  await expect(page.getByRole('radio', { checked: true }).first()).not.toHaveAccessibleName(/^Любой свободный мастер/);
  await page.getByRole('button', { name: 'Далее', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Дата и время' })).toBeFocused();
  await expect(page.getByRole('radio', { name: new RegExp(`^${time}`) })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Далее', exact: true }).click();
  await page.getByLabel('Имя', { exact: true }).fill('Алия');
  await page.getByLabel('Телефон', { exact: true }).fill(`8${freshPhone()}`);
  await page.getByRole('button', { name: 'Далее', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Проверьте запись' })).toBeVisible();
  await page.getByRole('button', { name: 'Подтвердить по SMS', exact: true }).click();
  await page.getByRole('textbox', { name: /^Код из SMS/ }).fill(SMS_CODE);
  await page.getByRole('button', { name: 'Подтвердить и записаться', exact: true }).click();
  await expect(page).toHaveURL(/\/my\/reservation\/\d+\/success$/);
  await expect(page.getByText(new RegExp(time)).first()).toBeVisible();
});

test('a full day: the waitlist, another client cancels, the offer in My bookings and by its SMS link, booked', async ({
  page,
  browser,
  clock,
  request,
  sandbox,
}) => {
  const other = await signUp(request, sandbox.url, 'Другой');
  const booked = await fillDay(request, sandbox.url, other, 322, 210);
  const client = await signUp(request, sandbox.url, 'Алия');

  // The client, not signed in on this device, finds Томирис's day full and takes a place in its waitlist with the
  // phone's SMS code.
  await page.goto(`/search/firms?query=${encodeURIComponent('на 7-м')}`);
  await page.getByRole('link', { name: 'Салон красоты «Жасмин» на 7-м' }).click();
  await expect(await heading(page)).toHaveText('Салон красоты «Жасмин» на 7-м');
  await page.getByText('Классический маникюр', { exact: true }).click();
  await page.getByRole('button', { name: 'Записаться', exact: true }).click();
  await page.getByRole('button', { name: 'Далее', exact: true }).click();
  await page
    .getByRole('radio', { name: /^Томирис Нуртаева/ })
    .first()
    .check();
  await page.getByRole('button', { name: 'Далее', exact: true }).click();
  await page.getByRole('radio', { name: 'вторник, 22 декабря, нет свободного времени' }).click();
  await expect(page.getByText('В этот день свободного времени нет.')).toBeVisible();
  await expect(page.getByText(/^Ближайшее свободное время: /)).toBeVisible();
  await page.getByRole('button', { name: 'Встать в лист ожидания' }).click();
  const form = page.getByRole('form', { name: 'Лист ожидания на 22 декабря' });
  await form.getByLabel('Имя', { exact: true }).fill('Алия');
  await form.getByLabel('Телефон', { exact: true }).fill(client.phone);
  await form.getByRole('button', { name: 'Получить код в SMS' }).click();
  await form.getByLabel('Код из SMS').fill(SMS_CODE);
  await form.getByRole('button', { name: 'Встать в очередь' }).click();
  // The window is the salon's hours that Tuesday (salon 104: 09:00–21:00), the whole day unless narrowed.
  await expect(page.getByText(/^Вы в листе ожидания на 22 декабря, 09:00–21:00: 1-й в очереди/)).toBeVisible();

  // Another client cancels: the freed time is held for the first in line, in My bookings…
  await cancel(request, sandbox.url, other, booked[2]!);
  const [sms] = await smsTo(request, sandbox.url, client.phone);
  // The place is the account's too (its phone, proven by the code): signed in, My bookings shows the held time.
  await seedSession(page, client);
  await page.goto('/my/reservation/history');
  const waitlist = page.getByRole('region', { name: 'Лист ожидания' });
  await expect(waitlist.getByText(/^Освободилось время: \d\d:\d\d — записаться до \d\d:\d\d$/)).toBeVisible();

  // … and by the SMS link, which opens without sign-in and books it.
  expect(sms!.link).toMatch(/^\/my\/reservation\/history\?offer=/);
  const anonymous = await clock.newContext(browser);
  const phone = await anonymous.newPage();
  await phone.goto(sms!.link!);
  const offer = phone.getByRole('region', { name: 'Для вас освободилось время' });
  await expect(offer.getByText(/^Освободилось время: /)).toBeVisible();
  await offer.getByRole('button', { name: 'Записаться' }).click();
  await expect(phone).toHaveURL(/\/my\/reservation\/\d+\/success$/);
  await expect(phone.getByRole('heading', { name: 'Запись создана' })).toBeVisible();
  await anonymous.close();

  // The visit is the client's: in My bookings, and the place in line is gone.
  await page.reload();
  await expect(page.getByRole('article', { name: 'Салон красоты «Жасмин» на 7-м' })).toBeVisible();
  await expect(waitlist).toHaveCount(0);
});

test('a hold left to lapse goes to the next in line, who may decline it', async ({ browser, clock, request, sandbox }) => {
  const other = await signUp(request, sandbox.url, 'Другой');
  const booked = await fillDay(request, sandbox.url, other, 324, 211);
  const join = async (phone: string) => {
    const response = await request.post(`${sandbox.url}/rest/clients-app/v1/waitlist`, {
      headers: CLIENT_HEADERS,
      data: {
        firmId: 104,
        services: [{ serviceId: 324, masterId: 211 }],
        date: FULL_DAY,
        timeFrom: '10:00',
        timeTo: '21:00',
        clientName: 'Клиент',
        clientPhone: phone,
        smsCode: SMS_CODE,
      },
    });
    expect(response.status()).toBe(201);
  };
  const first = `+7${freshPhone()}`;
  const second = `+7${freshPhone()}`;
  await join(first);
  await join(second);
  await cancel(request, sandbox.url, other, booked[1]!);
  const [offered] = await smsTo(request, sandbox.url, first);

  // Sixteen minutes later the first in line has not answered: the link says the time went on, the second is offered it.
  const later = await clock.newContext(browser, {}, 16 * 60);
  const page = await later.newPage();
  await page.goto(offered!.link!);
  await expect(page.getByText(/^Время \d\d:\d\d больше не удерживается для вас: его предложили следующему в очереди\.$/)).toBeVisible();
  const [next] = await smsTo(request, sandbox.url, second);
  await page.goto(next!.link!);
  const offer = page.getByRole('region', { name: 'Для вас освободилось время' });
  await expect(offer.getByRole('button', { name: 'Записаться' })).toBeVisible();
  // The second declines it too: the time is anyone's again.
  await offer.getByRole('button', { name: 'Отказаться' }).click();
  await expect(offer.getByText(/^Вы отказались от времени \d\d:\d\d: его предложили следующему в очереди\.$/)).toBeVisible();
  await later.close();
});
