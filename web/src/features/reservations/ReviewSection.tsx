import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '@salonbook/sdk';
import { useSdk } from '../../lib/sdk';
import { TextAreaField } from '../../ui/Field';
import { Rating } from '../../ui/Rating';
import { masterFullName } from '../../entities/master/MasterCard';
import type { Reservation } from '../../entities/reservation/reservation';
import { useCreateReview, useReviewForm } from './api';
import { ListError } from './parts';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';

type ReviewForm = components['schemas']['ReviewForm'];
type Review = components['schemas']['Review'];

const TEXT_MAX = 2000;
const STARS = [1, 2, 3, 4, 5] as const;

/** The review being written, kept a week per visit (sdk.ttl) so a reload or a later visit finds what was typed. */
export const REVIEW_DRAFT = 'review-draft-';
const DRAFT_TTL = 7 * 24 * 3600;

export interface ReviewDraft {
  rating: number | null;
  /** The mark of each master, by the master's id. */
  masters: Record<string, number>;
  text: string;
}
const EMPTY: ReviewDraft = { rating: null, masters: {}, text: '' };

/**
 * The review of a finished visit (#review), from the contract's review form (getReservationReviewForm): while the
 * visit can be reviewed, the overall mark, a mark for each master of the visit and a few words (the draft survives
 * a reload); the client's own review, with each master's mark, once written. A 409 (already reviewed) and a 422
 * (said next to the mark or the text it names) are shown in the form.
 */
export function ReviewSection({ reservation: r }: { reservation: Reservation }) {
  const { t } = useTranslation('reservations');
  const finished = r.status === 'COMPLETED';
  const form = useReviewForm(r.id, finished);
  const [sent, setSent] = useState(false);
  const titleId = useId();
  if (!finished) return null;
  const review = form.data?.review;
  // Nothing to say about a finished visit that cannot be reviewed and has no review of the client's (yet loaded).
  if (!r.canReview && !review && !sent) return null;
  const mine = Boolean(review) || sent;
  return (
    <section id="review" className="card visit__card" aria-labelledby={titleId} aria-busy={form.isPending || undefined}>
      <h2 id={titleId} className="visit__label">
        {mine ? t('review.yours') : t('review.title')}
      </h2>
      {sent && (
        <p className="visit__notice" role="status">
          {t('review.thanks')}
        </p>
      )}
      {review ? (
        <ReviewShown review={review} />
      ) : sent ? null : form.isPending ? (
        <>
          <p className="visually-hidden" role="status">
            {t('review.loading')}
          </p>
          <Skeleton height={160} />
        </>
      ) : form.isError ? (
        <ListError text={t('review.loadFailed')} onRetry={() => void form.refetch()} />
      ) : (
        <ReviewFormFields form={form.data} onSent={() => setSent(true)} />
      )}
    </section>
  );
}

function ReviewShown({ review }: { review: Review }) {
  const { t } = useTranslation('reservations');
  return (
    <>
      <p className="visit__mark">
        <span>{t('review.overall')}</span> <Rating value={review.rating} variant="stars" />
      </p>
      {review.masterRatings && review.masterRatings.length > 0 && (
        <ul className="visit__marks">
          {review.masterRatings.map((m) => (
            <li key={m.masterId} className="visit__mark">
              <span>{t('review.masterMark', { name: m.masterName })}</span> <Rating value={m.rating} variant="stars" />
            </li>
          ))}
        </ul>
      )}
      <p className="visit__review-text">{review.text}</p>
      {review.reply && (
        <p className="visit__muted">
          {t('review.reply')}: {review.reply}
        </p>
      )}
    </>
  );
}

/** Where a 422's field points: the overall mark, the text, the nth master's mark (of the marks sent), or the form. */
type Target = { kind: 'rating' } | { kind: 'text' } | { kind: 'master'; index: number } | { kind: 'form' };
function targetOf(field: string): Target {
  if (field === 'rating') return { kind: 'rating' };
  if (field === 'text') return { kind: 'text' };
  const master = /^masterRatings\[(\d+)\]/.exec(field);
  return master ? { kind: 'master', index: Number(master[1]) } : { kind: 'form' };
}

interface Problems {
  rating?: string;
  text?: string;
  masters: Record<string, string>;
  form?: string;
}

function ReviewFormFields({ form, onSent }: { form: ReviewForm; onSent: () => void }) {
  const { t } = useTranslation('reservations');
  const sdk = useSdk();
  const reservationId = form.reservationId;
  const key = `${REVIEW_DRAFT}${reservationId}`;
  const [draft, setDraft] = useState<ReviewDraft>(() => ({ ...EMPTY, ...sdk.ttl.get<ReviewDraft>(key) }));
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<Problems>({ masters: {} });
  const create = useCreateReview(reservationId);
  const sending = useRef(false);
  const formErrorId = useId();

  useEffect(() => {
    if (draft.rating !== null || draft.text || Object.keys(draft.masters).length > 0) sdk.ttl.set(key, draft, DRAFT_TTL);
  }, [sdk, key, draft]);

  const set = (change: Partial<ReviewDraft>) => {
    setDraft((d) => ({ ...d, ...change }));
    setServer({ masters: {} });
  };

  // What the client has not done yet (shown after the first try), then what the server refused.
  const problems: Problems = {
    rating: (tried && draft.rating === null ? t('review.ratingRequired') : undefined) ?? server.rating,
    text: (tried && !draft.text.trim() ? t('review.textRequired') : undefined) ?? server.text,
    masters: Object.fromEntries(
      form.masters.flatMap((m) => {
        const text = (tried && draft.masters[m.id] === undefined ? t('review.masterRequired', { name: masterFullName(m) }) : undefined) ?? server.masters[m.id];
        return text ? [[String(m.id), text]] : [];
      }),
    ),
    form: server.form,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const rating = draft.rating;
    const text = draft.text.trim();
    const marks = form.masters.flatMap((m) => (draft.masters[m.id] === undefined ? [] : [{ masterId: m.id, rating: draft.masters[m.id]! }]));
    if (rating === null || !text || marks.length < form.masters.length || sending.current) return;
    sending.current = true;
    setServer({ masters: {} });
    create.mutate(
      { params: { path: { reservationId } }, body: { rating, text, masterRatings: marks } },
      {
        onSuccess: () => {
          sdk.ttl.remove(key);
          onSent();
        },
        onError: (error) => {
          if (error.status === 409) {
            sdk.ttl.remove(key);
            return setServer({ masters: {}, form: t('review.conflict') });
          }
          if (error.status !== 422) return setServer({ masters: {}, form: t('review.failed') });
          const found: Problems = { masters: {} };
          for (const { field } of error.fields ?? []) {
            const target = targetOf(field);
            if (target.kind === 'rating') found.rating = t('review.ratingRequired');
            else if (target.kind === 'text') found.text = t('review.textInvalid', { max: TEXT_MAX });
            else if (target.kind === 'master' && marks[target.index]) {
              const m = form.masters.find((x) => x.id === marks[target.index]!.masterId)!;
              found.masters[m.id] = t('review.masterInvalid', { name: masterFullName(m) });
            } else found.form = t('review.invalid');
          }
          if (!found.rating && !found.text && Object.keys(found.masters).length === 0) found.form ??= t('review.invalid');
          setServer(found);
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    <form className="visit__form" onSubmit={submit} noValidate aria-describedby={problems.form ? formErrorId : undefined}>
      {problems.form && (
        <p id={formErrorId} className="field__error" role="alert">
          {problems.form}
        </p>
      )}
      <Stars
        legend={t('review.overall')}
        name={`rating-${reservationId}`}
        value={draft.rating}
        error={problems.rating}
        onChange={(rating) => set({ rating })}
      />
      {form.masters.map((m) => (
        <Stars
          key={m.id}
          legend={t('review.masterMark', { name: masterFullName(m) })}
          name={`rating-${reservationId}-${m.id}`}
          value={draft.masters[m.id] ?? null}
          error={problems.masters[m.id]}
          onChange={(rating) => set({ masters: { ...draft.masters, [m.id]: rating } })}
        />
      ))}
      <TextAreaField
        label={t('review.text')}
        error={problems.text}
        rows={4}
        maxLength={TEXT_MAX}
        value={draft.text}
        onChange={(e) => set({ text: e.target.value.slice(0, TEXT_MAX) })}
      />
      <div className="visit__buttons">
        <Button type="submit" variant="primary" disabled={create.isPending}>
          {create.isPending ? t('review.busy') : t('review.send')}
        </Button>
      </div>
      <p className="visit__muted">{t('review.draftKept')}</p>
    </form>
  );
}

/** Five stars as radio buttons in a fieldset named by `legend`; the error under them, tied to the group. */
function Stars({
  legend,
  name,
  value,
  error,
  onChange,
}: {
  legend: string;
  name: string;
  value: number | null;
  error?: string;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation('reservations');
  const errorId = useId();
  return (
    <fieldset className="visit__stars" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <div className="visit__stars-row">
        {STARS.map((star) => (
          <label key={star} className={`visit__star${value !== null && star <= value ? ' visit__star--on' : ''}`}>
            <input type="radio" name={name} value={star} checked={value === star} onChange={() => onChange(star)} className="visually-hidden" />
            <span aria-hidden>★</span>
            <span className="visually-hidden">{t('review.stars', { count: star })}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
