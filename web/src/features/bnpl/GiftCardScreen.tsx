// /gift-cards/:giftCardId (signed in): one of the buyer's gift cards. Awaiting payment: pay it with a saved card in
// one tap or a new card (CloudPayments' Checkout script makes the cryptogram; the bank's 3-D Secure page runs in a
// frame), each pay with the attempt's Idempotency-Key and a synchronous guard; a pay call with no answer asks the
// card's state before offering Retry. Paid: its status, balance, code, valid until, the recipient's link as text
// and a QR code, and 'share' (navigator.share where the browser has it, else copy).
import { useRef, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiError, type components } from '@salonbook/sdk';
import { parseId, paths } from '../../config/paths';
import { config as env } from '../../config/env';
import { formatDate } from '../../lib/format';
import { formatMoney } from '../../lib/numbers';
import { useLanguage } from '../../lib/language';
import { askAgainOnce, idempotencyHeader, useIdempotentAction } from '../../lib/idempotency';
import { ErrorState } from '../../ui/ErrorState';
import { QrCode } from '../../ui/QrCode';
import { SignInGate } from '../../entities/session/SignInGate';
import { SavedCardPicker } from '../../entities/bank-card/SavedCardPicker';
import { CardForm } from '../../entities/bank-card/CardForm';
import { ThreeDsFrame } from '../../entities/bank-card/ThreeDsFrame';
import { GiftCardFace } from './GiftCardFace';
import { useGiftCard, usePayGiftCard, useRefreshGiftCard, useSavedCards, type GiftCard, type GiftCardPayment, type SavedCard } from './giftCardsApi';
import './gift-cards.css';
import { giftCardStatusKey } from './giftCardStatus';

type Challenge = NonNullable<components['schemas']['ThreeDsChallenge']>;

export function GiftCardScreen() {
  const params = useParams();
  const id = parseId(params.giftCardId);
  if (id === null) return <Navigate to={paths.notFound()} replace state={{ status: 404 }} />;
  return (
    <SignInGate>
      <GiftCardPage key={id} id={id} />
    </SignInGate>
  );
}

function GiftCardPage({ id }: { id: number }) {
  const { t } = useTranslation('gift-cards');
  const query = useGiftCard(id);
  if (query.isPending)
    return (
      <div className="page gifts" aria-busy="true">
        <h1 className="page__title">{t('card.title')}</h1>
        <p role="status">{t('card.loading')}</p>
        <span className="skeleton" style={{ height: 200 }} />
      </div>
    );
  if (query.isError)
    return (
      <div className="page gifts">
        <h1 className="page__title">{t('card.title')}</h1>
        <ErrorState message={t('errors.loadCard')} onRetry={() => void query.refetch()} />
      </div>
    );
  const card = query.data;
  return (
    <div className="page gifts">
      <h1 className="page__title">{card.status === 'AWAITING_PAYMENT' ? t('card.payTitle') : t('card.title')}</h1>
      <div className="gifts__layout">
        <div className="gifts__form">{card.status === 'AWAITING_PAYMENT' ? <PayGiftCard card={card} refetch={() => query.refetch()} /> : <Issued card={card} />}</div>
        <aside className="gifts__preview">
          <GiftCardFace design={card.design} amount={card.amount} currency={card.currency} recipientName={card.recipientName} senderName={card.senderName} message={card.message} />
        </aside>
      </div>
    </div>
  );
}

/** The status and what the buyer does with a paid card: the link, its QR code, share. */
function Issued({ card }: { card: GiftCard }) {
  const { t } = useTranslation('gift-cards');
  const { lng } = useLanguage();
  const [copied, setCopied] = useState(false);
  const link = `${window.location.origin}${paths.giftCardLink(card.token)}`;
  const canShare = typeof navigator.share === 'function';
  const share = async () => {
    if (canShare) {
      try {
        await navigator.share({ title: t('share.title'), text: t('share.text', { amount: formatMoney(card.amount, lng, card.currency) }), url: link });
      } catch {
        // Closed by the client.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section className="card gifts__issued" aria-label={t('card.details')}>
      <p className={`gifts__status gifts__status--${giftCardStatusKey(card.status).toLowerCase()}`} role="status">
        {t(`status.${giftCardStatusKey(card.status)}`)}
      </p>
      <dl className="gifts__facts">
        <dt>{t('card.balance')}</dt>
        <dd>{formatMoney(card.balance, lng, card.currency)}</dd>
        {card.code && (
          <>
            <dt>{t('card.code')}</dt>
            <dd className="gifts__code">{card.code}</dd>
          </>
        )}
        {card.expiresAt && (
          <>
            <dt>{t('card.validUntil')}</dt>
            <dd>{formatDate(card.expiresAt)}</dd>
          </>
        )}
        {card.recipientPhone && (
          <>
            <dt>{t('card.sentTo')}</dt>
            <dd>{t('card.bySms')}</dd>
          </>
        )}
      </dl>
      <h2 className="gifts__subtitle">{t('card.linkTitle')}</h2>
      <p className="gifts__lead">{t('card.linkLead', { name: card.recipientName })}</p>
      <input className="field__input gifts__link" readOnly value={link} aria-label={t('card.link')} onFocus={(event) => event.currentTarget.select()} />
      <div className="gifts__qr">
        <QrCode value={link} label={t('card.qr')} />
      </div>
      <div className="gifts__actions">
        <button type="button" className="btn btn--primary" onClick={() => void share()}>
          {canShare ? t('share.button') : t('share.copy')}
        </button>
        <Link className="btn btn--secondary" to={paths.giftCardLink(card.token)}>
          {t('card.open')}
        </Link>
      </div>
      {copied && <p role="status">{t('share.copied')}</p>}
      <Link to={paths.giftCards()}>{t('card.another')}</Link>
    </section>
  );
}

/** Paying the card: a saved card in one tap, or a new card (with 3-D Secure in a frame). */
function PayGiftCard({ card, refetch }: { card: GiftCard; refetch: () => Promise<{ data?: GiftCard | undefined }> }) {
  const { t } = useTranslation(['payments', 'gift-cards']);
  const { lng } = useLanguage();
  const saved = useSavedCards();
  const pay = usePayGiftCard();
  const refresh = useRefreshGiftCard();
  const action = useIdempotentAction();
  const cards: SavedCard[] = [...(saved.data ?? [])].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  const [chosen, setChosen] = useState<number | null>(null);
  const [method, setMethod] = useState<'SAVED_CARD' | 'NEW_CARD' | null>(null);
  const [step, setStep] = useState<Challenge | null>(null);
  const [error, setError] = useState<{ text: string; retry?: () => void } | null>(null);
  const [checking, setChecking] = useState(false);
  const finished = useRef(false);
  const amount = formatMoney(card.amount, lng, card.currency);
  const using = method ?? (cards.length ? 'SAVED_CARD' : 'NEW_CARD');
  const cardId = chosen ?? cards[0]?.id ?? null;

  const paid = () => {
    finished.current = true;
    // This card's page now (it turns into the paid card's), and the lists that show it.
    void refetch();
    void refresh();
  };

  /** After the bank's page or a lost answer: the card's state says whether it is paid. */
  const settle = async (otherwise: { text: string; retry?: () => void }) => {
    setChecking(true);
    try {
      const now = await refetch();
      if (now.data && now.data.status !== 'AWAITING_PAYMENT') return paid();
      setError(otherwise);
    } catch {
      setError(otherwise);
    } finally {
      setChecking(false);
    }
  };

  const onResult = (result: GiftCardPayment) => {
    if (result.status === 'SUCCEEDED') return paid();
    if (result.status === 'REQUIRES_3DS' && result.threeDs) return setStep(result.threeDs);
    if (result.status === 'REDIRECT' && result.redirectUrl) {
      window.location.assign(result.redirectUrl);
      return;
    }
    setError({ text: result.message ?? t('errors.declined') });
  };

  const onFailure = async (failure: unknown, retry: () => void) => {
    if (failure instanceof ApiError) {
      if (failure.status === 409) return paid();
      if (failure.status === 404) return setError({ text: t('errors.cardGone') });
      if (failure.status === 422) return setError({ text: failure.fields[0]?.message ?? failure.message });
      return setError({ text: t('errors.server'), retry });
    }
    await settle({ text: t('errors.network'), retry });
  };

  /** One pay attempt (its Retry keeps the key); resolves when the call has answered or failed. */
  const run = (input: unknown, body: components['schemas']['GiftCardPay']) => {
    const attempt = () =>
      new Promise<void>((done) => {
        if (finished.current) return done();
        setError(null);
        const started = action.run(input, (key) =>
          askAgainOnce(() => pay.mutateAsync({ params: { path: { giftCardId: card.id }, header: idempotencyHeader(key) }, body }))
            .then(onResult, async (failure: unknown) => {
              await onFailure(failure, () => void attempt());
              throw failure;
            })
            .finally(done),
        );
        if (!started) done();
      });
    return attempt();
  };

  const paySaved = () => {
    if (cardId !== null) void run({ cardId }, { method: 'SAVED_CARD', cardId });
  };

  /** A new card: the bank returns the 3-D Secure frame to /card-payment, which hands it back here. */
  const payNew = (cryptogram: string) => run({ cryptogram }, { method: 'NEW_CARD', cryptogram, termUrl: `${window.location.origin}${paths.cardPayment()}?giftCardId=${card.id}` });

  const pending = pay.isPending || checking;

  if (step)
    return (
      <section className="card payment__threeds" aria-labelledby="threeds-title">
        <h2 id="threeds-title">{t('common:threeDs.title')}</h2>
        <ThreeDsFrame
          step={step}
          onResult={() => {
            setStep(null);
            void settle({ text: t('errors.threeDs') });
          }}
          onReturn={(params) => {
            setStep(null);
            void settle({ text: t(params.get('status') === 'paid' ? 'errors.network' : 'errors.threeDs') });
          }}
          onCancel={() => {
            setStep(null);
            setError({ text: t('errors.abandoned') });
          }}
        />
      </section>
    );

  return (
    <div className="payment">
      <p className="payment__amount">{t('gift-cards:card.toPay', { amount })}</p>
      {error && (
        <div className="payment__error" role="alert">
          <p>{error.text}</p>
          {error.retry && (
            <button type="button" className="btn btn--secondary" onClick={error.retry} disabled={pending}>
              {t('retry')}
            </button>
          )}
        </div>
      )}
      {checking && <p role="status">{t('checking')}</p>}
      {saved.isPending && saved.fetchStatus !== 'idle' ? (
        <p role="status">{t('common:loading')}</p>
      ) : (
        <>
          <div className="payment__methods" role="radiogroup" aria-label={t('methods.title')}>
            {cards.length > 0 && (
              <label className="payment__method">
                <input type="radio" name="method" checked={using === 'SAVED_CARD'} onChange={() => setMethod('SAVED_CARD')} /> {t('methods.saved')}
              </label>
            )}
            <label className="payment__method">
              <input type="radio" name="method" checked={using === 'NEW_CARD'} onChange={() => setMethod('NEW_CARD')} /> {t('methods.new')}
            </label>
          </div>
          {using === 'SAVED_CARD' && cards.length > 0 && (
            <SavedCardPicker
              cards={cards}
              chosen={cardId}
              onChoose={setChosen}
              onPay={paySaved}
              pending={pending}
              labels={{ title: t('methods.saved'), default: t('methods.default'), pay: pending ? t('wait') : t('pay', { amount }) }}
            />
          )}
          {using === 'NEW_CARD' && (
            <section className="card payment__new" aria-label={t('methods.new')}>
              <CardForm publicId={env.cloudPaymentsPublicId} submitLabel={t('pay', { amount })} pending={pending} onCryptogram={(cryptogram) => payNew(cryptogram)} />
            </section>
          )}
        </>
      )}
    </div>
  );
}
