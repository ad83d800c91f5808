// The salon page's sections. A section shows its query's data through `useDeferredValue`: react-query's update
// renders at once and in one task, so when an answer arrives the section first renders as it was (its skeleton),
// then with the answer as a transition, which React builds in slices of a few milliseconds (no long task per
// answer on a phone).
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatInTimeZone } from 'date-fns-tz';
import type { components } from '@salonbook/sdk';
import { paths } from '../../config/paths';
import { formatDate, TIME_ZONE } from '../../lib/format';
import { formatDuration } from '../../lib/numbers';
import { useMoney } from '../../lib/useMoney';
import { ImageOr } from '../../ui/ImageOr';
import { MasterCard } from '../../entities/master/MasterCard';
import { PhotoGrid } from '../../ui/PhotoGrid';
import { PagedReviews } from '../../ui/PagedReviews';
import { priceText } from '../../entities/reservation-draft/draft';
import { Section, SectionError, ShowMore, SkeletonBlocks } from '../../ui/Section';
import { PhoneText } from '../../ui/PhoneText';
import { usePhotoViewer } from '../../ui/PhotoViewer';
import { firmPhotos, useFirmDiscounts, useFirmExpress, useFirmMasters, useFirmPortfolio, useFirmReviews, useRecommendedFirms, type Firm } from './api';
import { FirmCard } from '../../entities/firm/FirmCard';
import { mapLinks } from '../../entities/firm/mapLinks';
import { Button, buttonClass } from '../../ui/Button';

type WorkingHours = components['schemas']['WorkingHours'];

function Img({ src, alt, className, width, height, eager }: { src: string; alt: string; className: string; width: number; height: number; eager?: boolean }) {
  return (
    <ImageOr
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      fallback={<span className={`${className} sb-img-broken`} role="img" aria-label={alt} />}
    />
  );
}

/** Pages may overlap when items were added meanwhile: each item once. */
function uniqueById<T extends { id: number }>(items: T[]): T[] {
  const seen = new Set<number>();
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id));
}

/** The first photo large, the others in a strip below it. */
export function Gallery({ firm }: { firm: Firm }) {
  const { t } = useTranslation('salon');
  const photos = firmPhotos(firm);
  const [first, ...rest] = photos;
  const total = photos.length;
  const alt = (index: number) => t('photos.alt', { name: firm.name, index: index + 1, total });
  // Each photo opens full screen (swipe, arrows, Esc), the rest beside it.
  const { opener, viewer } = usePhotoViewer(photos.map((photo, index) => ({ url: photo.url, alt: alt(index) })));
  return (
    <div className="gallery">
      {first ? (
        <button {...opener(0)}>
          <Img className="gallery__main" src={first.url} alt={alt(0)} width={1120} height={630} eager />
        </button>
      ) : (
        <span className="gallery__main sb-img-broken" role="img" aria-label={t('photos.none', { name: firm.name })} />
      )}
      {rest.length > 0 && (
        <ul className={`gallery__strip${rest.length === 1 ? ' gallery__strip--single' : ''}`}>
          {rest.map((photo, i) => (
            <li key={photo.id}>
              <button {...opener(i + 1)}>
                <Img className="gallery__thumb" src={photo.thumbnailUrl ?? photo.url} alt={alt(i + 1)} width={96} height={96} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {viewer}
    </div>
  );
}

const External = ({ href, children }: { href: string; children: React.ReactNode }) => {
  const { t } = useTranslation('salon');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('info.newTab')}</span>
    </a>
  );
};

/** Address with map links, phone, Instagram. */
export function Contacts({ firm }: { firm: Firm }) {
  const { t } = useTranslation('salon');
  const maps = mapLinks(firm.location);
  return (
    <ul className="contacts">
      <li className="contacts__item">
        <span className="contacts__label">{t('info.address')}</span>
        <span>{firm.address}</span>
        <span className="contacts__links">
          <External href={maps.twoGis}>{t('info.map2gis')}</External>
          <External href={maps.yandex}>{t('info.mapYandex')}</External>
        </span>
      </li>
      {firm.phone && (
        <li className="contacts__item">
          <span className="contacts__label">{t('info.phone')}</span>
          <a href={`tel:${firm.phone.replace(/[^\d+]/g, '')}`}>
            <PhoneText phone={firm.phone} />
          </a>
        </li>
      )}
      {firm.instagram && (
        <li className="contacts__item">
          <span className="contacts__label">{t('info.instagram')}</span>
          <External href={`https://instagram.com/${encodeURIComponent(firm.instagram.replace(/^@/, ''))}`}>@{firm.instagram.replace(/^@/, '')}</External>
        </li>
      )}
    </ul>
  );
}

/** ISO day of week (1 = Monday) today in Asia/Aqtau. */
export function todayDayOfWeek(now: Date | number = Date.now()): number {
  return Number(formatInTimeZone(now, TIME_ZONE, 'i'));
}

/** The week's opening hours, today highlighted (Asia/Aqtau). */
export function Hours({ hours, now }: { hours: WorkingHours[]; now?: number }) {
  const { t } = useTranslation('salon');
  if (hours.length === 0) return <p className="sb-empty">{t('hours.empty')}</p>;
  const today = todayDayOfWeek(now);
  const sorted = [...hours].sort((a, b) => a.dayOfWeek - b.dayOfWeek);
  return (
    <ul className="hours">
      {sorted.map((day) => {
        const isToday = day.dayOfWeek === today;
        return (
          <li key={day.dayOfWeek} className={`hours__row${isToday ? ' hours__row--today' : ''}`} aria-current={isToday ? 'date' : undefined}>
            <span className="hours__day">
              {t(`days.${day.dayOfWeek}`)}
              {isToday && <span className="hours__today"> · {t('hours.today')}</span>}
            </span>
            <span className="hours__time">{day.isDayOff ? t('hours.dayOff') : `${day.opensAt}–${day.closesAt}`}</span>
          </li>
        );
      })}
    </ul>
  );
}

export function Discounts({ firmId }: { firmId: number }) {
  const { t } = useTranslation('salon');
  const query = useFirmDiscounts(firmId);
  const discounts = useDeferredValue(query.data);
  if (query.isSuccess && query.data.length === 0) return null;
  return (
    <Section id="discounts" title={t('discounts.title')}>
      {query.isError ? (
        <SectionError onRetry={() => void query.refetch()} />
      ) : discounts === undefined ? (
        <SkeletonBlocks count={1} height={88} />
      ) : (
        <ul className="offers">
          {discounts.map((d) => (
            <li key={d.id} className="offer card">
              <span className="offer__badge">−{d.discountPercent}%</span>
              <div className="offer__body">
                <h3 className="offer__title">{d.title}</h3>
                {d.description && <p className="offer__text">{d.description}</p>}
                {d.validUntil && <p className="offer__until">{t('discounts.until', { date: formatDate(d.validUntil) })}</p>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function Express({ firm, selected, onChoose }: { firm: Firm; selected: number[]; onChoose: (serviceId: number) => void }) {
  const { t, i18n } = useTranslation('salon');
  const money = useMoney();
  const query = useFirmExpress(firm.id, firm.hasExpress !== false);
  const express = useDeferredValue(query.data);
  if (firm.hasExpress === false || (query.isSuccess && query.data.length === 0)) return null;
  const offered = new Set(firm.serviceCategories.flatMap((c) => c.services.map((s) => s.id)));
  return (
    <Section id="express" title={t('express.title')}>
      <p className="sb-section__lead">{t('express.lead')}</p>
      {query.isError ? (
        <SectionError onRetry={() => void query.refetch()} />
      ) : express === undefined ? (
        <SkeletonBlocks count={2} height={92} />
      ) : (
        <ul className="offers">
          {express.map((e) => {
            const canChoose = e.serviceId !== undefined && offered.has(e.serviceId);
            const chosen = canChoose && selected.includes(e.serviceId!);
            return (
              <li key={e.id} className="offer card">
                <div className="offer__body">
                  <h3 className="offer__title">{e.name}</h3>
                  {e.description && <p className="offer__text">{e.description}</p>}
                  <p className="offer__meta">
                    {priceText(e.price, money)} · {formatDuration(e.durationMinutes, i18n.language)}
                    {e.availableToday && <span className="offer__today"> · {t('express.today')}</span>}
                  </p>
                </div>
                {/* The name in aria-label: a hidden span inside a flex button is read with a space before the colon. */}
                <Link
                  className={buttonClass('primary', 'offer__action')}
                  to={`${paths.booking(firm.id)}?express=${e.id}`}
                  aria-label={`${t('express.book')}: ${e.name}`}
                >
                  {t('express.book')}
                </Link>
                {canChoose && (
                  <Button
                    variant="secondary"
                    className="offer__action"
                    aria-pressed={chosen}
                    aria-label={`${chosen ? t('express.chosen') : t('express.choose')}: ${e.name}`}
                    onClick={() => onChoose(e.serviceId!)}
                  >
                    {chosen ? t('express.chosen') : t('express.choose')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

export function Masters({ firmId }: { firmId: number }) {
  const { t } = useTranslation('salon');
  const query = useFirmMasters(firmId);
  const masters = useDeferredValue(query.data);
  return (
    <Section id="masters" title={t('masters.title')}>
      {query.isError ? (
        <SectionError onRetry={() => void query.refetch()} />
      ) : masters === undefined ? (
        <SkeletonBlocks count={2} height={96} className="masters" />
      ) : masters.length === 0 ? (
        <p className="sb-empty">{t('masters.empty')}</p>
      ) : (
        <ul className="masters">
          {masters.map((m) => (
            <li key={m.id}>
              <MasterCard master={m} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function Portfolio({ firm }: { firm: Firm }) {
  const { t } = useTranslation('salon');
  const query = useFirmPortfolio(firm.id);
  const data = useDeferredValue(query.data);
  const photos = uniqueById(data?.pages.flatMap((p) => p.items) ?? []);
  const total = data?.pages[0]?.total;
  return (
    <Section id="portfolio" title={t('portfolio.title')}>
      {query.isError && photos.length === 0 ? (
        <SectionError onRetry={() => void query.refetch()} />
      ) : data === undefined ? (
        <SkeletonBlocks count={1} height={200} />
      ) : (
        <>
          <PhotoGrid photos={photos} subject={t('portfolio.subject', { name: firm.name })} total={total} emptyText={t('portfolio.empty')} />
          {query.isFetchNextPageError && <SectionError onRetry={() => void query.fetchNextPage()} />}
          {query.hasNextPage && !query.isFetchNextPageError && (
            <ShowMore onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} label={t('portfolio.more')} />
          )}
        </>
      )}
    </Section>
  );
}

export function Reviews({ firmId }: { firmId: number }) {
  return <PagedReviews query={useFirmReviews(firmId)} />;
}

/** Other salons the service recommends, under the reviews (for a client still comparing). */
export function Recommended({ firmId }: { firmId: number }) {
  const { t } = useTranslation('salon');
  const query = useRecommendedFirms(firmId);
  const recommended = useDeferredValue(query.data);
  if (query.isSuccess && query.data.firms.length === 0) return null;
  return (
    <Section id="recommended" title={t('recommended.title')}>
      {query.isError ? (
        <SectionError onRetry={() => void query.refetch()} />
      ) : recommended === undefined ? (
        <SkeletonBlocks count={2} height={120} />
      ) : (
        <ul className="salon__recommended">
          {recommended.firms.map((firm) => (
            <li key={firm.id}>
              <FirmCard firm={firm} className="firm-card--list" />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
