// The one place to sign in (/my/login): by password, by SMS, sign-up, password reset. The phone and
// everything else typed survive switching between them and every error; `?returnTo=` brings the user back.
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NAME_MAX_LENGTH } from '../../lib/limits';
import { useIsMutating } from '@tanstack/react-query';
import { formatPhone, phoneE164, phoneProblemKey } from '../../lib/phone';
import { TextField } from '../../ui/Field';
import { PhoneField } from '../../ui/PhoneField';
import { CodeField } from '../../ui/CodeField';
import { FormFooter } from '../../ui/FormFooter';
import { useCurrentUser } from '../../lib/state';
import { accountPaths, parseLoginMode, passwordProblems, safeReturnTo, type LoginMode } from '../../entities/session';
import { PasswordInput } from '../../entities/session/PasswordInput';
import { useResetPassword, useSignIn, useSignInBySms, useSignUp, useValidateCode } from './api';
import { authErrors, toErrorMap, type ErrorMap } from './errors';
import { waitText } from '../../lib/wait';
import { useSignedIn } from './useSignedIn';
import { useSmsCode } from './useSmsCode';
import './auth.css';
import { Button } from '../../ui/Button';
import { useRevealFirstError } from '../../ui/useRevealFirstError';

const TABS: LoginMode[] = ['password', 'sms', 'signup'];

export function LoginScreen() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const mode = parseLoginMode(params.get('mode'));
  const returnTo = safeReturnTo(params.get('returnTo'));
  const user = useCurrentUser();
  const [phone, setPhone] = useState('');
  const [notice, setNotice] = useState('');
  const busy = useIsMutating() > 0;
  // Whether this page has sent a sign-in (or sign-up): its end is useSignedIn's to handle, which goes back to where the
  // user was unless they have gone elsewhere meanwhile (a tap in the header's account menu, whose screen may still be
  // loading while this page shows): then this page must not send them back either.
  const sentHere = useRef(false);
  if (busy) sentHere.current = true;

  // Signed in already (in another tab, say): nothing to do here.
  if (user && !busy && !sentHere.current) return <Navigate to={returnTo} replace />;

  const forms: Record<LoginMode, ReactNode> = {
    password: <PasswordForm phone={phone} setPhone={setPhone} returnTo={returnTo} />,
    sms: <SmsForm phone={phone} setPhone={setPhone} returnTo={returnTo} />,
    signup: <SignUpForm phone={phone} setPhone={setPhone} returnTo={returnTo} />,
    reset: <ResetForm phone={phone} setPhone={setPhone} onDone={() => setNotice(t('reset.done'))} returnTo={returnTo} />,
  };

  return (
    <div className="page auth">
      <h1 className="page__title">{t(`title.${mode}`)}</h1>
      {mode !== 'reset' && (
        <nav className="auth__tabs" aria-label={t('tabs.label')}>
          {TABS.map((tab) => (
            <Link
              key={tab}
              to={accountPaths.login(returnTo, tab)}
              replace
              className={`auth__tab${tab === mode ? ' auth__tab--active' : ''}`}
              aria-current={tab === mode ? 'page' : undefined}
              onClick={() => setNotice('')}
            >
              {t(`tabs.${tab}`)}
            </Link>
          ))}
        </nav>
      )}
      {notice && mode === 'password' && (
        <p className="auth__notice" role="status">
          {notice}
        </p>
      )}
      <div className="card auth__card">{forms[mode]}</div>
      <p className="auth__links">
        {mode === 'reset' ? (
          <Link to={accountPaths.login(returnTo)}>{t('links.backToSignIn')}</Link>
        ) : (
          <Link to={accountPaths.login(returnTo, 'reset')}>{t('links.forgot')}</Link>
        )}
      </p>
    </div>
  );
}

interface FormProps {
  phone: string;
  setPhone: (value: string) => void;
  returnTo: string;
}

/**
 * Checks the phone before anything is sent, saying what is wrong with it: a mobile number valid for its country
 * where an SMS code goes to it; signing in with a password only needs a number of a possible length (an account
 * whose number is newer than the app's phone metadata can still sign in).
 */
function usePhoneCheck(options: { mobile?: boolean } = {}) {
  const { t } = useTranslation('auth');
  return (phone: string): string | undefined => {
    const problem = phoneProblemKey(phone, options);
    return problem && t(problem);
  };
}

function PasswordForm({ phone, setPhone, returnTo }: FormProps) {
  const { t } = useTranslation('auth');
  const signedIn = useSignedIn(returnTo);
  const checkPhone = usePhoneCheck({ mobile: false });
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<ErrorMap>({});
  const { ref: form, reveal } = useRevealFirstError();
  const signIn = useSignIn({
    onSuccess: signedIn,
    onError: (error) => (setErrors(toErrorMap(authErrors(error, t, { limitField: 'password' }))), reveal()),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: ErrorMap = { phone: checkPhone(phone), password: password ? undefined : t('errors.required.password') };
    setErrors(next);
    if (next.phone || next.password) return reveal();
    signIn.mutate({ phone: phoneE164(phone, { mobile: false }) ?? phone, password });
  };
  return (
    <form ref={form} className="auth__form" noValidate onSubmit={submit} aria-label={t('title.password')}>
      <PhoneField label={t('fields.phone')} value={phone} onChange={setPhone} error={errors.phone} required />
      <PasswordInput label={t('fields.password')} value={password} onChange={setPassword} error={errors.password} autoComplete="current-password" />
      <FormFooter error={errors.form} submitLabel={t('actions.signIn')} pending={signIn.isPending} pendingLabel={t('actions.wait')} wide />
    </form>
  );
}

/** The SMS code part of a form: 'get the code', then the code field with the resend countdown. */
function CodeStep({
  sms,
  code,
  setCode,
  error,
  onRequest,
}: {
  sms: ReturnType<typeof useSmsCode>;
  code: string;
  setCode: (value: string) => void;
  error?: string;
  onRequest: () => void;
}) {
  const { t } = useTranslation('auth');
  if (!sms.sentTo) {
    return (
      <Button variant="secondary" className="auth__submit" onClick={onRequest} disabled={sms.request.isPending || !sms.canResend}>
        {sms.request.isPending ? t('actions.wait') : sms.canResend ? t('sms.get') : t('sms.resendIn', { wait: waitText(sms.secondsLeft, t) })}
      </Button>
    );
  }
  return (
    <div className="auth__code">
      <p className="auth__hint" role="status">
        {t('sms.sent', { phone: formatPhone(sms.sentTo) })}
      </p>
      <CodeField label={t('fields.code')} length={sms.codeLength} value={code} onChange={setCode} error={error} />
      <button type="button" className="auth__resend" onClick={onRequest} disabled={!sms.canResend}>
        {sms.canResend ? t('sms.resend') : t('sms.resendIn', { wait: waitText(sms.secondsLeft, t) })}
      </button>
    </div>
  );
}

function useCodeRequest(sms: ReturnType<typeof useSmsCode>, phone: string, setErrors: (update: (e: ErrorMap) => ErrorMap) => void, reveal: () => void) {
  const { t } = useTranslation('auth');
  const checkPhone = usePhoneCheck();
  return () => {
    const phoneError = checkPhone(phone);
    setErrors((e) => ({ ...e, phone: phoneError, code: undefined, form: undefined }));
    if (phoneError) return reveal();
    sms.request.mutate(phoneE164(phone)!, {
      onError: (error) => (setErrors((e) => ({ ...e, ...toErrorMap(authErrors(error, t, { codeField: false, limitField: 'phone' })) })), reveal()),
    });
  };
}

function SmsForm({ phone, setPhone, returnTo }: FormProps) {
  const { t } = useTranslation('auth');
  const signedIn = useSignedIn(returnTo);
  const sms = useSmsCode('SIGN_IN');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<ErrorMap>({});
  const { ref: form, reveal } = useRevealFirstError();
  const requestCode = useCodeRequest(sms, phone, setErrors, reveal);
  const signIn = useSignInBySms({
    onSuccess: signedIn,
    onError: (error) => (setErrors(toErrorMap(authErrors(error, t, { codeField: true }))), reveal()),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sms.sentTo) return requestCode();
    const codeError = code.length === sms.codeLength ? undefined : t('errors.required.code', { length: sms.codeLength });
    setErrors({ code: codeError });
    if (codeError) return reveal();
    signIn.mutate({ phone: phoneE164(phone) ?? phone, smsCode: code });
  };
  return (
    <form ref={form} className="auth__form" noValidate onSubmit={submit} aria-label={t('title.sms')}>
      <PhoneField label={t('fields.phone')} value={phone} onChange={setPhone} error={errors.phone} required />
      <CodeStep sms={sms} code={code} setCode={setCode} error={errors.code} onRequest={requestCode} />
      <FormFooter
        error={errors.form}
        submitLabel={sms.sentTo ? t('actions.signIn') : undefined}
        pending={signIn.isPending}
        pendingLabel={t('actions.wait')}
        wide
      />
    </form>
  );
}

function SignUpForm({ phone, setPhone, returnTo }: FormProps) {
  const { t } = useTranslation('auth');
  const signedIn = useSignedIn(returnTo);
  const sms = useSmsCode('SIGN_UP');
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<ErrorMap>({});
  const { ref: form, reveal } = useRevealFirstError();
  const requestCode = useCodeRequest(sms, phone, setErrors, reveal);
  const signUp = useSignUp({
    onSuccess: signedIn,
    onError: (error) => (setErrors(toErrorMap(authErrors(error, t, { codeField: true }))), reveal()),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sms.sentTo) return requestCode();
    const next: ErrorMap = {
      code: code.length === sms.codeLength ? undefined : t('errors.required.code', { length: sms.codeLength }),
      name: name.trim() ? undefined : t('errors.required.name'),
      password: passwordProblems(password).length ? t('errors.invalid.password') : undefined,
    };
    setErrors(next);
    if (next.code || next.name || next.password) return reveal();
    // The number the code was sent to (the field is locked once it is sent).
    signUp.mutate({ phone: sms.sentTo, smsCode: code, name: name.trim(), password });
  };
  // Another number needs its own code: 'Change number' unlocks the field and the code is to be asked for again.
  const changePhone = () => {
    sms.reset();
    setCode('');
    setErrors({});
  };
  return (
    <form ref={form} className="auth__form" noValidate onSubmit={submit} aria-label={t('title.signup')}>
      <PhoneField label={t('fields.phone')} value={phone} onChange={setPhone} error={errors.phone} required readOnly={sms.sentTo !== null} />
      {sms.sentTo && (
        <button type="button" className="auth__resend" onClick={changePhone}>
          {t('sms.changePhone')}
        </button>
      )}
      <CodeStep sms={sms} code={code} setCode={setCode} error={errors.code} onRequest={requestCode} />
      {sms.sentTo && (
        <>
          <TextField
            id="signup-name"
            label={t('fields.name')}
            error={errors.name}
            name="name"
            autoComplete="given-name"
            maxLength={NAME_MAX_LENGTH}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <PasswordInput label={t('fields.newPassword')} value={password} onChange={setPassword} error={errors.password} autoComplete="new-password" />
        </>
      )}
      <FormFooter
        error={errors.form}
        submitLabel={sms.sentTo ? t('actions.signUp') : undefined}
        pending={signUp.isPending}
        pendingLabel={t('actions.wait')}
        wide
      />
    </form>
  );
}

function ResetForm({ phone, setPhone, returnTo, onDone }: FormProps & { onDone: () => void }) {
  const { t } = useTranslation('auth');
  const sms = useSmsCode('PASSWORD_RESET');
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState(false);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<ErrorMap>({});
  const [, setParams] = useSearchParams();
  const { ref: form, reveal } = useRevealFirstError();
  const requestCode = useCodeRequest(sms, phone, setErrors, reveal);
  const validate = useValidateCode({
    onSuccess: (result) => {
      if (result.valid) return setChecked(true);
      reveal();
      setErrors({
        code:
          result.attemptsLeft === undefined
            ? t('errors.badSmsCode')
            : result.attemptsLeft === 0
              ? t('errors.codeLocked')
              : t('errors.badSmsCodeLeft', { count: result.attemptsLeft }),
      });
    },
    onError: (error) => (setErrors(toErrorMap(authErrors(error, t, { codeField: true }))), reveal()),
  });
  const reset = useResetPassword({
    onSuccess: () => {
      onDone();
      setParams(returnTo === '/' ? {} : { returnTo }, { replace: true });
    },
    onError: (error) => {
      const list = authErrors(error, t, { codeField: true }).map((e) => (e.field === 'password' ? { ...e, field: 'newPassword' as const } : e));
      if (list.some((e) => e.field === 'code')) setChecked(false);
      setErrors(toErrorMap(list));
      reveal();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sms.sentTo) return requestCode();
    if (!checked) {
      const codeError = code.length === sms.codeLength ? undefined : t('errors.required.code', { length: sms.codeLength });
      setErrors({ code: codeError });
      if (codeError) return reveal();
      validate.mutate({ phone: phoneE164(phone) ?? phone, code, purpose: 'PASSWORD_RESET' });
      return;
    }
    const passwordError = passwordProblems(password).length ? t('errors.invalid.password') : undefined;
    setErrors({ newPassword: passwordError });
    if (passwordError) return reveal();
    reset.mutate({ phone: phoneE164(phone) ?? phone, smsCode: code, newPassword: password });
  };
  const busy = validate.isPending || reset.isPending;
  return (
    <form ref={form} className="auth__form" noValidate onSubmit={submit} aria-label={t('title.reset')}>
      <p className="auth__hint">{t('reset.lead')}</p>
      <PhoneField label={t('fields.phone')} value={phone} onChange={setPhone} error={errors.phone} required />
      {!checked && <CodeStep sms={sms} code={code} setCode={setCode} error={errors.code} onRequest={requestCode} />}
      {checked && (
        <PasswordInput
          label={t('fields.newPassword')}
          value={password}
          onChange={setPassword}
          error={errors.newPassword}
          autoComplete="new-password"
          name="newPassword"
        />
      )}
      <FormFooter
        error={errors.form}
        submitLabel={sms.sentTo ? (checked ? t('actions.savePassword') : t('actions.checkCode')) : undefined}
        pending={busy}
        pendingLabel={t('actions.wait')}
        wide
      />
    </form>
  );
}
