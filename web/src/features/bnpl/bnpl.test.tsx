// Buy now, pay later against the in-process sandbox: /bnpl says what it is in the three languages, and a gift card
// is paid in parts on the installment stand-in while the bnpl feature is on (not offered when it is off).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSandbox } from '@salonbook/contracts/sandbox';
import { renderApp, type ApiHandler } from '../../test/app';
import { installCheckout } from '../../test/checkout';

vi.setConfig({ testTimeout: 30_000 });

const user = () => userEvent.setup();

function open(
  path: string,
  { signedIn = true, bnpl = true, sandbox = createSandbox() }: { signedIn?: boolean; bnpl?: boolean; sandbox?: ReturnType<typeof createSandbox> } = {},
) {
  sandbox.state.features.bnpl = bnpl;
  const sent: Request[] = [];
  const api: ApiHandler = (request) => {
    if (request.method === 'POST') sent.push(request.clone());
    return sandbox.fetch(request);
  };
  const session = signedIn ? sandbox.signIn() : undefined;
  const app = renderApp(path, { api, ...(session ? { session } : {}) });
  return { ...app, sandbox, sent };
}

beforeEach(async () => {
  await installCheckout(createSandbox());
});

describe('/bnpl', () => {
  it('what it is, an example in four parts in the config currency, what it pays, how; links to gift cards and booking', async () => {
    open('/bnpl', { signedIn: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Оплата частями' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Что это' })).toBeInTheDocument();
    expect(screen.getByText(/4 равными частями/)).toBeInTheDocument();
    const example = screen.getByLabelText('Пример');
    expect(within(example).getByText(/Например, 10\s000\s₸/)).toBeInTheDocument();
    expect(within(example).getAllByText(/^2\s500\s₸$/)).toHaveLength(4);
    expect(within(example).getByText('Сегодня')).toBeInTheDocument();
    expect(within(example).getByText('Через 6 нед.')).toBeInTheDocument();
    expect(screen.getByText(/Предоплату записи в салон/)).toBeInTheDocument();
    expect(screen.getByText(/Подарочную карту/)).toBeInTheDocument();
    expect(screen.getByText(/Freedom Pay/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Купить подарочную карту' })).toHaveAttribute('href', '/gift-cards');
    expect(screen.getByRole('link', { name: 'Найти салон и записаться' })).toHaveAttribute('href', '/');
  });

  it('in Kazakh and English', async () => {
    const app = open('/bnpl', { signedIn: false });
    await screen.findByRole('heading', { level: 1, name: 'Оплата частями' });
    await app.i18n.changeLanguage('kk');
    expect(await screen.findByRole('heading', { level: 1, name: 'Бөліп төлеу' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Бұл қалай жұмыс істейді' })).toBeInTheDocument();
    await app.i18n.changeLanguage('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay in parts' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What you can pay in parts' })).toBeInTheDocument();
  });
});

describe('a gift card paid in parts', () => {
  it('offered while bnpl is on: the installment page (one request on a double tap), back to the card, which is then active', async () => {
    const app = open('/gift-cards/6601');
    const assign = vi.fn();
    const location = window.location;
    // jsdom cannot leave the page: the redirect is recorded instead.
    Object.defineProperty(window, 'location', { configurable: true, value: { ...location, origin: location.origin, href: location.href, assign } });
    try {
      await user().click(await screen.findByRole('radio', { name: 'Частями' }));
      const part = screen.getByRole('region', { name: 'Частями' });
      expect(within(part).getByText(/4 платежа примерно по 2\s500\s₸/)).toBeInTheDocument();
      await user().dblClick(within(part).getByRole('button', { name: /^Оформить частями/ }));
      await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: location });
    }
    const pays = app.apiCalls.filter((r) => r.method === 'POST' && r.url.includes('/gift-cards/6601/pay'));
    expect(pays).toHaveLength(1);
    expect(pays[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    const body = (await app.sent[0]!.json()) as { method: string; returnUrl: string; failureUrl: string };
    expect(body.method).toBe('INSTALLMENT');
    expect(new URL(body.returnUrl).pathname).toBe('/gift-cards/6601');
    const redirect = new URL(assign.mock.calls[0]![0] as string);
    expect(redirect.pathname).toBe('/__sandbox/installment');
    const back = await app.sandbox.fetch(
      new Request(`http://sandbox.test/__sandbox/installment/pay${redirect.search}`, { method: 'POST', body: new URLSearchParams({ decision: 'ok' }) }),
    );
    expect(back.status).toBe(303);
    expect(app.sandbox.state.giftCards.find((g) => g.id === 6601)!.status).toBe('ACTIVE');
    // The browser comes back to the card's page (a new page load): the card, now paid.
    const to = new URL(back.headers.get('Location')!);
    app.unmount();
    open(to.pathname + to.search, { sandbox: app.sandbox });
    expect(await screen.findByText('Код')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Частями' })).toBeNull();
  });

  it('back without a plan: said on the card, which still awaits payment', async () => {
    open('/gift-cards/6601?status=declined');
    expect(await screen.findByText(/Оплата частями не оформлена/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Новая карта' })).toBeInTheDocument();
  });

  it('not offered while bnpl is off', async () => {
    open('/gift-cards/6601', { bnpl: false });
    expect(await screen.findByRole('radio', { name: 'Новая карта' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Частями' })).toBeNull();
  });
});
