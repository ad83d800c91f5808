// The prepayment page and /card-payment against the in-process sandbox (its clock is the real one, as the page's
// countdown is), signed in as the demo client or by the prepayment link; CloudPayments' Checkout script is the
// sandbox's stand-in (test/checkout.ts). Hand stubs only to force a failure.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryStorage } from '@salonbook/sdk';
import { createSandbox } from '@salonbook/contracts/sandbox';
import { renderApp, type ApiHandler } from '../../test/app';
import { installCheckout, typeTestCard } from '../../test/checkout';
import { answerTheBank, returnPage } from '../../test/bank';
import { payBoxUrl } from './PrepaymentScreen';
import { rememberedReservation, rememberReservation, type Reservation } from '../../entities/reservation/reservation';
import ru from '../../../public/locales/ru/payments.json';
import kk from '../../../public/locales/kk/payments.json';
import en from '../../../public/locales/en/payments.json';

vi.setConfig({ testTimeout: 30_000 });

const PREPAYMENT = '/salon/reservations/90211/prepayment';
const user = () => userEvent.setup();

function open(
  path: string,
  { signedIn = true, override }: { signedIn?: boolean; override?: (request: Request) => Response | Promise<Response> | undefined } = {},
) {
  const sandbox = createSandbox();
  const api: ApiHandler = (request) => override?.(request) ?? sandbox.fetch(request);
  const session = signedIn ? sandbox.signIn() : undefined;
  const app = renderApp(path, { api, ...(session ? { session } : {}) });
  if (session) app.sdk.storage.set('currentUser', { id: session.userId, name: 'Алия', surname: 'Нурланова', phone: '+77011234567' });
  const prepayment = () => sandbox.state.reservations.find((r) => r.id === 90211)!.prepayment!;
  return { ...app, sandbox, prepayment };
}

const pays = (calls: Request[]) => calls.filter((r) => r.method === 'POST' && r.url.includes('/prepayments/'));

let checkout: { made: string[]; languages: (string | undefined)[] };
beforeEach(async () => {
  checkout = await installCheckout(createSandbox());
});

describe('prepayment page', () => {
  it('a visitor without the SMS link signs in first: no call that would answer 401, a sign-in link that comes back', async () => {
    const app = open(PREPAYMENT, { signedIn: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Предоплата записи' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Войти' })).toHaveAttribute('href', `/my/login?returnTo=${encodeURIComponent(PREPAYMENT)}`);
    expect(app.apiCalls.filter((r) => r.url.includes('/prepayment'))).toEqual([]);
  });

  it('loading, then the salon, the visit, the amount of the total, the deadline and the saved cards (default first)', async () => {
    const app = open(PREPAYMENT);
    expect(await screen.findByText('Загружаем предоплату…')).toBeInTheDocument();
    const lead = screen.getByText(/^Предоплата закрепляет за вами время визита\./);
    expect(await screen.findByText(/Жасмин/)).toBeInTheDocument();
    expect(lead).toBeInTheDocument(); // the frame's title and lead stay: the same element, not a second copy
    expect(screen.getByText(/^Визит: \d{1,2} [а-я]+, \d\d:\d\d$/)).toBeInTheDocument();
    const amount = app.prepayment().amount;
    expect(screen.getByText(new RegExp(`^${amount.toLocaleString('ru-RU').replace(/\s/g, '\\s')}\\s₸ из`))).toBeInTheDocument();
    expect(screen.getByText(/^Оплатите до|^Осталось/)).toBeInTheDocument();
    const cards = screen.getAllByTestId(/^pay-card-/);
    expect(cards[0]).toHaveTextContent('основная');
    expect(cards[0]!.querySelector('input')).toBeChecked();
    expect(screen.getByRole('radio', { name: /Новая карта/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /PayBox/ })).toBeInTheDocument();
  });

  it.each([
    ['ru', 'Визит: 5 декабря, 15:00', 'Оплатите до 4 декабря, 15:00'],
    ['kk', 'Келу: 5 желтоқсан, 15:00', '4 желтоқсан, 15:00-ке дейін төлеңіз'],
    ['en', 'Visit: 5 December, 15:00', 'Pay by 4 December, 15:00'],
  ])('writes the visit and the deadline as the other pages do, the day and month in words (%s)', async (lng, visit, until) => {
    const app = open(PREPAYMENT);
    const r = app.sandbox.state.reservations.find((x) => x.id === 90211)!;
    // 5 December of next year, 15:00 in Aqtau: more than a day away whenever the test runs.
    const start = Date.parse(`${new Date().getUTCFullYear() + 1}-12-05T15:00:00+05:00`);
    const shift = start - r.start;
    r.start += shift;
    r.end += shift;
    for (const item of r.items) Object.assign(item, { start: item.start + shift, end: item.end + shift });
    r.prepayment!.deadline = start - 24 * 3600_000;
    await app.i18n.changeLanguage(lng);
    expect(await screen.findByText(visit)).toBeInTheDocument();
    expect(screen.getByText(until)).toBeInTheDocument();
  });

  it('a page that fails to load says so and loads on Retry', async () => {
    let fail = true;
    open(PREPAYMENT, { override: (r) => (fail && r.url.includes('/prepayments') ? Promise.reject(new TypeError('Failed to fetch')) : undefined) });
    expect(await screen.findByText('Не удалось загрузить предоплату.')).toBeInTheDocument();
    fail = false;
    await user().click(screen.getByRole('button', { name: /Повторить|Попробовать/ }));
    expect(await screen.findByText(/Жасмин/)).toBeInTheDocument();
  });

  it('saved card in one tap: a double tap pays once, with an Idempotency-Key; then the visit is paid', async () => {
    const app = open(PREPAYMENT);
    const pay = await screen.findByRole('button', { name: /^Оплатить/ });
    await user().dblClick(pay);
    expect(await screen.findByRole('heading', { name: 'Предоплата внесена' })).toBeInTheDocument();
    expect(pays(app.apiCalls)).toHaveLength(1);
    expect(pays(app.apiCalls)[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(app.prepayment().paid).toBe(true);
    expect(screen.getByRole('link', { name: 'Открыть визит' })).toHaveAttribute('href', '/my/reservation/90211');
    expect(screen.getByRole('link', { name: 'Мои записи' })).toHaveAttribute('href', '/my/reservation/history');
  });

  it("after paying, the booking's success page and the visit's page show it paid", async () => {
    const app = open(PREPAYMENT);
    const reservation = await (
      await app.sandbox.fetch(
        new Request('http://api.test/rest/clients-app/v2/reservations/90211', {
          headers: { api_key: 'k', client_secret: 's', client_id: 'WEB', Authorization: `Bearer ${app.sandbox.signIn().accessToken}` },
        }),
      )
    ).json();
    rememberReservation(app.sdk, reservation as Reservation);
    await user().click(await screen.findByRole('button', { name: /^Оплатить/ }));
    await screen.findByRole('heading', { name: 'Предоплата внесена' });
    expect(rememberedReservation(app.sdk, 90211)!.prepayment!.paid).toBe(true);
    await app.router.navigate('/my/reservation/90211/success');
    await screen.findByText(/Женская стрижка/);
    expect(screen.queryByText('Нужна предоплата')).toBeNull();
    await app.router.navigate('/my/reservation/90211');
    await screen.findAllByText(/Женская стрижка/);
    expect(screen.queryByRole('link', { name: /Внести предоплату|Оплатить/ })).toBeNull();
  });

  it('the bank refuses a saved card (insufficient funds): said on the page, nothing paid', async () => {
    const app = open(PREPAYMENT);
    const card = app.sandbox.state.cards.find((c) => c.id === 801)!;
    card.maskedNumber = '4400 43•• •••• 1881';
    await user().click(await screen.findByRole('button', { name: /^Оплатить/ }));
    expect(await screen.findByText('Недостаточно средств на карте.')).toBeInTheDocument();
    expect(app.prepayment().paid).toBe(false);
  });

  it('a 5xx stays on the page with Retry, which sends the same key', async () => {
    let fail = true;
    const app = open(PREPAYMENT, {
      override: (r) => (fail && r.method === 'POST' ? Response.json({ code: 'PAYMENT_UNAVAILABLE', message: 'down' }, { status: 503 }) : undefined),
    });
    await user().click(await screen.findByRole('button', { name: /^Оплатить/ }));
    expect(await screen.findByText(/Сервис оплаты не ответил/)).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe(PREPAYMENT);
    fail = false;
    await user().click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { name: 'Предоплата внесена' })).toBeInTheDocument();
    const [first, second] = pays(app.apiCalls);
    expect(second!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));
  });

  it('no answer to pay: the prepayment is asked first; paid after all shows paid', async () => {
    const ref: { sandbox?: ReturnType<typeof createSandbox> } = {};
    const app = open(PREPAYMENT, {
      override: (r) => {
        if (r.method !== 'POST') return undefined;
        // The payment went through, the answer was lost.
        return ref.sandbox!.fetch(r).then(() => {
          throw new TypeError('Failed to fetch');
        });
      },
    });
    ref.sandbox = app.sandbox;
    await user().click(await screen.findByRole('button', { name: /^Оплатить/ }));
    expect(await screen.findByRole('heading', { name: 'Предоплата внесена' })).toBeInTheDocument();
  });

  it('no answer and not paid: Retry is offered', async () => {
    const app = open(PREPAYMENT, { override: (r) => (r.method === 'POST' ? Promise.reject(new TypeError('Failed to fetch')) : undefined) });
    await user().click(await screen.findByRole('button', { name: /^Оплатить/ }));
    expect(await screen.findByText(/Нет связи с сервером/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    expect(app.apiCalls.filter((r) => r.method === 'GET' && r.url.includes('/prepayments')).length).toBeGreaterThanOrEqual(2);
  });

  it('a new card: checked as typed, the cryptogram from the Checkout script, 3-D Secure, then paid and the card saved', async () => {
    const bodies: Request[] = [];
    const app = open(PREPAYMENT, { override: (r) => void (r.method === 'POST' && bodies.push(r.clone())) });
    await user().click(await screen.findByRole('radio', { name: /Новая карта/ }));
    await user().type(screen.getByLabelText('Номер карты'), '4242424242424241');
    await user().click(screen.getByRole('button', { name: /^Оплатить/ }));
    expect(screen.getByText('Проверьте номер карты')).toBeInTheDocument();
    await user().clear(screen.getByLabelText('Номер карты'));
    await user().type(screen.getByLabelText('Номер карты'), '4242424242424242');
    expect(screen.getByLabelText('Номер карты')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByText('Visa')).toBeInTheDocument();
    await user().type(screen.getByLabelText('Срок действия'), '1230');
    await user().type(screen.getByLabelText('CVC/CVV'), '123');
    await user().click(screen.getByRole('checkbox', { name: 'Сохранить карту для следующих оплат' }));
    await user().click(screen.getByRole('button', { name: /^Оплатить/ }));
    expect(await screen.findByRole('heading', { name: 'Подтверждение в банке (3‑D Secure)' })).toBeInTheDocument();
    const body = (await bodies[0]!.json()) as { cryptogram: string; saveCard: boolean };
    expect(checkout.made).toEqual([body.cryptogram]);
    expect(checkout.languages).toEqual(['ru-RU']);
    expect(body.saveCard).toBe(true);
    // The bank posts PaRes and MD to the backend's TermUrl, whose page moves the frame on to the light return page.
    const form = document.querySelector('form[target^="threeds-"]') as HTMLFormElement;
    const md = (form.querySelector('input[name="MD"]') as HTMLInputElement).value;
    const termUrl = (form.querySelector('input[name="TermUrl"]') as HTMLInputElement).value;
    expect(new URL(termUrl).pathname).toBe('/rest/clients-app/v1/payments/3ds/term');
    const back = await app.sandbox.fetch(new Request(termUrl, { method: 'POST', body: new URLSearchParams({ MD: md, PaRes: `sbx-pares-${md}` }) }));
    expect(back.status).toBe(200);
    const next = /url=([^"]+)"/.exec(await back.text())![1]!.replace(/&amp;/g, '&');
    const location = new URL(next, 'http://app.test');
    expect(location.pathname).toBe('/payment-return.html');
    window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: { type: 'salonbook:payment-return', search: location.search } }));
    expect(await screen.findByRole('heading', { name: 'Предоплата внесена' })).toBeInTheDocument();
    expect(app.prepayment().paid).toBe(true);
    expect(app.sandbox.state.cards.some((c) => c.maskedNumber.endsWith('4242'))).toBe(true);
  });

  it("Cancel at the bank before confirming: the payment may still arrive (never 'did not go through'); paying again finishes that charge", async () => {
    const app = open(PREPAYMENT);
    await user().click(await screen.findByRole('radio', { name: /Новая карта/ }));
    await typeTestCard(user());
    await user().click(screen.getByRole('button', { name: /^Оплатить/ }));
    await user().click(await screen.findByRole('button', { name: 'Отменить' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ru.pending.cancelled);
    expect(screen.queryByText(/Оплата не прошла/)).toBeNull();
    // Check again: still at the bank.
    await user().click(screen.getByRole('button', { name: 'Проверить ещё раз' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ru.pending.cancelled);
    // Paying again shows the same charge's bank page (one charge at a time); declined there: the bank's reason.
    await user().click(screen.getByRole('button', { name: /^Оплатить/ }));
    await screen.findByRole('heading', { name: 'Подтверждение в банке (3‑D Secure)' });
    expect(pays(app.apiCalls).map((r) => r.url.replace(/^.*\/prepayments/, ''))).toEqual(['/cloud-payments', '/cloud-payments']);
    const to = await answerTheBank(app.sandbox, 'fail');
    returnPage(to.search);
    expect(await screen.findByRole('alert')).toHaveTextContent('Банк не подтвердил платёж (3-D Secure).');
    expect(app.prepayment().paid).toBe(false);
    expect(app.sandbox.state.payments.filter((p) => p.reservationId === 90211)).toHaveLength(0);
  });

  /** The prepayment page on one device (its storage kept across reloads): a new card paid, at the bank's step. */
  async function atTheBank() {
    const sandbox = createSandbox();
    const device = { api: ((request) => sandbox.fetch(request)) as ApiHandler, session: sandbox.signIn(), storage: createMemoryStorage() };
    const payNewCard = async () => {
      await user().click(await screen.findByRole('radio', { name: /Новая карта/ }));
      await typeTestCard(user());
      await user().click(screen.getByRole('button', { name: /^Оплатить/ }));
      await screen.findByTestId('threeds-frame');
    };
    const page = renderApp(PREPAYMENT, device);
    await payNewCard();
    return { sandbox, page, payNewCard, reload: () => renderApp(PREPAYMENT, device) };
  }

  it('reloaded during the bank step: the page asks the server at once; not paid yet, it may still arrive; Check again, paid', async () => {
    const { sandbox, page, reload } = await atTheBank();
    page.unmount();
    reload();
    expect(await screen.findByText(ru.pending.text)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    // The bank settles it meanwhile.
    sandbox.state.reservations.find((r) => r.id === 90211)!.prepayment!.paid = true;
    await user().click(screen.getByRole('button', { name: 'Проверить ещё раз' }));
    expect(await screen.findByRole('heading', { name: 'Предоплата внесена' })).toBeInTheDocument();
  });

  it.each([
    ['ru', 'Банк не подтвердил платёж (3-D Secure).'],
    ['kk', kk.errors.threeDs],
    ['en', en.errors.threeDs],
  ])('declined at the bank, then reloaded: the page still says why (%s); the next attempt drops it', async (lng, why) => {
    const { sandbox, page, payNewCard, reload } = await atTheBank();
    returnPage((await answerTheBank(sandbox, 'fail')).search);
    expect(await screen.findByRole('alert')).toHaveTextContent('Банк не подтвердил платёж (3-D Secure).');
    page.unmount();
    const again = reload();
    await again.i18n.changeLanguage(lng);
    expect(await screen.findByRole('alert')).toHaveTextContent(why);
    expect(screen.queryByText(ru.pending.text)).toBeNull();
    // Another card: the decline is no longer this page's word, reloaded or not.
    await again.i18n.changeLanguage('ru');
    await payNewCard();
    again.unmount();
    reload();
    expect(await screen.findByText(ru.pending.text)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['ru', ru.outcome.paidTitle, ru.pending.cancelled],
    ['kk', kk.outcome.paidTitle, kk.pending.cancelled],
    ['en', en.outcome.paidTitle, en.pending.cancelled],
  ])('Cancel during a charge that went through (the bank confirmed, its return lost) shows it paid (%s)', async (lng, paidTitle, cancelled) => {
    const app = open(PREPAYMENT);
    await user().click(await screen.findByRole('radio', { name: /Новая карта/ }));
    await typeTestCard(user());
    await user().click(screen.getByRole('button', { name: /^Оплатить/ }));
    await screen.findByTestId('threeds-frame');
    await answerTheBank(app.sandbox, 'ok');
    expect(app.prepayment().paid).toBe(true);
    await app.i18n.changeLanguage(lng);
    await user().click(screen.getByRole('button', { name: { ru: 'Отменить', kk: 'Бас тарту', en: 'Cancel' }[lng as 'ru'] }));
    expect(await screen.findByRole('heading', { name: paidTitle })).toBeInTheDocument();
    expect(screen.queryByText(cancelled)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(app.sandbox.state.payments.filter((p) => p.reservationId === 90211)).toHaveLength(1);
  });

  it('after the deadline: the time is released, book again; paying then is refused', async () => {
    const app = open(PREPAYMENT);
    app.prepayment().deadline = Date.now() - 60_000;
    expect(await screen.findByText(/Срок предоплаты прошёл: время освобождено/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Записаться снова' })).toHaveAttribute('href', '/salon/101');
    expect(screen.queryByRole('button', { name: /^Оплатить/ })).toBeNull();
  });

  it('under a day: a countdown', async () => {
    const app = open(PREPAYMENT);
    app.prepayment().deadline = Date.now() + 3 * 3600_000 + 10 * 60_000;
    expect(await screen.findByRole('timer')).toHaveTextContent(/^Осталось 3 ч 1[01] мин/);
  });

  it('by the link without sign-in: the same page, no saved cards; the new card is paid by the token', async () => {
    const app = open('/salon/reservations/90211/prepayment/pp_7d1e4b9c2a', { signedIn: false });
    expect(await screen.findByText(/Жасмин/)).toBeInTheDocument();
    expect(screen.queryAllByTestId(/^pay-card-/)).toHaveLength(0);
    expect(screen.queryByText('Сохранить карту для следующих оплат')).toBeNull();
    await user().type(screen.getByLabelText('Номер карты'), '5555555555554444');
    await user().type(screen.getByLabelText('Срок действия'), '1230');
    await user().type(screen.getByLabelText('CVC/CVV'), '123');
    await user().click(screen.getByRole('button', { name: /^Оплатить/ }));
    await screen.findByRole('heading', { name: 'Подтверждение в банке (3‑D Secure)' });
    const sent = pays(app.apiCalls)[0]!;
    expect(new URL(sent.url).searchParams.get('token')).toBe('pp_7d1e4b9c2a');
    expect(sent.headers.get('Authorization')).toBeNull();
  });
});

describe('/card-payment', () => {
  it('declined: why, and another card', async () => {
    open('/card-payment?reservationId=90211&status=declined&reason=INSUFFICIENT_FUNDS');
    expect(await screen.findByRole('heading', { name: 'Оплата не прошла' })).toBeInTheDocument();
    expect(screen.getByText('Недостаточно средств на карте.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Попробовать другую карту' })).toHaveAttribute('href', PREPAYMENT);
  });

  it.each([
    ['ru', 'DECLINED', 'Банк отклонил карту: попробуйте другую.'],
    ['ru', 'INSUFFICIENT_FUNDS', 'Недостаточно средств на карте.'],
    ['ru', 'SOMETHING_NEW', 'Оплата не прошла: банк не назвал причину. Попробуйте ещё раз или другую карту.'],
    ['kk', 'DECLINED', 'Банк картаны қабылдамады: басқасын қолданып көріңіз.'],
    ['kk', 'INSUFFICIENT_FUNDS', 'Картада қаражат жеткіліксіз.'],
    ['kk', 'SOMETHING_NEW', 'Төлем өтпеді: банк себебін айтпады. Қайталап көріңіз немесе басқа картаны қолданыңыз.'],
    ['en', 'DECLINED', 'The bank declined the card: try another one.'],
    ['en', 'INSUFFICIENT_FUNDS', 'Insufficient funds on the card.'],
    ['en', 'SOMETHING_NEW', 'The payment did not go through and the bank gave no reason. Try again or use another card.'],
  ])("declined: the bank's reason in the client's language, a generic one for a reason it does not know (%s, %s)", async (lng, reason, text) => {
    const app = open(`/card-payment?reservationId=90211&status=declined&reason=${reason}`);
    await app.i18n.changeLanguage(lng);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('the query is not trusted: "paid" that the server does not confirm is checked again, then pending', async () => {
    open('/card-payment?reservationId=90211&status=paid');
    expect(await screen.findByRole('heading', { name: 'Проверяем оплату' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Банк ещё обрабатывает платёж…');
  });

  it('pending: asked again every 2 s, at most 10 times, then says the bank has not confirmed yet', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const app = open('/card-payment?reservationId=90211&status=pending');
      expect(await screen.findByText('Банк ещё обрабатывает платёж…')).toBeInTheDocument();
      for (let i = 0; i < 14; i += 1) await vi.advanceTimersByTimeAsync(2000);
      expect(await screen.findByText(/Банк пока не подтвердил платёж/)).toBeInTheDocument();
      const asked = app.apiCalls.filter((r) => r.method === 'GET' && r.url.includes('/90211/prepayments')).length;
      expect(asked).toBe(11);
      expect(screen.getByRole('link', { name: 'К оплате' })).toHaveAttribute('href', PREPAYMENT);
    } finally {
      vi.useRealTimers();
    }
  });

  it('pending, then the bank settles: paid', async () => {
    const app = open('/card-payment?reservationId=90211&status=pending');
    expect(await screen.findByText('Банк ещё обрабатывает платёж…')).toBeInTheDocument();
    app.prepayment().paid = true;
    expect(await screen.findByRole('heading', { name: 'Предоплата внесена' })).toBeInTheDocument();
  });

  it("a gift card's 3-D Secure return at the top level goes on to its page, which asks the server", async () => {
    const app = open('/card-payment?giftCardId=6601&status=paid');
    expect(await screen.findByRole('heading', { name: 'Оплата сертификата' })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/gift-cards/6601');
    expect(app.apiCalls.some((r) => r.method === 'GET' && r.url.endsWith('/gift-cards/6601'))).toBe(true);
  });

  it("a card's 3-D Secure return at the top level goes on to the account's cards", async () => {
    const app = open('/card-payment?cardId=810&status=saved');
    expect(await screen.findByRole('button', { name: 'Добавить карту' })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/my/cards');
  });

  it('no payment in the address', async () => {
    open('/card-payment', { signedIn: false });
    expect(await screen.findByText('Платёж не найден.')).toBeInTheDocument();
  });
});

describe('PayBox', () => {
  it("signed in, saving the card: card-saving with the return addresses and the attempt's key; the return shows it paid", async () => {
    const bodies: Request[] = [];
    const app = open(PREPAYMENT, { override: (r) => void (r.method === 'POST' && bodies.push(r.clone())) });
    const assign = vi.fn();
    const location = window.location;
    // jsdom cannot leave the page: the redirect is recorded instead.
    Object.defineProperty(window, 'location', { configurable: true, value: { ...location, origin: location.origin, href: location.href, assign } });
    try {
      await user().click(await screen.findByRole('radio', { name: /PayBox/ }));
      await user().click(screen.getByRole('checkbox', { name: 'Сохранить карту для следующих оплат' }));
      await user().click(screen.getByRole('button', { name: /^Перейти к оплате/ }));
      await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: location });
    }
    const sent = pays(app.apiCalls)[0]!;
    expect(sent.url).toMatch(/\/prepayments\/pay-box\/card-saving$/);
    expect(sent.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    const body = (await bodies[0]!.json()) as { returnUrl: string; failureUrl: string };
    expect(new URL(body.returnUrl).search).toBe('?reservationId=90211&status=paid&via=paybox');
    expect(new URL(body.failureUrl).search).toBe('?reservationId=90211&status=declined&via=paybox');
    const redirect = new URL(assign.mock.calls[0]![0] as string);
    expect(redirect.pathname).toBe('/__sandbox/paybox');
    expect(redirect.searchParams.get('pg_language')).toBe('ru');
    // PayBox's page: Pay, then back to the return address.
    const back = await app.sandbox.fetch(
      new Request(`http://sandbox.test/__sandbox/paybox/pay${redirect.search}`, { method: 'POST', body: new URLSearchParams({ decision: 'ok' }) }),
    );
    expect(back.status).toBe(303);
    expect(app.prepayment().paid).toBe(true);
    await app.router.navigate(new URL(back.headers.get('Location')!).pathname + new URL(back.headers.get('Location')!).search);
    expect(await screen.findByRole('heading', { name: 'Предоплата внесена' })).toBeInTheDocument();
  });

  it("PayBox's page opens in the client's language (ru, kz, en)", () => {
    expect(payBoxUrl('https://api.paybox.money/pay.html?customer=1', 'kk')).toBe('https://api.paybox.money/pay.html?customer=1&pg_language=kz');
    expect(payBoxUrl('https://api.paybox.money/pay.html', 'en')).toContain('pg_language=en');
    expect(payBoxUrl('https://api.paybox.money/pay.html', 'ru')).toContain('pg_language=ru');
  });
});

describe('the cryptogram', () => {
  it('is never made by the app: no source builds one from the card fields', () => {
    const SRC = resolve(dirname(new URL(import.meta.url).pathname), '../..');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) {
          if (name !== 'test') walk(path);
        } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(path);
      }
    };
    walk(SRC);
    const offenders = files.filter((file) => {
      const text = readFileSync(file, 'utf8');
      // The development cryptogram's name, or its layout ('01' + the card's digits) built in the app.
      return /devCryptogram|`01\$\{/.test(text) || /cryptogram\s*[:=]\s*['"`]01/.test(text);
    });
    expect(offenders).toEqual([]);
    // The only place that asks for one hands the fields to the Checkout script.
    const makers = files.filter((file) => readFileSync(file, 'utf8').includes('createPaymentCryptogram('));
    expect(makers.map((f) => f.slice(SRC.length))).toEqual(['/entities/bank-card/checkout.ts']);
  });
});

describe('a saved card whose bank asks for 3-D Secure (the sandbox asks for cards ending in 3220)', () => {
  it("one tap opens the bank's page in the frame; confirmed there, the prepayment is paid once", async () => {
    const app = open(PREPAYMENT);
    app.sandbox.state.cards.find((c) => c.id === 801)!.maskedNumber = '4000 00•• •••• 3220';
    await user().click(await screen.findByRole('button', { name: /^Оплатить/ }));
    expect(await screen.findByRole('heading', { name: 'Подтверждение в банке (3‑D Secure)' })).toBeInTheDocument();
    expect(screen.getByTestId('threeds-frame')).toBeInTheDocument();
    expect(app.prepayment().paid).toBe(false);
    expect(pays(app.apiCalls)[0]!.url).toMatch(/\/prepayments\/cards\/801$/);
    const to = await answerTheBank(app.sandbox, 'ok');
    expect(to.pathname).toBe('/payment-return.html');
    expect(Object.fromEntries(to.searchParams)).toEqual({ reservationId: '90211', status: 'paid' });
    returnPage(to.search);
    expect(await screen.findByRole('heading', { name: 'Предоплата внесена' })).toBeInTheDocument();
    expect(app.prepayment().paid).toBe(true);
    expect(pays(app.apiCalls)).toHaveLength(1);
    expect(app.sandbox.state.payments.filter((p) => p.reservationId === 90211)).toHaveLength(1);
  });

  it("declined on the bank's page: said on the prepayment page, nothing paid, another way to pay stays", async () => {
    const app = open(PREPAYMENT);
    app.sandbox.state.cards.find((c) => c.id === 801)!.maskedNumber = '4000 00•• •••• 3220';
    await user().click(await screen.findByRole('button', { name: /^Оплатить/ }));
    await screen.findByRole('heading', { name: 'Подтверждение в банке (3‑D Secure)' });
    const to = await answerTheBank(app.sandbox, 'fail');
    expect(Object.fromEntries(to.searchParams)).toEqual({ reservationId: '90211', status: 'declined', reason: 'THREE_DS_FAILED' });
    returnPage(to.search);
    expect(await screen.findByText('Банк не подтвердил платёж (3-D Secure).')).toBeInTheDocument();
    expect(screen.queryByTestId('threeds-frame')).toBeNull();
    expect(screen.getByRole('button', { name: /^Оплатить/ })).toBeEnabled();
    expect(app.prepayment().paid).toBe(false);
  });

  it.each([
    ['ru', 'Банк отклонил карту: попробуйте другую.'],
    ['kk', 'Банк картаны қабылдамады: басқасын қолданып көріңіз.'],
    ['en', 'The bank declined the card: try another one.'],
  ])("a card the bank declines after 3-D Secure (…0002): the bank's reason in the client's language (%s)", async (lng, reason) => {
    const app = open(PREPAYMENT);
    await user().click(await screen.findByRole('radio', { name: /Новая карта/ }));
    await user().type(screen.getByLabelText('Номер карты'), '4000000000000002');
    await user().type(screen.getByLabelText('Срок действия'), '1230');
    await user().type(screen.getByLabelText('CVC/CVV'), '123');
    await user().click(screen.getByRole('button', { name: /^Оплатить/ }));
    await screen.findByRole('heading', { name: 'Подтверждение в банке (3‑D Secure)' });
    const to = await answerTheBank(app.sandbox, 'ok');
    expect(to.searchParams.get('reason')).toBe('DECLINED');
    await app.i18n.changeLanguage(lng);
    returnPage(to.search);
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(app.prepayment().paid).toBe(false);
  });

  it('the other saved cards still pay in one tap, without the bank', async () => {
    const app = open(PREPAYMENT);
    await user().click(await screen.findByRole('button', { name: /^Оплатить/ }));
    expect(await screen.findByRole('heading', { name: 'Предоплата внесена' })).toBeInTheDocument();
    expect(app.sandbox.state.threeDs.size).toBe(0);
  });
});

describe('one charge at a time', () => {
  it("a charge already waiting at the bank (another tab): paying again shows that one's bank page; confirmed, paid once", async () => {
    const app = open(PREPAYMENT);
    const started = await app.sandbox.fetch(
      new Request('http://sandbox.test/rest/clients-app/v2/reservations/90211/prepayments/cloud-payments?token=pp_7d1e4b9c2a', {
        method: 'POST',
        headers: { api_key: 'k', client_secret: 's', client_id: 'c', 'Content-Type': 'application/json' },
        body: JSON.stringify({ cryptogram: '014242424242123012DEV' }),
      }),
    );
    const { threeDs } = (await started.json()) as { threeDs: { md: string } };
    await user().click(await screen.findByRole('button', { name: /^Оплатить/ }));
    expect(await screen.findByRole('heading', { name: 'Подтверждение в банке (3‑D Secure)' })).toBeInTheDocument();
    expect((document.querySelector('form[target^="threeds-"] input[name="MD"]') as HTMLInputElement).value).toBe(threeDs.md);
    // The server's answer (409) is its answer: the same request is not sent again.
    expect(pays(app.apiCalls)).toHaveLength(1);
    const to = await answerTheBank(app.sandbox, 'ok');
    returnPage(to.search);
    expect(await screen.findByRole('heading', { name: 'Предоплата внесена' })).toBeInTheDocument();
    expect(app.sandbox.state.payments.filter((p) => p.reservationId === 90211)).toHaveLength(1);
  });
});
