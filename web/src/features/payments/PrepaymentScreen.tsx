// /salon/reservations/:reservationId/prepayment (signed in) and /salon/reservations/:reservationId/prepayment/:token
// (the link from the booking SMS, no sign-in): the salon, the visit's time (Asia/Aqtau), the amount of the total,
// the deadline (a countdown under a day; after it the time is released: book again), and the methods the server
// lists, through the one pay form (entities/bank-card/PayForm): a saved card in one tap, a new card (CloudPayments'
// Checkout script makes the cryptogram), PayBox's page, a gift card's balance (its code; refusals said next to the
// field), and in parts on the installment page (buy now, pay later: listed only while the `bnpl` feature is on).
// 3-D Secure runs in a frame (the one payment panel, entities/bank-card/PaymentPanel); however it ends, the
// prepayment's state is asked of the server and shown: paid (the outcome page), declined with the bank's reason, or
// still pending with 'Check again'. Every pay button is
// guarded synchronously and sends the attempt's Idempotency-Key; a pay call with no answer asks the prepayment's
// state before offering Retry.
import { useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, type components } from '@salonbook/sdk';
import { parseId, paths } from '../../config/paths';
import { config } from '../../config/env';
import { formatDayMonth, formatTime } from '../../lib/format';
import { formatMoney } from '../../lib/numbers';
import { useLanguage } from '../../lib/language';
import { useCurrentUser } from '../../lib/state';
import { ContentLoading } from '../../ui/PageState';
import { ErrorState } from '../../ui/ErrorState';
import type { PayMethod } from '../../entities/bank-card/PayForm';
import { PaymentPanel } from '../../entities/bank-card/PaymentPanel';
import { ProviderIcon } from '../../entities/bank-card/PaymentIcons';
import { usePayFlow, type PayProblem } from '../../entities/bank-card/payFlow';
import { useInstallmentMethod } from '../../entities/bank-card/installment';
import { useLoginUrl } from '../../entities/session/SignInGate';
import { useFeature } from '../../entities/client-config/config';
import {
  idempotencyHeader,
  useFetchPrepayment,
  usePayBox,
  usePayBoxSavingCard,
  usePayCloudPayments,
  usePayGiftCardBalance,
  usePayInstallment,
  usePayWithCard,
  usePrepayment,
  useRefreshAfterPayment,
  type PrepaymentInfo,
  type PrepaymentMethod,
  type PrepaymentResult,
} from './api';
import { GIFT_CODE_WAIT_SECONDS, GiftCardMethod, giftCardRefusal } from './GiftCardMethod';
import { waitText } from '../../lib/wait';
import { cardPaymentUrl, failureKey } from './outcome';
import '../../entities/bank-card/pay.css';
import './payments.css';
import { buttonClass } from '../../ui/Button';

export function PrepaymentScreen() {
  const params = useParams();
  const [search] = useSearchParams();
  const id = parseId(params.reservationId);
  const token = params.token ?? search.get('token');
  const user = useCurrentUser();
  const loginUrl = useLoginUrl();
  const { t } = useTranslation('payments');
  if (id === null) return <Navigate to={paths.notFound()} replace state={{ status: 404 }} />;
  return (
    <PrepaymentFrame>
      {/* Without the SMS link's token the prepayment is the signed-in client's: a visitor signs in first (and comes back). */}
      {!token && !user ? (
        <div className="card payment__done">
          <p>{t('prepayment.signIn')}</p>
          <Link className={buttonClass('primary')} to={loginUrl}>
            {t('prepayment.signInButton')}
          </Link>
        </div>
      ) : (
        <Prepayment key={`${id}:${token ?? ''}`} id={id} token={token} />
      )}
    </PrepaymentFrame>
  );
}

/** The title and the lead need no data: they stay while the prepayment loads, fails or is shown. */
function PrepaymentFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('payments');
  return (
    <div className="page payment">
      <h1 className="page__title">{t('prepayment.title')}</h1>
      <p className="page__lead">{t('prepayment.lead')}</p>
      {children}
    </div>
  );
}

/** The page until its screen mounts (the server's HTML, and hydration): its title and lead, the prepayment loading. */
export function PrepaymentFallback() {
  const { t } = useTranslation('payments');
  return (
    <PrepaymentFrame>
      <ContentLoading status={t('loading')} />
    </PrepaymentFrame>
  );
}

function Prepayment({ id, token }: { id: number; token: string | null }) {
  const { t } = useTranslation('payments');
  const query = usePrepayment(id, token);
  if (query.isPending) return <ContentLoading status={t('loading')} />;
  if (query.isError) return <ErrorState message={t('errors.load')} onRetry={() => void query.refetch()} />;
  return <PrepaymentPage info={query.data} token={token} />;
}

/** Now, every 30 s (the countdown). */
function useNow(every = 30_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), every);
    return () => clearInterval(timer);
  }, [every]);
  return now;
}

function Deadline({ deadline, firmId }: { deadline: string; firmId: number | undefined }) {
  const { t } = useTranslation('payments');
  const { lng } = useLanguage();
  const now = useNow();
  const left = Date.parse(deadline) - now;
  if (left <= 0)
    return (
      <div className="payment__released card" role="alert">
        <p>{t('prepayment.released')}</p>
        {firmId !== undefined && (
          <Link className={buttonClass('primary')} to={paths.salon(firmId)}>
            {t('prepayment.bookAgain')}
          </Link>
        )}
      </div>
    );
  if (left < 24 * 3600_000) {
    const hours = Math.floor(left / 3600_000);
    const minutes = Math.max(1, Math.ceil((left % 3600_000) / 60_000));
    return (
      <p className="payment__deadline payment__deadline--soon" role="timer">
        {t('prepayment.countdown', { hours, minutes })}
      </p>
    );
  }
  return <p className="payment__deadline">{t('prepayment.until', { day: formatDayMonth(deadline, lng), time: formatTime(deadline) })}</p>;
}

function PrepaymentPage({ info, token }: { info: PrepaymentInfo; token: string | null }) {
  const { t } = useTranslation('payments');
  const installment = useInstallmentMethod();
  const { lng } = useLanguage();
  const navigate = useNavigate();
  const signedIn = useCurrentUser() !== null;
  const refresh = useRefreshAfterPayment();
  const fetchState = useFetchPrepayment();
  const payCard = usePayWithCard();
  const payCloud = usePayCloudPayments();
  const payBox = usePayBox();
  const payBoxSaving = usePayBoxSavingCard();
  const payGiftCard = usePayGiftCardBalance();
  const payInstallment = usePayInstallment();
  const own = signedIn && token === null;
  /** 'Save the card' for the signed-in owner while v2/configs' cardSaving is on. */
  const cardSaving = useFeature('cardSaving');
  const offerSave = own && cardSaving;
  const cards = own ? [...info.cards].sort((a, b) => Number(b.isDefault) - Number(a.isDefault)) : [];
  const [giftError, setGiftError] = useState<string | null>(null);
  const amount = formatMoney(info.amount, lng, info.currency);
  const total = info.totalPrice !== undefined ? formatMoney(info.totalPrice, lng, info.currency) : null;
  const released = info.deadline !== null && info.deadline !== undefined && Date.parse(info.deadline) <= Date.now();
  const path = { reservationId: info.reservationId };
  const query = token ? { token } : {};
  const offers = (method: PrepaymentMethod) => info.methods.includes(method);

  const flow = usePayFlow({
    onPaid: () => {
      void refresh(info.reservationId);
      // In place of the payment page: Back from the outcome leaves what was paid, as the bank's step left no entry.
      navigate(cardPaymentUrl({ reservationId: info.reservationId, status: 'paid', token }), { replace: true });
    },
    isPaid: async () => (await fetchState(info.reservationId, token)).paid,
    refusal: (failure, retry) => {
      if (failure.status === 409 && failure.code === 'ALREADY_PAID') return 'paid';
      // One charge at a time: another one awaits 3-D Secure, so its bank page is shown again to finish that one.
      if (failure.status === 409 && failure.code === 'PAYMENT_IN_PROGRESS') {
        const inProgress = (failure.body as components['schemas']['PrepaymentConflict'] | undefined)?.payment?.threeDs;
        if (inProgress) flow.challenge(inProgress);
        return { text: t('errors.inProgress') };
      }
      if (failure.status === 409)
        return {
          text: t(`errors.${failure.code === 'DEADLINE_PASSED' ? 'deadline' : failure.code === 'INSTALLMENT_UNAVAILABLE' ? 'installmentOff' : 'closed'}`),
        };
      if (failure.status === 404) return { text: t('errors.cardGone') };
      if (failure.status === 422) return { text: failure.fields[0]?.message ?? failure.message };
      return { text: t('errors.server'), retry };
    },
    noAnswer: t('errors.network'),
  });

  /** The answer of a card payment: paid, the bank's page, or why not. */
  const onResult = (result: PrepaymentResult): PayProblem | void => {
    if (result.status === 'SUCCEEDED') return flow.paid();
    if (result.status === 'REQUIRES_3DS' && result.threeDs) return flow.challenge(result.threeDs);
    return { text: t(`errors.${failureKey(result.reason)}`) };
  };

  const paySaved = (cardId: number) =>
    void flow.run({ cardId }, (key) => payCard.mutateAsync({ params: { path: { ...path, cardId }, header: idempotencyHeader(key) } }), onResult);

  const payNew = (cryptogram: string, holder: string | null, saveCard: boolean) => {
    const body = { cryptogram, saveCard: own && saveCard, ...(holder ? { cardHolderName: holder } : {}) };
    return flow.run({ cryptogram }, (key) => payCloud.mutateAsync({ params: { path, query, header: idempotencyHeader(key) }, body }), onResult);
  };

  /** Away to a hosted page (PayBox's, the installment page), which returns to /card-payment. */
  const goTo = (
    via: 'paybox' | 'installment',
    input: unknown,
    send: (key: string, body: { returnUrl: string; failureUrl: string }) => Promise<{ redirectUrl: string }>,
  ) => {
    const origin = window.location.origin;
    const body = {
      returnUrl: `${origin}${cardPaymentUrl({ reservationId: info.reservationId, status: 'paid', token, via })}`,
      failureUrl: `${origin}${cardPaymentUrl({ reservationId: info.reservationId, status: 'declined', token, via })}${via === 'installment' ? '&reason=INSTALLMENT_DECLINED' : ''}`,
    };
    void flow.run(
      input,
      (key) => send(key, body),
      (redirect) => {
        flow.leave();
        window.location.assign(via === 'paybox' ? payBoxUrl(redirect.redirectUrl, lng) : redirect.redirectUrl);
      },
    );
  };

  const payPayBox = (saveCard: boolean) => {
    const saving = own && saveCard;
    goTo('paybox', { payBox: saving }, (key, body) => {
      const header = idempotencyHeader(key);
      return saving ? payBoxSaving.mutateAsync({ params: { path, header }, body }) : payBox.mutateAsync({ params: { path, query, header }, body });
    });
  };

  const payInParts = () =>
    goTo('installment', { installment: true }, (key, body) => payInstallment.mutateAsync({ params: { path, query, header: idempotencyHeader(key) }, body }));

  /** The gift card's balance: its refusals are said next to the code's field. */
  const payWithGiftCard = (code: string) => {
    setGiftError(null);
    return flow.run(
      { giftCard: code },
      async (key) => {
        try {
          return await payGiftCard.mutateAsync({ params: { path, query, header: idempotencyHeader(key) }, body: { code } });
        } catch (failure) {
          const reason = failure instanceof ApiError ? giftCardRefusal(failure.code) : null;
          if (!reason) throw failure;
          // Too many wrong codes: when to try again, as the server's Retry-After says (15 minutes at most).
          const wait = failure instanceof ApiError && failure.status === 429 ? waitText(failure.retryAfter ?? GIFT_CODE_WAIT_SECONDS, t) : undefined;
          setGiftError(t(`giftCard.errors.${reason}`, { wait }));
          return null;
        }
      },
      (result) => {
        if (result) flow.paid();
      },
    );
  };

  const pending = payCard.isPending || payCloud.isPending || payBox.isPending || payBoxSaving.isPending || payGiftCard.isPending || payInstallment.isPending;

  const methods: PayMethod[] = [];
  if (offers('SAVED_CARD')) methods.push({ kind: 'saved', cards, onPay: paySaved });
  if (offers('CLOUD_PAYMENTS'))
    methods.push({
      kind: 'new',
      publicId: info.cloudPaymentsPublicId ?? config.cloudPaymentsPublicId,
      offerSave,
      onCryptogram: (cryptogram, card) => payNew(cryptogram, card.holder, card.saveCard),
    });
  if (offers('PAY_BOX'))
    methods.push({
      kind: 'redirect',
      id: 'paybox',
      label: t('methods.payBox'),
      icon: <ProviderIcon provider="paybox" />,
      lead: <p>{t('payBox.lead')}</p>,
      button: t('payBox.go', { amount }),
      offerSave,
      onGo: payPayBox,
    });
  if (offers('GIFT_CARD'))
    methods.push({
      kind: 'custom',
      id: 'gift-card',
      label: t('methods.giftCard'),
      icon: <ProviderIcon provider="gift-card" />,
      content: <GiftCardMethod amount={amount} pending={pending || flow.busy} error={giftError} onPay={payWithGiftCard} onEdit={() => setGiftError(null)} />,
    });
  if (offers('INSTALLMENT'))
    methods.push(installment(t('installment.lead', { part: formatMoney(Math.ceil(info.amount / 4), lng, info.currency) }), amount, payInParts));

  return (
    <>
      <section className="payment__summary card" aria-label={t('prepayment.summary')}>
        {info.firm && <p className="payment__firm">{info.firm.name}</p>}
        {info.startTime && <p>{t('prepayment.visit', { day: formatDayMonth(info.startTime, lng), time: formatTime(info.startTime) })}</p>}
        <p className="payment__amount">{total ? t('prepayment.amountOf', { amount, total }) : amount}</p>
      </section>
      {info.paid ? (
        <div className="payment__done card" role="status">
          <p>{t('prepayment.alreadyPaid')}</p>
          {signedIn && (
            <Link className={buttonClass('primary')} to={paths.reservation(info.reservationId)}>
              {t('outcome.visit')}
            </Link>
          )}
        </div>
      ) : info.deadline && released ? (
        <Deadline deadline={info.deadline} firmId={info.firm?.id} />
      ) : (
        <PaymentPanel
          flow={flow}
          methods={methods}
          amount={amount}
          pending={pending}
          threeDsFailed={t('errors.threeDs')}
          stepKey={`prepayment-${info.reservationId}`}
        >
          {info.deadline && <Deadline deadline={info.deadline} firmId={info.firm?.id} />}
        </PaymentPanel>
      )}
    </>
  );
}

/** PayBox's page in the client's language (its `pg_language`: ru, kz, en). */
export function payBoxUrl(redirectUrl: string, lng: string): string {
  try {
    const url = new URL(redirectUrl);
    url.searchParams.set('pg_language', lng === 'kk' ? 'kz' : lng === 'en' ? 'en' : 'ru');
    return url.toString();
  } catch {
    return redirectUrl;
  }
}
