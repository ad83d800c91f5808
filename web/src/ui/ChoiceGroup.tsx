// A radio group of buttons with a roving tab stop (one Tab into the group, arrows move and choose, Home and
// End jump), as WAI-ARIA's radio group pattern: the date strip and the time grid. Disabled items are skipped
// by the arrows but still read out (aria-disabled), so a day "without free time" is heard, not hidden.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface ChoiceItem {
  key: string;
  /** The full name a screen reader says ('вторник, 1 декабря, от 6 000 ₽'). */
  label: string;
  disabled?: boolean;
  content: ReactNode;
}

export interface ChoiceGroupProps {
  label: string;
  items: ChoiceItem[];
  selected: string | null;
  onSelect: (key: string) => void;
  className?: string;
  itemClassName?: string;
  /** Arrow keys of the layout: a strip moves with left/right, a grid with all four. */
  orientation?: 'horizontal' | 'both';
}

export function ChoiceGroup({ label, items, selected, onSelect, className, itemClassName, orientation = 'both' }: ChoiceGroupProps) {
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const enabled = items.filter((item) => !item.disabled);
  const tabStop = enabled.find((item) => item.key === selected)?.key ?? enabled[0]?.key ?? items[0]?.key;

  const move = (from: string, step: number | 'first' | 'last') => {
    const index = enabled.findIndex((item) => item.key === from);
    const next =
      step === 'first' ? enabled[0] : step === 'last' ? enabled[enabled.length - 1] : enabled[Math.max(0, Math.min(enabled.length - 1, index + step))];
    if (!next || next.key === from) return;
    onSelect(next.key);
    const node = refs.current.get(next.key);
    node?.focus();
    node?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, key: string) => {
    const keys: Record<string, number | 'first' | 'last'> = { ArrowRight: 1, ArrowLeft: -1, Home: 'first', End: 'last' };
    if (orientation === 'both') Object.assign(keys, { ArrowDown: 1, ArrowUp: -1 });
    const step = keys[event.key];
    if (step === undefined) return;
    event.preventDefault();
    move(key, step);
  };

  return (
    <div role="radiogroup" aria-label={label} className={className}>
      {items.map((item) => {
        const checked = item.key === selected;
        return (
          <button
            key={item.key}
            ref={(node) => {
              if (node) refs.current.set(item.key, node);
              else refs.current.delete(item.key);
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-disabled={item.disabled || undefined}
            aria-label={item.label}
            tabIndex={item.key === tabStop ? 0 : -1}
            className={[itemClassName, checked ? 'is-selected' : '', item.disabled ? 'is-disabled' : ''].filter(Boolean).join(' ')}
            onClick={() => !item.disabled && onSelect(item.key)}
            onKeyDown={(event) => onKeyDown(event, item.key)}
          >
            {item.content}
          </button>
        );
      })}
    </div>
  );
}
