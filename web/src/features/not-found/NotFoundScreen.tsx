import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import './NotFoundScreen.css';
import { Button, buttonClass } from '../../ui/Button';

/** The status the 404 policy passed along (navigate('/not-found', { status, from })); 404 for unknown addresses. */
export function statusOf(state: unknown): number {
  const value = state && typeof state === 'object' && 'status' in state ? Number((state as { status: unknown }).status) : NaN;
  return Number.isInteger(value) && value >= 400 && value <= 599 ? value : 404;
}

/** The app page the user was on when the request failed (the SDK passes it as `from`), if it is one. */
export function fromOf(state: unknown): string | undefined {
  const from = state && typeof state === 'object' && 'from' in state ? (state as { from: unknown }).from : undefined;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith(paths.notFound()) ? from : undefined;
}

/**
 * /not-found: where failed requests land. A 404 says 'not found' with a way home; a 5xx says the service
 * is unavailable and offers Retry, back to the page the user came from (its queries fetch again there).
 */
export function NotFoundScreen({ state: given }: { state?: unknown } = {}) {
  const { t } = useTranslation();
  const location = useLocation();
  // The route's loader met the 404 rule (its error's data), or the SDK navigated here with it (the location's state).
  const state = given ?? location.state;
  const navigate = useNavigate();
  const status = statusOf(state);
  const kind = status === 404 ? 'missing' : status >= 500 ? 'server' : 'other';
  const from = fromOf(state);
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
      {kind === 'server' ? (
        <div className="not-found__actions">
          <Button variant="primary" onClick={() => navigate(from ?? paths.home(), { replace: true })}>
            {t('notFound.retry')}
          </Button>
          <Link to={paths.home()} className={buttonClass('secondary', 'not-found__home')}>
            {t('notFound.home')}
          </Link>
        </div>
      ) : (
        <Link to={paths.home()} className={buttonClass('primary', 'not-found__home')}>
          {t('notFound.home')}
        </Link>
      )}
    </section>
  );
}
