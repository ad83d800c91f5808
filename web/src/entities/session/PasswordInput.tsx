import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_RULES } from './password';
import '../../ui/fields.css';
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
  const id = useId();
  const [visible, setVisible] = useState(false);
  const showRules = autoComplete === 'new-password';
  const describedBy = [error ? `${id}-error` : null, showRules ? `${id}-rules` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="password-input">
        <input
          id={id}
          className="field__input password-input__input"
          name={name}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="password-input__toggle"
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
        >
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
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
