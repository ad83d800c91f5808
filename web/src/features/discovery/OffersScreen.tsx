import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { flattenPages } from '@salonbook/sdk/react';
import { OFFER_KINDS, paths, type OfferKind } from '../../config/paths';
import { FirmCard, FirmCardSkeleton } from '../../entities/firm/FirmCard';
import { PagedGrid } from './PagedGrid';
import { useOfferedFirms } from './api';
import './discovery.css';

/** /offers/discounts and /offers/special: every salon of the city with a discount, or with another offer (paged). */
export function OffersScreen() {
  const kind = useParams().kind as OfferKind;
  if (!OFFER_KINDS.includes(kind)) return <Navigate to={paths.notFound()} replace state={{ status: 404 }} />;
  return <Offers key={kind} kind={kind} />;
}

function Offers({ kind }: { kind: OfferKind }) {
  const { t } = useTranslation('discovery');
  const query = useOfferedFirms(kind);
  const firms = flattenPages(query.data);
  const title = t(`offers.${kind}.title`);
  return (
    <div className="page discovery">
      <header className="discovery__head">
        <h1 className="discovery__title">{title}</h1>
        <p className="discovery__lead">{t(`offers.${kind}.lead`)}</p>
      </header>
      <PagedGrid
        query={query}
        hasData={query.data !== undefined}
        items={firms}
        label={title}
        empty={t('offers.empty')}
        skeleton={<FirmCardSkeleton className="firm-card--list" />}
        render={(firm) => <FirmCard firm={firm} offer={firm} className="firm-card--list" />}
      />
    </div>
  );
}
