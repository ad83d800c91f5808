// /my/cards: saved cards with their bank's icon; add one (payments/cards, the 3-D Secure step, cards/3ds),
// make one the default, delete one after confirming.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '@salonbook/sdk';
import { BankIcon } from '../../entities/bank-card';
import { FormFooter } from '../../ui/FormFooter';
import { AccountPage, LoadError } from './AccountPage';
import { cardProblems, devCryptogram, formatCardNumber, formatExpiry, type CardInput, type CardProblem } from '../../entities/bank-card/cardInput';
import { useAddCard, useCards, useCompleteCard, useDeleteCard, useMakeDefaultCard, useRefreshCards } from './api';
import { accountErrors } from './fieldErrors';
import { TextField } from './TextField';
import { ThreeDsFrame, type ThreeDsResult } from '../../entities/bank-card/ThreeDsFrame';
import { idempotencyHeader, useIdempotentAction } from '../../lib/idempotency';

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
      ) : (
        <button type="button" className="btn btn--primary account__add" onClick={() => (setNotice(''), setAdding(true))}>
          {t('cards.add')}
        </button>
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
          {card.maskedNumber}
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
            <button type="button" className="btn btn--primary account__danger" disabled={remove.isPending} onClick={() => remove.mutate(params)}>
              {t('cards.delete')}
            </button>
            <button type="button" className="btn btn--secondary" onClick={() => setConfirming(false)}>
              {t('cards.keep')}
            </button>
          </div>
        ) : (
          <div className="account__row-actions">
            {!card.isDefault && (
              <button type="button" className="btn btn--secondary" disabled={makeDefault.isPending} onClick={() => makeDefault.mutate(params)}>
                {t('cards.makeDefault')}
              </button>
            )}
            <button type="button" className="btn btn--secondary" onClick={() => setConfirming(true)} aria-label={t('cards.deleteLabel', { card: card.maskedNumber })}>
              {t('cards.delete')}
            </button>
          </div>
        )}
      </div>
    </li>
  );
}

function AddCard({ onDone, onCancel }: { onDone: (card: Card) => void; onCancel: () => void }) {
  const { t } = useTranslation('account');
  const refresh = useRefreshCards();
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvc: '', holder: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [step, setStep] = useState<Step | null>(null);
  const create = useAddCard();
  const complete = useCompleteCard();
  // One attempt at a time (a double tap saves one card); Continue again with the same card sends the same key.
  const attempt = useIdempotentAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (attempt.running) return;
    const problems = cardProblems(card);
    setErrors(Object.fromEntries(problems.map((p: CardProblem) => [p, t(`cards.errors.${p}`)])));
    if (problems.length) return;
    const body = { cryptogram: devCryptogram(card), ...(card.holder.trim() ? { cardholderName: card.holder.trim().toUpperCase() } : {}) };
    attempt.run(body, (key) =>
      create.mutateAsync({ body, params: { header: idempotencyHeader(key) } }, { onSuccess: setStep, onError: (error) => setErrors(accountErrors(error, t)) }),
    );
  };

  const finish = (result: ThreeDsResult) =>
    complete.mutate(
      { body: result },
      {
        onSuccess: (saved) => {
          void refresh();
          onDone(saved);
        },
        onError: (error) => {
          setStep(null);
          // A declined or unknown 3-D Secure answer (422 on paRes / transactionId) reads the same in every language.
          const errors = accountErrors(error, t);
          setErrors({ form: errors.paRes || errors.transactionId || !errors.form ? t('threeDs.failed', { ns: 'common' }) : errors.form });
        },
      },
    );

  if (step) {
    return (
      <section className="card account__card" aria-labelledby="threeds-title">
        <h2 id="threeds-title" className="account__heading">
          {t('threeDs.title', { ns: 'common' })}
        </h2>
        {complete.isPending ? <p role="status">{t('wait')}</p> : <ThreeDsFrame step={step} onResult={finish} onCancel={() => setStep(null)} />}
      </section>
    );
  }
  // A field's error goes as soon as the field is changed (the next Continue checks it again).
  const set = (key: keyof CardInput, format: (v: string) => string = (v) => v) => (event: { target: { value: string } }) => {
    setCard((c) => ({ ...c, [key]: format(event.target.value) }));
    setErrors(({ [key]: _gone, ...rest }) => rest);
  };
  return (
    <section className="card account__card" aria-labelledby="add-card-title">
      <h2 id="add-card-title" className="account__heading">
        {t('cards.addTitle')}
      </h2>
      <form className="account__form" noValidate onSubmit={submit}>
        <TextField label={t('cards.number')} name="cardnumber" inputMode="numeric" autoComplete="cc-number" value={card.number} onChange={set('number', formatCardNumber)} error={errors.number} />
        <div className="account__two">
          <TextField label={t('cards.expiryLabel')} name="cc-exp" inputMode="numeric" autoComplete="cc-exp" placeholder={t('cards.expiryPlaceholder')} value={card.expiry} onChange={set('expiry', formatExpiry)} error={errors.expiry} />
          <TextField label={t('cards.cvc')} name="cvc" inputMode="numeric" autoComplete="cc-csc" type="password" maxLength={4} value={card.cvc} onChange={set('cvc', (v) => v.replace(/\D/g, '').slice(0, 4))} error={errors.cvc} />
        </div>
        <TextField label={t('cards.holder')} name="ccname" autoComplete="cc-name" value={card.holder} onChange={set('holder')} error={errors.holder} />
        <FormFooter error={errors.form} submitLabel={t('cards.continue')} pending={create.isPending} pendingLabel={t('wait')}>
          <button type="button" className="btn btn--secondary" onClick={onCancel}>
            {t('cards.cancel')}
          </button>
        </FormFooter>
      </form>
    </section>
  );
}
