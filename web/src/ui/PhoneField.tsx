// A phone field for numbers of every country: accepts what people paste or type ('8 701 123 45 67',
// '+7 (701) 123-45-67', '7011234567', '+998 90 123 45 67') and shows it formatted for its country as it is typed
// (lib/phone: a number without a country code is +7). The value given to onChange is what is shown.
import type { ChangeEvent } from 'react';
import { formatPhone } from '../lib/phone';
import { TextField } from './Field';

export interface PhoneFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  name?: string;
  required?: boolean;
  /** Shown but not editable (a number a code was sent to). */
  readOnly?: boolean;
}

export function PhoneField({ label, value, onChange, error, hint, name = 'phone', required, readOnly }: PhoneFieldProps) {
  return (
    <TextField
      label={label}
      error={error}
      hint={error ? undefined : hint}
      name={name}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+7 7__ ___ __ __"
      value={formatPhone(value)}
      required={required}
      readOnly={readOnly}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(formatPhone(event.target.value))}
    />
  );
}
