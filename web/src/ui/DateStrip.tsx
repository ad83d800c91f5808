// The date strip of booking: the spec's date/time display items (date, priceStr, fWeek, fMonth, fDate, fTime,
// isSelected, isDisabled) as a horizontal radio group, scrollable by touch, mouse wheel and keys.
import { ChoiceGroup } from './ChoiceGroup';
import './booking-ui.css';

/** A date/time display item of reservation choice (SPEC.md section 3), with the name read out in full. */
export interface DateChoice {
  date: string;
  priceStr: string;
  fWeek: string;
  fMonth: string;
  fDate: string;
  fTime: string;
  isSelected: boolean;
  isDisabled: boolean;
  /** 'вторник, 1 декабря, от 6 000 ₽' or '…, нет свободного времени'. */
  label: string;
}

export function DateStrip({ label, days, onSelect, noTime }: { label: string; days: DateChoice[]; onSelect: (date: string) => void; noTime: string }) {
  const selected = days.find((d) => d.isSelected)?.date ?? null;
  return (
    <ChoiceGroup
      label={label}
      orientation="horizontal"
      className="date-strip"
      itemClassName="date-strip__day"
      selected={selected}
      onSelect={onSelect}
      items={days.map((day) => ({
        key: day.date,
        label: day.label,
        disabled: day.isDisabled,
        content: (
          <>
            <span className="date-strip__week">{day.fWeek}</span>
            <span className="date-strip__date">{day.fDate}</span>
            <span className="date-strip__month">{day.fMonth}</span>
            <span className="date-strip__price">{day.isDisabled ? noTime : day.priceStr}</span>
          </>
        ),
      }))}
    />
  );
}

/** The strip while its days load: seven empty chips, hidden from screen readers. */
export function DateStripSkeleton() {
  return (
    <div className="date-strip" aria-hidden>
      {Array.from({ length: 7 }, (_, i) => (
        <span key={i} className="skeleton date-strip__day" />
      ))}
    </div>
  );
}
