// Account screens against the in-process sandbox, signed in as the demo client; hand stubs only to force a
// specific failure.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSandbox, DEMO_USER } from '@salonbook/contracts/sandbox';
import { renderApp, type ApiHandler } from '../../test/app';
import { installCheckout } from '../../test/checkout';
import { answerTheBank, returnPage } from '../../test/bank';

vi.setConfig({ testTimeout: 30_000 });

function signedIn(path: string, override?: (request: Request) => Response | Promise<Response> | undefined, cookies?: Record<string, string>) {
  const sandbox = createSandbox({ now: () => new Date('2026-11-23T10:00:00+05:00') });
  const api: ApiHandler = (request) => override?.(request) ?? sandbox.fetch(request);
  const app = renderApp(path, { api, ...(cookies && { cookies }) });
  const session = sandbox.signIn();
  app.sdk.storage.set('accessToken', session.accessToken);
  app.sdk.storage.set('refreshToken', session.refreshToken);
  app.sdk.storage.set('expiresIn', session.expiresIn);
  app.sdk.storage.set('setTokenDate', Date.now());
  app.sdk.storage.set('currentUser', { id: session.userId, name: 'Алия', surname: 'Нурланова', phone: '+77011234567' });
  return { ...app, sandbox };
}

const user = () => userEvent.setup();
const invalid = (field: string, message: string) =>
  Response.json({ code: 'VALIDATION_FAILED', message: 'Проверьте введённые данные', fields: [{ field, message }] }, { status: 422 });

describe('profile', () => {
  it('validates, shows a server field error by its field, saves and updates the header', async () => {
    const app = signedIn('/my/profile');
    const name = await screen.findByLabelText('Имя');
    await user().clear(name);
    await user().clear(screen.getByLabelText('Эл. почта'));
    await user().type(screen.getByLabelText('Эл. почта'), 'x');
    await user().click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByText('Введите имя')).toBeInTheDocument();
    expect(screen.getByText('Проверьте адрес почты: например, name@mail.kz')).toBeInTheDocument();
    expect(app.apiCalls.some((r) => r.method === 'PUT')).toBe(false);
    await user().type(name, 'Дана');
    await user().clear(screen.getByLabelText('Эл. почта'));
    await user().clear(screen.getByLabelText('Фамилия'));
    await user().type(screen.getByLabelText('Фамилия'), 'Ахметова');
    await user().click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Изменения сохранены')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Аккаунт: Дана' })).toBeInTheDocument();
    expect(app.sdk.storage.get('currentUser')?.surname).toBe('Ахметова');
  });

  it('a birth date in the future is refused at its field, which is brought into view with the focus', async () => {
    const app = signedIn('/my/profile');
    const birthDate = await screen.findByLabelText('Дата рождения');
    expect(birthDate).toHaveAttribute('max');
    await user().clear(birthDate);
    await user().type(birthDate, '2030-05-01');
    await user().click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(birthDate).toHaveAccessibleDescription('Проверьте дату рождения: она не может быть в будущем или раньше 1900 года.');
    await waitFor(() => expect(birthDate).toHaveFocus());
    expect(app.apiCalls.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('a 422 on save keeps what was typed and shows the message by the field', async () => {
    signedIn('/my/profile', (request) => (request.method === 'PUT' ? invalid('email', 'Этот адрес уже занят') : undefined));
    await user().type(await screen.findByLabelText('Эл. почта'), '2');
    await user().click(screen.getByRole('button', { name: 'Сохранить' }));
    const message = await screen.findByText('Этот адрес уже занят');
    expect(screen.getByLabelText('Эл. почта')).toHaveAttribute('aria-describedby', message.id);
    expect(screen.getByLabelText('Эл. почта')).toHaveValue('aliya.nurlanova@mail.kz2');
  });

  it('password change: rules first, a wrong current password by its field, then done', async () => {
    const app = signedIn('/my/profile');
    await user().type(await screen.findByLabelText('Текущий пароль'), 'nope');
    await user().type(screen.getByLabelText('Новый пароль'), 'short');
    await user().click(screen.getByRole('button', { name: 'Сменить пароль' }));
    expect(screen.getByText('Новый пароль не подходит под правила')).toBeInTheDocument();
    await user().type(screen.getByLabelText('Новый пароль'), '2026');
    await user().click(screen.getByRole('button', { name: 'Сменить пароль' }));
    expect(await screen.findByText('Неверный текущий пароль')).toBeInTheDocument();
    expect(app.sdk.session.get().status).toBe('authenticated');
    await user().clear(screen.getByLabelText('Текущий пароль'));
    await user().type(screen.getByLabelText('Текущий пароль'), 'Qwerty123');
    await user().click(screen.getByRole('button', { name: 'Сменить пароль' }));
    expect(await screen.findByText('Пароль изменён')).toBeInTheDocument();
  });

  it('password change: too many wrong current passwords say when to try again, in each language, and keep the session', async () => {
    for (const [lang, old, fresh, save, text] of [
      ['RU', 'Текущий пароль', 'Новый пароль', 'Сменить пароль', 'Слишком много попыток. Попробуйте через 60 с.'],
      ['KZ', 'Қазіргі құпиясөз', 'Жаңа құпиясөз', 'Құпиясөзді өзгерту', 'Әрекет тым көп. 60 с кейін қайталап көріңіз.'],
      ['EN', 'Current password', 'New password', 'Change password', 'Too many attempts. Try again in 60 s.'],
    ] as const) {
      const app = signedIn('/my/profile', undefined, { lang });
      await user().type(await screen.findByLabelText(fresh), 'NewPass2026');
      for (let i = 0; i < 5; i += 1) {
        await user().clear(screen.getByLabelText(old));
        await user().type(screen.getByLabelText(old), `guess-${i}`);
        await user().click(screen.getByRole('button', { name: save }));
        await waitFor(() => expect(app.apiCalls.filter((r) => r.url.endsWith('/password-change')).length).toBe(i + 1));
      }
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(app.sdk.session.get().status).toBe('authenticated');
      app.unmount();
    }
  });

  it('avatar: a file that is not an image, and one too large, are refused with a clear message before any upload', async () => {
    const app = signedIn('/my/profile');
    const input = (await screen.findByTestId('avatar-file')) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Это не изображение. Выберите фото в формате JPEG, PNG, WebP или HEIC.')).toBeInTheDocument();
    const huge = new File([new Uint8Array(1)], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: 30 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [huge] } });
    expect(await screen.findByText('Файл слишком большой: выберите фото до 25 МБ.')).toBeInTheDocument();
    expect(app.apiCalls.some((r) => r.url.includes('avatar-upload'))).toBe(false);
  });

  it('language: choosing Қазақша switches the interface', async () => {
    signedIn('/my/profile');
    await user().click(await screen.findByRole('radio', { name: 'Қазақша' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Профиль' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Құпиясөзді өзгерту' })).toBeInTheDocument();
  });
});

describe('cards', () => {
  // The cryptogram comes from the Checkout script: the sandbox's stand-in, as dev and test builds load it.
  beforeEach(() => installCheckout(createSandbox()));
  it('lists the cards with their bank icons; make default; delete only after confirming', async () => {
    const app = signedIn('/my/cards');
    const kaspi = await screen.findByTestId('card-801');
    expect(kaspi.querySelector('[data-bank]')).toHaveAttribute('data-bank', 'KASPI');
    const other = screen.getByTestId('card-802');
    expect(other.querySelector('[data-bank]')).toHaveAttribute('data-bank', 'HALYK');
    await user().click(within(other).getByRole('button', { name: 'Сделать основной' }));
    await waitFor(() => expect(within(screen.getByTestId('card-802')).getByText('Основная')).toBeInTheDocument());
    await user().click(within(screen.getByTestId('card-801')).getByRole('button', { name: /Удалить карту/ }));
    expect(app.apiCalls.some((r) => r.method === 'DELETE')).toBe(false);
    await user().click(within(screen.getByTestId('card-801')).getByRole('button', { name: 'Оставить' }));
    await user().click(within(screen.getByTestId('card-801')).getByRole('button', { name: /Удалить карту/ }));
    await user().click(within(screen.getByTestId('card-801')).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.queryByTestId('card-801')).not.toBeInTheDocument());
    expect(app.apiCalls.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it('add a card: the fields are checked, then 3-D Secure, then the card is saved', async () => {
    const app = signedIn('/my/cards');
    await user().click(await screen.findByRole('button', { name: 'Добавить карту' }));
    await user().type(screen.getByLabelText('Номер карты'), '4400431234567890');
    await user().type(screen.getByLabelText('Срок действия'), '0120');
    await user().type(screen.getByLabelText('CVC/CVV'), '1');
    await user().click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(screen.getByText('Проверьте номер карты')).toBeInTheDocument();
    expect(screen.getByText('Проверьте срок: ММ/ГГ, не в прошлом')).toBeInTheDocument();
    expect(screen.getByText('3 или 4 цифры с обратной стороны карты')).toBeInTheDocument();
    // One language on the page: the placeholder reads as the error does.
    expect(screen.getByLabelText('Срок действия')).toHaveAttribute('placeholder', 'ММ/ГГ');
    await user().clear(screen.getByLabelText('Номер карты'));
    // A field's error goes once the field is changed; the others stay until they are.
    expect(screen.queryByText('Проверьте номер карты')).toBeNull();
    expect(screen.getByText('Проверьте срок: ММ/ГГ, не в прошлом')).toBeInTheDocument();
    await user().type(screen.getByLabelText('Номер карты'), '4400430000099876');
    await user().clear(screen.getByLabelText('Срок действия'));
    await user().type(screen.getByLabelText('Срок действия'), '0329');
    await user().type(screen.getByLabelText('CVC/CVV'), '23');
    await user().click(screen.getByRole('button', { name: 'Продолжить' }));
    await waitFor(() => expect(document.querySelector('.cardform')?.textContent ?? '').not.toContain('Подождите'));
    expect(await screen.findByRole('heading', { name: 'Подтверждение в банке (3‑D Secure)' })).toBeInTheDocument();
    const create = app.apiCalls.find((r) => r.method === 'POST' && r.url.endsWith('/payments/cards'));
    expect(create).toBeDefined();
    // The bank's page posts PaRes and MD to the server's TermUrl (the backend's), which saves the card and sends the
    // frame to the return page; the page then asks for the cards (the query is not trusted).
    const termUrl = (document.querySelector('input[name="TermUrl"]') as HTMLInputElement).value;
    expect(new URL(termUrl).pathname).toBe('/rest/clients-app/v1/payments/3ds/term');
    const back = await answerTheBank(app.sandbox, 'ok');
    expect(back.pathname).toBe('/payment-return.html');
    expect(back.searchParams.get('status')).toBe('saved');
    const listed = app.apiCalls.filter((r) => r.method === 'GET' && r.url.endsWith('/payments/cards')).length;
    returnPage(back.search);
    expect(await screen.findByText(/Карта 4400 43•• •••• 9876 добавлена/)).toBeInTheDocument();
    expect(app.apiCalls.filter((r) => r.method === 'GET' && r.url.endsWith('/payments/cards')).length).toBeGreaterThan(listed);
    expect(app.apiCalls.filter((r) => r.url.endsWith('/payments/cards/3ds'))).toHaveLength(0);
    expect(await screen.findAllByText(/9876/)).not.toHaveLength(0);
    // Listed with the expiry that was typed.
    const row = (await screen.findAllByTestId(/^card-\d+$/)).find((r) => r.textContent?.includes('9876'));
    expect(row).toHaveTextContent('до 03/29');
  });

  it('a card the bank declines: the message, and the form back', async () => {
    const app = signedIn('/my/cards');
    await user().click(await screen.findByRole('button', { name: 'Добавить карту' }));
    await user().type(screen.getByLabelText('Номер карты'), '4400430000099876');
    await user().type(screen.getByLabelText('Срок действия'), '0329');
    await user().type(screen.getByLabelText('CVC/CVV'), '123');
    await user().click(screen.getByRole('button', { name: 'Продолжить' }));
    await screen.findByRole('heading', { name: 'Подтверждение в банке (3‑D Secure)' });
    const back = await answerTheBank(app.sandbox, 'fail');
    expect(back.searchParams.get('status')).toBe('declined');
    returnPage(back.search);
    expect(await screen.findByText('Банк не подтвердил карту. Попробуйте ещё раз.')).toBeInTheDocument();
    expect(screen.getByLabelText('Номер карты')).toHaveValue('4400 4300 0009 9876');
  });
});

describe('payment history, cashbacks, favourites', () => {
  it('pages through the payment history', async () => {
    const items = Array.from({ length: 25 }, (_, i) => ({
      id: 9000 + i,
      amount: 1000 + i,
      currency: 'KZT',
      createdAt: '2026-11-20T12:05:00+05:00',
      status: 'PAID',
      description: `Платёж ${i + 1}`,
    }));
    signedIn('/my/payments', (request) => {
      if (!request.url.includes('/payments/history')) return undefined;
      const url = new URL(request.url);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      return Response.json({ items: items.slice(offset, offset + limit), total: items.length, offset, limit });
    });
    expect(await screen.findByText('Показано 20 из 25')).toBeInTheDocument();
    expect(screen.queryByText('Платёж 21')).not.toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByText('Платёж 25')).toBeInTheDocument();
    expect(screen.getByText('Показано 25 из 25')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });

  it("names a gift card's amount and a prepayment's salon in the page's language and money format", async () => {
    const items = [
      {
        id: 1,
        amount: 5000,
        currency: 'KZT',
        createdAt: '2026-11-20T12:05:00+05:00',
        status: 'PAID',
        kind: 'GIFT_CARD',
        description: 'Подарочная карта на 5000 ₸',
      },
      {
        id: 2,
        amount: 3000,
        currency: 'KZT',
        createdAt: '2026-11-20T12:05:00+05:00',
        status: 'PAID',
        kind: 'PREPAYMENT',
        firmName: '«Жасмин»',
        description: 'x',
      },
      { id: 3, amount: 700, currency: 'KZT', createdAt: '2026-11-20T12:05:00+05:00', status: 'PAID', kind: 'OTHER', description: 'Как сказал сервер' },
    ];
    const history = (request: Request) => (request.url.includes('/payments/history') ? Response.json({ items, total: 3, offset: 0, limit: 20 }) : undefined);
    const ru = signedIn('/my/payments', history);
    expect(await screen.findByText(/^Подарочная карта на 5\s000\s₸$/)).toBeInTheDocument();
    expect(screen.getByText('Предоплата визита, «Жасмин»')).toBeInTheDocument();
    expect(screen.getByText('Как сказал сервер')).toBeInTheDocument();
    ru.unmount();
    signedIn('/my/payments', history, { lang: 'EN' });
    expect(await screen.findByText('Gift card, ₸5,000')).toBeInTheDocument();
  });

  it('a list that fails to load (no connection) says so and retries', async () => {
    let fail = true;
    signedIn('/my/cashbacks', (request) => {
      if (!request.url.includes('/my/cashbacks') || !fail) return undefined;
      fail = false;
      throw new TypeError('Failed to fetch');
    });
    expect(await screen.findByText('Не удалось загрузить данные. Проверьте соединение и попробуйте ещё раз.')).toBeInTheDocument();
    await user().click(await screen.findByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Баланс кешбэка')).toBeInTheDocument();
  });

  it('favourites are listed and removable', async () => {
    const app = signedIn('/salon/101');
    await user().click(await screen.findByRole('button', { name: 'В избранное' }));
    await waitFor(() => expect(app.apiCalls.some((r) => r.method === 'PUT')).toBe(true));
    await app.router.navigate('/my/favorites');
    const remove = await screen.findByRole('button', { name: /Убрать из избранного: Салон красоты «Жасмин»/ });
    // The card above names the salon: the button reads short, its name says which one.
    expect(remove).toHaveTextContent(/^Убрать из избранного$/);
    await user().click(remove);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Убрать из избранного: Салон красоты «Жасмин»/ })).not.toBeInTheDocument());
    expect(app.apiCalls.some((r) => r.method === 'DELETE' && r.url.endsWith('/favorite-firms/101'))).toBe(true);
  });
});

describe('account deletion', () => {
  it('explains, needs the confirmation, requests deletion, signs out and says what happens next', async () => {
    const app = signedIn('/delete-account');
    await user().click(await screen.findByRole('button', { name: 'Удалить аккаунт' }));
    expect(screen.getByText('Подтвердите, что понимаете последствия удаления')).toBeInTheDocument();
    expect(app.apiCalls.some((r) => r.url.includes('account-deletion'))).toBe(false);
    await user().click(screen.getByRole('checkbox'));
    await user().click(screen.getByRole('button', { name: 'Удалить аккаунт' }));
    // Signed in, the password confirms it too: without it nothing is sent.
    expect(screen.getByText('Введите пароль от аккаунта')).toBeInTheDocument();
    expect(app.apiCalls.some((r) => r.url.includes('account-deletion'))).toBe(false);
    await user().type(screen.getByLabelText('Пароль от аккаунта'), DEMO_USER.password);
    await user().click(screen.getByRole('button', { name: 'Удалить аккаунт' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Заявка на удаление принята' })).toBeInTheDocument();
    expect(app.sdk.session.get().status).toBe('anonymous');
    expect(app.sandbox.state.deletionRequests).toHaveLength(1);
    // Every session of the account is gone on the server.
    expect(app.sandbox.state.sessions).toHaveLength(0);
  });

  it('a wrong password is said at the field; nothing is asked and the client stays signed in', async () => {
    const app = signedIn('/delete-account');
    await user().click(await screen.findByRole('checkbox'));
    await user().type(screen.getByLabelText('Пароль от аккаунта'), 'not-my-password');
    await user().click(screen.getByRole('button', { name: 'Удалить аккаунт' }));
    expect(await screen.findByText('Неверный пароль')).toBeInTheDocument();
    expect(app.sandbox.state.deletionRequests).toHaveLength(0);
    expect(app.sdk.session.get().status).toBe('authenticated');
  });

  it('a visitor is asked to sign in first, or to confirm the phone with an SMS code', async () => {
    renderApp('/delete-account');
    expect(
      await screen.findByText('Чтобы удалить аккаунт, войдите в него — или подтвердите номер кодом из SMS ниже: так мы убедимся, что это ваш аккаунт.'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/my/login?returnTo=%2Fdelete-account');
  });
});
