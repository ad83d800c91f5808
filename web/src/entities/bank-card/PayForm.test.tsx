// The one pay form and its money rules on their own: the methods a screen gives (and only those), each method's part,
// 'save the card' handed to the method, the error with Retry, the check of a lost answer, the waiting buttons; and
// payFlow: one request for a double tap, the attempt's key kept for Retry, a lost answer asked again with the same key
// and then the server asked before Retry, a refusal the screen explains, nothing after paid or a redirect.
import { Suspense, useState, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError, createBookingSdk, createMemoryStorage, memoryCookies } from '@salonbook/sdk';
import { createSandbox } from '@salonbook/contracts/sandbox';
import { createI18n } from '../../lib/i18n';
import { SdkProvider } from '../../lib/sdk';
import { localeFetch } from '../../test/app';
import { installCheckout, typeTestCard } from '../../test/checkout';
import { PayForm, type PayMethod } from './PayForm';
import { usePayFlow, type PayFlowOptions } from './payFlow';

const user = () => userEvent.setup();

/** The providers the form needs: texts (payments), the SDK (the language) and react-query. */
function Providers({ children, storage }: { children: ReactNode; storage?: ReturnType<typeof createMemoryStorage> }) {
  const [{ i18n, sdk, queryClient }] = useState(() => ({
    i18n: createI18n({ lng: 'ru', version: 't', fetch: localeFetch().fetch, ns: ['payments'] }),
    sdk: createBookingSdk({
      credentials: { apiKey: 'k', clientSecret: 's', clientId: 'WEB' },
      storage: storage ?? createMemoryStorage(),
      cookies: memoryCookies(),
    }),
    queryClient: new QueryClient(),
  }));
  return (
    <SdkProvider sdk={sdk}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <Suspense fallback={<p>…</p>}>{children}</Suspense>
        </I18nextProvider>
      </QueryClientProvider>
    </SdkProvider>
  );
}

const wrap = (children: ReactNode) => render(children, { wrapper: Providers });

const CARDS = [
  { id: 802, maskedNumber: '5169 49•• •••• 5678', bankName: null, bankCode: null, iconUrl: null, expiry: '10/27', isDefault: false },
  { id: 801, maskedNumber: '4400 43•• •••• 1234', bankName: 'Kaspi Bank', bankCode: 'KASPI', iconUrl: null, expiry: '12/28', isDefault: true },
];

describe('PayForm', () => {
  beforeEach(async () => {
    await installCheckout(createSandbox());
  });

  it('shows the methods it is given, the first chosen; saved cards only when there are some', async () => {
    const methods: PayMethod[] = [
      { kind: 'saved', cards: [], onPay: vi.fn() },
      { kind: 'new', publicId: 'pk_test', onCryptogram: vi.fn() },
      { kind: 'redirect', id: 'paybox', label: 'PayBox', lead: <p>Страница PayBox</p>, button: 'Перейти', onGo: vi.fn() },
    ];
    wrap(<PayForm methods={methods} amount="2 000 ₸" pending={false} error={null} />);
    expect(await screen.findByRole('radio', { name: 'Новая карта' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'PayBox' })).not.toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Сохранённая карта' })).toBeNull();
    expect(screen.getByLabelText('Номер карты')).toBeInTheDocument();
    await user().click(screen.getByRole('radio', { name: 'PayBox' }));
    expect(screen.getByText('Страница PayBox')).toBeInTheDocument();
    expect(screen.queryByLabelText('Номер карты')).toBeNull();
  });

  it('one method: no radios, its part at once', async () => {
    wrap(<PayForm methods={[{ kind: 'custom', id: 'own', label: 'Своё', content: <p>Своя часть</p> }]} amount="2 000 ₸" pending={false} error={null} />);
    expect(await screen.findByText('Своя часть')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('saved cards: the first given chosen, another can be chosen, pay with the chosen one', async () => {
    const onPay = vi.fn();
    wrap(
      <PayForm
        methods={[
          { kind: 'saved', cards: CARDS, onPay },
          { kind: 'new', publicId: 'pk_test', onCryptogram: vi.fn() },
        ]}
        amount="2 000 ₸"
        pending={false}
        error={null}
      />,
    );
    const pay = await screen.findByRole('button', { name: /^Оплатить 2\s000\s₸$/ });
    expect(screen.getByTestId('pay-card-802').querySelector('input')).toBeChecked();
    await user().click(screen.getByTestId('pay-card-801'));
    await user().click(pay);
    expect(onPay).toHaveBeenCalledWith(801);
  });

  it("a new card: the Checkout script's cryptogram, with 'save the card' as chosen", async () => {
    const onCryptogram = vi.fn();
    wrap(<PayForm methods={[{ kind: 'new', publicId: 'pk_test', offerSave: true, onCryptogram }]} amount="2 000 ₸" pending={false} error={null} />);
    await typeTestCard(user());
    await user().click(screen.getByRole('checkbox', { name: 'Сохранить карту для следующих оплат' }));
    await user().click(screen.getByRole('button', { name: /^Оплатить/ }));
    await waitFor(() => expect(onCryptogram).toHaveBeenCalledTimes(1));
    expect(onCryptogram.mock.calls[0]![1]).toEqual({ holder: null, saveCard: true });
  });

  it("'save the card' is unticked until the client ticks it; a tick is remembered on the device, an untick forgets it", async () => {
    const storage = createMemoryStorage();
    const form = () =>
      render(
        <PayForm methods={[{ kind: 'new', publicId: 'pk_test', offerSave: true, onCryptogram: vi.fn() }]} amount="2 000 ₸" pending={false} error={null} />,
        {
          wrapper: ({ children }) => <Providers storage={storage}>{children}</Providers>,
        },
      );
    const box = () => screen.findByRole('checkbox', { name: 'Сохранить карту для следующих оплат' });
    let view = form();
    expect(await box()).not.toBeChecked();
    await user().click(await box());
    view.unmount();
    view = form(); // the next payment on this device
    expect(await box()).toBeChecked();
    await user().click(await box());
    view.unmount();
    form();
    expect(await box()).not.toBeChecked();
  });

  it("a hosted page: its lead and button; 'save the card' only where offered", async () => {
    const onGo = vi.fn();
    wrap(
      <PayForm
        methods={[{ kind: 'redirect', id: 'paybox', label: 'PayBox', lead: <p>Страница PayBox</p>, button: 'Перейти к оплате', offerSave: true, onGo }]}
        amount="2 000 ₸"
        pending={false}
        error={null}
      />,
    );
    await user().click(await screen.findByRole('button', { name: 'Перейти к оплате' }));
    expect(onGo).toHaveBeenLastCalledWith(false);
    await user().click(screen.getByRole('checkbox', { name: 'Сохранить карту для следующих оплат' }));
    await user().click(screen.getByRole('button', { name: 'Перейти к оплате' }));
    expect(onGo).toHaveBeenLastCalledWith(true);
  });

  it('the error with Retry, the check of a lost answer, and waiting buttons', async () => {
    const retry = vi.fn();
    const view = wrap(
      <PayForm
        methods={[{ kind: 'saved', cards: CARDS, onPay: vi.fn() }]}
        amount="2 000 ₸"
        pending={false}
        error={{ text: 'Сервис оплаты не ответил.', retry }}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервис оплаты не ответил.');
    await user().click(screen.getByRole('button', { name: 'Повторить' }));
    expect(retry).toHaveBeenCalledTimes(1);
    view.rerender(<PayForm methods={[{ kind: 'saved', cards: CARDS, onPay: vi.fn() }]} amount="2 000 ₸" pending error={null} checking />);
    expect(await screen.findByText('Проверяем оплату…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Подождите…' })).toBeDisabled();
  });
});

/** A button that pays through payFlow with `send`; the flow's state is on the page. */
function Harness({ send, options }: { send: (key: string) => Promise<'ok' | 'declined'>; options: Partial<PayFlowOptions> }) {
  const flow = usePayFlow({ onPaid: vi.fn(), isPaid: async () => false, refusal: (failure) => ({ text: failure.message }), noAnswer: 'Нет связи', ...options });
  return (
    <div>
      <button type="button" onClick={() => void flow.run('attempt', send, (result) => (result === 'ok' ? flow.paid() : { text: 'Отклонено' }))}>
        Оплатить
      </button>
      <button
        type="button"
        onClick={() =>
          void flow.run(
            'away',
            async () => 'ok' as const,
            () => flow.leave(),
          )
        }
      >
        Уйти
      </button>
      {flow.busy && <p>busy</p>}
      {flow.error && (
        <p role="alert">
          {flow.error.text}
          {flow.error.retry && (
            <button type="button" onClick={flow.error.retry}>
              Повторить
            </button>
          )}
        </p>
      )}
    </div>
  );
}

describe('payFlow', () => {
  it('a double tap sends one request; paid, nothing more starts', async () => {
    const onPaid = vi.fn();
    const send = vi.fn(async () => 'ok' as const);
    render(<Harness send={send} options={{ onPaid }} />);
    await user().dblClick(screen.getByRole('button', { name: 'Оплатить' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    await user().click(screen.getByRole('button', { name: 'Оплатить' }));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a refusal the screen explains; its Retry sends the same key', async () => {
    let fail = true;
    const send = vi.fn(async (_key: string) => {
      if (fail) throw new ApiError(503, { code: 'PAYMENT_UNAVAILABLE', message: 'Сервис не ответил' });
      return 'ok' as const;
    });
    const onPaid = vi.fn();
    render(<Harness send={send} options={{ onPaid, refusal: (failure, retry) => ({ text: failure.message, retry }) }} />);
    await user().click(screen.getByRole('button', { name: 'Оплатить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервис не ответил');
    fail = false;
    await user().click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[1]![0]).toBe(send.mock.calls[0]![0]);
  });

  it('an answer that says no: said, and the next tap is a new attempt (a new key)', async () => {
    const send = vi.fn(async (_key: string) => 'declined' as const);
    render(<Harness send={send} options={{}} />);
    await user().click(screen.getByRole('button', { name: 'Оплатить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Отклонено');
    await user().click(screen.getByRole('button', { name: 'Оплатить' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send.mock.calls[1]![0]).not.toBe(send.mock.calls[0]![0]);
  });

  it('no answer: asked again once with the same key, then the server is asked; not paid: Retry', async () => {
    const send = vi.fn(async (_key: string): Promise<'ok'> => {
      throw new TypeError('Failed to fetch');
    });
    const isPaid = vi.fn(async () => false);
    render(<Harness send={send} options={{ isPaid }} />);
    await user().click(screen.getByRole('button', { name: 'Оплатить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Нет связи');
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]![0]).toBe(send.mock.calls[0]![0]);
    expect(isPaid).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });

  it('no answer but paid after all: paid', async () => {
    const onPaid = vi.fn();
    render(<Harness send={async () => Promise.reject(new TypeError('Failed to fetch'))} options={{ onPaid, isPaid: async () => true }} />);
    await user().click(screen.getByRole('button', { name: 'Оплатить' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sent to a hosted page: the buttons keep waiting and nothing else starts', async () => {
    const send = vi.fn(async () => 'ok' as const);
    render(<Harness send={send} options={{}} />);
    await user().click(screen.getByRole('button', { name: 'Уйти' }));
    expect(await screen.findByText('busy')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Оплатить' }));
    expect(send).not.toHaveBeenCalled();
  });
});
