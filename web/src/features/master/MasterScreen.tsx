import { useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAnalytics } from '../../lib/analyticsContext';
import { parseId, paths } from '../../config/paths';
import { useSavedReservation } from '../../lib/state';
import { formatDate, formatDateTime, todayInZone } from '../../lib/format';
import { useMoney } from '../../lib/useMoney';
import { ErrorState } from '../../ui/ErrorState';
import { ImageOr } from '../../ui/ImageOr';
import { masterFullName } from '../../entities/master/MasterCard';
import { PhotoGrid } from '../../ui/PhotoGrid';
import { Rating } from '../../ui/Rating';
import { draftServices, makeDraft, priceText, serviceChoiceEvent } from '../../entities/reservation-draft/draft';
import { Section, SectionError, SkeletonBlocks } from '../../ui/Section';
import type { Service } from '../../entities/firm/queries';
import { PagedReviews } from '../../ui/PagedReviews';
import { BookingBar, ServiceList } from '../../entities/firm/services';
import { promotionsFor, useMaster, useMasterContest, useMasterNextFree, useMasterPromotions, useMasterReviews, useProfessions, type Master } from './api';
import { NextFreeTime } from '../../entities/free-time/NextFreeTime';
import './master.css';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { TwoColumn } from '../../ui/TwoColumn';

/** /master/:masterId */
export function MasterScreen() {
  const masterId = parseId(useParams().masterId);
  if (masterId === null) return <Navigate to={paths.notFound()} replace state={{ status: 404 }} />;
  return <MasterLoader key={masterId} masterId={masterId} />;
}

function MasterLoader({ masterId }: { masterId: number }) {
  const query = useMaster(masterId);
  if (query.isPending) return <MasterSkeleton />;
  if (query.isError)
    return (
      <div className="page">
        <ErrorState onRetry={() => void query.refetch()} />
      </div>
    );
  return <MasterPage master={query.data} />;
}

function Photo({ master }: { master: Master }) {
  const { t } = useTranslation('master');
  return (
    <ImageOr
      className="master__photo"
      src={master.photoUrl}
      alt={t('photoAlt', { name: masterFullName(master) })}
      width={112}
      height={112}
      fetchPriority="high"
      monogram={master.name.slice(0, 1)}
    />
  );
}

function MasterPage({ master }: { master: Master }) {
  const { t } = useTranslation('master');
  const analytics = useAnalytics();
  const navigate = useNavigate();
  const [draft, setDraft] = useSavedReservation();
  const firm = master.firm;
  const firmId = firm?.id ?? master.firmId;
  // The saved draft's services until the client chooses (the page's first render is the server's, without the draft).
  const [choice, setSelected] = useState<number[] | null>(null);
  const selected = choice ?? (firmId ? draftServices(draft, firmId, master.services) : []);
  const [hint, setHint] = useState(false);
  const servicesHeading = useRef<HTMLDivElement>(null);
  const name = masterFullName(master);
  const chosen = master.services.filter((s) => selected.includes(s.id));
  const reviews = useMasterReviews(master.id);

  const toggle = (service: Service) => {
    const on = selected.includes(service.id);
    if (!on) analytics.track(serviceChoiceEvent(selected.length), { firmId, masterId: master.id, serviceId: service.id, serviceName: service.name });
    setHint(false);
    setSelected(on ? selected.filter((id) => id !== service.id) : [...selected, service.id]);
  };

  /** Stores the draft with this master for every chosen service and opens the booking step. */
  const book = (ids: number[]) => {
    if (!firm) return;
    if (ids.length === 0) {
      setHint(true);
      servicesHeading.current?.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    setDraft(makeDraft(firm, ids, Object.fromEntries(ids.map((id) => [String(id), master.id]))));
    void navigate(paths.booking(firm.id));
  };

  // The next free time of the chosen services (or the master's first), with a button that books it.
  const nextIds = chosen.length > 0 ? chosen.map((s) => s.id) : master.services.slice(0, 1).map((s) => s.id);
  const next = useMasterNextFree(firmId ?? 0, nextIds, master.id, Boolean(firm) && nextIds.length > 0).data?.nextFreeTime ?? null;
  const bookAt = (startTime: string) => {
    if (!firm) return;
    const draft = makeDraft(firm, nextIds, Object.fromEntries(nextIds.map((id) => [String(id), master.id])));
    setDraft({ ...draft, params: { ...draft.params, date: todayInZone(startTime) }, startTime });
    void navigate(`${paths.booking(firm.id)}?step=details`);
  };

  return (
    <div className="page salon master">
      <header className="card master__header">
        <Photo master={master} />
        <div className="master__intro">
          <h1 className="master__name">{name}</h1>
          <Profession name={master.profession} />
          <a className="salon__rating" href="#reviews">
            <Rating value={master.rating} count={master.reviewCount} />
          </a>
        </div>
        <dl className="master__facts">
          {master.experienceYears !== undefined && (
            <div>
              <dt>{t('experience')}</dt>
              <dd>{t('years', { count: master.experienceYears })}</dd>
            </div>
          )}
          {firm && (
            <div>
              <dt>{t('firm')}</dt>
              <dd>
                <Link to={paths.salon(firm.id)}>{firm.name}</Link>
                <span className="master__address">{firm.address}</span>
              </dd>
            </div>
          )}
          {master.nearestSlot && (
            <div>
              <dt>{t('nearest')}</dt>
              <dd>
                <time dateTime={master.nearestSlot}>{formatDateTime(master.nearestSlot)}</time>
              </dd>
            </div>
          )}
        </dl>
        {master.description && <p className="master__description">{master.description}</p>}
        {next && <NextFreeTime startTime={next.startTime} onChoose={() => bookAt(next.startTime)} />}
        {firm && (
          <Button
            variant="primary"
            className="master__book"
            onClick={() => book(selected.length > 0 ? selected : master.services.length === 1 ? [master.services[0]!.id] : [])}
          >
            {t('book')}
          </Button>
        )}
      </header>

      <TwoColumn sticky>
        <div className="salon__main">
          <div ref={servicesHeading}>
            <Section id="services" title={t('services.title')}>
              <p className={hint ? 'master__hint' : 'sb-section__lead'} role={hint ? 'alert' : undefined}>
                {hint ? t('services.pick') : t('services.lead')}
              </p>
              <ServiceList categories={[{ id: 0, name: '', services: master.services }]} selected={selected} onToggle={toggle} />
            </Section>
          </div>
          <Section id="portfolio" title={t('portfolio.title')}>
            <PhotoGrid photos={master.portfolio} subject={name} emptyText={t('portfolio.empty')} />
          </Section>
          <PagedReviews query={reviews} />
        </div>
        {/* The contest and the promotions beside the services on a wide screen; empty, the services take the width. */}
        <div className="salon__aside">
          <Contest masterId={master.id} />
          <Promotions master={master} />
        </div>
      </TwoColumn>
      {firm && <BookingBar services={chosen} onBook={() => book(selected)} />}
    </div>
  );
}

/** The profession, a link to its masters once the professions are known (the profile names it, no id). */
function Profession({ name }: { name: string }) {
  const { t } = useTranslation('master');
  const professions = useProfessions();
  const profession = professions.data?.find((p) => p.name === name);
  return (
    <p className="master__profession">
      {profession ? (
        <Link to={paths.profession(profession.id)} aria-label={t('profession.link', { name })}>
          {name}
        </Link>
      ) : (
        name
      )}
    </p>
  );
}

/** The master's place in the masters' contest, when they take part in one (404: none, nothing shown). */
function Contest({ masterId }: { masterId: number }) {
  const { t } = useTranslation('master');
  const query = useMasterContest(masterId);
  if (query.isPending || query.isError) return null;
  const contest = query.data;
  return (
    <Section id="contest" title={t('contest.title')} className="card master__contest">
      <p className="master__contest-name">{contest.title}</p>
      <p className="master__contest-standing">
        <span className="master__contest-rank">{t('contest.rank', { rank: contest.rank })}</span>
        <span>{t('contest.votes', { count: contest.votes })}</span>
      </p>
      {contest.endsAt && <p className="sb-section__lead">{t('contest.ends', { date: formatDate(contest.endsAt) })}</p>}
    </Section>
  );
}

function Promotions({ master }: { master: Master }) {
  const { t } = useTranslation('master');
  const money = useMoney();
  const query = useMasterPromotions();
  const found = query.data ? promotionsFor(master, query.data) : null;
  if (found && found.items.length === 0) return null;
  return (
    <Section id="promotions" title={found?.scope === 'firm' ? t('promotions.firmTitle') : t('promotions.title')}>
      {query.isPending ? (
        <SkeletonBlocks count={1} height={96} />
      ) : query.isError || !found ? (
        <SectionError onRetry={() => void query.refetch()} />
      ) : (
        <ul className="offers">
          {found.items.map((p) => (
            <li key={p.id} className="offer card">
              {p.discountPercent ? <span className="offer__badge">−{p.discountPercent}%</span> : null}
              <div className="offer__body">
                <h3 className="offer__title">{p.title}</h3>
                {p.description && <p className="offer__text">{p.description}</p>}
                <p className="offer__meta">
                  {[
                    p.price ? priceText(p.price, money) : null,
                    found.scope === 'firm' ? masterFullName(p.master) : null,
                    p.validUntil ? t('promotions.until', { date: formatDate(p.validUntil) }) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The profile's shape while it loads. */
export function MasterSkeleton() {
  return (
    <div className="page salon master" aria-busy="true">
      <div className="card master__header" aria-hidden>
        <span className="skeleton master__photo" />
        <div className="master__intro">
          <Skeleton width="70%" height={30} />
          <Skeleton width="50%" height={18} />
          <Skeleton width={160} height={18} />
        </div>
        <Skeleton width="100%" height={96} />
      </div>
      <div className="sb-skeleton-list" aria-hidden>
        <Skeleton width={160} height={26} />
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={72} radius="m" />
        ))}
      </div>
    </div>
  );
}
