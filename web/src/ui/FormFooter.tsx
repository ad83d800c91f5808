import type { ReactNode } from 'react';
import './fields.css';
import './FormFooter.css';
import { Button } from './Button';

export interface FormFooterProps {
  /** The form's own error (not a field's): announced at once. */
  error?: string | null;
  /** What a finished submit did ('Changes saved'): announced politely. */
  success?: string | null;
  /** The submit button's text; without it the footer has no button (a step before the form can be sent). */
  submitLabel?: string;
  /** While the request runs: the button is disabled and says `pendingLabel`. */
  pending?: boolean;
  pendingLabel?: string;
  /** Disabled for another reason than a running request. */
  disabled?: boolean;
  /** A destructive submit (delete the account, delete a card). */
  danger?: boolean;
  /** The button across the whole form (sign-in forms). */
  wide?: boolean;
  /** More buttons after the submit (cancel). */
  children?: ReactNode;
}

/** The end of a form: its error, its success line and its submit button (with what else sits beside it). */
export function FormFooter({
  error,
  success,
  submitLabel,
  pending = false,
  pendingLabel,
  disabled = false,
  danger = false,
  wide = false,
  children,
}: FormFooterProps) {
  const classes = [danger && 'form-footer__danger', wide && 'form-footer__wide'].filter(Boolean).join(' ') || undefined;
  const submit = submitLabel !== undefined && (
    <Button type="submit" variant="primary" className={classes} disabled={pending || disabled}>
      {pending && pendingLabel ? pendingLabel : submitLabel}
    </Button>
  );
  return (
    <>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      {success && (
        <p className="form-footer__ok" role="status">
          {success}
        </p>
      )}
      {children ? (
        <div className="form-footer__actions">
          {submit}
          {children}
        </div>
      ) : (
        submit
      )}
    </>
  );
}
