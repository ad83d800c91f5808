import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { components } from '@salonbook/sdk';
import { paths } from '../../config/paths';
import { formatDistance, formatMoney } from '../../lib/numbers';
import { PinIcon } from '../../ui/icons';
import { ImageOr } from '../../ui/ImageOr';
import { Rating } from '../../ui/Rating';

export type FirmShort = components['schemas']['FirmShort'];

/** The letter that stands in for a missing photo or logo: the first of the quoted name («Жасмин» → Ж). */
export function monogram(name: string): string {
  return name.replace(/^[^«]*«/, '').slice(0, 1);
}

export interface FirmOffer {
  offerTitle: string;
  discountPercent?: number | null;
}

export interface FirmCardProps {
  firm: FirmShort;
  /** A special offer: shown as a badge on the photo and a line under the name. */
  offer?: FirmOffer;
  headingLevel?: 2 | 3 | 4;
  className?: string;
  /** The photo is likely the largest thing on the first screen: load it at once, ahead of other images. */
  priority?: boolean;
  /** Shows how far the salon is (when the list was asked for with the client's place). */
  showDistance?: boolean;
}

/**
 * A salon in a list: photo (fixed 4:3, so nothing moves when it loads), name (a link to the salon page, the
 * whole card is clickable), rating, address and the lowest price.
 */
export function FirmCard({ firm, offer, headingLevel = 3, className, priority = false, showDistance = false }: FirmCardProps) {
  const { t, i18n } = useTranslation('common');
  const Heading = `h${headingLevel}` as const;
  const badge = offer ? (offer.discountPercent ? `−${offer.discountPercent}%` : t('ui.firm.offer')) : null;
  return (
    <article className={['firm-card card', className].filter(Boolean).join(' ')}>
      <div className="firm-card__media">
        <ImageOr
          className="firm-card__photo"
          src={firm.photoUrl}
          alt={t('ui.firm.photoAlt', { name: firm.name })}
          width={400}
          height={300}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          monogram={monogram(firm.name)}
        />
        {badge && <span className="firm-card__badge">{badge}</span>}
      </div>
      <div className="firm-card__body">
        <Heading className="firm-card__name">
          <Link className="firm-card__link" to={paths.salon(firm.id)}>
            {firm.name}
          </Link>
        </Heading>
        {offer && <p className="firm-card__offer">{offer.offerTitle}</p>}
        <Rating value={firm.rating} count={firm.reviewCount} variant="compact" />
        <p className="firm-card__address">
          <PinIcon width={14} height={14} />
          <span>
            {firm.address}
            {showDistance && firm.distanceMeters != null && (
              <span className="firm-card__distance">
                {' · '}
                {t('ui.firm.distance', { distance: formatDistance(firm.distanceMeters, i18n.language) })}
              </span>
            )}
          </span>
        </p>
        {firm.priceFrom !== undefined && (
          <p className="firm-card__price">{t('ui.firm.priceFrom', { price: formatMoney(firm.priceFrom, i18n.language, firm.currency) })}</p>
        )}
      </div>
    </article>
  );
}

/** The card's shape while a list loads (also in the home page's HTML: sizes as classes, which the CSP keeps). */
export function FirmCardSkeleton({ className }: { className?: string }) {
  return (
    <div className={['firm-card card', className].filter(Boolean).join(' ')} aria-hidden>
      <div className="firm-card__media">
        <span className="skeleton firm-card__photo" />
      </div>
      <div className="firm-card__body">
        <span className="skeleton firm-card__skeleton firm-card__skeleton--name" />
        <span className="skeleton firm-card__skeleton firm-card__skeleton--rating" />
        <span className="skeleton firm-card__skeleton firm-card__skeleton--address" />
        <span className="skeleton firm-card__skeleton firm-card__skeleton--price" />
      </div>
    </div>
  );
}
