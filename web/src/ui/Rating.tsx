import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/numbers';

/** 4,8 (ru, kk), 4.8 (en), whatever locale data the browser has. */
function formatRating(value: number, lng: string): string {
  return formatNumber(value, lng, 1, 1);
}

export interface RatingProps {
  /** 0–5. */
  value: number;
  /** Number of reviews; omitted: not shown. */
  count?: number;
  /** `stars` shows the stars only (a review's own mark); `full` adds the number and the review count. */
  variant?: 'full' | 'compact' | 'stars';
  className?: string;
}

/**
 * Stars, the number and the review count. Screen readers hear one phrase ("Рейтинг 4,8 из 5, 128 отзывов");
 * the stars and digits are decorative.
 */
export function Rating({ value, count, variant = 'full', className }: RatingProps) {
  const { t, i18n } = useTranslation('common');
  const safe = Math.max(0, Math.min(5, Number.isFinite(value) ? value : 0));
  const shown = formatRating(safe, i18n.language);
  const label = [t('ui.rating.label', { value: shown }), count !== undefined ? t('ui.rating.reviews', { count }) : null].filter(Boolean).join(', ');
  const fill = Math.round((safe / 5) * 20) * 5;
  return (
    <span className={['rating', `rating--${variant}`, className].filter(Boolean).join(' ')} role="img" aria-label={label}>
      {variant === 'compact' ? (
        <span className="rating__star" aria-hidden>
          ★
        </span>
      ) : (
        <span className="rating__stars" aria-hidden>
          <span className="rating__stars-empty">★★★★★</span>
          <span className={`rating__stars-full rating__stars-full--p${fill}`}>★★★★★</span>
        </span>
      )}
      {variant !== 'stars' && (
        <span className="rating__value" aria-hidden>
          {shown}
        </span>
      )}
      {variant !== 'stars' && count !== undefined && (
        <span className="rating__count" aria-hidden>
          {variant === 'compact' ? `(${count})` : t('ui.rating.reviews', { count })}
        </span>
      )}
    </span>
  );
}
