// A form field as every form writes it (the look of fields.css): the label above, the control, a hint and the
// translated error below. The control gets its id, `aria-invalid` while there is an error and `aria-describedby`
// naming the hint and the error, so a test or a screen reader finds it by its label and hears what is wrong.
//
// `Field` is the frame around any control (a select, an input inside a wrapper, a code field): its child is a
// function that spreads the given props onto the control. `TextField` and `TextAreaField` are the frame around a
// plain input and textarea, with the control's own attributes passed straight through.
import { useId, type ComponentProps, type ReactNode } from 'react';
import './fields.css';

/** What the frame gives its control. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  label: ReactNode;
  /** The translated error, shown under the control (and describing it); the field is invalid while there is one. */
  error?: string | null;
  /** A line under the control that describes it (shown beside an error too; leave it out to hide it). */
  hint?: ReactNode;
  /** A fixed id for the control (the error's is `<id>-error`, the hint's `<id>-hint`); else one of useId. */
  id?: string;
  /** The error is announced at once (role="alert"), for a field whose error comes from the server after a tap. */
  alert?: boolean;
}

export function Field({
  label,
  error,
  hint,
  id: fixedId,
  alert,
  className,
  children,
}: FieldFrameProps & { className?: string; children: (control: FieldControl) => ReactNode }) {
  const ownId = useId();
  const id = fixedId ?? ownId;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', className, error && 'field--error'].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error" role={alert ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}

const controlClass = (className: string | undefined) => (className ? `field__input ${className}` : 'field__input');

/** A labelled text input; every other prop (a ref too) is the input's own (`className` is added to `field__input`). */
export function TextField({ label, error, hint, id, alert, className, ...input }: FieldFrameProps & Omit<ComponentProps<'input'>, 'id'>) {
  return (
    <Field label={label} error={error} hint={hint} id={id} alert={alert}>
      {(control) => <input className={controlClass(className)} {...input} {...control} />}
    </Field>
  );
}

/** A labelled textarea; every other prop is the textarea's own. */
export function TextAreaField({ label, error, hint, id, alert, className, ...textarea }: FieldFrameProps & Omit<ComponentProps<'textarea'>, 'id'>) {
  return (
    <Field label={label} error={error} hint={hint} id={id} alert={alert}>
      {(control) => <textarea className={controlClass(className)} {...textarea} {...control} />}
    </Field>
  );
}
