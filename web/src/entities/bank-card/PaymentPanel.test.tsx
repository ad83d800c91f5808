// The one payment panel: its methods as real choices (the brands' and providers' icons, saved cards with their
// brand and bank), and the 3-D Secure step every card payment shares: an answer that asks for it puts the bank's page
// in place of the methods (kept, hidden); however it ends (a return, Cancel) the server is asked: paid moves on,
// a decline says the bank's reason, anything else says the payment may still arrive, with 'Check again'; the methods
// come back as they were. Each state in ru, kk and en.
import { Suspense, useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBookingSdk, createMemoryStorage, memoryCookies } from '@salonbook/sdk';
import { createI18n } from '../../lib/i18n';
import { SdkProvider } from '../../lib/sdk';
import { localeFetch } from '../../test/app';
import type { PayMethod } from './PayForm';
import { PaymentPanel } from './PaymentPanel';
import { ProviderIcon, brandOfMasked } from './PaymentIcons';
import { usePayFlow, type ThreeDsStep } from './payFlow';
import { PAYMENT_RETURN } from './ThreeDsFrame.messages';
import ruPayments from '../../../public/locales/ru/payments.json';
import kkPayments from '../../../public/locales/kk/payments.json';
import enPayments from '../../../public/locales/en/payments.json';
import ruCommon from '../../../public/locales/ru/common.json';
import kkCommon from '../../../public/locales/kk/common.json';
import enCommon from '../../../public/locales/en/common.json';

const TEXTS = {
  ru: { payments: ruPayments, common: ruCommon, pay: 'Оплатить 2 000 ₸' },
  kk: { payments: kkPayments, common: kkCommon, pay: '2 000 ₸ төлеу' },
  en: { payments: enPayments, common: enCommon, pay: 'Pay 2 000 ₸' },
} as const;
type Lng = keyof typeof TEXTS;

const user = () => userEvent.setup();

function Providers({ children, lng = 'ru' }: { children: ReactNode; lng?: Lng }) {
  const [{ i18n, sdk, queryClient }] = useState(() => ({
    i18n: createI18n({ lng, version: 't', fetch: localeFetch().fetch, ns: ['payments', 'common'] }),
    sdk: createBookingSdk({ credentials: { apiKey: 'k', clientSecret: 's', clientId: 'WEB' }, storage: createMemoryStorage(), cookies: memoryCookies() }),
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

const CARDS = [
  { id: 801, maskedNumber: '4400 43•• •••• 1234', bankName: 'Kaspi Bank', bankCode: 'KASPI', iconUrl: null, expiry: '12/28', isDefault: true },
  { id: 802, maskedNumber: '5169 49•• •••• 3220', bankName: null, bankCode: null, iconUrl: null, expiry: '10/27', isDefault: false },
];
const STEP: ThreeDsStep = { acsUrl: 'https://acs.bank.test/3ds', paReq: 'pareq', md: '77', termUrl: 'http://localhost/rest/3ds/term' };

/** A screen's use of the panel: a saved card whose bank asks for 3-D Secure; `isPaid` is the server's answer. */
function Screen({ isPaid }: { isPaid: () => Promise<boolean> }) {
  const [paid, setPaid] = useState(false);
  const flow = usePayFlow({ onPaid: () => setPaid(true), isPaid, refusal: () => ({ text: 'Отказ' }), noAnswer: 'Нет ответа' });
  const methods: PayMethod[] = [
    {
      kind: 'saved',
      cards: CARDS,
      onPay: (cardId) =>
        void flow.run(
          { cardId },
          async () => STEP,
          (step) => flow.challenge(step),
        ),
    },
    { kind: 'new', publicId: 'pk_test', onCryptogram: vi.fn() },
    {
      kind: 'redirect',
      id: 'paybox',
      label: 'PayBox',
      icon: <ProviderIcon provider="paybox" />,
      lead: <p>Страница PayBox</p>,
      button: 'Перейти',
      onGo: vi.fn(),
    },
  ];
  if (paid) return <p role="status">Оплачено</p>;
  return <PaymentPanel flow={flow} methods={methods} amount="2 000 ₸" threeDsFailed="Банк не подтвердил" />;
}

const bankReturns = (search: string) =>
  act(() => window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: { type: PAYMENT_RETURN, search } })));

// jsdom cannot post a form into a frame: the bank's page is not loaded, only the ways back are tried.
vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
afterEach(() => vi.clearAllMocks());

describe('PaymentPanel', () => {
  it('the methods are choices with their icons; saved cards show their brand and bank', async () => {
    render(<Screen isPaid={async () => false} />, { wrapper: Providers });
    const methods = await screen.findByRole('radiogroup', { name: 'Способ оплаты' });
    expect(within(methods).getByRole('radio', { name: 'Сохранённая карта' })).toBeChecked();
    expect(within(methods).getByRole('radio', { name: 'Новая карта' }).closest('label')!.querySelectorAll('[data-brand]')).toHaveLength(3);
    expect(within(methods).getByRole('radio', { name: 'PayBox' }).closest('label')!.querySelector('[data-provider="paybox"]')).not.toBeNull();
    const kaspi = screen.getByTestId('pay-card-801');
    expect(kaspi).toHaveTextContent('Kaspi Bank');
    expect(within(kaspi).getByRole('radio', { name: /^Visa 4400 43/ })).toBeChecked();
    expect(kaspi.querySelector('[data-brand="visa"]')).not.toBeNull();
    expect(within(screen.getByTestId('pay-card-802')).getByRole('radio', { name: /^Mastercard 5169/ })).not.toBeChecked();
  });

  it("an answer that asks for 3-D Secure shows the bank's page instead of the methods; the return asks the server", async () => {
    let paid = false;
    render(<Screen isPaid={async () => paid} />, { wrapper: Providers });
    await user().click(await screen.findByTestId('pay-card-802'));
    await user().click(screen.getByRole('button', { name: 'Оплатить 2 000 ₸' }));
    expect(await screen.findByRole('heading', { name: 'Подтверждение в банке (3‑D Secure)' })).toBeInTheDocument();
    expect(screen.getByTestId('threeds-frame')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Способ оплаты' })).toBeNull();

    // The query says paid, the server not yet: the payment may still arrive, and 'Check again' asks again.
    await bankReturns('?status=paid');
    expect(await screen.findByRole('status')).toHaveTextContent(ruPayments.pending.text);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByTestId('threeds-frame')).toBeNull();
    // The methods are back as they were: the card chosen before.
    expect(within(screen.getByTestId('pay-card-802')).getByRole('radio')).toBeChecked();
    paid = true;
    await user().click(screen.getByRole('button', { name: 'Проверить ещё раз' }));
    expect(await screen.findByText('Оплачено')).toBeInTheDocument();
  });

  it('a charge already waiting at the bank: its page opens again, and the line that says so is shown above it', async () => {
    function Waiting() {
      const flow = usePayFlow({ onPaid: () => {}, isPaid: async () => false, refusal: () => ({ text: 'Отказ' }), noAnswer: 'Нет ответа' });
      const methods: PayMethod[] = [
        {
          kind: 'saved',
          cards: CARDS,
          onPay: (cardId) =>
            void flow.run(
              { cardId },
              async () => STEP,
              (step) => {
                flow.challenge(step);
                return { text: 'Оплата уже начата: подтвердите её на странице банка.' };
              },
            ),
        },
      ];
      return <PaymentPanel flow={flow} methods={methods} amount="2 000 ₸" threeDsFailed="Банк не подтвердил" />;
    }
    render(<Waiting />, { wrapper: Providers });
    await user().click(await screen.findByRole('button', { name: 'Оплатить 2 000 ₸' }));
    await screen.findByTestId('threeds-frame');
    const section = screen.getByRole('region', { name: 'Подтверждение в банке (3‑D Secure)' });
    expect(within(section).getByRole('status')).toHaveTextContent('Оплата уже начата: подтвердите её на странице банка.');
  });

  it("a declined return that the server contradicts (paid meanwhile) is paid: the server's word wins", async () => {
    render(<Screen isPaid={async () => true} />, { wrapper: Providers });
    await user().click(await screen.findByRole('button', { name: 'Оплатить 2 000 ₸' }));
    await screen.findByTestId('threeds-frame');
    await bankReturns('?status=declined&reason=ALREADY_PAID');
    expect(await screen.findByText('Оплачено')).toBeInTheDocument();
  });

  it.each(['ru', 'kk', 'en'] as const)('each way the step ends, in %s: paid, declined with the reason, may still arrive', async (lng) => {
    const { payments, common, pay } = TEXTS[lng];
    let paid = false;
    let answers = true;
    const isPaid = async () => {
      if (!answers) throw new TypeError('Failed to fetch');
      return paid;
    };
    render(<Screen isPaid={isPaid} />, { wrapper: ({ children }) => <Providers lng={lng}>{children}</Providers> });
    const open = async () => {
      await user().click(await screen.findByRole('button', { name: pay }));
      await screen.findByTestId('threeds-frame');
    };
    // Declined, with the bank's reason in the client's language.
    await open();
    await bankReturns('?status=declined&reason=DECLINED');
    expect(await screen.findByRole('alert')).toHaveTextContent(payments.errors.declined);
    // Cancel while the charge is still at the bank: it may still arrive, never 'did not go through'.
    await open();
    await user().click(screen.getByRole('button', { name: common.threeDs.cancel }));
    expect(await screen.findByRole('status')).toHaveTextContent(payments.pending.cancelled);
    expect(screen.getByRole('button', { name: payments.pending.check })).toBeEnabled();
    // The question got no answer: not known, so it may still arrive.
    answers = false;
    await open();
    await bankReturns('?status=paid');
    expect(await screen.findByRole('status')).toHaveTextContent(payments.pending.text);
    // Check again: now the server answers, paid.
    answers = true;
    paid = true;
    await user().click(screen.getByRole('button', { name: payments.pending.check }));
    expect(await screen.findByText('Оплачено')).toBeInTheDocument();
  });

  it.each(['ru', 'kk', 'en'] as const)("Cancel during a charge that in fact went through shows it paid (%s), never 'did not go through'", async (lng) => {
    const { common, pay } = TEXTS[lng];
    render(<Screen isPaid={async () => true} />, { wrapper: ({ children }) => <Providers lng={lng}>{children}</Providers> });
    await user().click(await screen.findByRole('button', { name: pay }));
    await user().click(await screen.findByRole('button', { name: common.threeDs.cancel }));
    expect(await screen.findByText('Оплачено')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("a declined return that the server confirms says the bank's reason when it names one, else the screen's words", async () => {
    render(<Screen isPaid={async () => false} />, { wrapper: Providers });
    for (const [search, text] of [
      ['?status=declined&reason=DECLINED', 'Банк отклонил карту: попробуйте другую.'],
      ['?status=declined&reason=INSUFFICIENT_FUNDS', 'Недостаточно средств на карте.'],
      ['?status=declined&reason=SOMETHING_NEW', 'Оплата не прошла: банк не назвал причину. Попробуйте ещё раз или другую карту.'],
      ['?status=declined', 'Банк не подтвердил'],
    ] as const) {
      await user().click(await screen.findByRole('button', { name: 'Оплатить 2 000 ₸' }));
      await screen.findByTestId('threeds-frame');
      await bankReturns(search);
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
    }
  });

  it("a saved card's brand comes from the first digits of its masked number", () => {
    expect(brandOfMasked('4400 43•• •••• 1234')).toBe('visa');
    expect(brandOfMasked('5169 49•• •••• 5678')).toBe('mastercard');
    expect(brandOfMasked('2200 70•• •••• 0001')).toBe('mir');
    expect(brandOfMasked('•••• 1234')).toBeNull();
  });
});
