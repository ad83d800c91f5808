// A salon's certificates against the in-process sandbox: the salon page's section, the screen (loading, failure,
// the list), buying one as a present with the saved card (one call on a double tap, with an Idempotency-Key; the
// code shown), the hosted payment page for another card (the sandbox's PayBox stand-in pays it and returns here),
// and sign-in asked of an anonymous visitor.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSandbox } from '@salonbook/contracts/sandbox';
import { renderApp, type ApiHandler } from '../../test/app';

vi.setConfig({ testTimeout: 30_000 });

const user = () => userEvent.setup();

function open(path: string, { signedIn = true, override }: { signedIn?: boolean; override?: (request: Request) => Response | Promise<Response> | undefined } = {}) {
  const sandbox = createSandbox();
  const sent: Request[] = [];
  const api: ApiHandler = (request) => {
    if (request.method === 'POST') sent.push(request.clone());
    return override?.(request) ?? sandbox.fetch(request);
  };
  const session = signedIn ? sandbox.signIn() : undefined;
  return { ...renderApp(path, { api, ...(session ? { session } : {}) }), sandbox, sent };
}

describe('certificates', () => {
  it("the salon page lists what is on sale and links to the certificates' screen", async () => {
    const app = open('/salon/101');
    const section = await screen.findByRole('region', { name: 'Сертификаты и абонементы' });
    expect(await within(section).findByText('Подарочный сертификат на 10 000 ₸')).toBeInTheDocument();
    expect(within(section).getByText('Абонемент: 5 стрижек')).toBeInTheDocument();
    await user().click(within(section).getByRole('link', { name: 'Купить: Абонемент: 5 стрижек' }));
    expect(app.router.state.location.pathname).toBe('/salon/101/certificates');
    expect(await screen.findByRole('region', { name: 'Покупка сертификата' })).toHaveTextContent('Абонемент: 5 стрижек');
  });

  it('loading, a failure with Retry, then the list', async () => {
    let fail = true;
    open('/salon/101/certificates', { override: (r) => (fail && r.url.includes('-certificates') ? Promise.reject(new TypeError('Failed to fetch')) : undefined) });
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
    await user().click(within(panel).getByRole('button', { name: /^Оплатить/ }));
    expect(await within(panel).findByText('Укажите имя получателя.')).toBeInTheDocument();
    await user().type(within(panel).getByLabelText('Имя получателя'), 'Мадина');
    await user().type(within(panel).getByLabelText('Телефон получателя'), '7027654321');
    await within(panel).findAllByTestId(/^cert-card-/);
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
      await within(panel).findAllByTestId(/^cert-card-/);
      await user().click(within(panel).getByRole('radio', { name: /Другой картой/ }));
      await user().click(within(panel).getByRole('button', { name: /^Оплатить 27\s000\s₸/ }));
      await vi.waitFor(() => expect(assign).toHaveBeenCalled());
      const pageUrl = new URL(String(assign.mock.calls[0]![0]));
      const paid = await app.sandbox.fetch(new Request(`http://sandbox.test/__sandbox/paybox/pay${pageUrl.search}`, { method: 'POST', body: new URLSearchParams({ decision: 'ok' }) }));
      expect(paid.status).toBe(303);
      const back = new URL(paid.headers.get('Location')!);
      expect(back.pathname).toBe('/salon/101/certificates');
      expect(app.sandbox.state.certificatePurchases.at(-1)!.status).toBe('PAID');
      await app.router.navigate(`${back.pathname}${back.search}`);
      expect(await screen.findByText(/Оплата принята/)).toBeInTheDocument();
    } finally {
      Object.defineProperty(window, 'location', { value: original, configurable: true });
    }
  });

  it('an anonymous visitor is asked to sign in', async () => {
    open('/salon/101/certificates?id=4101', { signedIn: false });
    const panel = await screen.findByRole('region', { name: 'Покупка сертификата' });
    expect(within(panel).getByRole('link', { name: 'Войти' }).getAttribute('href')).toMatch(/^\/my\/login\?.*certificates/);
  });
});
