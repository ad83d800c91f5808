import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_RULES } from './password';
import { Field } from '../../ui/Field';
import './PasswordInput.css';

export interface PasswordInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** 'new-password' shows the rules under the field, ticked as they are met. */
  autoComplete: 'current-password' | 'new-password';
  name?: string;
}

/** A password with a show/hide toggle; a new password lists its rules before anything is submitted. */
export function PasswordInput({ label, value, onChange, error, autoComplete, name = 'password' }: PasswordInputProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  const showRules = autoComplete === 'new-password';
  return (
    <Field label={label} error={error}>
      {({ id, 'aria-describedby': describedBy, ...control }) => (
        <>
          <div className="password-input">
            <input
              id={id}
              className="field__input password-input__input"
              name={name}
              type={visible ? 'text' : 'password'}
              autoComplete={autoComplete}
              value={value}
              {...control}
              aria-describedby={[describedBy, showRules ? `${id}-rules` : null].filter(Boolean).join(' ') || undefined}
              onChange={(event) => onChange(event.target.value)}
            />
            <button type="button" className="password-input__toggle" aria-pressed={visible} aria-controls={id} onClick={() => setVisible((v) => !v)}>
              {visible ? t('password.hide') : t('password.show')}
            </button>
          </div>
          {showRules && (
            <ul id={`${id}-rules`} className="password-rules">
              {PASSWORD_RULES.map((rule) => {
                const ok = rule.test(value);
                return (
                  <li key={rule.key} className={ok ? 'password-rules__ok' : undefined}>
                    <span aria-hidden>{ok ? '✓' : '•'}</span> {t(`password.rules.${rule.key}`)}
                    {ok && <span className="visually-hidden"> {t('password.ruleMet')}</span>}
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </Field>
  );
}
