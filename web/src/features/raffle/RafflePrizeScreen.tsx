// /raffleprize/red_apple: the raffle's campaign page (getRaffle, designed). The prize, the rules, the end date in
// Asia/Aqtau, how a visit booked through the app takes part, the signed-in client's entries (listRaffleEntries) and
// 'book'. Before the start it says when it starts; once over it says so and leads home, with the draw's result for
// the client (the winner's code to collect the prize). Whether the page is shown at all is the `raffle` switch of
// v2/configs (its route module, app/routes/raffle.tsx, gates the route).
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@salonbook/sdk';
import { paths } from '../../config/paths';
import { formatDate, formatDateTime } from '../../lib/format';
import { useMoney } from '../../lib/useMoney';
import { useCurrentUser } from '../../lib/state';
import { ImageOr } from '../../ui/ImageOr';
import { useLoginUrl } from '../../entities/session/SignInGate';
import { RAFFLE_KEY, useRaffle, useRaffleEntries, type Raffle } from './api';
import './raffle.css';
import { Button, buttonClass } from '../../ui/Button';

export function RafflePrizeScreen() {
  const { t } = useTranslation('raffle');
  const raffle = useRaffle(RAFFLE_KEY);
  const missing = raffle.error instanceof ApiError && raffle.error.status === 404;
  return (
    <div className="page raffle">
      <h1 className="page__title">{t('title')}</h1>
      {raffle.isPending ? (
        <div aria-busy="true">
          <p role="status">{t('loading')}</p>
          <span className="skeleton raffle__skeleton" aria-hidden />
        </div>
      ) : missing ? (
        <div className="card raffle__notice">
          <p>{t('notFound')}</p>
          <Link className={buttonClass('primary')} to={paths.home()}>
            {t('toHome')}
          </Link>
        </div>
      ) : raffle.isError ? (
        <div className="card raffle__notice" role="alert">
          <p>{t('error')}</p>
          <Button variant="primary" onClick={() => void raffle.refetch()}>
            {t('common:error.retry')}
          </Button>
        </div>
      ) : (
        <Campaign raffle={raffle.data} />
      )}
    </div>
  );
}

function Campaign({ raffle }: { raffle: Raffle }) {
  const { t } = useTranslation('raffle');
  const money = useMoney();
  const over = raffle.status === 'FINISHED';
  return (
    <>
      {over ? (
        <div className="card raffle__notice" role="status">
          <p>{t('over', { date: formatDate(raffle.endsAt) })}</p>
          <Link className={buttonClass('primary')} to={paths.home()}>
            {t('toHome')}
          </Link>
        </div>
      ) : raffle.status === 'UPCOMING' ? (
        <p className="card raffle__notice" role="status">
          {t('upcoming', { date: formatDateTime(raffle.startsAt) })}
        </p>
      ) : (
        <p className="raffle__until">
          <strong>{t('until', { date: formatDateTime(raffle.endsAt) })}</strong> {t('timeZone')}
        </p>
      )}
      <section className="card raffle__prize" aria-labelledby="raffle-prize">
        <ImageOr
          className="raffle__image"
          src={raffle.prize.imageUrl ?? undefined}
          alt=""
          fallback={<span className="raffle__image raffle__image--drawn" aria-hidden />}
        />
        <div>
          <p className="raffle__label">{t('prize')}</p>
          <h2 id="raffle-prize" className="raffle__name">
            {raffle.prize.name}
          </h2>
          <p>{raffle.prize.description}</p>
          {raffle.prize.value != null && <p className="raffle__value">{t('worth', { amount: money(raffle.prize.value, raffle.prize.currency) })}</p>}
        </div>
      </section>
      {!over && (
        <section className="raffle__how" aria-labelledby="raffle-how">
          <h2 id="raffle-how">{t('how')}</h2>
          <p>{raffle.howToTakePart}</p>
          <Link className={buttonClass('primary')} to={paths.search()}>
            {t('book')}
          </Link>
        </section>
      )}
      <Entries raffle={raffle} />
      <section className="raffle__rules" aria-labelledby="raffle-rules">
        <h2 id="raffle-rules">{t('rules')}</h2>
        <ol>
          {raffle.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
        <p className="raffle__dates">
          {t('dates', { from: formatDate(raffle.startsAt), to: formatDateTime(raffle.endsAt), draw: formatDateTime(raffle.drawAt) })} {t('timeZone')}
        </p>
      </section>
    </>
  );
}

/** The signed-in client's entries and, once drawn, the result; an anonymous visitor is asked to sign in. */
function Entries({ raffle }: { raffle: Raffle }) {
  const { t } = useTranslation('raffle');
  const signedIn = useCurrentUser() !== null;
  const loginUrl = useLoginUrl();
  const entries = useRaffleEntries(raffle.key);
  const counted = entries.data?.entries.filter((e) => e.status === 'COUNTED').length ?? 0;
  return (
    <section className="card raffle__entries" aria-labelledby="raffle-entries">
      <h2 id="raffle-entries">{t('entries.title')}</h2>
      {!signedIn ? (
        <>
          <p>{t('entries.signIn')}</p>
          <Link className={buttonClass('secondary')} to={loginUrl}>
            {t('entries.signInButton')}
          </Link>
        </>
      ) : entries.isPending ? (
        <p role="status">{t('entries.loading')}</p>
      ) : entries.isError ? (
        <div role="alert">
          <p>{t('entries.error')}</p>
          <Button variant="secondary" onClick={() => void entries.refetch()}>
            {t('common:error.retry')}
          </Button>
        </div>
      ) : (
        <>
          {entries.data.result === 'WON' ? (
            <div className="raffle__won" role="status">
              <p>
                <strong>{t('result.won')}</strong>
              </p>
              {entries.data.prizeCode && (
                <p>
                  {t('result.code')} <span className="raffle__code">{entries.data.prizeCode}</span>
                </p>
              )}
              {entries.data.claimUntil && <p>{t('result.claim', { date: formatDate(entries.data.claimUntil) })}</p>}
            </div>
          ) : entries.data.result === 'NOT_WON' ? (
            <p role="status">{t('result.notWon')}</p>
          ) : raffle.status === 'FINISHED' ? (
            <p role="status">{t('result.soon', { date: formatDateTime(raffle.drawAt) })}</p>
          ) : null}
          {entries.data.entries.length === 0 ? (
            <p>{t('entries.none')}</p>
          ) : (
            <>
              <p>{t('entries.count', { count: counted })}</p>
              <ul className="raffle__list">
                {entries.data.entries.map((entry) => (
                  <li key={entry.reservationId}>
                    <Link to={paths.reservation(entry.reservationId)}>{entry.firmName}</Link>
                    <span>{formatDateTime(entry.visitAt)}</span>
                    <span className={`raffle__status raffle__status--${entry.status === 'COUNTED' ? 'counted' : 'awaiting'}`}>
                      {entry.status === 'COUNTED' ? t('entries.counted') : t('entries.awaiting')}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
