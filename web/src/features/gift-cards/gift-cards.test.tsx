// Gift cards against the in-process sandbox: the buy form (options, live preview, checks, the draft kept across a
// reload, anonymous → sign in), the card's page (pay with a saved card or a new card through the Checkout
// stand-in and 3-D Secure, then the link, its QR code, share) and the recipient's link without sign-in.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryStorage } from '@salonbook/sdk';
import { createSandbox } from '@salonbook/contracts/sandbox';
import { renderApp, type ApiHandler } from '../../test/app';
import { installCheckout, typeTestCard } from '../../test/checkout';
import { answerTheBank, returnPage } from '../../test/bank';

vi.setConfig({ testTimeout: 30_000 });

const user = () => userEvent.setup();

function open(
  path: string,
  {
    signedIn = true,
    override,
    storage,
  }: { signedIn?: boolean; override?: (request: Request) => Response | Promise<Response> | undefined; storage?: ReturnType<typeof createMemoryStorage> } = {},
) {
  const sandbox = createSandbox();
  /** Copies of the POSTs sent (their bodies still unread). */
  const sent: Request[] = [];
  const api: ApiHandler = (request) => {
    if (request.method === 'POST') sent.push(request.clone());
    return override?.(request) ?? sandbox.fetch(request);
  };
  const session = signedIn ? sandbox.signIn() : undefined;
  const app = renderApp(path, { api, ...(session ? { session } : {}), ...(storage ? { storage } : {}) });
  return { ...app, sandbox, sent };
}

const posts = (calls: Request[], part: string) => calls.filter((r) => r.method === 'POST' && r.url.includes(part));

beforeEach(async () => {
  await installCheckout(createSandbox());
});

describe('/gift-cards: buying', () => {
  it('loading, then designs, amounts, the limits of a custom amount, and a live preview', async () => {
    open('/gift-cards');
    expect(await screen.findByText('Загружаем варианты сертификатов…')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Весенний' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Классический' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /10\s000\s₸/ })).toBeChecked();
    const face = screen.getByTestId('gift-card-face');
    expect(face).toHaveTextContent(/10\s000\s₸/);
    await user().click(screen.getByRole('radio', { name: 'Весенний' }));
    expect(face).toHaveAttribute('data-design', '2');
    await user().type(screen.getByLabelText('Имя получателя'), 'Мадина');
    await user().type(screen.getByLabelText('Пожелание'), 'С днём рождения!');
    expect(face).toHaveTextContent('Мадина');
    expect(face).toHaveTextContent('«С днём рождения!»');
    expect(screen.getByText('16 из 300 символов')).toBeInTheDocument();
    await user().click(screen.getByRole('radio', { name: 'Другая сумма' }));
    const custom = screen.getByLabelText(/Сумма от 3\s000\s₸ до 100\s000\s₸/);
    await user().type(custom, '2000');
    await user().click(screen.getByRole('button', { name: /Перейти к оплате/ }));
    expect(await screen.findByText(/Укажите сумму от 3\s000\s₸ до 100\s000\s₸/)).toBeInTheDocument();
    await user().clear(custom);
    await user().type(custom, '15000');
    expect(face).toHaveTextContent(/15\s000\s₸/);
    expect(screen.getByText('Сертификат действует 365 дней с оплаты.')).toBeInTheDocument();
  });

  it('options that fail to load say so and load on Retry', async () => {
    let fail = true;
    open('/gift-cards', { override: (r) => (fail && r.url.includes('/gift-cards/configs') ? Promise.reject(new TypeError('Failed to fetch')) : undefined) });
    expect(await screen.findByText('Не удалось загрузить варианты сертификатов.')).toBeInTheDocument();
    fail = false;
    await user().click(screen.getByRole('button', { name: /Повторить|Попробовать/ }));
    expect(await screen.findByRole('radio', { name: 'Весенний' })).toBeInTheDocument();
  });

  it('the draft survives a reload; anonymous visitors are asked to sign in (the draft is kept)', async () => {
    const storage = createMemoryStorage();
    const first = open('/gift-cards', { signedIn: false, storage });
    await user().click(await screen.findByRole('radio', { name: 'С днём рождения' }));
    await user().type(screen.getByLabelText('Имя получателя'), 'Дана');
    await user().type(screen.getByLabelText('Телефон получателя'), '87051234567');
    expect(screen.getByLabelText('Телефон получателя')).toHaveValue('+7 705 123 45 67');
    expect(screen.getByRole('link', { name: 'Войти и оплатить' }).getAttribute('href')).toMatch(/^\/my\/login\?.*gift-cards/);
    first.unmount();
    open('/gift-cards', { signedIn: false, storage });
    expect(await screen.findByLabelText('Имя получателя')).toHaveValue('Дана');
    expect(screen.getByLabelText('Телефон получателя')).toHaveValue('+7 705 123 45 67');
    expect(screen.getByRole('radio', { name: 'С днём рождения' })).toBeChecked();
  });

  it('checks the form: the name, an incomplete phone', async () => {
    const app = open('/gift-cards');
    await user().type(await screen.findByLabelText('Телефон получателя'), '701');
    await user().click(screen.getByRole('button', { name: /Перейти к оплате/ }));
    expect(await screen.findByText('Укажите имя получателя.')).toBeInTheDocument();
    expect(screen.getByText('Номер неполный: не хватает цифр')).toBeInTheDocument();
    expect(posts(app.apiCalls, '/gift-cards')).toHaveLength(0);
  });

  it('a problem far above the button is brought into view: its field is scrolled to and has the focus', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    open('/gift-cards');
    await user().click(await screen.findByRole('radio', { name: 'Другая сумма' }));
    await user().type(screen.getByLabelText(/Сумма от/), '100');
    await user().type(screen.getByLabelText('Имя получателя'), 'Мадина');
    await user().click(screen.getByRole('button', { name: /Перейти к оплате/ }));
    const amount = screen.getByLabelText(/Сумма от/);
    await waitFor(() => expect(amount).toHaveFocus());
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(scrolled.at(-1)).toBe(amount);
  });

  it('create, pay with the saved card (one call on a double tap, with an Idempotency-Key), then the link, QR code and share', async () => {
    const share = vi.fn(async () => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      const app = open('/gift-cards');
      await user().click(await screen.findByRole('radio', { name: /20\s000\s₸/ }));
      await user().type(screen.getByLabelText('Имя получателя'), 'Мадина');
      await user().type(screen.getByLabelText('Телефон получателя'), '7027654321');
      await user().type(screen.getByLabelText('От кого'), 'Алия');
      await user().click(screen.getByRole('button', { name: /Перейти к оплате 20\s000\s₸/ }));
      expect(await screen.findByRole('heading', { name: 'Оплата сертификата' })).toBeInTheDocument();
      const created = (await posts(app.sent, '/gift-cards')[0]!.json()) as Record<string, unknown>;
      expect(created).toMatchObject({ amount: 20000, designId: 1, recipientName: 'Мадина', recipientPhone: '+77027654321', senderName: 'Алия' });
      const card = app.sandbox.state.giftCards.at(-1)!;
      expect(app.router.state.location.pathname).toBe(`/gift-cards/${card.id}`);
      expect(app.sdk.ttl.get('gift-card-draft')).toBeUndefined();
      await screen.findAllByTestId(/^pay-card-/);
      await user().dblClick(screen.getByRole('button', { name: /^Оплатить 20\s000\s₸/ }));
      expect(await screen.findByText('Оплачен и активен')).toBeInTheDocument();
      const pays = posts(app.apiCalls, '/pay');
      expect(pays).toHaveLength(1);
      expect(pays[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
      expect(card.status).toBe('ACTIVE');
      const link = `${window.location.origin}/gift-cards/link/${card.token}`;
      expect(screen.getByRole('textbox', { name: 'Ссылка на сертификат' })).toHaveValue(link);
      expect(await screen.findByRole('img', { name: 'QR-код ссылки на сертификат' })).toHaveAttribute('data-value', link);
      expect(screen.getByText(card.code!)).toBeInTheDocument();
      await user().click(screen.getByRole('button', { name: 'Поделиться' }));
      expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: link }));
    } finally {
      delete (navigator as { share?: unknown }).share;
    }
  });

  it('a new card: the cryptogram from the Checkout script, 3-D Secure in a frame, then the card is active', async () => {
    const app = open('/gift-cards/6601');
    expect(await screen.findByText('Загружаем сертификат…')).toBeInTheDocument();
    await user().click(await screen.findByRole('radio', { name: /Новая карта/ }));
    await typeTestCard(user());
    await user().click(screen.getByRole('button', { name: /^Оплатить/ }));
    expect(await screen.findByRole('heading', { name: 'Подтверждение в банке (3‑D Secure)' })).toBeInTheDocument();
    const body = (await posts(app.sent, '/pay')[0]!.json()) as { method: string; termUrl?: string };
    expect(body.method).toBe('NEW_CARD');
    // The server names the TermUrl (the backend's), the app none.
    expect(body.termUrl).toBeUndefined();
    const termUrl = (document.querySelector('input[name="TermUrl"]') as HTMLInputElement).value;
    expect(new URL(termUrl).pathname).toBe('/rest/clients-app/v1/payments/3ds/term');
    // The bank's page confirms and posts PaRes and MD to the TermUrl, which pays the card and sends the frame to the return page.
    const back = await answerTheBank(app.sandbox, 'ok');
    expect(back.pathname).toBe('/payment-return.html');
    expect(Object.fromEntries(back.searchParams)).toEqual({ giftCardId: '6601', status: 'paid' });
    expect(app.sandbox.state.giftCards.find((g) => g.id === 6601)!.status).toBe('ACTIVE');
    const asked = app.apiCalls.filter((r) => r.method === 'GET' && r.url.endsWith('/gift-cards/6601')).length;
    returnPage(back.search);
    expect(await screen.findByText('Оплачен и активен')).toBeInTheDocument();
    // Asked the server, not the query.
    expect(app.apiCalls.filter((r) => r.method === 'GET' && r.url.endsWith('/gift-cards/6601')).length).toBeGreaterThan(asked);
  });

  it('3-D Secure declined: said on the page, the card still awaits payment', async () => {
    const app = open('/gift-cards/6601');
    await user().click(await screen.findByRole('radio', { name: /Новая карта/ }));
    await typeTestCard(user());
    await user().click(screen.getByRole('button', { name: /^Оплатить/ }));
    await screen.findByRole('heading', { name: 'Подтверждение в банке (3‑D Secure)' });
    const back = await answerTheBank(app.sandbox, 'fail');
    expect(Object.fromEntries(back.searchParams)).toEqual({ giftCardId: '6601', status: 'declined', reason: 'THREE_DS_FAILED' });
    returnPage(back.search);
    expect(await screen.findByText('Банк не подтвердил платёж (3-D Secure).')).toBeInTheDocument();
    expect(app.sandbox.state.giftCards.find((g) => g.id === 6601)!.status).toBe('AWAITING_PAYMENT');
  });

  it("a return page's query that says paid is not trusted: the card still awaits payment on the server", async () => {
    const app = open('/gift-cards/6601');
    await user().click(await screen.findByRole('radio', { name: /Новая карта/ }));
    await typeTestCard(user());
    await user().click(screen.getByRole('button', { name: /^Оплатить/ }));
    await screen.findByRole('heading', { name: 'Подтверждение в банке (3‑D Secure)' });
    returnPage('?giftCardId=6601&status=paid');
    // Not paid on the server, not declined by the bank: it may still arrive, and 'Check again' asks again.
    expect(await screen.findByText(/^Банк ещё не сообщил, прошла ли оплата./)).toBeInTheDocument();
    expect(screen.queryByText('Оплачен и активен')).toBeNull();
    expect(app.sandbox.state.giftCards.find((g) => g.id === 6601)!.status).toBe('AWAITING_PAYMENT');
  });

  it("Cancel during a payment the bank in fact confirmed: the same panel's rule, the card is shown paid", async () => {
    const app = open('/gift-cards/6601');
    await user().click(await screen.findByRole('radio', { name: /Новая карта/ }));
    await typeTestCard(user());
    await user().click(screen.getByRole('button', { name: /^Оплатить/ }));
    await screen.findByRole('heading', { name: 'Подтверждение в банке (3‑D Secure)' });
    await answerTheBank(app.sandbox, 'ok');
    await user().click(screen.getByRole('button', { name: 'Отменить' }));
    expect(await screen.findByText('Оплачен и активен')).toBeInTheDocument();
    expect(screen.queryByText(/Оплата не прошла|прервано/)).toBeNull();
  });

  it("a card's page that fails to load says so", async () => {
    open('/gift-cards/6601', { override: (r) => (r.url.includes('/gift-cards/6601') ? Promise.reject(new TypeError('Failed to fetch')) : undefined) });
    expect(await screen.findByText('Не удалось загрузить сертификат.')).toBeInTheDocument();
  });
});

describe("/gift-cards/link/:token: the recipient's link", () => {
  it('without sign-in: the card as designed, amount, balance, code, valid until, where, and book', async () => {
    const app = open('/gift-cards/link/gc_9d4a2f6e1b', { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Дана, вам подарок!' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Сертификат' });
    expect(within(details).getByText('GC-7K2M-9QXD')).toBeInTheDocument();
    expect(within(details).getByText('Действует до')).toBeInTheDocument();
    expect(within(details).getByText(/^\d\d\.\d\d\.\d{4}$/)).toBeInTheDocument();
    expect(within(details).getAllByText(/10\s000\s₸/)).toHaveLength(2);
    expect(screen.getByTestId('gift-card-face')).toHaveTextContent('«С днём рождения, сестрёнка!»');
    expect(screen.getByText(/В любом салоне/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Записаться в салон' })).toHaveAttribute('href', '/search/firms');
    expect(app.apiCalls.every((r) => !r.headers.get('Authorization'))).toBe(true);
  });

  it('an unknown link says so (not the not-found screen)', async () => {
    const app = open('/gift-cards/link/gc_nope', { signedIn: false });
    expect(await screen.findByText(/Сертификат по этой ссылке не найден/)).toBeInTheDocument();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/gift-cards/link/gc_nope'));
  });
});

describe("/my/gift-cards: the buyer's gift cards", () => {
  it('loading, then newest first with status, balance and valid until; each opens its page', async () => {
    const app = open('/my/gift-cards');
    expect(await screen.findByText('Загружаем ваши сертификаты…')).toBeInTheDocument();
    const items = await screen.findAllByRole('link', { name: /^Сертификат для / });
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveAccessibleName(/Мадина/);
    expect(items[0]).toHaveTextContent('Ожидает оплаты');
    expect(items[1]).toHaveTextContent('Оплачен и активен');
    expect(items[1]).toHaveTextContent(/Остаток 10\s000\s₸/);
    expect(items[1]).toHaveTextContent(/До \d\d\.\d\d\.\d{4}/);
    await user().click(items[1]!);
    expect(app.router.state.location.pathname).toBe('/gift-cards/6602');
    // The list has gone (its rows carry the same status words), then the card's own page says its status.
    await waitFor(() => expect(screen.queryAllByRole('link', { name: /^Сертификат для / })).toHaveLength(0));
    expect(await screen.findByText('Оплачен и активен')).toBeInTheDocument();
  });

  it('none yet: the way to buy one; a failure says so', async () => {
    const app = open('/my/gift-cards');
    app.sandbox.state.giftCards.length = 0;
    expect(await screen.findByText('Вы ещё не покупали подарочных сертификатов.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Купить сертификат' })).toHaveAttribute('href', '/gift-cards');
    app.unmount();
    open('/my/gift-cards', {
      override: (r) =>
        r.method === 'GET' && new URL(r.url).pathname === '/rest/clients-app/v2/gift-cards' ? Promise.reject(new TypeError('Failed to fetch')) : undefined,
    });
    expect(await screen.findByText('Не удалось загрузить ваши сертификаты.')).toBeInTheDocument();
  });

  it("lists the salons' certificates bought for oneself, with salon, code and valid-until", async () => {
    open('/my/gift-cards');
    const section = await screen.findByRole('region', { name: 'Сертификаты салонов, купленные для себя' });
    expect(section).toHaveTextContent('Подарочный сертификат на 10 000 ₸');
    expect(section).toHaveTextContent('Салон красоты «Жасмин»');
    expect(section).toHaveTextContent('Код: CERT-7Q4M-K2XD-9HTP');
    expect(section).toHaveTextContent(/До \d\d\.\d\d\.\d{4}/);
  });

  it('anonymous: sent to sign in', async () => {
    const app = open('/my/gift-cards', { signedIn: false });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/my/login'));
  });

  it('the draft names the recipient: it is forgotten when the session ends', async () => {
    const app = open('/gift-cards');
    await user().type(await screen.findByLabelText('Имя получателя'), 'Дана');
    await waitFor(() => expect(app.sdk.ttl.get('gift-card-draft')).toMatchObject({ recipientName: 'Дана' }));
    await app.sdk.auth.logout();
    expect(app.sdk.ttl.get('gift-card-draft')).toBeUndefined();
  });
});
