// /gift-cards/:giftCardId (signed in): one of the buyer's gift cards. Awaiting payment: pay it through the one pay
// form (entities/bank-card/PayForm) with a saved card in one tap, a new card (CloudPayments' Checkout script makes the
// cryptogram; the bank's 3-D Secure page runs in a frame and returns to the backend's TermUrl, then the card's
// state is asked) or in parts on the installment page while the `bnpl`
// feature is on (it returns here, and the card's state is asked); each pay with the attempt's Idempotency-Key and a
// synchronous guard (entities/bank-card/payFlow); a pay call with no answer asks the card's state before Retry. Paid: its status, balance, code, valid until, the recipient's link as text
// and a QR code, and 'share' (navigator.share where the browser has it, else copy).

import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { components } from '@salonbook/sdk';
import { parseId, paths } from '../../config/paths';
import { config as env } from '../../config/env';
import { formatMoney } from '../../lib/numbers';
import { useLanguage } from '../../lib/language';
import { idempotencyHeader } from '../../lib/idempotency';
import { PageError, PageLoading } from '../../ui/PageState';
import { QrCode } from '../../ui/QrCode';
import { SignInGate } from '../../entities/session/SignInGate';
import type { PayMethod } from '../../entities/bank-card/PayForm';
import { PaymentPanel } from '../../entities/bank-card/PaymentPanel';
import { usePayFlow } from '../../entities/bank-card/payFlow';
import { useInstallmentMethod } from '../../entities/bank-card/installment';
import { useFeature } from '../../entities/client-config/config';
import { GiftCardFace, GiftCardFacts } from './GiftCardFace';
import { useGiftCard, usePayGiftCard, useRefreshGiftCard, useSavedCards, type GiftCard, type GiftCardPayment, type SavedCard } from './giftCardsApi';
import './gift-cards.css';
import { giftCardStatusKey } from './giftCardStatus';
import { buttonClass } from '../../ui/Button';
import { ShareButton } from '../../ui/ShareButton';
import { TwoColumn } from '../../ui/TwoColumn';

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
  if (query.isPending) return <PageLoading className="gifts" title={t('card.title')} status={t('card.loading')} />;
  if (query.isError) return <PageError className="gifts" title={t('card.title')} message={t('errors.loadCard')} onRetry={() => void query.refetch()} />;
  const card = query.data;
  return (
    <div className="page gifts">
      <h1 className="page__title">{card.status === 'AWAITING_PAYMENT' ? t('card.payTitle') : t('card.title')}</h1>
      <TwoColumn from="m" sticky>
        <div className="gifts__form">
          {card.status === 'AWAITING_PAYMENT' ? <PayGiftCard card={card} refetch={() => query.refetch()} /> : <Issued card={card} />}
        </div>
        <aside className="gifts__preview">
          <GiftCardFace
            design={card.design}
            amount={card.amount}
            currency={card.currency}
            recipientName={card.recipientName}
            senderName={card.senderName}
            message={card.message}
          />
        </aside>
      </TwoColumn>
    </div>
  );
}

/** The status and what the buyer does with a paid card: the link, its QR code, share. */
function Issued({ card }: { card: GiftCard }) {
  const { t } = useTranslation('gift-cards');
  const { lng } = useLanguage();
  const link = `${window.location.origin}${paths.giftCardLink(card.token)}`;
  return (
    <section className="card gifts__issued" aria-label={t('card.details')}>
      <p className={`gifts__status gifts__status--${giftCardStatusKey(card.status).toLowerCase()}`} role="status">
        {t(`status.${giftCardStatusKey(card.status)}`)}
      </p>
      <GiftCardFacts card={card}>
        {card.recipientPhone && (
          <>
            <dt>{t('card.sentTo')}</dt>
            <dd>{t('card.bySms')}</dd>
          </>
        )}
      </GiftCardFacts>
      <h2 className="gifts__subtitle">{t('card.linkTitle')}</h2>
      <p className="gifts__lead">{t('card.linkLead', { name: card.recipientName })}</p>
      <input className="field__input gifts__link" readOnly value={link} aria-label={t('card.link')} onFocus={(event) => event.currentTarget.select()} />
      <div className="gifts__qr">
        <QrCode value={link} label={t('card.qr')} />
      </div>
      <div className="gifts__actions">
        <ShareButton
          url={link}
          title={t('share.title')}
          text={t('share.text', { amount: formatMoney(card.amount, lng, card.currency) })}
          labels={{ share: t('share.button'), copy: t('share.copy'), copied: t('share.copied') }}
        />
        <Link className={buttonClass('secondary')} to={paths.giftCardLink(card.token)}>
          {t('card.open')}
        </Link>
      </div>
      <Link to={paths.giftCards()}>{t('card.another')}</Link>
    </section>
  );
}

/** Paying the card through the one pay form: a saved card in one tap, a new card (3-D Secure in a frame), or in parts. */
function PayGiftCard({ card, refetch }: { card: GiftCard; refetch: () => Promise<{ data?: GiftCard | undefined }> }) {
  const { t } = useTranslation(['payments', 'gift-cards']);
  const installment = useInstallmentMethod();
  const { lng } = useLanguage();
  const saved = useSavedCards();
  const pay = usePayGiftCard();
  const refresh = useRefreshGiftCard();
  const bnpl = useFeature('bnpl');
  /** Back from the installment page without a plan (its failureUrl). */
  const declined = useSearchParams()[0].get('status') === 'declined';
  const cards: SavedCard[] = [...(saved.data ?? [])].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  const amount = formatMoney(card.amount, lng, card.currency);

  const flow = usePayFlow({
    // This card's page now (it turns into the paid card's), and the lists that show it.
    onPaid: () => {
      void refetch();
      void refresh();
    },
    isPaid: async () => {
      const now = await refetch();
      return !!now.data && now.data.status !== 'AWAITING_PAYMENT';
    },
    refusal: (failure, retry) => {
      if (failure.status === 409 && failure.code === 'INSTALLMENT_UNAVAILABLE') return { text: t('errors.installmentOff') };
      if (failure.status === 409) return 'paid';
      if (failure.status === 404) return { text: t('errors.cardGone') };
      if (failure.status === 422) return { text: failure.fields[0]?.message ?? failure.message };
      return { text: t('errors.server'), retry };
    },
    noAnswer: t('errors.network'),
  });

  const onResult = (result: GiftCardPayment) => {
    if (result.status === 'SUCCEEDED') return flow.paid();
    if (result.status === 'REQUIRES_3DS' && result.threeDs) return flow.challenge(result.threeDs);
    if (result.status === 'REDIRECT' && result.redirectUrl) {
      flow.leave();
      return window.location.assign(result.redirectUrl);
    }
    return { text: result.message ?? t('errors.unknown') };
  };

  const send = (input: unknown, body: components['schemas']['GiftCardPay']) =>
    flow.run(input, (key) => pay.mutateAsync({ params: { path: { giftCardId: card.id }, header: idempotencyHeader(key) }, body }), onResult);

  /** Back here from the installment page: this card's page, which asks the card's state. */
  const back = `${window.location.origin}${paths.giftCard(card.id)}`;
  const methods: PayMethod[] = [
    { kind: 'saved', cards, onPay: (cardId) => void send({ cardId }, { method: 'SAVED_CARD', cardId }) },
    // A new card: the server names the 3-D Secure step's TermUrl (the backend's, which completes the payment).
    { kind: 'new', publicId: env.cloudPaymentsPublicId, onCryptogram: (cryptogram) => send({ cryptogram }, { method: 'NEW_CARD', cryptogram }) },
  ];
  if (bnpl)
    methods.push(
      installment(
        t('installment.leadGift', { part: formatMoney(Math.ceil(card.amount / 4), lng, card.currency) }),
        amount,
        () => void send({ installment: true }, { method: 'INSTALLMENT', returnUrl: `${back}?status=paid`, failureUrl: `${back}?status=declined` }),
      ),
    );

  return (
    <div className="payment">
      <p className="payment__amount">{t('gift-cards:card.toPay', { amount })}</p>
      {/* The backend's TermUrl completes the payment; its return is not trusted: the card's state is asked. */}
      <PaymentPanel
        flow={flow}
        methods={methods}
        amount={amount}
        pending={pay.isPending}
        loading={saved.isPending && saved.fetchStatus !== 'idle'}
        error={declined ? { text: t('errors.installmentDeclined') } : null}
        threeDsFailed={t('errors.threeDs')}
        stepKey={`gift-card-${card.id}`}
      />
    </div>
  );
}
