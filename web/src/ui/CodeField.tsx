// The SMS code: one field (autocomplete="one-time-code", so phones offer the code from the SMS), digits only,
// as long as the server's codeLength.
import { forwardRef, useId } from 'react';
import './fields.css';

export interface CodeFieldProps {
  label: string;
  length: number;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}

export const CodeField = forwardRef<HTMLInputElement, CodeFieldProps>(function CodeField(
  { label, length, value, onChange, error, disabled },
  ref,
) {
  const id = useId();
  return (
    <div className={`field field--code${error ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        className="field__input field__input--code"
        name="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern={`\\d{${length}}`}
        maxLength={length}
        size={length + 2}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, length))}
      />
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
});
