// /salon/reservations/:reservationId/prepayment (signed in) and /salon/reservations/:reservationId/prepayment/:token
// (the link from the booking SMS, no sign-in): the salon, the visit's time (Asia/Aqtau), the amount of the total,
// the deadline (a countdown under a day; after it the time is released: book again), and the methods the server
// lists: a saved card in one tap, a new card (CloudPayments' Checkout script makes the cryptogram), PayBox's page.
// 3-D Secure runs in a frame; its return goes through the backend's TermUrl to /card-payment. Every pay button is
// guarded synchronously and sends the attempt's Idempotency-Key; a pay call with no answer asks the prepayment's
// state before offering Retry.
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiError, type components } from '@salonbook/sdk';
import { parseId, paths } from '../../config/paths';
import { config } from '../../config/env';
import { formatDateTime } from '../../lib/format';
import { formatMoney } from '../../lib/numbers';
import { useLanguage } from '../../lib/language';
import { useCurrentUser } from '../../lib/state';
import { useIdempotentAction } from '../../lib/idempotency';
import { ErrorState } from '../../ui/ErrorState';
import { SavedCardPicker } from '../../entities/bank-card/SavedCardPicker';
import { CardForm } from '../../entities/bank-card/CardForm';
import { useLoginUrl } from '../../entities/session/SignInGate';
import { ThreeDsFrame } from '../../entities/bank-card/ThreeDsFrame';
import {
  idempotencyHeader,
  useFetchPrepayment,
  usePayBox,
  usePayBoxSavingCard,
  usePayCloudPayments,
  usePayWithCard,
  usePrepayment,
  useRefreshAfterPayment,
  type PrepaymentInfo,
  type PrepaymentResult,
} from './api';
import { cardPaymentUrl, failureKey } from './outcome';
import '../../entities/bank-card/pay.css';
import './payments.css';

type Challenge = NonNullable<components['schemas']['ThreeDsChallenge']>;

export function PrepaymentScreen() {
  const params = useParams();
  const [search] = useSearchParams();
  const id = parseId(params.reservationId);
  const token = params.token ?? search.get('token');
  const user = useCurrentUser();
  const loginUrl = useLoginUrl();
  const { t } = useTranslation('payments');
  if (id === null) return <Navigate to={paths.notFound()} replace state={{ status: 404 }} />;
  // Without the SMS link's token the prepayment is the signed-in client's: a visitor signs in first (and comes back).
  if (!token && !user)
    return (
      <div className="page payment">
        <h1 className="page__title">{t('prepayment.title')}</h1>
        <div className="card payment__done">
          <p>{t('prepayment.signIn')}</p>
          <Link className="btn btn--primary" to={loginUrl}>
            {t('prepayment.signInButton')}
          </Link>
        </div>
      </div>
    );
  return <Prepayment key={`${id}:${token ?? ''}`} id={id} token={token} />;
}

function Prepayment({ id, token }: { id: number; token: string | null }) {
  const { t } = useTranslation('payments');
  const query = usePrepayment(id, token);
  if (query.isPending)
    return (
      <div className="page payment" aria-busy="true">
        <h1 className="page__title">{t('prepayment.title')}</h1>
        <p role="status">{t('loading')}</p>
        <span className="skeleton" style={{ height: 200 }} />
      </div>
    );
  if (query.isError)
    return (
      <div className="page payment">
        <h1 className="page__title">{t('prepayment.title')}</h1>
        <ErrorState message={t('errors.load')} onRetry={() => void query.refetch()} />
      </div>
    );
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
  const now = useNow();
  const left = Date.parse(deadline) - now;
  if (left <= 0)
    return (
      <div className="payment__released card" role="alert">
        <p>{t('prepayment.released')}</p>
        {firmId !== undefined && (
          <Link className="btn btn--primary" to={paths.salon(firmId)}>
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
  return <p className="payment__deadline">{t('prepayment.until', { when: formatDateTime(deadline) })}</p>;
}

function PrepaymentPage({ info, token }: { info: PrepaymentInfo; token: string | null }) {
  const { t } = useTranslation('payments');
  const { lng } = useLanguage();
  const navigate = useNavigate();
  const signedIn = useCurrentUser() !== null;
  const refresh = useRefreshAfterPayment();
  const fetchState = useFetchPrepayment();
  const action = useIdempotentAction();
  const payCard = usePayWithCard();
  const payCloud = usePayCloudPayments();
  const payBox = usePayBox();
  const payBoxSaving = usePayBoxSavingCard();
  const cards = signedIn && token === null ? [...info.cards].sort((a, b) => Number(b.isDefault) - Number(a.isDefault)) : [];
  const [cardId, setCardId] = useState<number | null>(cards[0]?.id ?? null);
  const [method, setMethod] = useState<'SAVED_CARD' | 'CLOUD_PAYMENTS' | 'PAY_BOX'>(cards.length && info.methods.includes('SAVED_CARD') ? 'SAVED_CARD' : 'CLOUD_PAYMENTS');
  const [saveCard, setSaveCard] = useState(true);
  const [step, setStep] = useState<Challenge | null>(null);
  const [error, setError] = useState<{ text: string; retry?: () => void } | null>(null);
  const [checking, setChecking] = useState(false);
  /** Paid: no other pay tap starts anything (the page is going to the outcome). */
  const finished = useRef(false);
  const amount = formatMoney(info.amount, lng, info.currency);
  const total = info.totalPrice !== undefined ? formatMoney(info.totalPrice, lng, info.currency) : null;
  const released = info.deadline !== null && info.deadline !== undefined && Date.parse(info.deadline) <= Date.now();
  const path = { reservationId: info.reservationId };
  const query = token ? { token } : {};

  const paid = () => {
    finished.current = true;
    void refresh(info.reservationId);
    navigate(cardPaymentUrl({ reservationId: info.reservationId, status: 'paid', token }));
  };

  /** The answer of a pay call: paid, the bank's page, or why not. */
  const onResult = (result: PrepaymentResult) => {
    if (result.status === 'SUCCEEDED') return paid();
    if (result.status === 'REQUIRES_3DS' && result.threeDs) return setStep(result.threeDs);
    setError({ text: t(`errors.${failureKey(result.reason)}`) });
  };

  /** A pay call that failed: the server's reason, or (no answer) the prepayment's state before Retry. */
  const onFailure = async (failure: unknown, retry: () => void) => {
    if (failure instanceof ApiError) {
      if (failure.status === 409 && failure.code === 'ALREADY_PAID') return paid();
      if (failure.status === 409) return setError({ text: t(`errors.${failure.code === 'DEADLINE_PASSED' ? 'deadline' : 'closed'}`) });
      if (failure.status === 404) return setError({ text: t('errors.cardGone') });
      if (failure.status === 422) return setError({ text: failure.fields[0]?.message ?? failure.message });
      return setError({ text: t('errors.server'), retry });
    }
    setChecking(true);
    try {
      const state = await fetchState(info.reservationId, token);
      if (state.paid) return paid();
      setError({ text: t('errors.network'), retry });
    } catch {
      setError({ text: t('errors.network'), retry });
    } finally {
      setChecking(false);
    }
  };

  const run = (input: unknown, send: (key: string) => Promise<PrepaymentResult>) => {
    const attempt = () => {
      if (finished.current) return;
      setError(null);
      // A failed attempt rejects, so its Retry keeps the attempt's key.
      action.run(input, (key) =>
        send(key).then(onResult, async (failure: unknown) => {
          await onFailure(failure, attempt);
          throw failure;
        }),
      );
    };
    attempt();
  };

  const paySaved = () => {
    if (cardId === null) return;
    run({ cardId }, (key) => payCard.mutateAsync({ params: { path: { ...path, cardId }, header: idempotencyHeader(key) } }));
  };

  const payNew = (cryptogram: string, holder: string | null) =>
    new Promise<void>((done) => {
      const body = { cryptogram, saveCard: signedIn && token === null && saveCard, ...(holder ? { cardHolderName: holder } : {}) };
      run({ cryptogram }, (key) => payCloud.mutateAsync({ params: { path, query, header: idempotencyHeader(key) }, body }).finally(done));
    });

  const payPayBox = () => {
    const origin = window.location.origin;
    const body = {
      returnUrl: `${origin}${cardPaymentUrl({ reservationId: info.reservationId, status: 'paid', token, via: 'paybox' })}`,
      failureUrl: `${origin}${cardPaymentUrl({ reservationId: info.reservationId, status: 'declined', token, via: 'paybox' })}`,
    };
    const saving = signedIn && token === null && saveCard;
    run({ payBox: saving }, (key) => {
      const header = idempotencyHeader(key);
      const call = saving ? payBoxSaving.mutateAsync({ params: { path, header }, body }) : payBox.mutateAsync({ params: { path, query, header }, body });
      return call.then((redirect) => {
        window.location.assign(payBoxUrl(redirect.redirectUrl, lng));
        return new Promise<PrepaymentResult>(() => {}); // the page goes away
      });
    });
  };

  const pending = payCard.isPending || payCloud.isPending || payBox.isPending || payBoxSaving.isPending || checking;

  return (
    <div className="page payment">
      <h1 className="page__title">{t('prepayment.title')}</h1>
      <section className="payment__summary card" aria-label={t('prepayment.summary')}>
        {info.firm && <p className="payment__firm">{info.firm.name}</p>}
        {info.startTime && <p>{t('prepayment.visit', { when: formatDateTime(info.startTime) })}</p>}
        <p className="payment__amount">{total ? t('prepayment.amountOf', { amount, total }) : amount}</p>
      </section>
      {info.paid ? (
        <div className="payment__done card" role="status">
          <p>{t('prepayment.alreadyPaid')}</p>
          {signedIn && (
            <Link className="btn btn--primary" to={paths.reservation(info.reservationId)}>
              {t('outcome.visit')}
            </Link>
          )}
        </div>
      ) : info.deadline && released ? (
        <Deadline deadline={info.deadline} firmId={info.firm?.id} />
      ) : (
        <>
      {step && (
        <section className="card payment__threeds" aria-labelledby="threeds-title">
          <h2 id="threeds-title">{t('threeDs.title', { ns: 'common' })}</h2>
          <ThreeDsFrame
            step={step}
            onReturn={(params) => {
              setStep(null);
              if (params.get('status') === 'paid') paid();
              else setError({ text: t(`errors.${failureKey(params.get('reason'))}`) });
            }}
            onCancel={() => {
              setStep(null);
              setError({ text: t('errors.abandoned') });
            }}
          />
        </section>
      )}
        <div className="payment__choose" hidden={step !== null}>
          {info.deadline && <Deadline deadline={info.deadline} firmId={info.firm?.id} />}
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
          <div className="payment__methods" role="radiogroup" aria-label={t('methods.title')}>
            {cards.length > 0 && info.methods.includes('SAVED_CARD') && (
              <label className="payment__method">
                <input type="radio" name="method" checked={method === 'SAVED_CARD'} onChange={() => setMethod('SAVED_CARD')} /> {t('methods.saved')}
              </label>
            )}
            {info.methods.includes('CLOUD_PAYMENTS') && (
              <label className="payment__method">
                <input type="radio" name="method" checked={method === 'CLOUD_PAYMENTS'} onChange={() => setMethod('CLOUD_PAYMENTS')} /> {t('methods.new')}
              </label>
            )}
            {info.methods.includes('PAY_BOX') && (
              <label className="payment__method">
                <input type="radio" name="method" checked={method === 'PAY_BOX'} onChange={() => setMethod('PAY_BOX')} /> {t('methods.payBox')}
              </label>
            )}
          </div>
          {method === 'SAVED_CARD' && cards.length > 0 && (
            <SavedCardPicker
              cards={cards}
              chosen={cardId}
              onChoose={setCardId}
              onPay={paySaved}
              pending={pending}
              labels={{ title: t('methods.saved'), default: t('methods.default'), pay: pending ? t('wait') : t('pay', { amount }) }}
            />
          )}
          {method === 'CLOUD_PAYMENTS' && (
            <section className="card payment__new" aria-label={t('methods.new')}>
              <CardForm publicId={info.cloudPaymentsPublicId ?? config.cloudPaymentsPublicId} submitLabel={t('pay', { amount })} pending={pending} onCryptogram={(cryptogram, card) => payNew(cryptogram, card.holder)}>
                {signedIn && token === null && (
                  <label className="payment__save">
                    <input type="checkbox" checked={saveCard} onChange={(event) => setSaveCard(event.target.checked)} /> {t('saveCard')}
                  </label>
                )}
              </CardForm>
            </section>
          )}
          {method === 'PAY_BOX' && (
            <section className="card payment__paybox" aria-label={t('methods.payBox')}>
              <p>{t('payBox.lead')}</p>
              {signedIn && token === null && (
                <label className="payment__save">
                  <input type="checkbox" checked={saveCard} onChange={(event) => setSaveCard(event.target.checked)} /> {t('saveCard')}
                </label>
              )}
              <button type="button" className="btn btn--primary payment__pay" disabled={pending} onClick={payPayBox}>
                {pending ? t('wait') : t('payBox.go', { amount })}
              </button>
            </section>
          )}
        </div>
        </>
      )}
    </div>
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
