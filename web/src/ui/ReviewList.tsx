import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '@salonbook/sdk';
import { formatDate } from '../lib/format';
import { Rating } from './Rating';

type Review = components['schemas']['Review'];

export interface ReviewListProps {
  reviews: Review[];
  /** Level of each review's author heading (the list sits under an h2 by default). */
  headingLevel?: 3 | 4;
  /** Shown when there are no reviews; defaults to a translated "no reviews yet". */
  emptyText?: string;
}

/** Review cards: author, mark, date (dd.MM.y, Asia/Aqtau), service and master, text, and the salon's reply. */
export function ReviewList({ reviews, headingLevel = 3, emptyText }: ReviewListProps) {
  const { t } = useTranslation('common');
  if (reviews.length === 0) return <p className="review-list__empty">{emptyText ?? t('ui.reviews.empty')}</p>;
  return (
    <ul className="review-list">
      {reviews.map((review) => (
        <li key={review.id} className="review-card card">
          <ReviewCard review={review} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

export interface ReviewCardProps {
  review: Review;
  headingLevel?: 3 | 4;
  /** Shown under the header (the home page links the salon there). */
  children?: ReactNode;
  /** Cuts the text after four lines (cards in a row). */
  clamp?: boolean;
}

/** One review (the list item's content): an article named by its author. */
export function ReviewCard({ review, headingLevel = 3, children, clamp = false }: ReviewCardProps) {
  const { t } = useTranslation('common');
  const Heading = `h${headingLevel}` as const;
  const about = [review.serviceName, review.masterName].filter(Boolean).join(' · ');
  return (
    <article aria-labelledby={`review-${review.id}`}>
      <header className="review-card__header">
        <span className="review-card__avatar" aria-hidden>
          {review.authorName.slice(0, 1)}
        </span>
        <div className="review-card__who">
          <Heading id={`review-${review.id}`} className="review-card__author">
            {review.authorName}
          </Heading>
          <time className="review-card__date" dateTime={review.createdAt}>
            {formatDate(review.createdAt)}
          </time>
        </div>
        <Rating value={review.rating} variant="stars" className="review-card__rating" />
      </header>
      {children}
      {about && <p className="review-card__about">{about}</p>}
      <p className={clamp ? 'review-card__text review-card__text--clamped' : 'review-card__text'}>{review.text}</p>
      {review.reply && (
        <div className="review-card__reply">
          <p className="review-card__reply-title">{t('ui.reviews.reply')}</p>
          <p>{review.reply}</p>
        </div>
      )}
    </article>
  );
}
