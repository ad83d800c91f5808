import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from './api';
import { accountErrors } from './fieldErrors';
import { passwordProblems } from '../../entities/session';
import { PasswordInput } from '../../entities/session/PasswordInput';
import { FormFooter } from '../../ui/FormFooter';

/** Changing the password: the old one, the new one with its rules shown. */
export function PasswordChange() {
  const { t } = useTranslation('account');
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const change = useChangePassword({
    onSuccess: () => {
      setDone(true);
      setOld('');
      setNew('');
    },
    onError: (error) => setErrors(accountErrors(error, t)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const next: Record<string, string> = {};
    if (!oldPassword) next.oldPassword = t('password.errors.old');
    if (passwordProblems(newPassword).length) next.newPassword = t('password.errors.rules');
    setErrors(next);
    if (!Object.keys(next).length) change.mutate({ body: { oldPassword, newPassword } });
  };
  return (
    <form className="account__form" noValidate onSubmit={submit}>
      <PasswordInput
        label={t('password.old')}
        name="oldPassword"
        value={oldPassword}
        onChange={setOld}
        error={errors.oldPassword}
        autoComplete="current-password"
      />
      <PasswordInput
        label={t('password.new')}
        name="newPassword"
        value={newPassword}
        onChange={setNew}
        error={errors.newPassword}
        autoComplete="new-password"
      />
      <FormFooter
        error={errors.form}
        success={done ? t('password.done') : null}
        submitLabel={t('password.save')}
        pending={change.isPending}
        pendingLabel={t('wait')}
      />
    </form>
  );
}
