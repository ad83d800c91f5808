import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { components } from '@salonbook/sdk';
import { ErrorState } from '../../ui/ErrorState';
import { FirmCard, FirmCardSkeleton, monogram } from '../../entities/firm/FirmCard';
import { ImageOr } from '../../ui/ImageOr';
import { useCompany } from './api';
import './company.css';
import { Skeleton } from '../../ui/Skeleton';

type MultiLinkPage = components['schemas']['MultiLinkPage'];

/** /:company: a company's multi-link page: who they are and their salons to book at (a 404 is the SDK's). */
export function CompanyScreen() {
  const company = useParams().company ?? '';
  const query = useCompany(company);
  if (query.isPending) return <CompanySkeleton />;
  if (query.isError)
    return (
      <div className="page" data-testid="company-page">
        <ErrorState onRetry={() => void query.refetch()} />
      </div>
    );
  return <Company page={query.data} />;
}

function Company({ page }: { page: MultiLinkPage }) {
  const { t } = useTranslation('company');
  const { company, firms } = page;
  return (
    <div className="page company" data-testid="company-page">
      <header className="company__header card">
        <ImageOr
          className="company__logo"
          src={company.logoUrl}
          alt={t('logoAlt', { name: company.name })}
          width={72}
          height={72}
          monogram={monogram(company.name)}
        />
        <div className="company__intro">
          <p className="company__eyebrow">{t('title')}</p>
          <h1 className="company__name">{company.name}</h1>
          {company.description && <p className="company__description">{company.description}</p>}
        </div>
      </header>
      <section className="company__salons" aria-labelledby="company-salons-title">
        <h2 id="company-salons-title" className="company__salons-title">
          {t('salons', { count: firms.length })}
        </h2>
        {firms.length === 0 ? (
          <p className="company__empty card">{t('empty')}</p>
        ) : (
          <>
            <p className="company__lead">{t('lead')}</p>
            <ul className="company__grid">
              {firms.map((firm) => (
                <li key={firm.id}>
                  <FirmCard firm={firm} className="firm-card--list" />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}

function CompanySkeleton() {
  return (
    <div className="page company" aria-busy="true">
      <div className="company__header card" aria-hidden>
        <span className="skeleton company__logo" />
        <div className="company__intro">
          <Skeleton width={120} height={16} />
          <Skeleton width="70%" height={30} />
          <Skeleton width="50%" height={18} />
        </div>
      </div>
      <div className="company__salons" aria-hidden>
        <Skeleton width={180} height={24} />
        <ul className="company__grid">
          {[0, 1].map((i) => (
            <li key={i}>
              <FirmCardSkeleton className="firm-card--list" />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
