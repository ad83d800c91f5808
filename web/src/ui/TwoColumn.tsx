// The two-column page: the main column and a side column (filters, a summary, a live preview). One column on a phone,
// side by side from a breakpoint on. The two children keep their own elements and landmarks; this only places them.
import type { ReactNode } from 'react';

export interface TwoColumnProps {
  /**
   * The main column and the side one, in reading order (see `side`). A side that is empty or not there (`false`, until
   * something is chosen) leaves the main column the whole width.
   */
  children: [ReactNode, ReactNode];
  /** Where the side column stands on a wide screen: `end` (the second child, a summary) or `start` (the first, filters). */
  side?: 'start' | 'end';
  /** The side column's width: `s` 280 px, `m` 360 px, `l` 400 px. */
  width?: 's' | 'm' | 'l';
  /** The breakpoint from which the columns stand side by side: `m` 768 px, `l` 1024 px. */
  from?: 'm' | 'l';
  /** The side column stays in view under the header while the main one scrolls. */
  sticky?: boolean;
  className?: string;
  'aria-hidden'?: boolean;
}

/** The classes of a two-column layout, for a test or a skeleton that must match the page it stands for. */
export function twoColumnClass({ side = 'end', width = 'm', from = 'l', sticky = false, className }: Omit<TwoColumnProps, 'children' | 'aria-hidden'>): string {
  return ['two-column', `two-column--side-${side}`, `two-column--${width}`, `two-column--from-${from}`, sticky && 'two-column--sticky', className]
    .filter(Boolean)
    .join(' ');
}

export function TwoColumn({ children, 'aria-hidden': hidden, ...layout }: TwoColumnProps) {
  return (
    <div className={twoColumnClass(layout)} aria-hidden={hidden}>
      {children}
    </div>
  );
}
