// The one pay form of the app (the prepayment page, a gift card's page): the methods the screen offers as radios, and
// the chosen one's part: the saved cards (SavedCardPicker) in one tap, a new card (CardForm: the cryptogram only from
// CloudPayments' Checkout script), a hosted page to go to (PayBox, the installment page), or the screen's own part (a
// gift card's code). 'Save the card' is offered where a method says so, one choice for all of them: unticked at first,
// a tick remembered on this device (saveCardChoice.ts). Above them: why
// the last attempt did not pay (with Retry when it may help) and the check of a payment whose answer was lost. The
// money rules (the synchronous guard, the Idempotency-Key, asking the server after a lost answer) are payFlow.ts's.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '@salonbook/sdk';
import { SavedCardPicker } from './SavedCardPicker';
import { CardForm } from './CardForm';
import { CardIcon, NewCardIcons } from './PaymentIcons';
import { useSaveCardChoice } from './saveCardChoice';
import type { PayProblem } from './payFlow';
import './pay.css';
import { Button } from '../../ui/Button';

type Card = components['schemas']['PaymentCard'];

export type PayMethod =
  /** The client's saved cards (shown only when there are some), the default first. */
  | { kind: 'saved'; cards: Card[]; onPay: (cardId: number) => void }
  /** A new card; `offerSave` shows 'save the card' (signed-in clients). */
  | {
      kind: 'new';
      publicId: string;
      offerSave?: boolean;
      onCryptogram: (cryptogram: string, card: { holder: string | null; saveCard: boolean }) => Promise<unknown> | void;
    }
  /** A hosted page the client is sent to (PayBox, the installment page); `icon` is its provider's (PaymentIcons). */
  | {
      kind: 'redirect';
      id: string;
      label: string;
      icon?: ReactNode;
      lead: ReactNode;
      button: string;
      offerSave?: boolean;
      onGo: (saveCard: boolean) => void;
    }
  /** The screen's own part (a gift card's code). */
  | { kind: 'custom'; id: string; label: string; icon?: ReactNode; content: ReactNode };

const idOf = (method: PayMethod) => (method.kind === 'saved' || method.kind === 'new' ? method.kind : method.id);

export interface PayFormProps {
  /** The methods in the order shown; the first is chosen at first. */
  methods: PayMethod[];
  /** The amount as written ('2 000 ₽'), for the buttons. */
  amount: string;
  /** A payment is being made (the buttons wait). */
  pending: boolean;
  error: PayProblem | null;
  /** A lost answer is being checked with the server. */
  checking?: boolean;
}

export function PayForm({ methods: offered, amount, pending, error, checking = false }: PayFormProps) {
  const { t } = useTranslation('payments');
  const methods = offered.filter((m) => m.kind !== 'saved' || m.cards.length > 0);
  const [chosen, setChosen] = useState<string | null>(null);
  const method = methods.find((m) => idOf(m) === chosen) ?? methods[0];
  const saved = methods.find((m): m is Extract<PayMethod, { kind: 'saved' }> => m.kind === 'saved');
  const [cardId, setCardId] = useState<number | null>(null);
  const card = cardId ?? saved?.cards[0]?.id ?? null;
  const [saveCard, setSaveCard] = useSaveCardChoice();
  const saveBox = (
    <label className="payment__save">
      <input type="checkbox" checked={saveCard} onChange={(event) => setSaveCard(event.target.checked)} /> {t('saveCard')}
    </label>
  );

  return (
    <div className="payform">
      {error && (
        <div className={error.pending ? 'payment__pending' : 'payment__error'} role={error.pending ? 'status' : 'alert'}>
          <p>{error.text}</p>
          {error.retry && (
            <Button variant="secondary" onClick={error.retry} disabled={pending || checking}>
              {error.again ?? t('retry')}
            </Button>
          )}
        </div>
      )}
      {checking && <p role="status">{t('checking')}</p>}
      {methods.length > 1 && (
        <div className="payment__methods" role="radiogroup" aria-label={t('methods.title')}>
          {methods.map((m) => (
            <label key={idOf(m)} className="payment__method" data-method={idOf(m)}>
              <input type="radio" name="method" checked={m === method} onChange={() => setChosen(idOf(m))} />
              <span className="payment__method-name">{m.kind === 'saved' ? t('methods.saved') : m.kind === 'new' ? t('methods.new') : m.label}</span>
              <span className="payment__method-icon">{m.kind === 'saved' ? <CardIcon /> : m.kind === 'new' ? <NewCardIcons /> : m.icon}</span>
            </label>
          ))}
        </div>
      )}
      {method?.kind === 'saved' && (
        <SavedCardPicker
          cards={method.cards}
          chosen={card}
          onChoose={setCardId}
          onPay={() => card !== null && method.onPay(card)}
          pending={pending || checking}
          labels={{ title: t('methods.saved'), default: t('methods.default'), pay: pending ? t('wait') : t('pay', { amount }) }}
        />
      )}
      {method?.kind === 'new' && (
        <section className="card payment__new" aria-label={t('methods.new')}>
          <CardForm
            publicId={method.publicId}
            submitLabel={t('pay', { amount })}
            pending={pending || checking}
            onCryptogram={(cryptogram, typed) => method.onCryptogram(cryptogram, { holder: typed.holder, saveCard: !!method.offerSave && saveCard })}
          >
            {method.offerSave && saveBox}
          </CardForm>
        </section>
      )}
      {method?.kind === 'redirect' && (
        <section className="card payment__redirect" aria-label={method.label}>
          {method.lead}
          {method.offerSave && saveBox}
          <Button variant="primary" className="payment__pay" disabled={pending || checking} onClick={() => method.onGo(!!method.offerSave && saveCard)}>
            {pending ? t('wait') : method.button}
          </Button>
        </section>
      )}
      {method?.kind === 'custom' && (
        <section className="card payment__custom" aria-label={method.label}>
          {method.content}
        </section>
      )}
    </div>
  );
}
