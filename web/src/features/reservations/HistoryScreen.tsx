import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { flattenPages, type OffsetPage } from '@salonbook/sdk/react';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../lib/state';
import { useLoginUrl } from '../../entities/session';
import { ImageOr } from '../../ui/ImageOr';
import { useReservationList, useSalonHistory, useVisitedFirms, visitOfHistory, type HistoryItem, type ListType, type ReservationShort } from './api';
import { BookAgainButton, ListError } from './parts';
import { OfflineMark } from '../../entities/reservation/OfflineMark';
import { shownOffline, useOfflineRestore } from '../../lib/offlineData';
import { VisitCard } from './VisitCard';
import './reservations.css';
import { Button, buttonClass } from '../../ui/Button';
import { OfferByLink, WaitlistSection } from './Waitlist';

const TABS: readonly ListType[] = ['future', 'past'];

/**
 * /my/reservation/history: the client's visits, 'Предстоящие' and 'Прошедшие' (?tab=past), page by page as the list
 * scrolls, and the salons they have been to, to filter the past visits by (?tab=past&firm=<id>, listReservationHistory)
 * and to book again. Anonymous visitors are asked to sign in and come back.
 */
export function HistoryScreen() {
  const { t } = useTranslation('reservations');
  const signedIn = useCurrentUser() !== null;
  const loginUrl = useLoginUrl();
  // A freed time offered from a waitlist opens here by its SMS link (?offer=<token>), signed in or not.
  const offerToken = useSearchParams()[0].get('offer');
  return (
    <div className="page history">
      <h1 className="page__title">{t('title')}</h1>
      {offerToken && <OfferByLink token={offerToken} />}
      {signedIn && <WaitlistSection />}
      {signedIn ? (
        <History />
      ) : (
        <div className="card history__gate">
          <p>{t('gate.text')}</p>
          <Link className={buttonClass('primary')} to={loginUrl}>
            {t('gate.signIn')}
          </Link>
        </div>
      )}
    </div>
  );
}

function History() {
  // The client's last answers, for a page opened without a network (lib/offlineData.ts).
  useOfflineRestore();
  const { t } = useTranslation('reservations');
  const [params, setParams] = useSearchParams();
  const tab: ListType = params.get('tab') === 'past' ? 'past' : 'future';
  const firmId = tab === 'past' ? Number(params.get('firm')) || null : null;
  const refs = useRef<Record<ListType, HTMLButtonElement | null>>({ future: null, past: null });
  const choose = (next: ListType, focus = false) => {
    setParams(next === 'future' ? {} : { tab: next }, { replace: true });
    if (focus) refs.current[next]?.focus();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      choose(tab === 'future' ? 'past' : 'future', true);
    }
  };
  return (
    <>
      <div className="history__tabs" role="tablist" aria-label={t('tabs.label')}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(el) => {
              refs.current[name] = el;
            }}
            type="button"
            role="tab"
            id={`history-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="history-panel"
            tabIndex={tab === name ? 0 : -1}
            className={`history__tab${tab === name ? ' history__tab--on' : ''}`}
            onClick={() => choose(name)}
            onKeyDown={onKey}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div id="history-panel" role="tabpanel" aria-labelledby={`history-tab-${tab}`} className="history__panel">
        {firmId !== null ? (
          <SalonVisits key={firmId} firmId={firmId} onAll={() => setParams({ tab: 'past' }, { replace: true })} />
        ) : (
          <VisitList key={tab} type={tab} />
        )}
      </div>
      <VisitedFirms shown={firmId} onShow={(id) => setParams(id === null ? { tab: 'past' } : { tab: 'past', firm: String(id) }, { replace: true })} />
    </>
  );
}

function VisitList({ type }: { type: ListType }) {
  const { t } = useTranslation('reservations');
  const list = useReservationList(type);
  const more = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  // Pages come as the end of the list scrolls into view; the button does the same by hand (and without observers).
  useEffect(() => {
    const node = more.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (list.isPending)
    return (
      <ul className="history__list" aria-busy="true" aria-label={t('loading')}>
        {[0, 1, 2].map((i) => (
          <li key={i} className="skeleton history__skeleton" />
        ))}
      </ul>
    );
  // Without a network the last list kept on this phone is shown, marked (lib/offlineData.ts); with nothing kept, the failure as before.
  if (list.isError && list.data === undefined) return <ListError text={t('errors.load')} onRetry={() => void list.refetch()} />;
  const offline = shownOffline(list) ? <OfflineMark updatedAt={list.dataUpdatedAt} onRetry={() => void list.refetch()} /> : null;
  const items = flattenPages<ReservationShort>(list.data as unknown as Parameters<typeof flattenPages<ReservationShort>>[0]);
  const total = (list.data.pages[0] as OffsetPage | undefined)?.total ?? items.length;
  if (items.length === 0)
    return (
      <div className="card history__empty">
        {offline}
        <p>{t(`empty.${type}`)}</p>
        <Link className={buttonClass('primary')} to={type === 'future' ? paths.search() : paths.home()}>
          {t(`empty.${type}Action`)}
        </Link>
      </div>
    );
  return (
    <>
      {offline}
      <p className="history__count">{t('shown', { shown: items.length, total })}</p>
      <ul className="history__list">
        {items.map((item) => (
          <li key={item.id}>
            <VisitCard visit={item} />
          </li>
        ))}
      </ul>
      {list.isFetchNextPageError && <ListError text={t('errors.load')} onRetry={() => void fetchNextPage()} />}
      {hasNextPage && (
        <div ref={more} className="history__more">
          <Button variant="secondary" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {isFetchingNextPage ? t('loadingMore') : t('more')}
          </Button>
        </div>
      )}
    </>
  );
}

/** The past visits at one salon (the visited salons' filter), page by page, with the way back to all of them. */
function SalonVisits({ firmId, onAll }: { firmId: number; onAll: () => void }) {
  const { t } = useTranslation('reservations');
  const list = useSalonHistory(firmId);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  if (list.isPending)
    return (
      <ul className="history__list" aria-busy="true" aria-label={t('loading')}>
        {[0, 1].map((i) => (
          <li key={i} className="skeleton history__skeleton" />
        ))}
      </ul>
    );
  if (list.isError && list.data === undefined) return <ListError text={t('errors.load')} onRetry={() => void list.refetch()} />;
  const items = flattenPages<HistoryItem>(list.data as unknown as Parameters<typeof flattenPages<HistoryItem>>[0]);
  const name = items[0]?.firm.name;
  return (
    <>
      {shownOffline(list) && <OfflineMark updatedAt={list.dataUpdatedAt} onRetry={() => void list.refetch()} />}
      <div className="history__filter">
        <p className="history__count" role="status">
          {name ? t('visited.filtered', { name, count: items.length }) : t('visited.none')}
        </p>
        <Button variant="secondary" onClick={onAll}>
          {t('visited.all')}
        </Button>
      </div>
      <ul className="history__list">
        {items.map((item) => (
          <li key={item.id}>
            <VisitCard visit={visitOfHistory(item)} />
          </li>
        ))}
      </ul>
      {list.isFetchNextPageError && <ListError text={t('errors.load')} onRetry={() => void fetchNextPage()} />}
      {hasNextPage && (
        <div className="history__more">
          <Button variant="secondary" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {isFetchingNextPage ? t('loadingMore') : t('more')}
          </Button>
        </div>
      )}
    </>
  );
}

/**
 * The salons the client has booked at, as a row: show the past visits there (a toggle) and book again (nothing while
 * there are none or they fail).
 */
function VisitedFirms({ shown, onShow }: { shown: number | null; onShow: (firmId: number | null) => void }) {
  const { t } = useTranslation('reservations');
  const firms = useVisitedFirms();
  const [failed, setFailed] = useState(false);
  if (!firms.data || firms.data.length === 0) return null;
  return (
    <section className="history__visited" aria-labelledby="history-visited">
      <h2 id="history-visited" className="history__subtitle">
        {t('visited.title')}
      </h2>
      {failed && (
        <p className="field__error" role="alert">
          {t('errors.again')}
        </p>
      )}
      <ul className="history__firms">
        {firms.data.map((firm, index) => (
          <li key={firm.id} className="card history__firm">
            {/* The first three salons' photos load at once (a phone's first screen), the rest when scrolled near. */}
            <ImageOr
              className="history__firm-photo"
              src={firm.photoUrl}
              alt=""
              monogram={firm.name.replace(/^[^«]*«/, '').slice(0, 1)}
              loading={index < 3 ? 'eager' : 'lazy'}
            />
            <Link className="history__firm-name" to={paths.salon(firm.id)}>
              {firm.name}
            </Link>
            <span className="history__firm-address">{firm.address}</span>
            <Button
              variant="secondary"
              aria-pressed={shown === firm.id}
              aria-label={t('visited.showNamed', { name: firm.name })}
              onClick={() => onShow(shown === firm.id ? null : firm.id)}
            >
              {t('visited.show')}
            </Button>
            <BookAgainButton target={{ firmId: firm.id }} name={firm.name} onFail={() => setFailed(true)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
