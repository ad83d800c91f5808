// A phone field for Kazakh numbers: accepts what people paste ('8 701 123 45 67', '+7 (701) 123-45-67',
// '7011234567') and shows it as +7 7xx xxx xx xx. The value given to onChange is what is shown.
import { useId, type ChangeEvent } from 'react';
import { formatPhone } from '../lib/phone';
import './fields.css';

export interface PhoneFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  name?: string;
  required?: boolean;
}

export function PhoneField({ label, value, onChange, error, hint, name = 'phone', required }: PhoneFieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        name={name}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+7 7__ ___ __ __"
        value={formatPhone(value)}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(formatPhone(event.target.value))}
      />
      {hint && !error && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
