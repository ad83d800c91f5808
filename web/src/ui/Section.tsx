// Small pieces shared by pages: a titled section, its inline error, "show more" and skeleton rows.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Skeleton, type SkeletonHeight } from './Skeleton';

/** A titled section of a page (h2), labelled by its heading. */
export function Section({
  id,
  title,
  extra,
  children,
  className,
}: {
  id: string;
  title: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section id={id} className={['sb-section', className].filter(Boolean).join(' ')} aria-labelledby={`${id}-title`}>
      <div className="sb-section__head">
        <h2 id={`${id}-title`} className="sb-section__title">
          {title}
        </h2>
        {extra}
      </div>
      {children}
    </section>
  );
}

// A module of its own, so that a page can show it without the rest of this one.
export { SectionError } from './SectionError';

/** "Show more" for paged lists; announces loading through aria-busy. */
export function ShowMore({ onClick, loading, label }: { onClick: () => void; loading: boolean; label: string }) {
  const { t } = useTranslation();
  return (
    <Button variant="secondary" className="sb-show-more" onClick={onClick} loading={loading}>
      {loading ? t('section.loadingMore') : label}
    </Button>
  );
}

/** Grey blocks of a given height: a section's loading state that keeps the final size. */
export function SkeletonBlocks({ count, height, className }: { count: number; height: SkeletonHeight; className?: string }) {
  return (
    <div className={['sb-skeleton-list', className].filter(Boolean).join(' ')} aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={height} radius="l" />
      ))}
    </div>
  );
}
