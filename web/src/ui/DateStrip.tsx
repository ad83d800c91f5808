// The date strip of booking: the spec's date/time display items (date, priceStr, fWeek, fMonth, fDate, fTime,
// isSelected, isDisabled) as a horizontal radio group, scrollable by touch, mouse wheel and keys; on a wide screen
// (no touch to swipe with) arrows beside it scroll it a screenful back or forward, and are off at either end.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  /** What a day that cannot be chosen says instead of its price, when not the strip's `noTime` ('Выходной'). */
  note?: string;
  /** 'вторник, 1 декабря, от 6 000 ₽' or '…, нет свободного времени'. */
  label: string;
}

export function DateStrip({ label, days, onSelect, noTime }: { label: string; days: DateChoice[]; onSelect: (date: string) => void; noTime: string }) {
  const { t } = useTranslation('common');
  const selected = days.find((d) => d.isSelected)?.date ?? null;
  const frame = useRef<HTMLDivElement>(null);
  const [ends, setEnds] = useState({ start: true, end: true });
  const strip = () => frame.current?.querySelector<HTMLElement>('.date-strip') ?? null;
  const measure = useCallback(() => {
    const el = frame.current?.querySelector<HTMLElement>('.date-strip');
    if (!el) return;
    setEnds({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);
  useEffect(() => {
    measure();
    const el = frame.current?.querySelector<HTMLElement>('.date-strip');
    el?.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      el?.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [measure, days.length]);
  const page = (direction: 1 | -1) => {
    const el = strip();
    el?.scrollBy({ left: direction * Math.max(el.clientWidth - 80, 80), behavior: 'smooth' });
  };
  return (
    <div className="date-strip-frame" ref={frame}>
      <button
        type="button"
        className="date-strip__arrow date-strip__arrow--back"
        aria-label={t('dateStrip.earlier')}
        disabled={ends.start}
        onClick={() => page(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
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
              <span className="date-strip__price">{day.isDisabled ? (day.note ?? noTime) : day.priceStr}</span>
            </>
          ),
        }))}
      />
      <button
        type="button"
        className="date-strip__arrow date-strip__arrow--forward"
        aria-label={t('dateStrip.later')}
        disabled={ends.end}
        onClick={() => page(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
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
