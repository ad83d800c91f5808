// /my/cards: saved cards with their bank's icon; add one (payments/cards, then the bank's 3-D Secure step, whose
// TermUrl is the backend's: it saves the card and the return page says the step is over, then the cards are asked
// again), make one the default, delete one after confirming.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '@salonbook/sdk';
import { BankIcon } from '../../entities/bank-card';
import { AccountPage, LoadError } from './AccountPage';
import { CardForm } from '../../entities/bank-card/CardForm';
import { useFeature } from '../../entities/client-config/config';
import { config } from '../../config/env';
import { useAddCard, useCards, useDeleteCard, useMakeDefaultCard } from './api';
import { accountErrors } from './fieldErrors';
import { ThreeDsFrame } from '../../entities/bank-card/ThreeDsFrame';
import { idempotencyHeader, useIdempotentAction } from '../../lib/idempotency';
import { Button } from '../../ui/Button';

type Card = components['schemas']['PaymentCard'];
type Step = components['schemas']['CardThreeDsStep'];

export function CardsScreen() {
  const { t } = useTranslation('account');
  return (
    <AccountPage title={t('cards.title')}>
      <Cards />
    </AccountPage>
  );
}

function Cards() {
  const { t } = useTranslation('account');
  const cards = useCards();
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState('');
  // Card saving switched off in the client configuration: the saved cards stay (to remove), no new one is added.
  const canSave = useFeature('cardSaving');
  if (cards.isPending) return <p role="status">{t('common:loading')}</p>;
  if (cards.isError) return <LoadError message={t('errors.load')} retry={() => void cards.refetch()} retryLabel={t('common:error.retry')} />;
  return (
    <>
      <p className="account__ok" role="status">
        {notice}
      </p>
      {cards.data.length === 0 ? (
        <p className="account__empty card">{t('cards.empty')}</p>
      ) : (
        <ul className="account__list">
          {cards.data.map((card) => (
            <CardRow key={card.id} card={card} onNotice={setNotice} />
          ))}
        </ul>
      )}
      {adding ? (
        <AddCard
          onDone={(card) => {
            setAdding(false);
            setNotice(t('cards.added', { card: card.maskedNumber }));
          }}
          onCancel={() => setAdding(false)}
        />
      ) : canSave ? (
        <Button variant="primary" className="account__add" onClick={() => (setNotice(''), setAdding(true))}>
          {t('cards.add')}
        </Button>
      ) : (
        <p className="account__empty card">{t('cards.savingOff')}</p>
      )}
    </>
  );
}

function CardRow({ card, onNotice }: { card: Card; onNotice: (text: string) => void }) {
  const { t } = useTranslation('account');
  const [confirming, setConfirming] = useState(false);
  const makeDefault = useMakeDefaultCard({ onSuccess: () => onNotice(t('cards.madeDefault', { card: card.maskedNumber })) });
  const remove = useDeleteCard({ onSuccess: () => onNotice(t('cards.deleted', { card: card.maskedNumber })) });
  const params = { params: { path: { cardId: card.id } } };
  const bank = card.bankName ?? t('cards.unknownBank');
  return (
    <li className="card account__row account__card-row" data-testid={`card-${card.id}`}>
      <BankIcon card={card} iconUrl={card.iconUrl} />
      <div className="account__row-main">
        <p className="account__row-title">
          <span className="account__nowrap">{card.maskedNumber}</span>
          {card.isDefault && <span className="account__badge">{t('cards.default')}</span>}
        </p>
        <p className="account__row-sub">
          {bank} · {t('cards.expiry', { expiry: card.expiry })}
        </p>
        {(makeDefault.isError || remove.isError) && (
          <p className="field__error" role="alert">
            {t('cards.failed')}
          </p>
        )}
        {confirming ? (
          <div className="account__confirm" role="group" aria-label={t('cards.confirmDelete', { card: card.maskedNumber })}>
            <p>{t('cards.confirmDelete', { card: card.maskedNumber })}</p>
            <Button variant="primary" className="account__danger" disabled={remove.isPending} onClick={() => remove.mutate(params)}>
              {t('cards.delete')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('cards.keep')}
            </Button>
          </div>
        ) : (
          <div className="account__row-actions">
            {!card.isDefault && (
              <Button variant="secondary" disabled={makeDefault.isPending} onClick={() => makeDefault.mutate(params)}>
                {t('cards.makeDefault')}
              </Button>
            )}
            <Button variant="secondary" onClick={() => setConfirming(true)} aria-label={t('cards.deleteLabel', { card: card.maskedNumber })}>
              {t('cards.delete')}
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}

function AddCard({ onDone, onCancel }: { onDone: (card: Card) => void; onCancel: () => void }) {
  const { t } = useTranslation('account');
  const cards = useCards();
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState<Step | null>(null);
  const [checking, setChecking] = useState(false);
  const create = useAddCard();
  // One attempt at a time (a double tap saves one card); Continue again with the same card sends the same key.
  const attempt = useIdempotentAction();

  // The cryptogram comes from CloudPayments' Checkout script (CardForm); the app never makes one.
  const submit = (cryptogram: string, holder: string | null) =>
    new Promise<void>((done) => {
      setError(null);
      const body = { cryptogram, ...(holder ? { cardholderName: holder } : {}) };
      const started = attempt.run(body, (key) =>
        create
          .mutateAsync(
            { body, params: { header: idempotencyHeader(key) } },
            { onSuccess: setStep, onError: (failure) => setError(Object.values(accountErrors(failure, t))[0] ?? t('cards.failed')) },
          )
          .finally(done),
      );
      if (!started) done();
    });

  // The backend's TermUrl saved the card (or not) and the return page said the step is over: the query is not
  // trusted, the cards are asked again and the new one looked for in the server's list.
  const finish = async (params: URLSearchParams) => {
    setStep(null);
    setChecking(true);
    try {
      const now = await cards.refetch();
      const saved = params.get('status') === 'saved' ? now.data?.find((card) => String(card.id) === params.get('cardId')) : undefined;
      if (saved) onDone(saved);
      else setError(now.isError ? t('cards.failed') : t('threeDs.failed', { ns: 'common' }));
    } finally {
      setChecking(false);
    }
  };

  // The form stays (hidden) under the bank's step, so a declined card comes back as typed.
  return (
    <>
      {step && (
        <section className="card account__card" aria-labelledby="threeds-title">
          <h2 id="threeds-title" className="account__heading">
            {t('threeDs.title', { ns: 'common' })}
          </h2>
          <ThreeDsFrame step={step} onReturn={(params) => void finish(params)} onCancel={() => setStep(null)} />
        </section>
      )}
      <section className="card account__card" aria-labelledby="add-card-title" hidden={step !== null}>
        <h2 id="add-card-title" className="account__heading">
          {t('cards.addTitle')}
        </h2>
        <CardForm
          publicId={config.cloudPaymentsPublicId}
          submitLabel={t('cards.continue')}
          pending={create.isPending || checking}
          error={error}
          onCryptogram={(cryptogram, card) => submit(cryptogram, card.holder)}
          actions={
            <Button variant="secondary" onClick={onCancel}>
              {t('cards.cancel')}
            </Button>
          }
        />
      </section>
    </>
  );
}
