// The SMS code: one field (autocomplete="one-time-code", so phones offer the code from the SMS), digits only,
// as long as the server's codeLength.
import type { Ref } from 'react';
import { TextField } from './Field';

export interface CodeFieldProps {
  label: string;
  length: number;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function CodeField({ label, length, value, onChange, error, disabled, ref }: CodeFieldProps) {
  return (
    <TextField
      ref={ref}
      label={label}
      error={error}
      className="field__input--code"
      name="code"
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern={`\\d{${length}}`}
      maxLength={length}
      size={length + 2}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, length))}
    />
  );
}
