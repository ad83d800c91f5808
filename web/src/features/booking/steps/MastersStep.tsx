import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { chosenMaster, withMaster } from '../../../entities/reservation-draft/draft';
import { ImageOr } from '../../../ui/ImageOr';
import { masterFullName } from '../../../entities/master/MasterCard';
import { Rating } from '../../../ui/Rating';
import { useServiceAllocation } from '../api';
import { useBooking } from '../context';
import { NextBar, StepError, StepHeading } from './StepFrame';
import { useCatalog } from '../context';
import { Skeleton } from '../../../ui/Skeleton';

export function MastersStep() {
  const { t } = useTranslation('booking');
  const { draft, update, firmId, go } = useBooking();
  const catalog = useCatalog();
  const allocation = useServiceAllocation(firmId, draft.services);
  const masters = new Map((allocation.data?.masters ?? []).map((m) => [m.id, m]));

  // A master who can no longer do a service (or came from another page) is replaced by "any master".
  useEffect(() => {
    if (!allocation.data) return;
    let next = draft;
    for (const row of allocation.data.services) {
      const chosen = chosenMaster(draft, row.serviceId);
      if (chosen !== null && !row.masterIds.includes(chosen)) next = withMaster(next, row.serviceId, null);
    }
    if (next !== draft) update(next);
  }, [allocation.data]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <section className="booking__step" aria-labelledby="booking-step-title" aria-busy={allocation.isPending}>
      <StepHeading>{t('steps.masters')}</StepHeading>
      {allocation.isPending ? (
        <div className="booking__rows" aria-hidden>
          {draft.services.map((id) => (
            <Skeleton key={id} height={120} />
          ))}
        </div>
      ) : allocation.isError ? (
        <StepError onRetry={() => void allocation.refetch()} />
      ) : (
        allocation.data.services.map((row) => {
          const service = catalog.get(row.serviceId);
          const chosen = chosenMaster(draft, row.serviceId);
          const name = `master-${row.serviceId}`;
          const options = row.masterIds.map((id) => masters.get(id)).filter((m) => m !== undefined);
          return (
            <fieldset key={row.serviceId} className="card booking__masters">
              <legend className="booking__legend">{service?.name ?? t('masters.service')}</legend>
              {options.length === 0 && row.anyMasterAllowed === false && <p>{t('masters.nobody')}</p>}
              {row.anyMasterAllowed !== false && (
                <label className={`booking__master${chosen === null ? ' is-selected' : ''}`}>
                  <input type="radio" name={name} checked={chosen === null} onChange={() => update(withMaster(draft, row.serviceId, null))} />
                  <span className="booking__master-photo booking__master-photo--any" aria-hidden>
                    ★
                  </span>
                  <span className="booking__master-text">
                    <span className="booking__master-name">{t('start.anyMaster')}</span>
                    <span className="booking__master-meta">{t('masters.anyHint')}</span>
                  </span>
                </label>
              )}
              {options.map((m) => (
                <label key={m.id} className={`booking__master${chosen === m.id ? ' is-selected' : ''}`}>
                  <input type="radio" name={name} checked={chosen === m.id} onChange={() => update(withMaster(draft, row.serviceId, m.id))} />
                  <ImageOr className="booking__master-photo" src={m.photoUrl} alt="" width={48} height={48} loading="lazy" monogram={m.name.slice(0, 1)} />
                  <span className="booking__master-text">
                    <span className="booking__master-name">{masterFullName(m)}</span>
                    <span className="booking__master-meta">{m.profession}</span>
                    <Rating value={m.rating} count={m.reviewCount} variant="compact" />
                  </span>
                </label>
              ))}
            </fieldset>
          );
        })
      )}
      <NextBar onNext={() => go('time')} disabled={!allocation.data} label={t('next')} />
    </section>
  );
}
