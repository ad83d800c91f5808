// Certificates of a salon: a section on the salon page (what is on sale, linking to the screen) and the screen
// /salon/:firmId/certificates, where one is bought for oneself or as a present (recipient's name, phone, message):
// with a saved card in one tap (paid at once, its code shown), or on the hosted payment page, which returns here
// with the purchase's id: the page then asks the server (getCertificatePurchase) and never trusts the query's status.
// Every buy sends the attempt's Idempotency-Key and is guarded synchronously.
import { useId, useState, type FormEvent } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@salonbook/sdk';
import { parseId, paths } from '../../config/paths';
import { formatDate } from '../../lib/format';
import { formatMoney } from '../../lib/numbers';
import { useLanguage } from '../../lib/language';
import { phoneE164 } from '../../lib/phone';
import { useCurrentUser } from '../../lib/state';
import { idempotencyHeader, useIdempotentAction } from '../../lib/idempotency';
import { ErrorState } from '../../ui/ErrorState';
import { ImageOr } from '../../ui/ImageOr';
import { PhoneField } from '../../ui/PhoneField';
import { Section, SectionError } from '../../ui/Section';
import { BankIcon } from '../../entities/bank-card';
import { useLoginUrl } from '../../entities/session/SignInGate';
import { useFirm } from './api';
import { useBuyCertificate, useCertificatePurchase, useCertificates, useSavedCards, type Certificate, type CertificatePurchase } from './certificatesApi';
import './certificates.css';

/** Both kinds on sale at a salon (gift certificates first), loading and failing as one. */
function useFirmCertificates(firmId: number) {
  const gift = useCertificates('gift', firmId);
  const subscription = useCertificates('subscription', firmId);
  return {
    isPending: gift.isPending || subscription.isPending,
    isError: gift.isError || subscription.isError,
    data: [...(gift.data ?? []), ...(subscription.data ?? [])],
    refetch: () => Promise.all([gift.refetch(), subscription.refetch()]),
  };
}

function What({ certificate }: { certificate: Certificate }) {
  const { t } = useTranslation('salon');
  const { lng } = useLanguage();
  return (
    <p className="certs__what">
      {certificate.product === 'gift' && certificate.nominal
        ? t('certificates.nominal', { amount: formatMoney(certificate.nominal, lng, certificate.currency) })
        : certificate.visits
          ? t('certificates.visits', { count: certificate.visits })
          : null}{' '}
      {t('certificates.validity', { count: certificate.validityDays })}
    </p>
  );
}

/** The salon page's section: what is on sale (nothing shown when nothing is). */
export function CertificatesSection({ firmId }: { firmId: number }) {
  const { t } = useTranslation('salon');
  const { lng } = useLanguage();
  const query = useFirmCertificates(firmId);
  if (!query.isPending && !query.isError && query.data.length === 0) return null;
  return (
    <Section id="certificates" title={t('certificates.title')}>
      {query.isPending ? (
        <span className="skeleton" style={{ height: 88, display: 'block' }} aria-hidden />
      ) : query.isError ? (
        <SectionError onRetry={() => void query.refetch()} />
      ) : (
        <ul className="certs__list">
          {query.data.map((c) => (
            <li key={c.id} className="card certs__item">
              <div>
                <h3 className="certs__name">{c.name}</h3>
                <What certificate={c} />
              </div>
              <Link className="btn btn--secondary" to={paths.certificates(firmId, c.id)} aria-label={t('certificates.buyOne', { name: c.name })}>
                {formatMoney(c.price, lng, c.currency)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Section>
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
  return (
    <div className="page certs">
      <p className="certs__back">
        <Link to={paths.salon(firmId)}>{firm.data?.name ?? t('certificates.salon')}</Link>
      </p>
      <h1 className="page__title">{t('certificates.title')}</h1>
      {purchaseId !== null && <HostedPurchase key={purchaseId} purchaseId={purchaseId} certificates={query.data} />}
      {query.isPending ? (
        <div aria-busy="true">
          <p role="status">{t('certificates.loading')}</p>
          <span className="skeleton" style={{ height: 160, display: 'block' }} />
        </div>
      ) : query.isError ? (
        <ErrorState message={t('certificates.error')} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p>{t('certificates.none')}</p>
      ) : (
        <div className="certs__layout">
          <ul className="certs__list" aria-label={t('certificates.title')}>
            {query.data.map((c) => (
              <li key={c.id} className={`card certs__item${c.id === chosenId ? ' certs__item--on' : ''}`}>
                <ImageOr className="certs__image" src={c.imageUrl} alt="" fallback={<span className="certs__image certs__image--drawn" aria-hidden />} />
                <div className="certs__body">
                  <h2 className="certs__name">{c.name}</h2>
                  <What certificate={c} />
                  <p className="certs__price">{formatMoney(c.price, lng, c.currency)}</p>
                </div>
                <button type="button" className="btn btn--primary" aria-pressed={c.id === chosenId} onClick={() => setSearch({ id: String(c.id) }, { replace: true })}>
                  {t('certificates.choose')}
                </button>
              </li>
            ))}
          </ul>
          {chosen && <Buy key={chosen.id} certificate={chosen} firmId={firmId} />}
        </div>
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
function HostedPurchase({ purchaseId, certificates }: { purchaseId: number; certificates: Certificate[] }) {
  const { t } = useTranslation('salon');
  const signedIn = useCurrentUser() !== null;
  const loginUrl = useLoginUrl();
  if (!signedIn)
    return (
      <div className="card certs__outcome" role="status">
        <p>{t('certificates.hosted.signIn')}</p>
        <Link className="btn btn--primary" to={loginUrl}>
          {t('certificates.signInButton')}
        </Link>
      </div>
    );
  return <HostedOutcome purchaseId={purchaseId} certificates={certificates} />;
}

function HostedOutcome({ purchaseId, certificates }: { purchaseId: number; certificates: Certificate[] }) {
  const { t } = useTranslation('salon');
  const purchase = useCertificatePurchase(purchaseId);
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
          <button type="button" className="btn btn--secondary" onClick={() => void purchase.refetch()}>
            {t('common:error.retry')}
          </button>
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
        <button type="button" className="btn btn--secondary" onClick={purchase.checkAgain}>
          {t('certificates.hosted.checkAgain')}
        </button>
      )}
    </div>
  );
}

function Buy({ certificate, firmId }: { certificate: Certificate; firmId: number }) {
  const { t } = useTranslation('salon');
  const { lng } = useLanguage();
  const ids = useId();
  const signedIn = useCurrentUser() !== null;
  const loginUrl = useLoginUrl();
  const saved = useSavedCards();
  const buy = useBuyCertificate();
  const action = useIdempotentAction();
  const cards = [...(saved.data ?? [])].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  const [asGift, setAsGift] = useState(certificate.product === 'gift');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [message, setMessage] = useState('');
  const [cardChoice, setCardChoice] = useState<number | 'hosted' | null>(null);
  const [errors, setErrors] = useState<{ name?: string; phone?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [bought, setBought] = useState<CertificatePurchase | null>(null);
  const price = formatMoney(certificate.price, lng, certificate.currency);
  const pay = cardChoice ?? cards[0]?.id ?? 'hosted';

  if (!signedIn)
    return (
      <section className="card certs__buy" aria-label={t('certificates.buy')}>
        <h2>{certificate.name}</h2>
        <p>{t('certificates.signIn')}</p>
        <Link className="btn btn--primary" to={loginUrl}>
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
        <Link className="btn btn--secondary" to={paths.salon(firmId)}>
          {t('certificates.toSalon')}
        </Link>
      </section>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (asGift && !name.trim()) found.name = t('certificates.errors.name');
    if (asGift && phone.trim() && !phoneE164(phone)) found.phone = t('certificates.errors.phone');
    setErrors(found);
    if (Object.keys(found).length) return;
    const body = {
      certificateId: certificate.id,
      ...(asGift ? { recipientName: name.trim(), ...(phoneE164(phone) ? { recipientPhone: phoneE164(phone)! } : {}), ...(message.trim() ? { message: message.trim() } : {}) } : {}),
      ...(pay === 'hosted' ? {} : { cardId: pay }),
      returnUrl: `${window.location.origin}${paths.certificates(firmId, certificate.id)}`,
    };
    setFailure(null);
    action.run(body, (key) =>
      buy.mutateAsync({ params: { path: { product: certificate.product }, header: idempotencyHeader(key) }, body }).then(
        (purchase) => {
          if (purchase.status === 'AWAITING_PAYMENT' && purchase.paymentUrl) {
            window.location.assign(purchase.paymentUrl);
            return;
          }
          setBought(purchase);
        },
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 422) setFailure(error.fields[0]?.message ?? error.message);
          else if (error instanceof ApiError && error.status === 404) setFailure(t('certificates.errors.gone'));
          else setFailure(t('certificates.errors.buy'));
          throw error;
        },
      ),
    );
  };

  return (
    <section className="card certs__buy" aria-label={t('certificates.buy')}>
      <h2>{certificate.name}</h2>
      <form className="certs__form" noValidate onSubmit={submit}>
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
            <div className={`field${errors.name ? ' field--error' : ''}`}>
              <label className="field__label" htmlFor={`${ids}-name`}>
                {t('certificates.recipientName')}
              </label>
              <input id={`${ids}-name`} className="field__input" maxLength={60} value={name} onChange={(event) => setName(event.target.value)} aria-invalid={errors.name ? true : undefined} />
              {errors.name && <p className="field__error">{errors.name}</p>}
            </div>
            <PhoneField label={t('certificates.recipientPhone')} name="recipientPhone" value={phone} onChange={setPhone} error={errors.phone} />
            <div className="field">
              <label className="field__label" htmlFor={`${ids}-message`}>
                {t('certificates.message')}
              </label>
              <textarea id={`${ids}-message`} className="field__input" rows={2} maxLength={300} value={message} onChange={(event) => setMessage(event.target.value)} />
              <p className="field__hint">{t('certificates.count', { length: message.length, max: 300 })}</p>
            </div>
          </>
        )}
        <fieldset className="certs__pay">
          <legend className="field__label">{t('certificates.payWith')}</legend>
          {saved.isPending && saved.fetchStatus !== 'idle' && <p role="status">{t('common:loading')}</p>}
          {cards.map((c) => (
            <label key={c.id} className="certs__card" data-testid={`cert-card-${c.id}`}>
              <input type="radio" name="pay" checked={pay === c.id} onChange={() => setCardChoice(c.id)} />
              <BankIcon card={c} iconUrl={c.iconUrl} size={28} />
              <span>{c.maskedNumber}</span>
            </label>
          ))}
          <label className="certs__card">
            <input type="radio" name="pay" checked={pay === 'hosted'} onChange={() => setCardChoice('hosted')} /> {t('certificates.otherCard')}
          </label>
        </fieldset>
        {failure && (
          <p className="certs__error" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="btn btn--primary" disabled={buy.isPending}>
          {buy.isPending ? t('certificates.wait') : t('certificates.pay', { price })}
        </button>
      </form>
    </section>
  );
}
