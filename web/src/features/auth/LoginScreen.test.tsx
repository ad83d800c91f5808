// Sign-in, sign-up, SMS and reset forms against the in-process sandbox (the contract's other side, with
// state); hand stubs only where a specific failure must be forced (429, 5xx, network).
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSandbox, type Sandbox } from '@salonbook/contracts/sandbox';
import { renderApp, type ApiHandler } from '../../test/app';

const NOW = '2026-11-23T10:00:00+05:00';
vi.setConfig({ testTimeout: 30_000 });

function setup(path: string, options: { override?: (request: Request) => Response | undefined; sandbox?: Sandbox } = {}) {
  const sandbox = options.sandbox ?? createSandbox({ now: () => new Date(NOW) });
  const sent: Array<Promise<{ url: string; body: string | null }>> = [];
  const api: ApiHandler = (request) => {
    const copy = request.clone();
    sent.push(copy.method === 'GET' ? Promise.resolve({ url: copy.url, body: null }) : copy.text().then((body) => ({ url: copy.url, body })));
    return options.override?.(request) ?? sandbox.fetch(request);
  };
  const app = renderApp(path, { api });
  const bodies = () => Promise.all(sent);
  return { ...app, sandbox, bodies };
}

const user = () => userEvent.setup();

async function typePhone(value = '7011234567') {
  await user().type(await screen.findByLabelText('Номер телефона'), value);
}

describe('sign in with password', () => {
  it('validates before sending: phone and password required', async () => {
    const app = setup('/my/login');
    await user().click(await screen.findByRole('button', { name: 'Войти' }));
    expect(screen.getByText('Введите номер телефона')).toBeInTheDocument();
    expect(screen.getByText('Введите пароль')).toBeInTheDocument();
    await user().type(screen.getByLabelText('Номер телефона'), '70112');
    await user().click(screen.getByRole('button', { name: 'Войти' }));
    expect(screen.getByText('Номер неполный: не хватает цифр')).toBeInTheDocument();
    expect(app.apiCalls.some((r) => r.url.includes('/sign-in'))).toBe(false);
  });

  it('a wrong password shows its message by the field, keeps the page, the typed phone and the session anonymous', async () => {
    const app = setup('/my/login?returnTo=%2Fsalon%2F101');
    await typePhone();
    await user().type(screen.getByLabelText('Пароль'), 'wrong-1');
    await user().click(screen.getByRole('button', { name: 'Войти' }));
    const message = await screen.findByText('Неверный номер телефона или пароль');
    expect(screen.getByLabelText('Пароль')).toHaveAttribute('aria-describedby', expect.stringContaining(message.id));
    expect(app.router.state.location.pathname).toBe('/my/login');
    expect(screen.getByLabelText('Номер телефона')).toHaveValue('+7 701 123 45 67');
    expect(screen.getByLabelText('Пароль')).toHaveValue('wrong-1');
    expect(app.sdk.session.get().status).toBe('anonymous');
  });

  it('signs in, opens the web session and returns to where the user was', async () => {
    const app = setup('/my/login?returnTo=%2Fsearch%2Ffirms%3Fquery%3D%D0%B0');
    await typePhone();
    await user().type(screen.getByLabelText('Пароль'), 'Qwerty123');
    await user().click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/search/firms'));
    expect(app.router.state.location.search).toBe('?query=%D0%B0');
    expect(app.sdk.session.get().status).toBe('authenticated');
    const calls = await app.bodies();
    expect(calls.find((c) => c.url.endsWith('/auth-app/auth/v1/sign-in'))?.body).toContain('"phone":77011234567');
    expect(calls.some((c) => c.url.endsWith('/jsf-auth/login'))).toBe(true);
  });

  it('a tap in the account menu while the sign-in finishes is kept: the client is not taken back afterwards', async () => {
    // The web session answers only when the test lets it: the header already shows the signed-in client meanwhile.
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    const app = setup('/my/login?returnTo=%2Fsalon%2F101', {
      override: (request) =>
        request.url.endsWith('/jsf-auth/login') ? (held.then(() => new Response(null, { status: 204 })) as unknown as Response) : undefined,
    });
    await typePhone();
    await user().type(screen.getByLabelText('Пароль'), 'Qwerty123');
    await user().click(screen.getByRole('button', { name: 'Войти' }));
    await user().click(await screen.findByRole('button', { name: /^Аккаунт: / }));
    await user().click(await screen.findByRole('link', { name: 'Мои записи' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/my/reservation/history'));
    answer();
    // The sign-in's last steps (the sign-in mutation waits for them) run to their end; the client stays where they went.
    await waitFor(
      () =>
        expect(
          app.queryClient
            .getMutationCache()
            .getAll()
            .map((m) => m.state.status),
        ).toEqual(['success']),
      { timeout: 10_000 },
    );
    expect(app.router.state.location.pathname).toBe('/my/reservation/history');
  });

  it('a server failure and a lost connection have messages of their own', async () => {
    let mode: 'server' | 'network' = 'server';
    setup('/my/login', {
      override: (request) => {
        if (!request.url.endsWith('/sign-in')) return undefined;
        if (mode === 'network') throw new TypeError('Failed to fetch');
        return Response.json({ code: 'SERVICE_UNAVAILABLE', message: 'down' }, { status: 503 });
      },
    });
    await typePhone();
    await user().type(screen.getByLabelText('Пароль'), 'Qwerty123');
    await user().click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Сервис временно недоступен. Попробуйте немного позже.')).toBeInTheDocument();
    mode = 'network';
    await user().click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Нет соединения с интернетом. Проверьте сеть и попробуйте снова.')).toBeInTheDocument();
  });
});

describe('sign in by SMS', () => {
  it('asks for the code (purpose SIGN_IN), counts down to resend, a wrong code is shown by the code field, then signs in', async () => {
    const app = setup('/my/login?mode=sms');
    await typePhone();
    await user().click(screen.getByRole('button', { name: 'Получить код' }));
    const code = await screen.findByLabelText('Код из SMS');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByRole('button', { name: /Новый код можно запросить через 60 с/ })).toBeDisabled();
    const sms = (await app.bodies()).find((c) => c.url.endsWith('/request-sms'));
    expect(JSON.parse(sms!.body!)).toMatchObject({ phone: '+77011234567', purpose: 'SIGN_IN', recaptchaToken: 'dev-recaptcha-token', clientApp: 'WEB' });
    await user().type(code, '1111');
    await user().click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Неверный код. Осталось 4 попытки')).toBeInTheDocument();
    expect(app.sdk.session.get().status).toBe('anonymous');
    await user().clear(code);
    await user().type(code, '4821');
    await user().click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
    expect(app.sdk.session.get().status).toBe('authenticated');
  });

  it('429 on the code request: the wait is shown and the button waits too', async () => {
    setup('/my/login?mode=sms', {
      override: (request) =>
        request.url.endsWith('/request-sms') ? Response.json({ code: 'TOO_MANY_REQUESTS', message: 'wait' }, { status: 429 }) : undefined,
    });
    await typePhone();
    await user().click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText('Код уже отправлен. Новый можно запросить через 60 с.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Новый код можно запросить через/ })).toBeDisabled();
  });
});

describe('sign up', () => {
  it('phone, code (SIGN_UP, bot token), name and password with the rules; a registered phone is shown by the phone field; the referrer link is sent', async () => {
    const app = setup('/my/login?mode=signup&referrer=instagram');
    await typePhone();
    await user().click(screen.getByRole('button', { name: 'Получить код' }));
    await user().type(await screen.findByLabelText('Код из SMS'), '4821');
    await user().type(screen.getByLabelText('Имя'), 'Дана');
    await user().type(screen.getByLabelText('Новый пароль'), 'abc');
    expect(screen.getByText('Хотя бы одна цифра').closest('li')).not.toHaveClass('password-rules__ok');
    await user().click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(screen.getByText('Пароль не подходит под правила')).toBeInTheDocument();
    expect(app.apiCalls.some((r) => r.url.endsWith('/sign-up'))).toBe(false);
    await user().type(screen.getByLabelText('Новый пароль'), 'def123');
    expect(screen.getByText('Хотя бы одна цифра').closest('li')).toHaveClass('password-rules__ok');
    await user().click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    // The demo phone is taken: the server's message, by the phone field; nothing typed is lost.
    expect(await screen.findByText('Этот номер уже зарегистрирован')).toBeInTheDocument();
    expect(screen.getByLabelText('Имя')).toHaveValue('Дана');
    // Said by the phone field, far above the button: the field is brought into view and has the focus.
    await waitFor(() => expect(screen.getByLabelText('Номер телефона')).toHaveFocus());
    const sms = (await app.bodies()).find((c) => c.url.endsWith('/request-sms'));
    expect(JSON.parse(sms!.body!)).toMatchObject({ purpose: 'SIGN_UP', recaptchaToken: 'dev-recaptcha-token' });

    // The number the code went to is locked; another number needs its own code.
    expect(screen.getByLabelText('Номер телефона')).toHaveAttribute('readonly');
    await user().click(screen.getByRole('button', { name: 'Изменить номер' }));
    expect(screen.getByLabelText('Номер телефона')).not.toHaveAttribute('readonly');
    expect(screen.queryByLabelText('Код из SMS')).toBeNull();
    await user().clear(screen.getByLabelText('Номер телефона'));
    await user().type(screen.getByLabelText('Номер телефона'), '7779998877');
    await user().click(screen.getByRole('button', { name: 'Получить код' }));
    await user().type(await screen.findByLabelText('Код из SMS'), '4821');
    expect(screen.getByLabelText('Имя')).toHaveValue('Дана');
    await user().click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await waitFor(() => expect(app.sdk.session.get().status).toBe('authenticated'));
    const bodies = await app.bodies();
    const codes = bodies.filter((c) => c.url.endsWith('/request-sms')).map((c) => JSON.parse(c.body!) as { phone: string });
    expect(codes.map((c) => c.phone)).toEqual(['+77011234567', '+77779998877']);
    const signUp = bodies.filter((c) => c.url.endsWith('/sign-up')).at(-1);
    expect(JSON.parse(signUp!.body!)).toMatchObject({ phone: '+77779998877', name: 'Дана', smsCode: '4821', referrer: 'instagram' });
  });
});

describe('password reset', () => {
  it('code (PASSWORD_RESET), validate-code, a new password, then sign in with it', async () => {
    const app = setup('/my/login');
    await user().click(await screen.findByRole('link', { name: 'Забыли пароль?' }));
    await typePhone();
    await user().click(screen.getByRole('button', { name: 'Получить код' }));
    await user().type(await screen.findByLabelText('Код из SMS'), '1234');
    await user().click(screen.getByRole('button', { name: 'Проверить код' }));
    expect(await screen.findByText('Неверный код. Осталось 4 попытки')).toBeInTheDocument();
    await user().clear(screen.getByLabelText('Код из SMS'));
    await user().type(screen.getByLabelText('Код из SMS'), '4821');
    await user().click(screen.getByRole('button', { name: 'Проверить код' }));
    await user().type(await screen.findByLabelText('Новый пароль'), 'NewPass2026');
    await user().click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(await screen.findByText('Пароль изменён. Войдите с новым паролем.')).toBeInTheDocument();
    // The phone is still there; the new password works, the old one no longer does.
    expect(screen.getByLabelText('Номер телефона')).toHaveValue('+7 701 123 45 67');
    const calls = await app.bodies();
    expect(JSON.parse(calls.find((c) => c.url.endsWith('/request-sms'))!.body!)).toMatchObject({ purpose: 'PASSWORD_RESET' });
    expect(calls.some((c) => c.url.endsWith('/validate-code'))).toBe(true);
    await user().type(screen.getByLabelText('Пароль'), 'Qwerty123');
    await user().click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Неверный номер телефона или пароль')).toBeInTheDocument();
    await user().clear(screen.getByLabelText('Пароль'));
    await user().type(screen.getByLabelText('Пароль'), 'NewPass2026');
    await user().click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(app.sdk.session.get().status).toBe('authenticated'));
  });
});

describe('the header and returning to where the user was', () => {
  it('the person button leads to sign-in and back; signed in, it is the account menu with sign-out', async () => {
    const app = setup('/search/firms');
    await user().click(await screen.findByRole('link', { name: 'Войти' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/my/login'));
    await typePhone();
    await user().type(screen.getByLabelText('Пароль'), 'Qwerty123');
    await user().click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/search/firms'));
    await user().click(await screen.findByRole('button', { name: 'Аккаунт: Алия' }));
    await user().click(await screen.findByRole('button', { name: 'Выйти из аккаунта' }));
    await waitFor(() => expect(app.sdk.session.get().status).toBe('anonymous'));
    expect(app.router.state.location.pathname).toBe('/');
    expect(app.sdk.storage.get('refreshToken')).toBeUndefined();
    expect(app.apiCalls.some((r) => r.url.endsWith('/auth/sign-out'))).toBe(true);
  });

  it('an account page asks a visitor to sign in, then lands on it', async () => {
    const app = setup('/my/cards');
    await screen.findByRole('heading', { level: 1, name: 'Вход' });
    expect(app.router.state.location.search).toBe('?returnTo=%2Fmy%2Fcards');
    await typePhone();
    await user().type(screen.getByLabelText('Пароль'), 'Qwerty123');
    await user().click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Мои карты' })).toBeInTheDocument();
  });

  it('the favourite asked for before signing in is saved on the way back', async () => {
    const app = setup('/salon/101');
    await user().click(await screen.findByRole('button', { name: 'В избранное' }));
    await user().click(await screen.findByRole('link', { name: 'Войти и добавить' }));
    await screen.findByRole('heading', { level: 1, name: 'Вход' });
    await typePhone();
    await user().type(screen.getByLabelText('Пароль'), 'Qwerty123');
    await user().click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/salon/101'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'В избранное' })).toHaveAttribute('aria-pressed', 'true'));
    expect(app.apiCalls.some((r) => r.method === 'PUT' && r.url.endsWith('/favorite-firms/101'))).toBe(true);
  });
});
