// The free times of a day in morning / afternoon / evening radio groups; the price shows where it
// differs from the day's lowest.
import { ChoiceGroup } from './ChoiceGroup';
import './booking-ui.css';

export interface TimeChoice {
  key: string;
  time: string;
  /** Set where the price differs from the day's lowest. */
  price?: string;
  label: string;
  part: 'morning' | 'afternoon' | 'evening';
}

export function TimeGrid({
  label,
  times,
  selected,
  onSelect,
  partLabels,
}: {
  label: string;
  times: TimeChoice[];
  selected: string | null;
  onSelect: (key: string) => void;
  partLabels: Record<TimeChoice['part'], string>;
}) {
  const parts = (['morning', 'afternoon', 'evening'] as const).filter((part) => times.some((t) => t.part === part));
  // A radio group per part of the day, each under its heading (arrows move within a part, Tab to the next).
  return (
    <div className="time-grid">
      {parts.map((part) => (
        <div key={part} className="time-grid__part">
          <h3 className="time-grid__heading">{partLabels[part]}</h3>
          <ChoiceGroup
            label={`${label}: ${partLabels[part]}`}
            className="time-grid__slots"
            itemClassName="time-grid__slot"
            selected={selected}
            onSelect={onSelect}
            items={times
              .filter((t) => t.part === part)
              .map((t) => ({
                key: t.key,
                label: t.label,
                content: (
                  <>
                    <span className="time-grid__time">{t.time}</span>
                    {t.price && <span className="time-grid__price">{t.price}</span>}
                  </>
                ),
              }))}
          />
        </div>
      ))}
    </div>
  );
}

/** The grid while a day's times load: `count` empty slots, hidden from screen readers. */
export function TimeGridSkeleton({ count }: { count: number }) {
  return (
    <div className="time-grid__slots" aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className="skeleton time-grid__slot" />
      ))}
    </div>
  );
}
