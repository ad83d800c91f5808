// A chip: a pill-shaped choice. As a choice it is a real radio button or checkbox inside its label (the input
// keeps the focus and the accessible state; the pill is its look); `chipClass` gives a link or a label the look.
import type { InputHTMLAttributes, ReactNode } from 'react';

/** The classes of a chip's look; `selected` is the chosen one's. */
export function chipClass(selected = false, className?: string): string {
  return ['chip', selected && 'chip--on', className].filter(Boolean).join(' ');
}

export interface ChipProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'children'> {
  type?: 'radio' | 'checkbox';
  className?: string;
  children: ReactNode;
}

export function Chip({ type = 'checkbox', checked, className, children, ...input }: ChipProps) {
  return (
    <label className={chipClass(Boolean(checked), className)}>
      <input type={type} className="chip__input" checked={checked} {...input} />
      <span className="chip__label">{children}</span>
    </label>
  );
}
