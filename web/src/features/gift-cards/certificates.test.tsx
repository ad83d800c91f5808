// A salon's certificates against the in-process sandbox: the salon page's section, the screen (loading, failure,
// the list), buying one as a present with the saved card (one call on a double tap, with an Idempotency-Key; the
// code shown), a new card (the Checkout script's cryptogram, 3-D Secure in the frame: confirmed, declined, a return
// query that lies), the hosted payment page (the sandbox's PayBox stand-in pays it and returns here),
// the return read from the server (paid, declined, still awaiting: asked again within a limit; the query's status
// never trusted), and sign-in asked of an anonymous visitor.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSandbox, type Sandbox } from '@salonbook/contracts/sandbox';
import { renderApp, type ApiHandler } from '../../test/app';
import { installCheckout, typeTestCard } from '../../test/checkout';
import { answerTheBank, returnPage } from '../../test/bank';
import { PURCHASE_POLL_LIMIT, PURCHASE_POLL_MS } from './certificatesApi';

vi.setConfig({ testTimeout: 30_000 });

const user = () => userEvent.setup();

function open(
  path: string,
  { signedIn = true, override }: { signedIn?: boolean; override?: (request: Request) => Response | Promise<Response> | undefined } = {},
) {
  const sandbox = createSandbox();
  const sent: Request[] = [];
  const api: ApiHandler = (request) => {
    if (request.method === 'POST') sent.push(request.clone());
    return override?.(request) ?? sandbox.fetch(request);
  };
  const session = signedIn ? sandbox.signIn() : undefined;
  return { ...renderApp(path, { api, ...(session ? { session } : {}) }), sandbox, sent };
}

beforeEach(async () => {
  await installCheckout(createSandbox());
});

/** Pass 4201 (for oneself) with a new card, up to the bank's 3-D Secure page. */
async function newCardUpToTheBank(path = '/salon/101/certificates?id=4201') {
  const app = open(path);
  const panel = await screen.findByRole('region', { name: 'Покупка сертификата' });
  await user().click(await within(panel).findByRole('radio', { name: 'Новая карта' }));
  await typeTestCard(user(), within(panel));
  await user().click(within(panel).getByRole('button', { name: /^Оплатить 27\s000\s₸/ }));
  expect(await screen.findByRole('heading', { name: 'Подтверждение в банке (3‑D Secure)' })).toBeInTheDocument();
  return app;
}

describe('certificates', () => {
  it("the salon page lists what is on sale and links to the certificates' screen", async () => {
    const app = open('/salon/101');
    const section = await screen.findByRole('region', { name: 'Сертификаты и абонементы' });
    expect(await within(section).findByText('Подарочный сертификат на 10 000 ₸')).toBeInTheDocument();
    expect(within(section).getByText('Абонемент: 5 стрижек')).toBeInTheDocument();
    await user().click(within(section).getByRole('link', { name: /^27\s000\s₸, купить: Абонемент: 5 стрижек$/ }));
    // The certificates' screen is a module of its own: the router moves once it has loaded.
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/salon/101/certificates'));
    expect(await screen.findByRole('region', { name: 'Покупка сертификата' })).toHaveTextContent('Абонемент: 5 стрижек');
  });

  it('loading, a failure with Retry, then the list', async () => {
    let fail = true;
    open('/salon/101/certificates', {
      override: (r) => (fail && r.url.includes('-certificates') ? Promise.reject(new TypeError('Failed to fetch')) : undefined),
    });
    expect(await screen.findByText('Загружаем сертификаты…')).toBeInTheDocument();
    expect(await screen.findByText('Не удалось загрузить сертификаты.')).toBeInTheDocument();
    fail = false;
    await user().click(screen.getByRole('button', { name: /Повторить|Попробовать/ }));
    expect(await screen.findByText('Подарочный сертификат на 10 000 ₸')).toBeInTheDocument();
    expect(screen.getByText(/Действует 180 дней/)).toBeInTheDocument();
  });

  it('as a present with the saved card: one call on a double tap, with an Idempotency-Key; the code shown', async () => {
    const app = open('/salon/101/certificates?id=4101');
    const panel = await screen.findByRole('region', { name: 'Покупка сертификата' });
    expect(within(panel).getByRole('radio', { name: 'В подарок' })).toBeChecked();
    // The pay button comes once the saved cards are in (the panel says 'loading' until then).
    await user().click(await within(panel).findByRole('button', { name: /^Оплатить/ }));
    expect(await within(panel).findByText('Укажите имя получателя.')).toBeInTheDocument();
    await user().type(within(panel).getByLabelText('Имя получателя'), 'Мадина');
    await user().type(within(panel).getByLabelText('Телефон получателя'), '7027654321');
    await within(panel).findByRole('radio', { name: 'Сохранённая карта' });
    await user().dblClick(within(panel).getByRole('button', { name: /^Оплатить 10\s000\s₸/ }));
    expect(await screen.findByText('Оплачено: Подарочный сертификат на 10 000 ₸')).toBeInTheDocument();
    const buys = app.sent.filter((r) => r.url.includes('gift-certificates'));
    expect(buys).toHaveLength(1);
    expect(buys[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    const body = (await buys[0]!.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ certificateId: 4101, recipientName: 'Мадина', recipientPhone: '+77027654321' });
    expect(typeof body.cardId).toBe('number');
    const purchase = app.sandbox.state.certificatePurchases.at(-1)!;
    expect(screen.getByText(purchase.code!)).toBeInTheDocument();
  });

  it('another card: the hosted payment page, which pays it and returns here', async () => {
    const assign = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { value: { ...original, origin: original.origin, assign }, configurable: true });
    try {
      const app = open('/salon/101/certificates?id=4201');
      const panel = await screen.findByRole('region', { name: 'Покупка сертификата' });
      expect(within(panel).getByRole('radio', { name: 'Себе' })).toBeChecked();
      await user().click(await within(panel).findByRole('radio', { name: 'На странице оплаты (PayBox)' }));
      await user().click(within(panel).getByRole('button', { name: /^Оплатить 27\s000\s₸/ }));
      await waitFor(() => expect(assign).toHaveBeenCalled());
      const pageUrl = new URL(String(assign.mock.calls[0]![0]));
      const paid = await app.sandbox.fetch(
        new Request(`http://sandbox.test/__sandbox/paybox/pay${pageUrl.search}`, { method: 'POST', body: new URLSearchParams({ decision: 'ok' }) }),
      );
      expect(paid.status).toBe(303);
      const back = new URL(paid.headers.get('Location')!);
      expect(back.pathname).toBe('/salon/101/certificates');
      expect(app.sandbox.state.certificatePurchases.at(-1)!.status).toBe('PAID');
      expect(back.searchParams.get('purchaseId')).toBe(String(app.sandbox.state.certificatePurchases.at(-1)!.id));
      await app.router.navigate(`${back.pathname}${back.search}`);
      // The page asks the server about the purchase: paid, with its code.
      expect(await screen.findByText('Оплачено: Абонемент: 5 стрижек')).toBeInTheDocument();
      expect(screen.getByText(app.sandbox.state.certificatePurchases.at(-1)!.code!)).toBeInTheDocument();
      expect(app.apiCalls.some((r) => r.url.includes(`/certificate-purchases/${back.searchParams.get('purchaseId')}`))).toBe(true);
      // Paid: the form that paid is not offered again under the outcome.
      expect(screen.queryByRole('region', { name: 'Покупка сертификата' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Оплатить/ })).not.toBeInTheDocument();
    } finally {
      Object.defineProperty(window, 'location', { value: original, configurable: true });
    }
  });

  it("a new card: the Checkout script's cryptogram with an Idempotency-Key, 3-D Secure in the frame, then the code from the server", async () => {
    const app = await newCardUpToTheBank();
    const buys = app.sent.filter((r) => r.url.includes('subscription-certificates'));
    expect(buys).toHaveLength(1);
    expect(buys[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    const body = (await buys[0]!.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ certificateId: 4201 });
    expect(typeof body.cryptogram).toBe('string');
    expect(body.cardId).toBeUndefined();
    const termUrl = (document.querySelector('input[name="TermUrl"]') as HTMLInputElement).value;
    expect(new URL(termUrl).pathname).toBe('/rest/clients-app/v1/payments/3ds/term');
    const back = await answerTheBank(app.sandbox, 'ok');
    const purchase = app.sandbox.state.certificatePurchases.at(-1)!;
    expect(back.pathname).toBe('/payment-return.html');
    expect(Object.fromEntries(back.searchParams)).toEqual({ certificatePurchaseId: String(purchase.id), status: 'paid' });
    expect(purchase.status).toBe('PAID');
    returnPage(back.search);
    expect(await screen.findByText('Оплачено: Абонемент: 5 стрижек')).toBeInTheDocument();
    expect(screen.getByText(purchase.code!)).toBeInTheDocument();
    expect(app.apiCalls.some((r) => r.url.includes(`/certificate-purchases/${purchase.id}`))).toBe(true);
  });

  it('a new card the bank declines: said on the page, the purchase cancelled, and a new attempt can start', async () => {
    const app = await newCardUpToTheBank();
    const back = await answerTheBank(app.sandbox, 'fail');
    expect(back.searchParams.get('status')).toBe('declined');
    expect(back.searchParams.get('reason')).toBe('THREE_DS_FAILED');
    returnPage(back.search);
    // The bank's reason, as the return names it.
    expect(await screen.findByText('Банк не подтвердил платёж (3-D Secure).')).toBeInTheDocument();
    expect(app.sandbox.state.certificatePurchases.at(-1)!.status).toBe('CANCELLED');
    expect(screen.getByRole('button', { name: /^Оплатить 27\s000\s₸/ })).toBeEnabled();
  });

  it("a return page's query that says paid is not trusted: the purchase still awaits payment on the server", async () => {
    const app = await newCardUpToTheBank();
    const purchase = app.sandbox.state.certificatePurchases.at(-1)!;
    returnPage(`?certificatePurchaseId=${purchase.id}&status=paid`);
    // Not paid on the server, not declined by the bank: it may still arrive, and 'Check again' asks again.
    expect(await screen.findByText(/^Банк ещё не сообщил, прошла ли оплата./)).toBeInTheDocument();
    expect(screen.queryByText(/^Оплачено/)).toBeNull();
    expect(purchase.status).toBe('AWAITING_PAYMENT');
    // Settled meanwhile (the hosted page's stand-in pays it): 'Check again' shows it bought.
    purchase.status = 'PAID';
    purchase.code = 'CERT-TEST-TEST-TEST';
    await user().click(screen.getByRole('button', { name: 'Проверить ещё раз' }));
    expect(await screen.findByText('Оплачено: Абонемент: 5 стрижек')).toBeInTheDocument();
  });

  it("Cancel during a payment the bank in fact confirmed: the same panel's rule, the certificate is shown paid", async () => {
    const app = await newCardUpToTheBank();
    await answerTheBank(app.sandbox, 'ok');
    await user().click(screen.getByRole('button', { name: 'Отменить' }));
    expect(await screen.findByText('Оплачено: Абонемент: 5 стрижек')).toBeInTheDocument();
    expect(app.sandbox.state.certificatePurchases.at(-1)!.status).toBe('PAID');
  });

  it('the recipient is checked before any payment starts', async () => {
    const app = open('/salon/101/certificates?id=4101');
    const panel = await screen.findByRole('region', { name: 'Покупка сертификата' });
    await user().click(await within(panel).findByRole('radio', { name: 'На странице оплаты (PayBox)' }));
    await user().type(within(panel).getByLabelText('Имя получателя'), 'Мадина');
    await user().type(within(panel).getByLabelText('Телефон получателя'), '702');
    await user().click(within(panel).getByRole('button', { name: /^Оплатить 10\s000\s₸/ }));
    expect(await within(panel).findByText('Номер неполный: не хватает цифр')).toBeInTheDocument();
    expect(app.sent.filter((r) => r.url.includes('-certificates'))).toHaveLength(0);
  });

  it('an anonymous visitor is asked to sign in', async () => {
    open('/salon/101/certificates?id=4101', { signedIn: false });
    const panel = await screen.findByRole('region', { name: 'Покупка сертификата' });
    expect(within(panel).getByRole('link', { name: 'Войти' }).getAttribute('href')).toMatch(/^\/my\/login\?.*certificates/);
  });

  describe('back from the hosted payment page: the server is asked, the query is not trusted', () => {
    /** A purchase of pass 4201 started on the hosted page by the demo client (not paid yet): its return address. */
    async function startHosted(sandbox: Sandbox, accessToken: string) {
      const answer = await sandbox.fetch(
        new Request('http://sandbox.test/rest/clients-app/v2/subscription-certificates', {
          method: 'POST',
          headers: { api_key: 'k', client_secret: 's', client_id: 'WEB', Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ certificateId: 4201, returnUrl: 'http://app.test/salon/101/certificates?id=4201' }),
        }),
      );
      const purchase = (await answer.json()) as { id: number; paymentUrl: string };
      return { id: purchase.id, page: new URL(purchase.paymentUrl) };
    }
    /** The stand-in page's decision, then the app's address it returns to. */
    async function decide(sandbox: Sandbox, page: URL, decision: 'ok' | 'fail') {
      const done = await sandbox.fetch(
        new Request(`http://sandbox.test/__sandbox/paybox/pay${page.search}`, { method: 'POST', body: new URLSearchParams({ decision }) }),
      );
      const back = new URL(done.headers.get('Location')!);
      return `${back.pathname}${back.search}`;
    }

    it('declined: says so, whatever the query claims', async () => {
      const sandbox = createSandbox();
      const session = sandbox.signIn();
      const { page } = await startHosted(sandbox, session.accessToken);
      const back = (await decide(sandbox, page, 'fail')).replace('status=declined', 'status=paid');
      renderApp(back, { api: (r) => sandbox.fetch(r), session });
      expect(await screen.findByText('Оплата не прошла. Попробуйте ещё раз или другой картой.')).toBeInTheDocument();
      expect(screen.queryByText(/^Оплачено/)).not.toBeInTheDocument();
      // Declined: the form is there to try again.
      expect(await screen.findByRole('region', { name: 'Покупка сертификата' })).toBeInTheDocument();
    });

    it(`still awaiting: asked again every ${PURCHASE_POLL_MS / 1000} s, at most ${PURCHASE_POLL_LIMIT} times, then 'check again' finds it paid`, async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        const sandbox = createSandbox();
        const session = sandbox.signIn();
        const { id, page } = await startHosted(sandbox, session.accessToken);
        const app = renderApp(`/salon/101/certificates?id=4201&purchaseId=${id}&status=paid`, { api: (r) => sandbox.fetch(r), session });
        expect(await screen.findByText('Ждём подтверждения оплаты от банка…')).toBeInTheDocument();
        for (let i = 0; i < PURCHASE_POLL_LIMIT + 3; i += 1) await act(() => vi.advanceTimersByTimeAsync(PURCHASE_POLL_MS));
        expect(await screen.findByText(/Банк ещё не подтвердил оплату/)).toBeInTheDocument();
        const asked = () => app.apiCalls.filter((r) => r.url.includes(`/certificate-purchases/${id}`)).length;
        expect(asked()).toBe(PURCHASE_POLL_LIMIT + 1);
        await decide(sandbox, page, 'ok');
        await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Проверить ещё раз' }));
        expect(await screen.findByText('Оплачено: Абонемент: 5 стрижек')).toBeInTheDocument();
        expect(screen.getByText(sandbox.state.certificatePurchases.find((x) => x.id === id)!.code!)).toBeInTheDocument();
      } finally {
        vi.useRealTimers();
      }
    });

    it("another client's purchase is not found", async () => {
      const sandbox = createSandbox();
      renderApp('/salon/101/certificates?purchaseId=999999&status=paid', { api: (r) => sandbox.fetch(r), session: sandbox.signIn() });
      expect(await screen.findByText('Эта покупка не найдена в вашем аккаунте.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Повторить' })).not.toBeInTheDocument();
    });
  });
});

describe('/certificates/all: the certificates of every salon', () => {
  it("reached from home: loading, then each salon's certificates leading to its salon's page to buy", async () => {
    const app = open('/', { signedIn: false });
    await user().click(await screen.findByRole('link', { name: 'Подарочные сертификаты салонов' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Сертификаты всех салонов' })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/certificates/all');
    const list = await screen.findByRole('list', { name: 'Сертификаты всех салонов' });
    const items = within(list).getAllByRole('listitem');
    // The chosen city's salons (Aqtau by default): no Moscow salon's certificate in rubles.
    const aqtau = new Set(app.sandbox.state.firms.filter((f) => f.cityId === app.sandbox.state.firms.find((x) => x.id === 101)!.cityId).map((f) => f.id));
    expect(items).toHaveLength(app.sandbox.state.certificates.filter((c) => aqtau.has(c.firmId)).length);
    expect(items.some((li) => /₽/.test(li.textContent ?? ''))).toBe(false);
    // Asked once per kind, without a salon.
    const asked = app.apiCalls.filter((r) => r.url.includes('-certificates'));
    expect(asked.length).toBeGreaterThanOrEqual(2);
    expect(asked.every((r) => !new URL(r.url).searchParams.has('firmId'))).toBe(true);
    const pass = items.find((li) => li.textContent?.includes('Абонемент: 4 мужские стрижки'))!;
    expect(pass).toHaveTextContent(`Салон: ${app.sandbox.state.firms.find((f) => f.id === 103)!.name}`);
    expect(within(items[0]!).getByText('Подарочный сертификат на 10 000 ₸')).toBeInTheDocument();
    await user().click(within(pass).getByRole('link', { name: 'Купить: Абонемент: 4 мужские стрижки' }));
    expect(await screen.findByRole('region', { name: 'Покупка сертификата' })).toHaveTextContent('Абонемент: 4 мужские стрижки');
    expect(`${app.router.state.location.pathname}${app.router.state.location.search}`).toBe('/salon/103/certificates?id=4202');
  });

  it('loading, a failure with Retry, then the list', async () => {
    let fail = true;
    open('/certificates/all', { override: (r) => (fail && r.url.includes('-certificates') ? Promise.reject(new TypeError('Failed to fetch')) : undefined) });
    expect(await screen.findByText('Загружаем сертификаты…')).toBeInTheDocument();
    expect(await screen.findByText('Не удалось загрузить сертификаты.')).toBeInTheDocument();
    fail = false;
    await user().click(screen.getByRole('button', { name: /Повторить|Попробовать/ }));
    expect(await screen.findByText('Подарочный сертификат на 5 000 ₸')).toBeInTheDocument();
  });

  it("a certificate's 3-D Secure return at the top level (/card-payment) shows the purchase as the server says", async () => {
    const sandbox = createSandbox();
    const session = sandbox.signIn();
    const user0 = sandbox.state.users[0]!.id;
    sandbox.state.certificatePurchases.push({
      userId: user0,
      id: 4599,
      certificateId: 4201,
      product: 'subscription',
      status: 'PAID',
      price: 27000,
      currency: 'KZT',
      code: 'CERT-4599',
      paymentUrl: null,
      expiresAt: '2027-05-30T23:59:59+05:00',
    });
    const app = renderApp('/card-payment?certificatePurchaseId=4599&status=declined', { api: (r) => sandbox.fetch(r), session });
    expect(await screen.findByText('Оплачено: Абонемент: 5 стрижек')).toBeInTheDocument();
    expect(screen.getByText('CERT-4599')).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/certificates/all');
  });

  it('empty: says no salon sells any yet', async () => {
    const app = open('/certificates/all');
    app.sandbox.state.certificates.length = 0;
    expect(await screen.findByText('Пока ни один салон не продаёт сертификаты.')).toBeInTheDocument();
  });

  it('in Kazakh and English', async () => {
    const sandbox = createSandbox();
    const aqtau = sandbox.state.firms.find((f) => f.id === 101)!.cityId;
    const inAqtau = sandbox.state.certificates.filter((c) => sandbox.state.firms.find((f) => f.id === c.firmId)?.cityId === aqtau).length;
    const kk = renderApp('/certificates/all', { api: (r) => sandbox.fetch(r), cookies: { lang: 'KZ' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Барлық салондардың сертификаттары' })).toBeInTheDocument();
    expect((await screen.findAllByRole('link', { name: /^Сатып алу: / })).length).toBe(inAqtau);
    kk.unmount();
    renderApp('/certificates/all', { api: (r) => sandbox.fetch(r), cookies: { lang: 'EN' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificates of all salons' })).toBeInTheDocument();
    expect((await screen.findAllByRole('link', { name: /^Buy: / })).length).toBe(inAqtau);
  });
});
