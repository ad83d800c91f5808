import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useAnalytics } from '../../lib/analyticsContext';
import { useSdk } from '../../lib/sdk';
import { useCity, useCountry, useUserLocation } from '../../lib/state';
import { citiesQuery } from '../../entities/city/city';
import { useClientConfig } from '../../entities/client-config/config';
import { otherCity } from './nearCity';
import { ErrorState } from '../../ui/ErrorState';
import { FirmCard, FirmCardSkeleton } from '../../entities/firm/FirmCard';
import { CloseIcon, PinIcon } from '../../ui/icons';
import { findCategory, useCategories } from '../../entities/category/category';
import { SearchBox } from '../../entities/firm-search/SearchBox';
import { FreeTimeChips } from '../../entities/free-time/FreeTimeChips';
import { WhenPicker } from '../../entities/free-time/WhenPicker';
import {
  EARLIEST,
  readSearch,
  useFilterOptions,
  useLocations,
  useSearchResults,
  useSortOptions,
  writeSearch,
  type FilterGroup,
  type SearchParams,
} from './api';
import './search.css';
import { Button } from '../../ui/Button';
import { TwoColumn } from '../../ui/TwoColumn';

/** The sort by distance (listSortTypes' key). */
const NEAREST = 'DISTANCE';

/** /search/firms: text, category, filters, district and sort live in the URL, so reload and back keep them. */
export function SearchScreen() {
  const { t } = useTranslation('search');
  const analytics = useAnalytics();
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  // flushSync: the chips, select and box show the URL's state, so the URL must change within the event; as a
  // transition (react-router's default) a busy phone showed a pressed chip spring back until the render came.
  const update = (patch: Partial<SearchParams>) => setParams(writeSearch({ ...search, ...patch }), { flushSync: true });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const active = search.filters.length + (search.locationId ? 1 : 0);

  return (
    <div className="page search">
      <h1 className="page__title">{search.query ? t('titleFor', { query: search.query }) : t('title')}</h1>
      <SearchBox
        value={search.query ?? ''}
        onSearch={(query) => update({ query: query || undefined })}
        onCategory={(categoryId, name) => {
          analytics.track('press_category', { categoryId, categoryName: name });
          update({ categoryId, query: undefined });
        }}
      />
      <WhenPicker
        value={search.when ?? null}
        onChange={(when) => update({ when, sort: when ? search.sort : search.sort === EARLIEST ? undefined : search.sort })}
      />
      <p className="search__professions">
        <Link to={paths.professions()}>{t('professions')}</Link>
      </p>
      <TwoColumn side="start" width="s" className="search__layout">
        <div className="search__side">
          <Button
            variant="secondary"
            className="search__filters-toggle"
            aria-expanded={filtersOpen}
            aria-controls="search-filters"
            onClick={() => setFiltersOpen((o) => !o)}
          >
            {active > 0 ? t('filters.toggleCount', { count: active }) : t('filters.toggle')}
          </Button>
          <Filters id="search-filters" open={filtersOpen} search={search} update={update} />
        </div>
        <Results search={search} update={update} />
      </TwoColumn>
    </div>
  );
}

interface PartProps {
  search: SearchParams;
  update: (patch: Partial<SearchParams>) => void;
}

function Filters({ id, open, search, update }: PartProps & { id: string; open: boolean }) {
  const { t } = useTranslation('search');
  const filters = useFilterOptions();
  const locations = useLocations();
  const locationId = useId();
  const failed = filters.isError || locations.isError;

  const toggle = (group: FilterGroup, value: string, on: boolean) => {
    const key = `${group.key}:${value}`;
    const others = search.filters.filter((f) => (group.type === 'SINGLE' ? !f.startsWith(`${group.key}:`) : f !== key));
    update({ filters: on ? [...others, key] : others });
  };

  return (
    <div id={id} className="search__filters card" data-open={open}>
      <h2 className="search__filters-title">{t('filters.title')}</h2>
      {failed && (
        <div className="search__inline-error" role="alert">
          <p>{t('filters.error')}</p>
          <Button
            variant="secondary"
            onClick={() => {
              void filters.refetch();
              void locations.refetch();
            }}
          >
            {t('common:error.retry')}
          </Button>
        </div>
      )}
      {locations.isPending ? (
        <span className="skeleton search__skeleton-field" aria-hidden />
      ) : (
        locations.data &&
        locations.data.length > 0 && (
          <div className="search__field">
            <label htmlFor={locationId} className="search__label">
              {t('filters.location')}
            </label>
            <select
              id={locationId}
              className="search__select"
              value={search.locationId ?? ''}
              onChange={(e) => update({ locationId: e.target.value ? Number(e.target.value) : undefined })}
            >
              <option value="">{t('filters.anyLocation')}</option>
              {locations.data.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.firmCount !== undefined ? t('filters.locationCount', { name: l.name, count: l.firmCount }) : l.name}
                </option>
              ))}
            </select>
          </div>
        )
      )}
      {filters.isPending ? (
        <>
          <span className="skeleton search__skeleton-group" aria-hidden />
          <span className="skeleton search__skeleton-group" aria-hidden />
        </>
      ) : (
        filters.data?.map((group) => (
          <fieldset key={group.key} className="search__group">
            <legend className="search__label">{group.title}</legend>
            <div className="search__chips">
              {group.options.map((option) => {
                const checked = search.filters.includes(`${group.key}:${option.value}`);
                return (
                  <label key={option.value} className="search__chip" data-checked={checked}>
                    <input type="checkbox" className="search__chip-input" checked={checked} onChange={(e) => toggle(group, option.value, e.target.checked)} />
                    <span>{option.title}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        ))
      )}
      {(search.filters.length > 0 || search.locationId) && (
        <button type="button" className="search__reset" onClick={() => update({ filters: [], locationId: undefined })}>
          {t('filters.reset')}
        </button>
      )}
    </div>
  );
}

function Results({ search, update }: PartProps) {
  const { t } = useTranslation('search');
  const place = useLocate();
  const { here } = place;
  const results = useSearchResults(search);
  const sorts = useSortOptions();
  const categories = useCategories();
  const sortId = useId();
  const category = search.categoryId ? findCategory(categories.data, search.categoryId) : undefined;
  const items = results.data?.pages.flatMap((p) => p.items) ?? [];
  const total = results.data?.pages[0]?.total ?? 0;
  const defaultSort = sorts.data?.find((s) => s.isDefault)?.key ?? sorts.data?.[0]?.key ?? '';
  // Without the client's place the server cannot sort by distance: it sorts by rating, and the page says so.
  const nearestWithoutPlace = (search.sort ?? defaultSort) === NEAREST && !here;

  return (
    <section className="search__results" aria-labelledby="search-results-title" aria-busy={results.isFetching}>
      <div className="search__results-head">
        <h2 id="search-results-title" className="search__count" aria-live="polite">
          {results.isPending ? t('results.loading') : results.isError && !results.data ? t('results.title') : t('results.count', { count: total })}
        </h2>
        {sorts.data && sorts.data.length > 0 && (
          <div className="search__sort">
            <label htmlFor={sortId} className="search__label">
              {t('sort.label')}
            </label>
            <select
              id={sortId}
              className="search__select"
              value={search.sort ?? defaultSort}
              aria-describedby={nearestWithoutPlace ? `${sortId}-note` : undefined}
              onChange={(e) => {
                update({ sort: e.target.value });
                // 'Ближе ко мне' needs the client's place: asked for at once, not sorted silently by something else.
                if (e.target.value === NEAREST && !here) place.locate();
              }}
            >
              {sorts.data.map((s) => (
                <option key={s.key} value={s.key}>
                  {s.title}
                </option>
              ))}
              {search.when && <option value={EARLIEST}>{t('common:when.earliest')}</option>}
            </select>
          </div>
        )}
      </div>
      {nearestWithoutPlace && (
        <p id={`${sortId}-note`} className="search__sort-note" role="status">
          {place.state === 'locating' ? t('near.locating') : t('sort.nearestWithoutPlace')}
        </p>
      )}
      <NearMe place={place} />
      {search.categoryId && (
        <p className="search__applied">
          <span className="search__applied-chip">
            {t('results.category', { name: category?.name ?? t('results.categoryUnknown') })}
            <button type="button" className="search__applied-remove" aria-label={t('results.removeCategory')} onClick={() => update({ categoryId: undefined })}>
              <CloseIcon width={16} height={16} />
            </button>
          </span>
        </p>
      )}
      {results.isPending ? (
        <ul className="search__grid" aria-hidden>
          {[0, 1, 2, 3].map((i) => (
            <li key={i}>
              <FirmCardSkeleton className="firm-card--list" />
            </li>
          ))}
        </ul>
      ) : results.isError && !results.data ? (
        <ErrorState title={t('results.errorTitle')} onRetry={() => void results.refetch()} />
      ) : items.length === 0 ? (
        <div className="search__empty card">
          <h3 className="search__empty-title">{t('empty.title')}</h3>
          <p className="search__empty-text">{t('empty.text')}</p>
          {(search.query || search.categoryId || search.filters.length > 0 || search.locationId || search.when) && (
            <Button variant="secondary" onClick={() => update({ query: undefined, categoryId: undefined, filters: [], locationId: undefined, when: null })}>
              {t('empty.reset')}
            </Button>
          )}
        </div>
      ) : (
        <>
          <ul className="search__grid">
            {items.map((firm) => (
              <li key={firm.id}>
                <FirmCard firm={firm} className="firm-card--list" showDistance={here !== null} />
                <FreeTimeChips firm={firm} />
              </li>
            ))}
          </ul>
          {results.isFetchNextPageError && (
            <div className="search__inline-error" role="alert">
              <p>{t('results.moreError')}</p>
            </div>
          )}
          {results.hasNextPage && (
            <Button variant="secondary" className="search__more" onClick={() => void results.fetchNextPage()} loading={results.isFetchingNextPage}>
              {results.isFetchingNextPage ? t('results.loadingMore') : t('results.more')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

type Locating = 'idle' | 'locating' | 'denied' | 'unavailable' | 'unsupported';

/** Asks the browser where the client is and stores it (userLocation); `state` says how the asking went. */
function useLocate() {
  const [here, setHere] = useUserLocation();
  const [state, setState] = useState<Locating>('idle');
  const locate = () => {
    if (!('geolocation' in navigator)) return setState('unsupported');
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setHere({ lat: position.coords.latitude, lng: position.coords.longitude });
        setState('idle');
      },
      (error) => setState(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 5 * 60_000 },
    );
  };
  return { here, forget: () => setHere(null), state, locate };
}

/**
 * "Near me": the search sends lat/lng and the cards show distances once the client's place is known; or it is
 * forgotten. A refusal or failure says why, in words.
 */
function NearMe({ place }: { place: ReturnType<typeof useLocate> }) {
  const { t } = useTranslation('search');
  const { here, state, locate, forget } = place;
  if (here)
    return (
      <>
        <p className="search__near">
          <PinIcon width={16} height={16} />
          <span>{t('near.active')}</span>
          <button type="button" className="search__near-forget" onClick={forget}>
            {t('near.forget')}
          </button>
        </p>
        <OtherCity here={here} />
      </>
    );
  return (
    <div className="search__near">
      <Button variant="secondary" onClick={locate} disabled={state === 'locating'}>
        <PinIcon width={16} height={16} />
        {state === 'locating' ? t('near.locating') : t('near.button')}
      </Button>
      {(state === 'denied' || state === 'unavailable' || state === 'unsupported') && (
        <p className="search__near-error" role="alert">
          {t(`near.${state}`)}
        </p>
      )}
    </div>
  );
}

/**
 * The device's place lies in another city than the one searched (the header's Almaty, the phone in Aqtau): says so
 * and offers that city, instead of listing salons thousands of kilometres away.
 */
function OtherCity({ here }: { here: { lat: number; lng: number } }) {
  const { t } = useTranslation('search');
  const [city, setCity] = useCity();
  const [, setCountry] = useCountry();
  const cities = useQuery({ ...citiesQuery(useSdk()), staleTime: 60 * 60_000 });
  // With no city stored, the search is in the configuration's default city (the header names it so).
  const defaultCityId = useClientConfig().data?.defaultCityId;
  const chosenId = city?.id ?? defaultCityId ?? cities.data?.find((c) => c.name === t('common:city.default'))?.id;
  const there = otherCity(here, cities.data, chosenId);
  if (!there) return null;
  const chosen = cities.data?.find((c) => c.id === chosenId);
  return (
    <div className="search__other-city card" role="status">
      <p>{chosen ? t('near.otherCity', { city: there.name, chosen: chosen.name }) : t('near.otherCityShort', { city: there.name })}</p>
      <Button
        variant="secondary"
        onClick={() => {
          setCity({ id: there.id, name: there.name });
          setCountry({ isoCode: there.countryIsoCode });
        }}
      >
        {t('near.switch', { city: there.name })}
      </Button>
    </div>
  );
}
