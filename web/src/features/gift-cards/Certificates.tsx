// Certificates of a salon (the salon page's section, linking here, is features/salon/CertificatesSection): the screen
// /salon/:firmId/certificates, where one is bought for oneself or as a present (recipient's name, phone, message):
// paid as a gift card is paid, through the one pay form (entities/bank-card/PayForm + payFlow): a saved card in one
// tap, a new card (the checkout script's cryptogram; the bank's 3-D Secure page in a frame returns to the backend's
// TermUrl, then the purchase is asked), or the hosted payment page, which returns here with the purchase's id. The
// page asks the server (getCertificatePurchase) and never trusts a query's status. Every buy sends the attempt's
// Idempotency-Key and is guarded synchronously (payFlow).
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@salonbook/sdk';
import { parseId, paths } from '../../config/paths';
import { formatDate } from '../../lib/format';
import { formatMoney } from '../../lib/numbers';
import { useLanguage } from '../../lib/language';
import { phoneE164, phoneProblemKey } from '../../lib/phone';
import { useCurrentUser } from '../../lib/state';
import { idempotencyHeader } from '../../lib/idempotency';
import { config as env } from '../../config/env';
import { ErrorState } from '../../ui/ErrorState';
import { ContentLoading } from '../../ui/PageState';
import { TextAreaField, TextField } from '../../ui/Field';
import { ImageOr } from '../../ui/ImageOr';
import { PhoneField } from '../../ui/PhoneField';
import type { PayMethod } from '../../entities/bank-card/PayForm';
import { PaymentPanel } from '../../entities/bank-card/PaymentPanel';
import { ProviderIcon } from '../../entities/bank-card/PaymentIcons';
import { usePayFlow } from '../../entities/bank-card/payFlow';
import { useLoginUrl } from '../../entities/session/SignInGate';
import { useFirm } from '../../entities/firm/queries';
import { useAskPurchase, useBuyCertificate, useCertificatePurchase, useSavedCards, type CertificatePurchase } from './certificatesApi';
import { CertificateWhat, useFirmCertificates, type Certificate } from '../../entities/certificate/certificate';
import './certificates.css';
import { Button, buttonClass } from '../../ui/Button';
import { useRevealFirstError } from '../../ui/useRevealFirstError';
import { TwoColumn } from '../../ui/TwoColumn';

/**
 * /certificates/all: what every salon sells, each leading to its salon's certificates to buy it there; with
 * `purchaseId` (a certificate's 3-D Secure return that reached the top level, via /card-payment) the purchase as the
 * server says it, first.
 */
export function AllCertificatesScreen() {
  const { t } = useTranslation('salon');
  const { lng } = useLanguage();
  const query = useFirmCertificates();
  const purchaseId = parseId(useSearchParams()[0].get('purchaseId') ?? undefined);
  return (
    <div className="page certs">
      <h1 className="page__title">{t('certificates.all.title')}</h1>
      {purchaseId !== null && <HostedPurchase key={purchaseId} purchaseId={purchaseId} certificates={query.data} />}
      <p className="certs__lead">{t('certificates.all.lead')}</p>
      {query.isPending ? (
        <ContentLoading status={t('certificates.all.loading')} />
      ) : query.isError ? (
        <ErrorState message={t('certificates.all.error')} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p>{t('certificates.all.none')}</p>
      ) : (
        <ul className="certs__list" aria-label={t('certificates.all.title')}>
          {query.data.map((c) => (
            <li key={c.id} className="card certs__item">
              <ImageOr className="certs__image" src={c.imageUrl} alt="" fallback={<span className="certs__image certs__image--drawn" aria-hidden />} />
              <div className="certs__body">
                <h2 className="certs__name">{c.name}</h2>
                <p className="certs__what">{t('certificates.all.at', { name: c.firmName ?? t('certificates.all.salonN', { id: c.firmId }) })}</p>
                <CertificateWhat certificate={c} />
                <p className="certs__price">{formatMoney(c.price, lng, c.currency)}</p>
              </div>
              <Link className={buttonClass('primary')} to={paths.certificates(c.firmId, c.id)} aria-label={t('certificates.all.buyOne', { name: c.name })}>
                {t('certificates.all.buy')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** /salon/:firmId/certificates */
export function CertificatesScreen() {
  const firmId = parseId(useParams().firmId);
  if (firmId === null) return <Navigate to={paths.notFound()} replace state={{ status: 404 }} />;
  return <Certificates key={firmId} firmId={firmId} />;
}

function Certificates({ firmId }: { firmId: number }) {
  const { t } = useTranslation('salon');
  const { lng } = useLanguage();
  const [search, setSearch] = useSearchParams();
  const firm = useFirm(firmId);
  const query = useFirmCertificates(firmId);
  const chosenId = Number(search.get('id')) || null;
  // Back from the hosted payment page: the purchase is asked of the server (its `status` query is not trusted).
  const purchaseId = parseId(search.get('purchaseId') ?? undefined);
  const chosen = query.data.find((c) => c.id === chosenId) ?? null;
  // Paid on the provider's page: the outcome above says so, and the form that paid is not offered again.
  const [hostedPaid, setHostedPaid] = useState(false);
  return (
    <div className="page certs">
      <p className="certs__back">
        <Link to={paths.salon(firmId)}>{firm.data?.name ?? t('certificates.salon')}</Link>
      </p>
      <h1 className="page__title">{t('certificates.title')}</h1>
      {purchaseId !== null && <HostedPurchase key={purchaseId} purchaseId={purchaseId} certificates={query.data} onPaid={() => setHostedPaid(true)} />}
      {query.isPending ? (
        <ContentLoading status={t('certificates.loading')} />
      ) : query.isError ? (
        <ErrorState message={t('certificates.error')} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p>{t('certificates.none')}</p>
      ) : (
        <TwoColumn width="l" className="certs__layout">
          <ul className="certs__list" aria-label={t('certificates.title')}>
            {query.data.map((c) => (
              <li key={c.id} className={`card certs__item${c.id === chosenId ? ' certs__item--on' : ''}`}>
                <ImageOr className="certs__image" src={c.imageUrl} alt="" fallback={<span className="certs__image certs__image--drawn" aria-hidden />} />
                <div className="certs__body">
                  <h2 className="certs__name">{c.name}</h2>
                  <CertificateWhat certificate={c} />
                  <p className="certs__price">{formatMoney(c.price, lng, c.currency)}</p>
                </div>
                <Button variant="primary" aria-pressed={c.id === chosenId} onClick={() => setSearch({ id: String(c.id) }, { replace: true })}>
                  {t('certificates.choose')}
                </Button>
              </li>
            ))}
          </ul>
          {chosen && !hostedPaid && <Buy key={chosen.id} certificate={chosen} firmId={firmId} />}
        </TwoColumn>
      )}
    </div>
  );
}

/** The facts of a paid purchase: its code and until when it can be used. */
function PurchaseFacts({ purchase }: { purchase: CertificatePurchase }) {
  const { t } = useTranslation('salon');
  return (
    <dl className="certs__facts">
      {purchase.code && (
        <>
          <dt>{t('certificates.code')}</dt>
          <dd className="certs__code">{purchase.code}</dd>
        </>
      )}
      {purchase.expiresAt && (
        <>
          <dt>{t('certificates.until')}</dt>
          <dd>{formatDate(purchase.expiresAt)}</dd>
        </>
      )}
    </dl>
  );
}

/** A purchase paid on the hosted page, as the server says: paid (its code), still awaiting (asked again), declined. */
function HostedPurchase({ purchaseId, certificates, onPaid }: { purchaseId: number; certificates: Certificate[]; onPaid?: () => void }) {
  const { t } = useTranslation('salon');
  const signedIn = useCurrentUser() !== null;
  const loginUrl = useLoginUrl();
  if (!signedIn)
    return (
      <div className="card certs__outcome" role="status">
        <p>{t('certificates.hosted.signIn')}</p>
        <Link className={buttonClass('primary')} to={loginUrl}>
          {t('certificates.signInButton')}
        </Link>
      </div>
    );
  return <HostedOutcome purchaseId={purchaseId} certificates={certificates} onPaid={onPaid} />;
}

function HostedOutcome({ purchaseId, certificates, onPaid }: { purchaseId: number; certificates: Certificate[]; onPaid?: () => void }) {
  const { t } = useTranslation('salon');
  const purchase = useCertificatePurchase(purchaseId);
  const paid = purchase.data?.status === 'PAID';
  // Before the browser paints: the outcome never shows with the form that paid still under it.
  useLayoutEffect(() => {
    if (paid) onPaid?.();
  }, [paid]); // eslint-disable-line react-hooks/exhaustive-deps
  if (purchase.isPending)
    return (
      <p className="card certs__outcome" role="status">
        {t('certificates.hosted.checking')}
      </p>
    );
  if (purchase.isError) {
    const missing = purchase.error instanceof ApiError && purchase.error.status === 404;
    return (
      <div className="card certs__outcome" role="alert">
        <p>{missing ? t('certificates.hosted.missing') : t('certificates.hosted.error')}</p>
        {!missing && (
          <Button variant="secondary" onClick={() => void purchase.refetch()}>
            {t('common:error.retry')}
          </Button>
        )}
      </div>
    );
  }
  const bought = purchase.data;
  const name = certificates.find((c) => c.id === bought.certificateId)?.name;
  if (bought.status === 'PAID')
    return (
      <div className="card certs__outcome" role="status">
        <p className="certs__ok">{name ? t('certificates.paid', { name }) : t('certificates.hosted.paid')}</p>
        <PurchaseFacts purchase={bought} />
      </div>
    );
  if (bought.status === 'CANCELLED')
    return (
      <p className="certs__error" role="alert">
        {t('certificates.declined')}
      </p>
    );
  return (
    <div className="card certs__outcome" role="status">
      <p>{purchase.gaveUp ? t('certificates.hosted.stillPending') : t('certificates.hosted.pending')}</p>
      {purchase.gaveUp && (
        <Button variant="secondary" onClick={purchase.checkAgain}>
          {t('certificates.hosted.checkAgain')}
        </Button>
      )}
    </div>
  );
}

/** How a certificate is paid: a saved card, a new card's cryptogram, or the hosted page. */
type Payment = { cardId: number } | { cryptogram: string } | { hosted: true };

function Buy({ certificate, firmId }: { certificate: Certificate; firmId: number }) {
  const { t } = useTranslation(['salon', 'payments']);
  const { lng } = useLanguage();
  const ids = useId();
  const signedIn = useCurrentUser() !== null;
  const loginUrl = useLoginUrl();
  const saved = useSavedCards();
  const buy = useBuyCertificate();
  const ask = useAskPurchase();
  const cards = [...(saved.data ?? [])].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  const [asGift, setAsGift] = useState(certificate.product === 'gift');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ name?: string; phone?: string }>({});
  const { ref: panel, reveal } = useRevealFirstError<HTMLElement>();
  const [bought, setBought] = useState<CertificatePurchase | null>(null);
  /** The purchase being paid on the bank's page: asked of the server when the frame returns. */
  const pending = useRef<number | null>(null);
  const price = formatMoney(certificate.price, lng, certificate.currency);

  const flow = usePayFlow({
    onPaid: () => undefined,
    isPaid: async () => {
      if (pending.current === null) return false;
      const now = await ask(pending.current);
      if (now.status === 'PAID') setBought(now);
      return now.status === 'PAID';
    },
    refusal: (failure, retry) => {
      if (failure.status === 404) return { text: t('certificates.errors.gone') };
      if (failure.status === 422) return { text: failure.fields[0]?.message ?? failure.message };
      return { text: t('certificates.errors.buy'), retry };
    },
    noAnswer: t('payments:errors.network'),
  });

  if (!signedIn)
    return (
      <section className="card certs__buy" aria-label={t('certificates.buy')}>
        <h2>{certificate.name}</h2>
        <p>{t('certificates.signIn')}</p>
        <Link className={buttonClass('primary')} to={loginUrl}>
          {t('certificates.signInButton')}
        </Link>
      </section>
    );

  if (bought)
    return (
      <section className="card certs__buy" aria-label={t('certificates.buy')}>
        <p className="certs__ok" role="status">
          {t('certificates.paid', { name: certificate.name })}
        </p>
        <PurchaseFacts purchase={bought} />
        {asGift && phoneE164(phone) && <p>{t('certificates.smsSent')}</p>}
        <Link className={buttonClass('secondary')} to={paths.salon(firmId)}>
          {t('certificates.toSalon')}
        </Link>
      </section>
    );

  /** The recipient's fields checked before any payment starts. */
  const valid = () => {
    const found: typeof errors = {};
    if (asGift && !name.trim()) found.name = t('certificates.errors.name');
    const phoneProblem = asGift && phone.trim() ? phoneProblemKey(phone) : undefined;
    if (phoneProblem) found.phone = t(phoneProblem);
    setErrors(found);
    if (Object.keys(found).length > 0) reveal();
    return Object.keys(found).length === 0;
  };

  const onResult = (purchase: CertificatePurchase) => {
    if (purchase.status === 'PAID') {
      setBought(purchase);
      return flow.paid();
    }
    if (purchase.status === 'AWAITING_PAYMENT' && purchase.threeDs) {
      pending.current = purchase.id;
      return flow.challenge(purchase.threeDs);
    }
    if (purchase.status === 'AWAITING_PAYMENT' && purchase.paymentUrl) {
      flow.leave();
      return window.location.assign(purchase.paymentUrl);
    }
    return { text: t('certificates.declined') };
  };

  const pay = (payment: Payment) => {
    if (!valid()) return;
    const body = {
      certificateId: certificate.id,
      ...(asGift
        ? {
            recipientName: name.trim(),
            ...(phoneE164(phone) ? { recipientPhone: phoneE164(phone)! } : {}),
            ...(message.trim() ? { message: message.trim() } : {}),
          }
        : {}),
      ...('hosted' in payment ? {} : payment),
      returnUrl: `${window.location.origin}${paths.certificates(firmId, certificate.id)}`,
    };
    return flow.run(body, (key) => buy.mutateAsync({ params: { path: { product: certificate.product }, header: idempotencyHeader(key) }, body }), onResult);
  };

  const methods: PayMethod[] = [
    { kind: 'saved', cards, onPay: (cardId) => void pay({ cardId }) },
    { kind: 'new', publicId: env.cloudPaymentsPublicId, onCryptogram: (cryptogram) => pay({ cryptogram }) },
    {
      kind: 'redirect',
      id: 'hosted',
      label: t('certificates.otherCard'),
      icon: <ProviderIcon provider="hosted" />,
      lead: <p>{t('certificates.hostedLead')}</p>,
      button: t('certificates.pay', { price }),
      onGo: () => void pay({ hosted: true }),
    },
  ];

  return (
    <section ref={panel} className="card certs__buy" aria-label={t('certificates.buy')}>
      <h2>{certificate.name}</h2>
      <div className="certs__form">
        {/* While the bank's page is open, what it pays for stays as it is. */}
        <div className="certs__fields" hidden={flow.step !== null}>
          <div className="certs__whom" role="radiogroup" aria-label={t('certificates.whom')}>
            <label>
              <input type="radio" name="whom" checked={!asGift} onChange={() => setAsGift(false)} /> {t('certificates.forMe')}
            </label>
            <label>
              <input type="radio" name="whom" checked={asGift} onChange={() => setAsGift(true)} /> {t('certificates.asGift')}
            </label>
          </div>
          {asGift && (
            <>
              <TextField
                id={`${ids}-name`}
                label={t('certificates.recipientName')}
                error={errors.name}
                maxLength={60}
                value={name}
                onChange={(event) => setName(event.target.value)}
              />
              <PhoneField label={t('certificates.recipientPhone')} name="recipientPhone" value={phone} onChange={setPhone} error={errors.phone} />
              <TextAreaField
                id={`${ids}-message`}
                label={t('certificates.message')}
                hint={t('certificates.count', { length: message.length, max: 300 })}
                rows={2}
                maxLength={300}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
              />
            </>
          )}
          <p className="certs__price">{t('certificates.toPay', { price })}</p>
        </div>
        {/* The backend's TermUrl completes the purchase; its return is not trusted: the purchase is asked. */}
        <PaymentPanel
          flow={flow}
          methods={methods}
          amount={price}
          pending={buy.isPending}
          loading={saved.isPending && saved.fetchStatus !== 'idle'}
          threeDsFailed={t('certificates.declined')}
        />
      </div>
    </section>
  );
}
