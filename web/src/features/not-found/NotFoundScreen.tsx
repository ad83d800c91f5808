import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths';
import './NotFoundScreen.css';

/** The status the 404 policy passed along (navigate('/not-found', { status })); 404 for unknown addresses. */
export function statusOf(state: unknown): number {
  const value = state && typeof state === 'object' && 'status' in state ? Number((state as { status: unknown }).status) : NaN;
  return Number.isInteger(value) && value >= 400 && value <= 599 ? value : 404;
}

/** /not-found: where failed requests land; shows the status it was given and a way home. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  const { state } = useLocation();
  const status = statusOf(state);
  const kind = status === 404 ? 'missing' : status >= 500 ? 'server' : 'other';
  return (
    <section className="page not-found" aria-labelledby="not-found-title">
      <p className="not-found__status" data-testid="not-found-status">
        <span className="visually-hidden">{t('notFound.statusLabel')} </span>
        {status}
      </p>
      <h1 id="not-found-title" className="page__title">
        {t(`notFound.${kind}.title`)}
      </h1>
      <p className="page__lead">{t(`notFound.${kind}.text`)}</p>
      <Link to={paths.home()} className="btn btn--primary not-found__home">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
