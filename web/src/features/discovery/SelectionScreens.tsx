import { useId, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { FirmCard } from '../../entities/firm/FirmCard';
import { useCityId } from '../../entities/city/city';
import { ErrorState } from '../../ui/ErrorState';
import { useFinishQuestionnaire, useQuestionnaire, useSelection, type Questionnaire } from './api';
import './discovery.css';
import { Button } from '../../ui/Button';
import { chipClass } from '../../ui/Chip';
import { Skeleton } from '../../ui/Skeleton';
import { ShareButton } from '../../ui/ShareButton';

/** /selection/start: 'Подобрать салон', one question at a time, then the selection's own page. */
export function QuestionnaireScreen() {
  const { t } = useTranslation('discovery');
  const query = useQuestionnaire();
  return (
    <div className="page discovery selection">
      {query.isPending ? (
        <div className="card selection__card" aria-busy="true">
          <Skeleton width="60%" height={28} />
          {[0, 1, 2].map((i) => (
            <span key={i} className="skeleton discovery__skeleton" />
          ))}
        </div>
      ) : query.isError ? (
        <ErrorState title={t('selection.loadError')} onRetry={() => void query.refetch()} />
      ) : query.data.questions.length === 0 ? (
        <p className="discovery__empty card">{t('selection.none')}</p>
      ) : (
        <Steps questionnaire={query.data} />
      )}
    </div>
  );
}

function Steps({ questionnaire }: { questionnaire: Questionnaire }) {
  const { t } = useTranslation('discovery');
  const navigate = useNavigate();
  const cityId = useCityId();
  const finish = useFinishQuestionnaire();
  const { questions } = questionnaire;
  const [step, setStep] = useState(0);
  const [chosen, setChosen] = useState<Record<number, number[]>>({});
  const [hint, setHint] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const hintId = useId();
  const question = questions[step]!;
  const picked = chosen[question.id] ?? [];
  const last = step === questions.length - 1;
  const title = questionnaire.title ?? t('selection.title');

  const toggle = (optionId: number) => {
    setHint(false);
    const next = question.multiple ? (picked.includes(optionId) ? picked.filter((id) => id !== optionId) : [...picked, optionId]) : [optionId];
    setChosen({ ...chosen, [question.id]: next });
  };
  const go = (to: number) => {
    setStep(to);
    setHint(false);
    queueMicrotask(() => heading.current?.focus());
  };
  const next = () => {
    if (picked.length === 0) return setHint(true);
    if (!last) return go(step + 1);
    const answers = questions.filter((q) => (chosen[q.id] ?? []).length > 0).map((q) => ({ questionId: q.id, optionIds: chosen[q.id]! }));
    finish.mutate({ body: { answers, ...(cityId !== null ? { cityId } : {}) } }, { onSuccess: (data) => void navigate(paths.selection(data.token)) });
  };

  return (
    <form
      className="card selection__card"
      onSubmit={(event) => {
        event.preventDefault();
        next();
      }}
    >
      <p className="selection__progress">{t('selection.progress', { step: step + 1, total: questions.length })}</p>
      <h1 className="discovery__title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <fieldset className="selection__question" aria-describedby={hint ? hintId : undefined}>
        <legend className="selection__legend">{question.text}</legend>
        {question.multiple && <p className="discovery__lead">{t('selection.several')}</p>}
        <ul className="selection__options">
          {question.options.map((option) => (
            <li key={option.id}>
              <label className="selection__option">
                <input
                  type={question.multiple ? 'checkbox' : 'radio'}
                  name={`q${question.id}`}
                  checked={picked.includes(option.id)}
                  onChange={() => toggle(option.id)}
                />
                <span>{option.text}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {hint && (
        <p id={hintId} className="selection__hint" role="alert">
          {t('selection.pick')}
        </p>
      )}
      {finish.isError && (
        <p className="selection__hint" role="alert">
          {finish.error.status === 422 ? finish.error.message || t('selection.invalid') : t('selection.sendError')}
        </p>
      )}
      <div className="selection__actions">
        {step > 0 && (
          <Button variant="secondary" onClick={() => go(step - 1)}>
            {t('selection.back')}
          </Button>
        )}
        <Button type="submit" variant="primary" loading={finish.isPending}>
          {last ? (finish.isPending ? t('selection.sending') : t('selection.finish')) : t('selection.next')}
        </Button>
      </div>
    </form>
  );
}

/** /selection/:token: the selection of a finished questionnaire (its link can be opened again, without sign-in). */
export function SelectionScreen() {
  const token = useParams().token ?? '';
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return <Navigate to={paths.notFound()} replace state={{ status: 404 }} />;
  return <Selection key={token} token={token} />;
}

function Selection({ token }: { token: string }) {
  const { t } = useTranslation('discovery');
  const query = useSelection(token);
  const title = query.data?.title ?? t('selection.resultTitle');
  if (query.isPending)
    return (
      <div className="page discovery" aria-busy="true">
        <Skeleton width={240} height={32} />
        <div className="discovery__grid" aria-hidden>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={200} className="discovery__skeleton" />
          ))}
        </div>
      </div>
    );
  if (query.isError)
    return (
      <div className="page discovery">
        <ErrorState title={t('error.title')} onRetry={() => void query.refetch()} />
      </div>
    );
  const { categories, firms } = query.data;
  return (
    <div className="page discovery">
      <header className="discovery__head">
        <h1 className="discovery__title">{title}</h1>
        <p className="discovery__lead">{t('selection.keep')}</p>
        <div className="discovery__share">
          <ShareButton
            variant="secondary"
            url={paths.selection(token)}
            title={t('selection.shareTitle')}
            labels={{ share: t('selection.share'), copy: t('selection.copy'), copied: t('selection.copied') }}
          />
        </div>
      </header>
      {categories.length > 0 && (
        <nav aria-label={t('selection.categories')}>
          <ul className="discovery__chips">
            {categories.map((category) => (
              <li key={category.id}>
                <Link className={chipClass()} to={paths.category(category.id)}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {firms.length === 0 ? (
        <p className="discovery__empty card">{t('selection.noFirms')}</p>
      ) : (
        <ul className="discovery__grid" aria-label={t('selection.firms')}>
          {firms.map((firm) => (
            <li key={firm.id}>
              <FirmCard firm={firm} className="firm-card--list" />
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link className="discovery__back" to={paths.selectionStart()}>
          {t('selection.again')}
        </Link>
      </p>
    </div>
  );
}
