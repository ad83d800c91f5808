// The home page's rails of salon cards and their skeleton, shared by its sections.
import { FirmCard, FirmCardSkeleton, type FirmOffer, type FirmShort } from '../../entities/firm/FirmCard';

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
