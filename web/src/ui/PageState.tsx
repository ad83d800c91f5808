// A page that has no data to show yet, or could not get it: the page's own title stays, and under it what stands in
// for the content (a status line and the content's place while it loads; the error with Retry after a failure).
import type { ReactNode } from 'react';
import { ErrorState } from './ErrorState';

export interface PageStateProps {
  title: ReactNode;
  /** The page's own class beside `page` (its styles). */
  className?: string;
}

/** The page's frame: `page` with its title, and what stands in for the content. */
export function PageState({ title, className, busy = false, children }: PageStateProps & { busy?: boolean; children: ReactNode }) {
  return (
    <div className={className ? `page ${className}` : 'page'} aria-busy={busy ? 'true' : undefined}>
      <h1 className="page__title">{title}</h1>
      {children}
    </div>
  );
}

/** While the page's data loads: busy, a status line and (unless `placeholder` is false) the content's place. */
export function PageLoading({ status, placeholder = true, ...page }: PageStateProps & { status: string; placeholder?: boolean }) {
  return (
    <PageState {...page} busy>
      <p role="status">{status}</p>
      {placeholder && <span className="skeleton page-state__place" />}
    </PageState>
  );
}

/** Where a page's list will be, while it loads (under the page's own title and lead): busy, a status line, its place. */
export function ContentLoading({ status }: { status: string }) {
  return (
    <div className="content-loading" aria-busy="true">
      <p role="status">{status}</p>
      <span className="skeleton content-loading__place" />
    </div>
  );
}

/** The page's data could not be had: the error (translated by the caller) and Retry. */
export function PageError({ message, onRetry, ...page }: PageStateProps & { message: string; onRetry: () => void }) {
  return (
    <PageState {...page}>
      <ErrorState message={message} onRetry={onRetry} />
    </PageState>
  );
}
