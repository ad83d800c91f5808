import { Link, Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { flattenPages } from '@salonbook/sdk/react';
import { parseId, paths } from '../../config/paths';
import { MasterCard } from '../../entities/master/MasterCard';
import { ErrorState } from '../../ui/ErrorState';
import { ImageOr } from '../../ui/ImageOr';
import { PagedGrid } from './PagedGrid';
import { useProfessionMasters, useProfessions } from './api';
import './discovery.css';
import { Skeleton } from '../../ui/Skeleton';

/** /masters/professions: every profession, each to its masters. */
export function ProfessionsScreen() {
  const { t } = useTranslation('discovery');
  const query = useProfessions();
  return (
    <div className="page discovery">
      <header className="discovery__head">
        <h1 className="discovery__title">{t('professions.title')}</h1>
        <p className="discovery__lead">{t('professions.lead')}</p>
      </header>
      {query.isPending ? (
        <ul className="discovery__professions" aria-hidden>
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className="skeleton discovery__skeleton" />
          ))}
        </ul>
      ) : query.isError ? (
        <ErrorState title={t('error.title')} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="discovery__empty card">{t('professions.empty')}</p>
      ) : (
        <ul className="discovery__professions">
          {query.data.map((p) => (
            <li key={p.id}>
              <Link className="card discovery__profession" to={paths.profession(p.id)}>
                <ImageOr
                  className="discovery__profession-icon"
                  src={p.iconUrl ?? undefined}
                  alt=""
                  width={40}
                  height={40}
                  loading="lazy"
                  monogram={p.name.slice(0, 1)}
                />
                <span className="discovery__profession-name">
                  {p.name}
                  {p.mastersCount !== undefined && <span className="discovery__profession-count">{t('professions.count', { count: p.mastersCount })}</span>}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** /masters/professions/:professionId: the city's masters of one profession, best rated first (paged). */
export function ProfessionScreen() {
  const professionId = parseId(useParams().professionId);
  if (professionId === null) return <Navigate to={paths.notFound()} replace state={{ status: 404 }} />;
  return <ProfessionMasters key={professionId} professionId={professionId} />;
}

function ProfessionMasters({ professionId }: { professionId: number }) {
  const { t } = useTranslation('discovery');
  const professions = useProfessions();
  const query = useProfessionMasters(professionId);
  const name = professions.data?.find((p) => p.id === professionId)?.name;
  const masters = flattenPages(query.data);
  return (
    <div className="page discovery">
      <header className="discovery__head">
        <Link className="discovery__back" to={paths.professions()}>
          {t('professions.all')}
        </Link>
        <h1 className="discovery__title">{name ?? t('professions.masters')}</h1>
      </header>
      <PagedGrid
        query={query}
        hasData={query.data !== undefined}
        items={masters}
        label={name ?? t('professions.masters')}
        empty={t('professions.noMasters')}
        skeleton={<Skeleton height={96} className="discovery__skeleton" />}
        render={(master) => <MasterCard master={master} />}
      />
    </div>
  );
}
