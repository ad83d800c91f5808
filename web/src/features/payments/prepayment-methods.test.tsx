// The prepayment page's gift-card and installment methods against the in-process sandbox (signed in as the demo
// client, or by the prepayment link): a gift card's balance pays the prepayment (and goes down), each refusal is said
// next to the code's field; paying in parts is offered while the bnpl feature is on and goes to the installment
// page, which brings the client back paid.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSandbox } from '@salonbook/contracts/sandbox';
import { renderApp, type ApiHandler } from '../../test/app';
import { installCheckout } from '../../test/checkout';

vi.setConfig({ testTimeout: 30_000 });

const PREPAYMENT = '/salon/reservations/90211/prepayment';
const CODE = 'GC-7K2M-9QXD';
const user = () => userEvent.setup();

function open(
  path = PREPAYMENT,
  { signedIn = true, override }: { signedIn?: boolean; override?: (request: Request) => Response | Promise<Response> | undefined } = {},
) {
  const sandbox = createSandbox();
  const sent: Request[] = [];
  const api: ApiHandler = (request) => {
    if (request.method === 'POST') sent.push(request.clone());
    return override?.(request) ?? sandbox.fetch(request);
  };
  const session = signedIn ? sandbox.signIn() : undefined;
  const app = renderApp(path, { api, ...(session ? { session } : {}) });
  const prepayment = () => sandbox.state.reservations.find((r) => r.id === 90211)!.prepayment!;
  const giftCard = () => sandbox.state.giftCards.find((g) => g.id === 6602)!;
  return { ...app, sandbox, sent, prepayment, giftCard };
}

type App = ReturnType<typeof open>;
/** A refusal's case: its name, how the gift card is made to refuse, the code typed, what is said. */
type Refusal = [name: string, arrange: (app: App) => void, code: string, text: string | RegExp];

const pays = (calls: Request[], part: string) => calls.filter((r) => r.method === 'POST' && r.url.includes(part));

beforeEach(async () => {
  await installCheckout(createSandbox());
});

async function typeCode(code: string) {
  await user().click(await screen.findByRole('radio', { name: 'Подарочная карта' }));
  const field = screen.getByLabelText('Код подарочной карты');
  await user().clear(field);
  if (code) await user().type(field, code);
  await user().click(screen.getByRole('button', { name: /^Оплатить картой-подарком/ }));
}

describe('prepayment: a gift card', () => {
  it('is listed with the other methods; its code pays the prepayment once (double tap, Idempotency-Key) and the balance goes down', async () => {
    const app = open();
    const before = app.giftCard().balance;
    const amount = app.prepayment().amount;
    await user().click(await screen.findByRole('radio', { name: 'Подарочная карта' }));
    expect(screen.getByText(/спишется с баланса подарочной карты/)).toBeInTheDocument();
    await user().type(screen.getByLabelText('Код подарочной карты'), ' gc-7k2m-9qxd ');
    await user().dblClick(screen.getByRole('button', { name: /^Оплатить картой-подарком/ }));
    expect(await screen.findByRole('heading', { name: 'Предоплата внесена' })).toBeInTheDocument();
    const sent = pays(app.apiCalls, '/prepayments/gift-card');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await app.sent[0]!.json()).toEqual({ code: 'gc-7k2m-9qxd' });
    expect(app.prepayment().paid).toBe(true);
    expect(app.giftCard().balance).toBe(before - amount);
  });

  it('by the link without sign-in: the token goes with the code', async () => {
    const app = open('/salon/reservations/90211/prepayment/pp_7d1e4b9c2a', { signedIn: false });
    await typeCode(CODE);
    expect(await screen.findByRole('heading', { name: 'Предоплата внесена' })).toBeInTheDocument();
    const sent = pays(app.apiCalls, '/prepayments/gift-card')[0]!;
    expect(new URL(sent.url).searchParams.get('token')).toBe('pp_7d1e4b9c2a');
    expect(sent.headers.get('Authorization')).toBeNull();
  });

  it('an empty code is said next to the field, nothing is sent', async () => {
    const app = open();
    await typeCode('');
    expect(screen.getByText('Введите код подарочной карты.')).toBeInTheDocument();
    expect(screen.getByLabelText('Код подарочной карты')).toHaveAttribute('aria-invalid', 'true');
    expect(pays(app.apiCalls, '/prepayments/gift-card')).toHaveLength(0);
  });

  it.each([
    ['an unknown code', () => undefined, 'GC-0000-0000', 'Подарочной карты с таким кодом нет. Проверьте код.'],
    ['a used-up card', (app: App) => Object.assign(app.giftCard(), { balance: 0, status: 'USED' }), CODE, 'Баланс этой подарочной карты уже израсходован.'],
    ['an expired card', (app: App) => Object.assign(app.giftCard(), { expiresAt: '2026-01-01T00:00:00+05:00' }), CODE, 'Срок действия подарочной карты истёк.'],
    ['not enough on it', (app: App) => Object.assign(app.giftCard(), { balance: 100 }), CODE, /меньше, чем нужно для предоплаты/],
    [
      'a card not paid yet',
      (app: App) => Object.assign(app.giftCard(), { status: 'AWAITING_PAYMENT' }),
      CODE,
      'Эта подарочная карта ещё не оплачена покупателем.',
    ],
    [
      'a card in another currency',
      (app: App) => Object.assign(app.giftCard(), { currency: 'RUB' }),
      CODE,
      'Эта подарочная карта в другой валюте и здесь не принимается.',
    ],
  ] satisfies Refusal[])('%s: said next to the field, nothing paid, the balance kept', async (_name, arrange, code, text) => {
    const app = open();
    arrange(app);
    const before = app.giftCard().balance;
    await typeCode(code);
    const message = await screen.findByText(text);
    expect(message).toHaveAttribute('id', screen.getByLabelText('Код подарочной карты').getAttribute('aria-describedby'));
    expect(app.prepayment().paid).toBe(false);
    expect(app.giftCard().balance).toBe(before);
    // Typing again clears it.
    await user().type(screen.getByLabelText('Код подарочной карты'), 'X');
    expect(screen.queryByText(text)).toBeNull();
  });

  it.each([
    [
      'ru',
      'Подарочная карта',
      'Код подарочной карты',
      /^Оплатить картой-подарком/,
      'Слишком много неверных кодов. Попробуйте через 15 мин или оплатите картой.',
    ],
    ['kk', 'Сыйлық картасы', 'Сыйлық картасының коды', /^Сыйлық картасымен төлеу/, 'Қате кодтар тым көп. 15 мин кейін қайталаңыз немесе картамен төлеңіз.'],
    ['en', 'Gift card', 'Gift card code', /^Pay .* with the gift card/, 'Too many wrong codes. Try again in 15 min, or pay by card.'],
  ] as const)(
    '%s: too many wrong codes on the visit: the 429 is said next to the field with when to try again, even the right code waits, nothing paid',
    async (lng, method, label, pay, text) => {
      const app = open();
      await app.i18n.changeLanguage(lng);
      // Five wrong codes tried on this prepayment already, by its link from another address.
      for (let i = 0; i < 5; i += 1) {
        await app.sandbox.fetch(
          new Request('http://sandbox.test/rest/clients-app/v2/reservations/90211/prepayments/gift-card?token=pp_7d1e4b9c2a', {
            method: 'POST',
            headers: { api_key: 'k', client_secret: 's', client_id: 'c', 'Content-Type': 'application/json' },
            body: JSON.stringify({ code: `GC-0000-000${i}` }),
          }),
          { remoteAddress: '198.51.100.7' },
        );
      }
      await user().click(await screen.findByRole('radio', { name: method }));
      await user().type(screen.getByLabelText(label), CODE);
      await user().click(screen.getByRole('button', { name: pay }));
      const message = await screen.findByText(text);
      expect(message).toHaveAttribute('id', screen.getByLabelText(label).getAttribute('aria-describedby'));
      expect(app.prepayment().paid).toBe(false);
    },
  );

  it('Kazakh and English: the method and a refusal in the language', async () => {
    const app = open();
    await app.i18n.changeLanguage('kk');
    await user().click(await screen.findByRole('radio', { name: 'Сыйлық картасы' }));
    await user().type(screen.getByLabelText('Сыйлық картасының коды'), 'GC-0000-0000');
    await user().click(screen.getByRole('button', { name: /^Сыйлық картасымен төлеу/ }));
    expect(await screen.findByText('Мұндай кодпен сыйлық картасы жоқ. Кодты тексеріңіз.')).toBeInTheDocument();
    await app.i18n.changeLanguage('en');
    expect(await screen.findByRole('radio', { name: 'Gift card' })).toBeInTheDocument();
  });

  it('a 5xx keeps the page with Retry on the same key', async () => {
    let fail = true;
    const app = open(PREPAYMENT, {
      override: (r) => (fail && r.method === 'POST' ? Response.json({ code: 'PAYMENT_UNAVAILABLE', message: 'down' }, { status: 503 }) : undefined),
    });
    await typeCode(CODE);
    expect(await screen.findByText(/Сервис оплаты не ответил/)).toBeInTheDocument();
    fail = false;
    await user().click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { name: 'Предоплата внесена' })).toBeInTheDocument();
    const [first, second] = pays(app.apiCalls, '/prepayments/gift-card');
    expect(second!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));
  });

  it('no answer: asked again with the same key, which gives the first answer: paid once', async () => {
    const ref: { sandbox?: ReturnType<typeof createSandbox> } = {};
    let lost = true;
    const app = open(PREPAYMENT, {
      override: (r) => {
        if (r.method !== 'POST' || !lost) return undefined;
        lost = false;
        // The payment went through, the answer was lost.
        return ref.sandbox!.fetch(r).then(() => {
          throw new TypeError('Failed to fetch');
        });
      },
    });
    ref.sandbox = app.sandbox;
    const before = app.giftCard().balance;
    await typeCode(CODE);
    expect(await screen.findByRole('heading', { name: 'Предоплата внесена' })).toBeInTheDocument();
    const [first, second] = pays(app.apiCalls, '/prepayments/gift-card');
    expect(second!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));
    expect(app.giftCard().balance).toBe(before - app.prepayment().amount);
  });
});

describe('prepayment: in parts (buy now, pay later)', () => {
  it('listed while the bnpl feature is on: the plan in words, a link to /bnpl; the installment page, then back paid', async () => {
    const app = open();
    const assign = vi.fn();
    const location = window.location;
    // jsdom cannot leave the page: the redirect is recorded instead.
    Object.defineProperty(window, 'location', { configurable: true, value: { ...location, origin: location.origin, href: location.href, assign } });
    try {
      await user().click(await screen.findByRole('radio', { name: 'Частями' }));
      const part = screen.getByRole('region', { name: 'Частями' });
      expect(within(part).getByText(/4 платежа примерно по/)).toBeInTheDocument();
      expect(within(part).getByRole('link', { name: 'Как это работает' })).toHaveAttribute('href', '/bnpl');
      await user().dblClick(within(part).getByRole('button', { name: /^Оформить частями/ }));
      await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: location });
    }
    const sent = pays(app.apiCalls, '/prepayments/installment');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    const body = (await app.sent[0]!.json()) as { returnUrl: string; failureUrl: string };
    expect(new URL(body.returnUrl).search).toBe('?reservationId=90211&status=paid&via=installment');
    expect(new URL(body.failureUrl).search).toBe('?reservationId=90211&status=declined&via=installment&reason=INSTALLMENT_DECLINED');
    const redirect = new URL(assign.mock.calls[0]![0] as string);
    expect(redirect.pathname).toBe('/__sandbox/installment');
    // The installment page: agree, then back to the return address.
    const page = await app.sandbox.fetch(new Request(`http://sandbox.test/__sandbox/installment${redirect.search}`));
    expect(await page.text()).toContain('4 платежа');
    const back = await app.sandbox.fetch(
      new Request(`http://sandbox.test/__sandbox/installment/pay${redirect.search}`, { method: 'POST', body: new URLSearchParams({ decision: 'ok' }) }),
    );
    expect(back.status).toBe(303);
    expect(app.prepayment().paid).toBe(true);
    const to = new URL(back.headers.get('Location')!);
    await app.router.navigate(to.pathname + to.search);
    expect(await screen.findByRole('heading', { name: 'Предоплата внесена' })).toBeInTheDocument();
  });

  it('refused on the installment page: back with nothing paid', async () => {
    const app = open();
    const page = await app.sandbox.fetch(
      new Request(
        `http://sandbox.test/__sandbox/installment/pay?reservationId=90211&returnUrl=${encodeURIComponent('http://app.test/ok')}&failureUrl=${encodeURIComponent('http://app.test/no')}`,
        { method: 'POST', body: new URLSearchParams({ decision: 'fail' }) },
      ),
    );
    expect(page.headers.get('Location')).toBe('http://app.test/no');
    expect(app.prepayment().paid).toBe(false);
    // The return page says so, in the client's words.
    await app.router.navigate('/card-payment?reservationId=90211&status=declined&via=installment&reason=INSTALLMENT_DECLINED');
    expect(await screen.findByRole('heading', { name: 'Оплата не прошла' })).toBeInTheDocument();
    expect(screen.getByText(/Оплата частями не оформлена, ничего не оплачено/)).toBeInTheDocument();
  });

  it('not offered while the bnpl feature is off (the server does not list it)', async () => {
    const app = open();
    app.sandbox.state.features.bnpl = false;
    expect(await screen.findByRole('radio', { name: 'Подарочная карта' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Частями' })).toBeNull();
  });

  it('switched off between loading and paying: said on the page', async () => {
    const app = open();
    await user().click(await screen.findByRole('radio', { name: 'Частями' }));
    app.sandbox.state.features.bnpl = false;
    await user().click(screen.getByRole('button', { name: /^Оформить частями/ }));
    expect(await screen.findByText('Оплата частями сейчас недоступна. Выберите другой способ.')).toBeInTheDocument();
    expect(app.prepayment().paid).toBe(false);
  });
});

describe("prepayment: 'save the card'", () => {
  it('offered to the signed-in owner while cardSaving is on, not while it is off (then nothing is saved)', async () => {
    const on = open();
    await user().click(await screen.findByRole('radio', { name: 'Новая карта' }));
    expect(screen.getByRole('checkbox', { name: 'Сохранить карту для следующих оплат' })).not.toBeChecked();
    on.unmount();
    const sandbox = createSandbox();
    sandbox.state.features.cardSaving = false;
    const session = sandbox.signIn();
    renderApp(PREPAYMENT, { api: (request) => sandbox.fetch(request), session });
    await user().click(await screen.findByRole('radio', { name: 'Новая карта' }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Сохранить карту для следующих оплат' })).toBeNull());
    await user().click(screen.getByRole('radio', { name: 'PayBox' }));
    expect(screen.queryByRole('checkbox', { name: 'Сохранить карту для следующих оплат' })).toBeNull();
  });
});
