// The app's button: one look per variant and size over the design tokens (styles/global.css, `.btn`).
// A link that should look like a button takes `buttonClass(…)` on its own <Link> or <a>.
import type { ButtonHTMLAttributes, Ref } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link' | 'danger';
export type ButtonSize = 's' | 'm' | 'l';

/** The classes of a button's look, for a link or anything else that should look like one. */
export function buttonClass(variant: ButtonVariant = 'primary', className?: string, size: ButtonSize = 'm', block = false): string {
  return ['btn', `btn--${variant}`, size !== 'm' && `btn--${size}`, block && 'btn--block', className].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Busy with what it started: not pressable, `aria-busy`, a spinner beside the label (the name stays the same). */
  loading?: boolean;
  /** The whole width of its column. */
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'm',
  loading = false,
  block = false,
  className,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button type={type} className={buttonClass(variant, className, size, block)} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading && <span className="btn__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
