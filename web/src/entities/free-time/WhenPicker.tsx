// 'Когда' of the search and category pages: any time, today, tomorrow or a date, then the whole day, a part of it or
// after a chosen hour. A controlled component: the page keeps the choice in its URL (when.ts).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { todayInZone } from '../../lib/format';
import { useHydrated } from '../../lib/hydration';
import { Chip } from '../../ui/Chip';
import { PARTS, type When } from './when';

const HOURS = Array.from({ length: 15 }, (_, i) => i + 8);

export function WhenPicker({ value, onChange }: { value: When | null; onChange: (when: When | null) => void }) {
  const { t } = useTranslation('common');
  const name = useId();
  const dateId = useId();
  const hourId = useId();
  const dayKind = !value ? 'any' : value.day === 'today' || value.day === 'tomorrow' ? value.day : 'date';
  const partKind = !value ? 'all' : (value.part ?? (value.after !== undefined ? 'after' : 'all'));
  const today = todayInZone();
  // The earliest date is the browser's today once the page is its own (the server's clock may be another day).
  const hydrated = useHydrated();
  const setDay = (day: string | null) => onChange(day ? { ...(value ?? {}), day } : null);
  const setPart = (part: string) =>
    value && onChange({ day: value.day, ...(part === 'after' ? { after: value.after ?? 18 } : part === 'all' ? {} : { part: part as When['part'] }) });

  return (
    <div className="when">
      <fieldset className="when__group">
        <legend className="when__legend">{t('when.title')}</legend>
        <div className="when__chips">
          {(['any', 'today', 'tomorrow', 'date'] as const).map((kind) => (
            <Chip
              key={kind}
              type="radio"
              name={`${name}-day`}
              checked={dayKind === kind}
              onChange={() => setDay(kind === 'any' ? null : kind === 'date' ? (dayKind === 'date' ? value!.day : today) : kind)}
            >
              {t(`when.day.${kind}`)}
            </Chip>
          ))}
        </div>
        {dayKind === 'date' && (
          <p className="when__field">
            <label htmlFor={dateId}>{t('when.date')}</label>
            <input
              id={dateId}
              type="date"
              className="when__input"
              min={hydrated ? today : undefined}
              value={value!.day}
              onChange={(e) => e.target.value && setDay(e.target.value)}
            />
          </p>
        )}
      </fieldset>
      {value && (
        <fieldset className="when__group">
          <legend className="when__legend">{t('when.partTitle')}</legend>
          <div className="when__chips">
            {(['all', ...PARTS, 'after'] as const).map((kind) => (
              <Chip key={kind} type="radio" name={`${name}-part`} checked={partKind === kind} onChange={() => setPart(kind)}>
                {t(`when.part.${kind}`)}
              </Chip>
            ))}
          </div>
          {partKind === 'after' && (
            <p className="when__field">
              <label htmlFor={hourId}>{t('when.afterHour')}</label>
              <select
                id={hourId}
                className="when__input"
                value={value.after ?? 18}
                onChange={(e) => onChange({ day: value.day, after: Number(e.target.value) })}
              >
                {HOURS.map((h) => (
                  <option key={h} value={h}>{`${String(h).padStart(2, '0')}:00`}</option>
                ))}
              </select>
            </p>
          )}
        </fieldset>
      )}
    </div>
  );
}
