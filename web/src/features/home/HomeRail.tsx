// The home page's rails of salon cards and their skeleton, shared by its sections.
import type { ReactNode } from 'react';
import { FirmCard, FirmCardSkeleton, type FirmOffer, type FirmShort } from '../../entities/firm/FirmCard';
import { SectionError } from '../../ui/Section';

/** How many cards of the first rail are on the first screen of a desktop (their photos load first). */
const FIRST_SCREEN_CARDS = 4;

/** A horizontal, snap-scrolling row of salon cards (a grid on a desktop). */
export function FirmRail({ firms, label, offers, priority }: { firms: FirmShort[]; label: string; offers?: Map<number, FirmOffer>; priority?: boolean }) {
  return (
    <ul className="home__rail" aria-label={label}>
      {firms.map((firm, index) => (
        <li key={firm.id} className="home__rail-item">
          <FirmCard firm={firm} offer={offers?.get(firm.id)} priority={priority && index < FIRST_SCREEN_CARDS} />
        </li>
      ))}
    </ul>
  );
}

export function RailSkeleton() {
  return (
    <div className="home__rail" aria-hidden>
      {[0, 1, 2].map((i) => (
        <div key={i} className="home__rail-item">
          <FirmCardSkeleton />
        </div>
      ))}
    </div>
  );
}

/** A rail of a query's salons: its failure with Retry, the skeleton until they come, `empty` for none, then the rail. */
export function QueriedRail({
  query,
  firms,
  label,
  empty,
}: {
  query: { isError: boolean; refetch: () => unknown };
  firms: FirmShort[] | undefined;
  label: string;
  empty?: ReactNode;
}) {
  if (query.isError) return <SectionError onRetry={() => void query.refetch()} />;
  if (firms === undefined) return <RailSkeleton />;
  if (firms.length === 0 && empty) return empty;
  return <FirmRail firms={firms} label={label} />;
}
