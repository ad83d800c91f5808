// A home page section: its heading, an optional 'all' link and its content.
import type { ReactNode } from 'react';

export function HomeSection({
  id,
  title,
  children,
  className,
  all,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
  className?: string;
  all?: ReactNode;
}) {
  return (
    <section className={['home__section', className].filter(Boolean).join(' ')} aria-labelledby={`${id}-title`}>
      <div className="home__section-head">
        <h2 id={`${id}-title`} className="home__section-title">
          {title}
        </h2>
        {all}
      </div>
      {children}
    </section>
  );
}
