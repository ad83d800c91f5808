// The sign-in page under the backend's guessing limits (the in-process sandbox's real 429s, with Retry-After): too
// many wrong passwords, a code asked for too often, too many wrong codes. Each is said by the field that caused it, in
// the customer's language, with when to try again.
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSandbox, DEMO_USER } from '@salonbook/contracts/sandbox';
import { renderApp } from '../../test/app';
import { CLIENT_KEYS } from '../../test/sandbox';

vi.setConfig({ testTimeout: 30_000 });

type Lng = 'ru' | 'kk' | 'en';
const COOKIE = { ru: 'RU', kk: 'KZ', en: 'EN' } as const;
const TEXT = {
  ru: { phone: 'Номер телефона', password: 'Пароль', signIn: 'Войти', getCode: 'Получить код', code: 'Код из SMS' },
  kk: { phone: 'Телефон нөмірі', password: 'Құпиясөз', signIn: 'Кіру', getCode: 'Код алу', code: 'SMS-тегі код' },
  en: { phone: 'Phone number', password: 'Password', signIn: 'Sign in', getCode: 'Get a code', code: 'Code from the SMS' },
} satisfies Record<Lng, Record<string, string>>;
const DEVICE = { appVersion: '15.0.0', clientApp: 'WEB', deviceName: 'Chrome 131', deviceOS: 'Windows 10' };

const user = () => userEvent.setup();

/** The sign-in page in `lng` against a fresh sandbox on a frozen clock; `post` calls the sandbox as the same client. */
function open(lng: Lng, path: string) {
  const sandbox = createSandbox({ now: () => new Date('2026-11-23T10:00:00+05:00') });
  const app = renderApp(path, { api: (request) => sandbox.fetch(request), cookies: { lang: COOKIE[lng] } });
  const post = (path: string, body: unknown) =>
    sandbox.fetch(
      new Request(`http://api.test${path}`, { method: 'POST', headers: { ...CLIENT_KEYS, 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    );
  return { ...app, sandbox, post };
}

/** The message said by the field labelled `label` (its aria-describedby). */
async function saidBy(label: string, text: string) {
  const message = await screen.findByText(text);
  expect(screen.getByLabelText(label)).toHaveAttribute('aria-describedby', expect.stringContaining(message.id));
}

async function requestCode(lng: Lng) {
  await user().type(await screen.findByLabelText(TEXT[lng].phone), '7011234567');
  await user().click(screen.getByRole('button', { name: TEXT[lng].getCode }));
}

describe('the sign-in page under the guessing limits', () => {
  it.each([
    ['ru', 'Слишком много попыток. Попробуйте через 60 с.'],
    ['kk', 'Әрекет тым көп. 60 с кейін қайталап көріңіз.'],
    ['en', 'Too many attempts. Try again in 60 s.'],
  ] as const)('%s: the fifth wrong password is said by the password field, with the wait', async (lng, text) => {
    const app = open(lng, '/my/login');
    const phone = Number(DEMO_USER.phone.replace(/\D/g, ''));
    for (let i = 0; i < 4; i += 1) expect((await app.post('/auth-app/auth/v1/sign-in', { ...DEVICE, phone, password: `guess-${i}` })).status).toBe(401);
    await user().type(await screen.findByLabelText(TEXT[lng].phone), '7011234567');
    await user().type(screen.getByLabelText(TEXT[lng].password), 'guess-4');
    await user().click(screen.getByRole('button', { name: TEXT[lng].signIn }));
    await saidBy(TEXT[lng].password, text);
    expect(app.sdk.session.get().status).toBe('anonymous');
  });

  it.each([
    ['ru', 'Код уже отправлен. Новый можно запросить через 24 ч.', /^Новый код можно запросить через 24 ч$/],
    ['kk', 'Код жіберілді. Жаңасын 24 сағ кейін сұрауға болады.', /^Жаңа кодты 24 сағ кейін сұрауға болады$/],
    ['en', 'A code was sent already. You can ask for a new one in 24 h.', /^You can ask for a new code in 24 h$/],
  ] as const)(
    '%s: a code asked for beyond the five a day one caller may ask for is said by the phone field, and the button waits as long',
    async (lng, text, button) => {
      const app = open(lng, '/my/login?mode=sms');
      // One caller may ask a phone for 5 of its 10 codes a day (contracts/sandbox/limits.ts).
      for (let i = 0; i < 5; i += 1) {
        expect(
          (
            await app.post('/auth-app/auth/v1/phone-verification/request-sms', {
              clientApp: 'WEB',
              phone: DEMO_USER.phone,
              purpose: 'SIGN_IN',
              recaptchaToken: 't',
            })
          ).status,
        ).toBe(200);
        app.sandbox.advance(61_000);
      }
      await requestCode(lng);
      await saidBy(TEXT[lng].phone, text);
      expect(screen.getByRole('button', { name: button })).toBeDisabled();
    },
  );

  it.each([
    ['ru', 'Код уже отправлен. Новый можно запросить через 60 с.'],
    ['kk', 'Код жіберілді. Жаңасын 60 с кейін сұрауға болады.'],
    ['en', 'A code was sent already. You can ask for a new one in 60 s.'],
  ] as const)('%s: a code asked for again within the minute is said by the phone field', async (lng, text) => {
    const app = open(lng, '/my/login?mode=sms');
    await app.post('/auth-app/auth/v1/phone-verification/request-sms', { clientApp: 'WEB', phone: DEMO_USER.phone, purpose: 'SIGN_IN', recaptchaToken: 't' });
    await requestCode(lng);
    await saidBy(TEXT[lng].phone, text);
  });

  it.each([
    ['ru', 'Слишком много попыток. Попробуйте через 15 мин.'],
    ['kk', 'Әрекет тым көп. 15 мин кейін қайталап көріңіз.'],
    ['en', 'Too many attempts. Try again in 15 min.'],
  ] as const)('%s: the fifth wrong SMS code is said by the code field, with the wait; a resend does not lift it', async (lng, text) => {
    const app = open(lng, '/my/login?mode=sms');
    await requestCode(lng);
    const field = await screen.findByLabelText(TEXT[lng].code);
    for (let i = 0; i < 4; i += 1) await app.post('/auth-app/auth/v1/sign-in/by-sms', { ...DEVICE, phone: DEMO_USER.phone, smsCode: '0000' });
    await user().type(field, '1111');
    await user().click(screen.getByRole('button', { name: TEXT[lng].signIn }));
    await saidBy(TEXT[lng].code, text);
    // A minute later a new code goes out, and the right one still waits.
    app.sandbox.advance(61_000);
    expect(
      (
        await app.post('/auth-app/auth/v1/phone-verification/request-sms', {
          clientApp: 'WEB',
          phone: DEMO_USER.phone,
          purpose: 'SIGN_IN',
          recaptchaToken: 't',
        })
      ).status,
    ).toBe(200);
    await user().clear(field);
    await user().type(field, '4821');
    await user().click(screen.getByRole('button', { name: TEXT[lng].signIn }));
    expect(await screen.findByText(text.replace('15', '14'))).toBeInTheDocument();
    expect(app.sdk.session.get().status).toBe('anonymous');
  });
});
