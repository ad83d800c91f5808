// /my/profile: the profile (view and edit), the avatar, the password, the language, sign-out.
import { useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NAME_MAX_LENGTH } from '../../lib/limits';
import type { Language, User } from '@salonbook/sdk';
import { LANGUAGES } from '../../lib/i18n';
import { useLanguage } from '../../lib/language';
import { accountPaths, useLogout } from '../../entities/session';
import { FormFooter } from '../../ui/FormFooter';
import { ImageOr } from '../../ui/ImageOr';
import '../../ui/fields.css';
import { AccountPage, LoadError } from './AccountPage';
import { useProfile, useSaveProfile, useStoreProfile, useUploadAvatar } from './api';
import { AvatarError, resizeAvatar } from './avatar';
import { accountErrors } from './fieldErrors';
import { TextField } from '../../ui/Field';
import { PhoneText } from '../../ui/PhoneText';
import { PasswordChange } from './PasswordChange';
import { Button } from '../../ui/Button';
import { todayInZone } from '../../lib/format';
import { useRevealFirstError } from '../../ui/useRevealFirstError';

export function ProfileScreen() {
  const { t } = useTranslation('account');
  return (
    <AccountPage title={t('profile.title')}>
      <Profile />
    </AccountPage>
  );
}

function Profile() {
  const { t } = useTranslation('account');
  const logout = useLogout();
  const profile = useProfile();
  if (profile.isPending) return <p role="status">{t('common:loading')}</p>;
  if (profile.isError) return <LoadError message={t('errors.load')} retry={() => void profile.refetch()} retryLabel={t('common:error.retry')} />;
  const user = profile.data;
  return (
    <div className="account__sections">
      <ProfileCard id="profile-avatar" title={t('avatar.title')} titleHidden>
        <Avatar user={user} />
      </ProfileCard>
      <ProfileCard id="profile-data" title={t('profile.data')}>
        <ProfileForm user={user} />
      </ProfileCard>
      <ProfileCard id="profile-password" title={t('password.title')}>
        <PasswordChange />
      </ProfileCard>
      <ProfileCard id="profile-language" title={t('language.title')}>
        <LanguageChoice />
      </ProfileCard>
      <section className="account__card account__end">
        <Button variant="secondary" onClick={() => void logout()}>
          {t('logout')}
        </Button>
        <Link to={accountPaths.deleteAccount()} className="account__danger-link">
          {t('deletion.link')}
        </Link>
      </section>
    </div>
  );
}

/** One card of the profile, labelled by its heading (`titleHidden`: for screen readers only). */
function ProfileCard({ id, title, titleHidden = false, children }: { id: string; title: string; titleHidden?: boolean; children: ReactNode }) {
  return (
    <section className="card account__card" aria-labelledby={id}>
      <h2 id={id} className={titleHidden ? 'visually-hidden' : 'account__heading'}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Avatar({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const storeUser = useStoreProfile();
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const upload = useUploadAvatar();
  const busy = progress !== null || upload.isPending;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setMessage(null);
    setProgress(0);
    try {
      const small = await resizeAvatar(file, setProgress);
      setProgress(null);
      const updated = await upload.mutateAsync({ body: { file: small } });
      storeUser(updated);
      setMessage({ text: t('avatar.done'), error: false });
    } catch (error) {
      setProgress(null);
      const text =
        error instanceof AvatarError ? t(`avatar.errors.${error.problem}`) : (accountErrors(error, t).file ?? Object.values(accountErrors(error, t))[0]);
      setMessage({ text: text ?? t('errors.unknown'), error: true });
    }
  };

  const fullName = `${user.name} ${user.surname}`.trim();
  return (
    <div className="avatar">
      <ImageOr
        src={user.avatarUrl}
        alt={t('avatar.alt', { name: fullName })}
        className="avatar__image"
        width={96}
        height={96}
        monogram={user.name.slice(0, 1)}
      />
      <div className="avatar__body">
        <p className="avatar__name">{fullName}</p>
        {user.phone && (
          <p className="avatar__phone">
            <PhoneText phone={user.phone} />
          </p>
        )}
        <div className="avatar__actions">
          <Button variant="secondary" disabled={busy} onClick={() => fileInput.current?.click()}>
            {t('avatar.choose')}
          </Button>
          <Button variant="secondary" className="avatar__camera" disabled={busy} onClick={() => cameraInput.current?.click()}>
            {t('avatar.camera')}
          </Button>
        </div>
        <input ref={fileInput} type="file" accept="image/*" hidden data-testid="avatar-file" onChange={(e) => void onFile(e)} />
        <input ref={cameraInput} type="file" accept="image/*" capture="user" hidden onChange={(e) => void onFile(e)} />
        {progress !== null && (
          <label className="avatar__progress">
            {t('avatar.preparing')}
            <progress max={100} value={progress} />
          </label>
        )}
        {upload.isPending && (
          <p className="avatar__progress" role="status">
            {t('avatar.uploading')}
          </p>
        )}
        {message && (
          <p className={message.error ? 'field__error' : 'account__ok'} role={message.error ? 'alert' : 'status'}>
            {message.text}
          </p>
        )}
      </div>
    </div>
  );
}

const BIRTH_DATE_MIN = '1900-01-01';

function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const storeUser = useStoreProfile();
  const [values, setValues] = useState({ name: user.name, surname: user.surname, email: user.email ?? '', birthDate: user.birthDate ?? '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const { ref: form, reveal } = useRevealFirstError();
  const save = useSaveProfile({
    onSuccess: (updated) => {
      storeUser(updated);
      setSaved(true);
    },
    onError: (error) => (setErrors(accountErrors(error, t)), reveal()),
  });
  const today = todayInZone();
  const set = (key: keyof typeof values) => (event: ChangeEvent<HTMLInputElement>) => {
    setSaved(false);
    setValues((v) => ({ ...v, [key]: event.target.value }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!values.name.trim()) next.name = t('profile.errors.name');
    if (values.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) next.email = t('profile.errors.email');
    // A date the browser's picker would not offer (typed, or an old value): not after today in Aqtau, not before 1900.
    if (values.birthDate && (values.birthDate > today || values.birthDate < BIRTH_DATE_MIN)) next.birthDate = t('profile.errors.birthDate');
    setErrors(next);
    if (Object.keys(next).length) return reveal();
    save.mutate({
      body: { name: values.name.trim(), surname: values.surname.trim(), email: values.email.trim() || null, birthDate: values.birthDate || null },
    });
  };
  return (
    <form ref={form} className="account__form" noValidate onSubmit={submit}>
      <TextField
        label={t('profile.name')}
        name="name"
        autoComplete="given-name"
        maxLength={NAME_MAX_LENGTH}
        value={values.name}
        onChange={set('name')}
        error={errors.name}
      />
      <TextField
        label={t('profile.surname')}
        name="surname"
        autoComplete="family-name"
        maxLength={NAME_MAX_LENGTH}
        value={values.surname}
        onChange={set('surname')}
        error={errors.surname}
      />
      <TextField label={t('profile.email')} name="email" type="email" autoComplete="email" value={values.email} onChange={set('email')} error={errors.email} />
      <TextField
        label={t('profile.birthDate')}
        name="birthDate"
        type="date"
        autoComplete="bday"
        min={BIRTH_DATE_MIN}
        max={today}
        value={values.birthDate}
        onChange={set('birthDate')}
        error={errors.birthDate}
      />
      <FormFooter
        error={errors.form}
        success={saved ? t('profile.saved') : null}
        submitLabel={t('profile.save')}
        pending={save.isPending}
        pendingLabel={t('wait')}
      />
    </form>
  );
}

function LanguageChoice() {
  const { t } = useTranslation('account');
  const { code, setLanguage } = useLanguage();
  return (
    <fieldset className="account__languages">
      <legend className="visually-hidden">{t('language.title')}</legend>
      {LANGUAGES.map((language) => (
        <label key={language.code} className="account__language" lang={language.lng}>
          <input
            type="radio"
            name="language"
            value={language.code}
            checked={code === language.code}
            onChange={() => void setLanguage(language.code as Language)}
          />
          {language.name}
        </label>
      ))}
    </fieldset>
  );
}
