// /business/connect: the landing for salon owners. What Salonbook gives a salon, the tariffs of the visitor's country
// (listTariffs, the current grid; its version is shown), the subscription prices for longer periods
// (listSubscriptionPrices) and the request form (createLandingRequest: name, phone as in booking, city, salon,
// comment), answered with a clear confirmation and the request's number.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, type components } from '@salonbook/sdk';
import { formatMoney } from '../../lib/numbers';
import { useLanguage } from '../../lib/language';
import { phoneE164, phoneProblemKey } from '../../lib/phone';
import { useCity, useCountry } from '../../lib/state';
import { ErrorState } from '../../ui/ErrorState';
import { TextAreaField, TextField } from '../../ui/Field';
import { PhoneField } from '../../ui/PhoneField';
import { DEFAULT_COUNTRY, useCreateLandingRequest, useSubscriptionPrices, useTariffs, type SubscriptionPrice, type Tariff } from './api';
import './business.css';
import { Button, buttonClass } from '../../ui/Button';

type Accepted = components['schemas']['LandingRequestAccepted'];
const BENEFITS = ['online', 'reminders', 'prepayment', 'clients'] as const;

export function BusinessScreen() {
  const { t } = useTranslation('landing');
  const [country] = useCountry();
  const iso = country?.isoCode ?? DEFAULT_COUNTRY;
  return (
    <div className="page business">
      <section className="business__hero card">
        <h1 className="page__title">{t('business.title')}</h1>
        <p className="page__lead">{t('business.lead')}</p>
        <ul className="business__benefits">
          {BENEFITS.map((key) => (
            <li key={key}>
              <strong>{t(`business.benefits.${key}.title`)}</strong>
              <span>{t(`business.benefits.${key}.text`)}</span>
            </li>
          ))}
        </ul>
        <a className={buttonClass('primary')} href="#business-request">
          {t('business.cta')}
        </a>
      </section>
      <Tariffs country={iso} />
      <Prices country={iso} />
      <RequestForm />
    </div>
  );
}

function notFound(error: unknown) {
  return error instanceof ApiError && error.status === 404;
}

function Tariffs({ country }: { country: string }) {
  const { t } = useTranslation('landing');
  const { lng } = useLanguage();
  const query = useTariffs(country);
  return (
    <section className="business__section" aria-labelledby="business-tariffs">
      <h2 id="business-tariffs">{t('business.tariffs.title')}</h2>
      {query.isPending ? (
        <p role="status">{t('business.tariffs.loading')}</p>
      ) : query.isError ? (
        notFound(query.error) ? (
          <p>{t('business.tariffs.none')}</p>
        ) : (
          <ErrorState message={t('business.tariffs.error')} onRetry={() => void query.refetch()} />
        )
      ) : (
        <>
          {query.data[0]?.tariffVersion && <p className="business__version">{t('business.tariffs.version', { version: query.data[0].tariffVersion })}</p>}
          <ul className="business__tariffs">
            {query.data.map((tariff: Tariff) => (
              <li key={tariff.id} className={`card business__tariff${tariff.isPopular ? ' business__tariff--popular' : ''}`} aria-label={tariff.name}>
                {tariff.isPopular && <span className="business__badge">{t('business.tariffs.popular')}</span>}
                <h3>{tariff.name}</h3>
                <p className="business__price">{t(`business.tariffs.per.${tariff.period}`, { price: formatMoney(tariff.price, lng, tariff.currency) })}</p>
                <p>
                  {tariff.mastersLimit === null || tariff.mastersLimit === undefined
                    ? t('business.tariffs.unlimited')
                    : t('business.tariffs.masters', { count: tariff.mastersLimit })}
                </p>
                <ul className="business__features">
                  {tariff.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Prices({ country }: { country: string }) {
  const { t } = useTranslation('landing');
  const { lng } = useLanguage();
  const query = useSubscriptionPrices(country);
  if (query.isError && notFound(query.error)) return null;
  return (
    <section className="business__section" aria-labelledby="business-prices">
      <h2 id="business-prices">{t('business.prices.title')}</h2>
      {query.isPending ? (
        <p role="status">{t('business.prices.loading')}</p>
      ) : query.isError ? (
        <ErrorState message={t('business.prices.error')} onRetry={() => void query.refetch()} />
      ) : (
        <div className="business__table-wrap" role="region" aria-labelledby="business-prices" tabIndex={0}>
          <table className="business__table">
            <thead>
              <tr>
                <th scope="col">{t('business.prices.tariff')}</th>
                <th scope="col">{t('business.prices.period')}</th>
                <th scope="col">{t('business.prices.total')}</th>
                <th scope="col">{t('business.prices.monthly')}</th>
              </tr>
            </thead>
            <tbody>
              {query.data.map((price: SubscriptionPrice) => (
                <tr key={`${price.tariffCode}-${price.months}`}>
                  <td>{price.tariffCode}</td>
                  <td>{t('business.prices.months', { count: price.months })}</td>
                  <td>
                    {formatMoney(price.price, lng, price.currency)}
                    {price.discountPercent ? <span className="business__discount"> −{price.discountPercent}%</span> : null}
                  </td>
                  <td>{price.monthlyPrice !== undefined ? formatMoney(price.monthlyPrice, lng, price.currency) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

type Field = 'name' | 'phone' | 'city' | 'salonName' | 'comment';
const COMMENT_MAX = 1000;

function RequestForm() {
  const { t } = useTranslation('landing');
  const [city] = useCity();
  const ids = useId();
  const create = useCreateLandingRequest();
  const sending = useRef(false);
  const [values, setValues] = useState<Record<Field, string>>({ name: '', phone: '', city: city?.name ?? '', salonName: '', comment: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [accepted, setAccepted] = useState<Accepted | null>(null);

  const set = (key: Field) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const found: Partial<Record<Field, string>> = {};
    if (!values.name.trim()) found.name = t('business.form.errors.name');
    // The salon's contact number: a landline will do.
    const phoneProblem = phoneProblemKey(values.phone, { mobile: false });
    if (phoneProblem) found.phone = t(phoneProblem);
    if (!values.city.trim()) found.city = t('business.form.errors.city');
    if (!values.salonName.trim()) found.salonName = t('business.form.errors.salonName');
    if (values.comment.length > COMMENT_MAX) found.comment = t('business.form.errors.comment', { max: COMMENT_MAX });
    setErrors(found);
    if (Object.keys(found).length) return;
    sending.current = true;
    setFailure(null);
    try {
      const answer = await create.mutateAsync({
        body: {
          name: values.name.trim(),
          phone: phoneE164(values.phone, { mobile: false })!,
          city: values.city.trim(),
          salonName: values.salonName.trim(),
          ...(values.comment.trim() ? { comment: values.comment.trim() } : {}),
        },
      });
      setAccepted(answer);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const field = error.fields[0];
        if (field && (['name', 'phone', 'city', 'salonName', 'comment'] as string[]).includes(field.field))
          setErrors({ [field.field as Field]: field.message });
        else setFailure(field?.message ?? error.message);
      } else setFailure(t('business.form.errors.send'));
    } finally {
      sending.current = false;
    }
  };

  const text = (key: Exclude<Field, 'phone' | 'comment'>, autoComplete: string) => (
    <TextField
      id={`${ids}-${key}`}
      label={t(`business.form.${key}`)}
      error={errors[key]}
      autoComplete={autoComplete}
      maxLength={120}
      value={values[key]}
      onChange={(event) => set(key)(event.target.value)}
    />
  );

  return (
    <section className="business__section card business__request" id="business-request" aria-labelledby="business-form">
      <h2 id="business-form">{t('business.form.title')}</h2>
      {accepted ? (
        <div className="business__accepted" role="status">
          <p className="business__accepted-title">{t('business.form.accepted', { id: accepted.id })}</p>
          <p>{accepted.message ?? t('business.form.callback')}</p>
          <Button
            variant="secondary"
            onClick={() => {
              setAccepted(null);
              setValues((v) => ({ ...v, salonName: '', comment: '' }));
            }}
          >
            {t('business.form.another')}
          </Button>
        </div>
      ) : (
        <form className="business__form" noValidate onSubmit={(event) => void submit(event)}>
          <p className="page__lead">{t('business.form.lead')}</p>
          {text('name', 'name')}
          <PhoneField label={t('business.form.phone')} value={values.phone} onChange={set('phone')} error={errors.phone} required />
          {text('city', 'address-level2')}
          {text('salonName', 'organization')}
          <TextAreaField
            id={`${ids}-comment`}
            label={t('business.form.comment')}
            error={errors.comment}
            rows={3}
            maxLength={COMMENT_MAX}
            value={values.comment}
            onChange={(event) => set('comment')(event.target.value)}
            placeholder={t('business.form.commentHint')}
          />
          {failure && (
            <p className="business__error" role="alert">
              {failure}
            </p>
          )}
          <Button type="submit" variant="primary" disabled={create.isPending}>
            {create.isPending ? t('business.form.sending') : t('business.form.send')}
          </Button>
        </form>
      )}
    </section>
  );
}
