import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Rating } from '../../ui/Rating';
import type { Reservation } from '../../entities/reservation/reservation';
import { useCreateReview, useReviewForm } from './api';

const TEXT_MAX = 2000;
const STARS = [1, 2, 3, 4, 5] as const;

/**
 * The review of a finished visit (#review): the form while the visit can be reviewed (a mark of 1–5 and a few words),
 * the client's own review once written. A 409 (already reviewed) or 422 is said in the form.
 */
export function ReviewSection({ reservation: r }: { reservation: Reservation }) {
  const { t } = useTranslation('reservations');
  const finished = r.status === 'COMPLETED';
  const form = useReviewForm(r.id, finished && !r.canReview);
  const [sent, setSent] = useState(false);
  const titleId = useId();
  if (!finished) return null;
  const review = form.data?.review;
  if (!r.canReview && !review && !sent) return null;
  return (
    <section id="review" className="card visit__card" aria-labelledby={titleId}>
      <h2 id={titleId} className="visit__label">
        {review || sent ? t('review.yours') : t('review.title')}
      </h2>
      {sent && (
        <p className="visit__notice" role="status">
          {t('review.thanks')}
        </p>
      )}
      {review ? (
        <>
          <Rating value={review.rating} variant="stars" />
          <p className="visit__review-text">{review.text}</p>
          {review.reply && (
            <p className="visit__muted">
              {t('review.reply')}: {review.reply}
            </p>
          )}
        </>
      ) : (
        !sent && <ReviewForm reservationId={r.id} onSent={() => setSent(true)} />
      )}
    </section>
  );
}

function ReviewForm({ reservationId, onSent }: { reservationId: number; onSent: () => void }) {
  const { t } = useTranslation('reservations');
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateReview(reservationId);
  const ids = { text: useId(), textError: useId(), ratingError: useId() };
  const ratingError = tried && rating === null ? t('review.ratingRequired') : null;
  const textError = tried && !text.trim() ? t('review.textRequired') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (rating === null || !text.trim() || create.isPending) return;
    setProblem(null);
    create.mutate(
      { params: { path: { reservationId } }, body: { rating, text: text.trim() } },
      {
        onSuccess: onSent,
        onError: (error) => {
          if (error.status === 409) setProblem(t('review.conflict'));
          else if (error.status === 422) setProblem(error.fields?.[0]?.message || error.message || t('review.failed'));
          else setProblem(t('review.failed'));
        },
      },
    );
  };

  return (
    <form className="visit__form" onSubmit={submit} noValidate>
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
      <fieldset className="visit__stars" aria-describedby={ratingError ? ids.ratingError : undefined}>
        <legend>{t('review.rating')}</legend>
        <div className="visit__stars-row">
          {STARS.map((value) => (
            <label key={value} className={`visit__star${rating !== null && value <= rating ? ' visit__star--on' : ''}`}>
              <input type="radio" name="rating" value={value} checked={rating === value} onChange={() => setRating(value)} className="visually-hidden" />
              <span aria-hidden>★</span>
              <span className="visually-hidden">{t('review.stars', { count: value })}</span>
            </label>
          ))}
        </div>
        {ratingError && (
          <p id={ids.ratingError} className="field__error">
            {ratingError}
          </p>
        )}
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor={ids.text}>
          {t('review.text')}
        </label>
        <textarea
          id={ids.text}
          className="field__input"
          rows={4}
          maxLength={TEXT_MAX}
          value={text}
          aria-invalid={textError ? true : undefined}
          aria-describedby={textError ? ids.textError : undefined}
          onChange={(e) => setText(e.target.value.slice(0, TEXT_MAX))}
        />
        {textError && (
          <p id={ids.textError} className="field__error">
            {textError}
          </p>
        )}
      </div>
      <div className="visit__buttons">
        <button type="submit" className="btn btn--primary" disabled={create.isPending}>
          {create.isPending ? t('review.busy') : t('review.send')}
        </button>
      </div>
    </form>
  );
}
