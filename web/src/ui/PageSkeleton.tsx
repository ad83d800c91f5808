/** What a screen shows while its code or texts load: the shape of a page, no text, no layout shift. */
export function PageSkeleton() {
  return (
    <div className="page page-skeleton" aria-hidden>
      <span className="skeleton page-skeleton__title" />
      <span className="skeleton page-skeleton__line" />
      <span className="skeleton page-skeleton__block" />
      <span className="skeleton page-skeleton__block" />
    </div>
  );
}
