// /delete-account: what deletion means, a confirmation, requests/account-deletion, then sign-out and a
// screen that says what happens next. Signed in, the account's password confirms it (a session alone never deletes
// an account); a visitor who is not signed in signs in, or proves the phone with an SMS code (requestSms, purpose
// ACCOUNT_DELETION): the phone alone never asks for a deletion. Once asked, every session of the account ends.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/state';
import { useLoginUrl } from '../../entities/session';
import { FormFooter } from '../../ui/FormFooter';
import { TextAreaField, TextField } from '../../ui/Field';
import { PhoneField } from '../../ui/PhoneField';
import { PasswordInput } from '../../entities/session/PasswordInput';
import { phoneE164, phoneProblemKey } from '../../lib/phone';
import { useDeletionProfile, useDeletionSms, useRequestDeletion } from './api';
import { accountErrors } from './fieldErrors';
import './account.css';
import { buttonClass } from '../../ui/Button';

export const DELETION_REQUESTED = 'requested';

export function DeleteAccountScreen() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const user = useCurrentUser();
  const loginUrl = useLoginUrl();
  if (params.get('state') === DELETION_REQUESTED) {
    return (
      <div className="page account">
        <h1 className="page__title">{t('deletion.doneTitle')}</h1>
        <div className="card account__card" role="status">
          <p>{t('deletion.doneText')}</p>
          <p>{t('deletion.doneNext')}</p>
        </div>
        <Link to="/" className={buttonClass('primary')}>
          {t('deletion.home')}
        </Link>
      </div>
    );
  }
  return (
    <div className="page account">
      <h1 className="page__title">{t('title')}</h1>
      <p className="page__lead">{t('lead')}</p>
      <div className="card account__card">
        <h2 className="account__heading">{t('deletion.whatTitle')}</h2>
        <ul className="account__bullets">
          <li>{t('deletion.what1')}</li>
          <li>{t('deletion.what2')}</li>
          <li>{t('deletion.what3')}</li>
        </ul>
      </div>
      {user ? (
        <DeletionForm phone={user.phone ?? ''} />
      ) : (
        <>
          <div className="card account__card">
            <p>{t('deletion.signIn')}</p>
            <Link to={loginUrl} className={buttonClass('primary')}>
              {t('deletion.signInAction')}
            </Link>
          </div>
          <SmsDeletionForm />
        </>
      )}
    </div>
  );
}

function DeletionForm({ phone: storedPhone }: { phone: string }) {
  const { t } = useTranslation('account');
  // The stored user may lack the phone (a session stored by an older client): the profile has it.
  const profile = useDeletionProfile(!storedPhone);
  const phone = storedPhone || profile.data?.phone || '';
  const navigate = useNavigate();
  const [reason, setReason] = useState('');
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState('');
  const [passwordError, setPasswordError] = useState('');
  // Signed out once the deletion is asked for, then the screen that says what happens next.
  const request = useRequestDeletion({
    onSuccess: () => navigate(`/delete-account?state=${DELETION_REQUESTED}`, { replace: true }),
    onError: (e) => {
      const { password: wrong, ...rest } = accountErrors(e, t);
      if (wrong) return setPasswordError(t('deletion.wrongPassword'));
      setError(Object.values(rest)[0] ?? t('errors.unknown'));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPasswordError('');
    if (!confirmed) return setError(t('deletion.confirmFirst'));
    setError('');
    if (!password) return setPasswordError(t('deletion.passwordRequired'));
    if (!phone) return setError(t('errors.load'));
    request.mutate({ body: { phone, password, ...(reason.trim() ? { reason: reason.trim() } : {}) } });
  };
  return (
    <form className="card account__card account__form" noValidate onSubmit={submit}>
      <TextAreaField id="deletion-reason" label={t('deletion.reason')} rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      <PasswordInput
        label={t('deletion.password')}
        name="deletionPassword"
        value={password}
        onChange={setPassword}
        error={passwordError || undefined}
        autoComplete="current-password"
      />
      <label className="account__check">
        <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
        {t('deletion.confirm')}
      </label>
      <FormFooter error={error} submitLabel={t('deletion.submit')} pending={request.isPending} pendingLabel={t('wait')} danger />
    </form>
  );
}

/** Not signed in: the phone, the code sent to it, then the same confirmation. */
function SmsDeletionForm() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [reason, setReason] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const sms = useDeletionSms();
  const request = useRequestDeletion({
    onSuccess: () => navigate(`/delete-account?state=${DELETION_REQUESTED}`, { replace: true }),
    onError: (e) => setErrors(accountErrors(e, t)),
  });
  const e164 = phoneE164(phone) ?? phone;
  const sendCode = () => {
    const problem = phoneProblemKey(phone);
    if (problem) return setErrors({ phone: t(problem) });
    setErrors({});
    sms.mutate(e164, { onError: (e) => setErrors(accountErrors(e, t)) });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sms.isSuccess) return sendCode();
    if (!/^\d{4,6}$/.test(code)) return setErrors({ smsCode: t('deletion.codeRequired') });
    if (!confirmed) return setErrors({ form: t('deletion.confirmFirst') });
    setErrors({});
    request.mutate({ body: { phone: e164, smsCode: code, ...(reason.trim() ? { reason: reason.trim() } : {}) } });
  };
  return (
    <form className="card account__card account__form" noValidate onSubmit={submit} aria-labelledby="deletion-sms-title">
      <h2 id="deletion-sms-title" className="account__heading">
        {t('deletion.smsTitle')}
      </h2>
      <PhoneField label={t('deletion.phone')} value={phone} onChange={setPhone} error={errors.phone} required />
      {sms.isSuccess ? (
        <>
          <p role="status">{t('deletion.codeSent')}</p>
          <TextField
            id="deletion-code"
            label={t('deletion.code')}
            error={errors.smsCode}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          />
          <TextAreaField
            id="deletion-sms-reason"
            label={t('deletion.reason')}
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <label className="account__check">
            <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
            {t('deletion.confirm')}
          </label>
          <FormFooter error={errors.form} submitLabel={t('deletion.submit')} pending={request.isPending} pendingLabel={t('wait')} danger />
        </>
      ) : (
        <FormFooter error={errors.form} submitLabel={t('deletion.sendCode')} pending={sms.isPending} pendingLabel={t('wait')} />
      )}
    </form>
  );
}
