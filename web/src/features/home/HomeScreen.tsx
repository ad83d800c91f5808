import { useDeferredValue, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAnalytics } from '../../lib/analyticsContext';
import { paths } from '../../config/paths';
import { useCity, useCurrentUser, useMenuTab } from '../../lib/state';
import { FirmCard, FirmCardSkeleton, type FirmOffer, type FirmShort } from '../../entities/firm/FirmCard';
import { useRecentFirms } from '../../entities/firm/recent';
import { leadsToOff, useClientConfig } from '../../entities/client-config/config';
import { SparkIcon } from '../../ui/icons';
import { ImageOr } from '../../ui/ImageOr';
import { SearchBox } from '../../entities/firm-search/SearchBox';
import {
  useAdCompilations,
  useCategories,
  useFavoriteFirmsQuery,
  useHomeScreen,
  useMenuTabs,
  useRecentFirmsQuery,
  storedMenuTabId,
  type Banner,
  type Category,
  type MenuTab,
} from './api';
import { AppBanner } from './AppBanner';
import { HomeSection } from './HomeSection';
import { HomeSteps } from './HomeSteps';
import { HomeReviews } from './HomeReviews';
import './HomeScreen.css';
import { SectionError } from '../../ui/Section';

/**
 * Home: search, categories, special offers, compilations, favourites, recent reviews.
 *
 * A section shows its query's data through `useDeferredValue`: react-query's update renders at once and in one
 * task, so when an answer arrives the section first renders as it was (its skeleton), then with the answer as a
 * transition, which React builds in slices of a few milliseconds (no long task per answer on a phone). The
 * sections after the first are laid out only when they come near the screen (`lazy-blocks`, global.css).
 */
export function HomeScreen() {
  const { t } = useTranslation('home');
  const [city] = useCity();
  const navigate = useNavigate();
  const analytics = useAnalytics();
  const cityName = city?.name ?? t('common:city.default');
  return (
    <div className="home">
      <AppBanner />
      <section className="home__hero" aria-labelledby="home-title">
        <div className="page home__hero-inner">
          <p className="home__eyebrow">{t('eyebrow', { city: cityName })}</p>
          <h1 id="home-title" className="home__title">
            {t('title')}
          </h1>
          <p className="home__lead">{t('lead')}</p>
          <div className="home__search">
            <SearchBox
              value=""
              onSearch={(query) => void navigate(paths.search({ query }))}
              onCategory={(categoryId, name) => {
                analytics.track('press_category', { categoryId, categoryName: name });
                void navigate(paths.search({ categoryId }));
              }}
            />
          </div>
          <Link className="home__selection" to={paths.selectionStart()}>
            {t('selection.link')}
          </Link>{' '}
          <Link className="home__selection" to={paths.allCertificates()}>
            {t('certificatesLink')}
          </Link>
        </div>
      </section>
      <div className="page home__sections lazy-blocks">
        <Categories />
        <Recent />
        <Favorites />
        <Offers />
        <Banners />
        <Compilations />
        <HomeReviews />
        <HomeSteps />
      </div>
    </div>
  );
}

/** How many cards of the first rail are on the first screen of a desktop (their photos load first). */
const FIRST_SCREEN_CARDS = 4;

/** A horizontal, snap-scrolling row of salon cards (a grid on a desktop). */
function FirmRail({ firms, label, offers, priority }: { firms: FirmShort[]; label: string; offers?: Map<number, FirmOffer>; priority?: boolean }) {
  return (
    <ul className="home__rail" aria-label={label}>
      {firms.map((firm, index) => (
        <li key={firm.id} className="home__rail-item">
          <FirmCard firm={firm} offer={offers?.get(firm.id)} priority={priority && index < FIRST_SCREEN_CARDS} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Promotional banners of the city, below the special offers (the hero and the categories stay the first screen):
 * a snap-scrolling row; each opens its in-app page or outside address.
 */
function Banners() {
  const { t } = useTranslation('home');
  const home = useHomeScreen();
  const data = useDeferredValue(home.data);
  const features = useClientConfig().data?.features;
  // While the home data loads, a banner-shaped block holds the place (no shift when it arrives).
  if (data === undefined && !home.isError)
    return (
      <div className="home__banners" aria-hidden>
        <span className="skeleton home__banner" />
      </div>
    );
  // A banner for a switched-off feature (gift cards, bnpl, the raffle) is left out.
  const banners = (data?.banners ?? []).filter((banner) => !leadsToOff(banner.link?.trim(), features));
  if (banners.length === 0) return null;
  return (
    <section aria-label={t('banners.label')}>
      <ul className="home__banners">
        {banners.map((banner) => (
          <li key={banner.id} className="home__banner">
            <BannerLink banner={banner}>
              <ImageOr
                className="home__banner-image"
                src={banner.imageUrl}
                alt={banner.title ?? t('banners.alt')}
                width={640}
                height={320}
                loading="lazy"
                decoding="async"
                fallback={
                  // A broken or missing picture: a drawn banner with the same name (the link keeps its text).
                  <span className="home__banner-image home__banner-image--empty" role="img" aria-label={banner.title ?? t('banners.alt')}>
                    <SparkIcon width={48} height={48} />
                  </span>
                }
              />
              {banner.title && (
                <span className="home__banner-title" aria-hidden>
                  {banner.title}
                </span>
              )}
            </BannerLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function BannerLink({ banner, children }: { banner: Banner; children: ReactNode }) {
  const link = banner.link?.trim();
  if (!link) return <div className="home__banner-link">{children}</div>;
  if (link.startsWith('/') && !link.startsWith('//'))
    return (
      <Link className="home__banner-link" to={link}>
        {children}
      </Link>
    );
  return (
    <a className="home__banner-link" href={link} rel="noopener">
      {children}
    </a>
  );
}

/**
 * The menu tabs over the categories: "all" and the city's tabs (WAI-ARIA tabs: arrows move between them).
 * The chosen one is remembered as `menu-tab` (cleared on logout, as the spec says).
 */
function MenuTabs({ tabs, selected, onSelect }: { tabs: MenuTab[]; selected: number | null; onSelect: (id: number | null) => void }) {
  const { t } = useTranslation('home');
  const list = useRef<HTMLDivElement>(null);
  const all: Array<{ id: number | null; title: string }> = [{ id: null, title: t('menuTabs.all') }, ...tabs];
  const move = (event: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: all.length - 1 - index }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = (index + step + all.length) % all.length;
    onSelect(all[next]!.id);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div className="home__tabs" role="tablist" aria-label={t('menuTabs.label')} ref={list}>
      {all.map((tab, index) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id ?? 'all'}
            id={`home-tab-${tab.id ?? 'all'}`}
            type="button"
            role="tab"
            className="home__tab"
            aria-selected={active}
            aria-controls="home-categories-panel"
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.title}
          </button>
        );
      })}
    </div>
  );
}

function RailSkeleton() {
  return (
    <div className="home__rail" aria-hidden>
      {[0, 1, 2].map((i) => (
        <div key={i} className="home__rail-item">
          <FirmCardSkeleton />
        </div>
      ))}
    </div>
  );
}

function Categories() {
  const { t } = useTranslation('home');
  const analytics = useAnalytics();
  const [storedTab, setStoredTab] = useMenuTab();
  const tabs = useMenuTabs();
  const tabList = tabs.data ?? [];
  // A remembered tab the city no longer has falls back to "all".
  const wanted = storedMenuTabId(storedTab);
  const selected = tabs.isSuccess && !tabList.some((tab) => tab.id === wanted) ? null : wanted;
  const categories = useCategories(selected);
  const list = useDeferredValue(categories.data);
  const press = (category: Category) =>
    analytics.track(category.parentId ? 'press_subcategory' : 'press_category', {
      categoryId: category.id,
      categoryName: category.name,
      ...(category.parentId ? { parentId: category.parentId } : {}),
    });
  return (
    <HomeSection
      id="home-categories"
      title={t('categories.title')}
      all={
        <Link className="home__all" to={paths.professions()}>
          {t('professions.link')}
        </Link>
      }
    >
      {tabs.isPending ? (
        // The tabs' row keeps its place while they load, so the categories under it do not jump.
        <div className="home__tabs" aria-hidden>
          <span className="skeleton home__tab-skeleton" />
          <span className="skeleton home__tab-skeleton" />
        </div>
      ) : (
        tabList.length > 0 && <MenuTabs tabs={tabList} selected={selected} onSelect={(id) => setStoredTab(id === null ? null : String(id))} />
      )}
      <div
        id="home-categories-panel"
        aria-busy={categories.isPlaceholderData}
        {...(tabList.length > 0 ? { role: 'tabpanel', 'aria-labelledby': `home-tab-${selected ?? 'all'}` } : {})}
      >
        {categories.isError ? (
          <SectionError onRetry={() => void categories.refetch()} />
        ) : list === undefined ? (
          <div className="home__categories" aria-hidden>
            {[0, 1, 2, 3].map((i) => (
              <span key={i} className="skeleton home__category-skeleton" />
            ))}
          </div>
        ) : list.length === 0 ? (
          <p className="home__empty">{t('categories.empty')}</p>
        ) : (
          <ul className="home__categories">
            {list.map((category) => (
              <li key={category.id} className="card home__category">
                <Link className="home__category-link" to={paths.category(category.id)} onClick={() => press(category)}>
                  <ImageOr
                    className="home__category-icon"
                    src={category.iconUrl}
                    alt=""
                    width={32}
                    height={32}
                    loading="lazy"
                    // No icon or a broken one: the category's first letter on the icon's tile.
                    monogram={category.name.slice(0, 1)}
                  />
                  <span>{category.name}</span>
                </Link>
                {category.subcategories && category.subcategories.length > 0 && (
                  <ul className="home__subcategories" aria-label={t('categories.sub', { name: category.name })}>
                    {category.subcategories.map((sub) => (
                      <li key={sub.id}>
                        <Link className="home__subcategory" to={paths.category(sub.id)} onClick={() => press(sub)}>
                          {sub.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </HomeSection>
  );
}

/** The city's salons with a discount, then those with another offer: each its own rail, 'Все' to its paged list. */
function Offers() {
  const { t } = useTranslation('home');
  const home = useHomeScreen();
  const data = useDeferredValue(home.data);
  const pending = data === undefined;
  const rails = [
    { kind: 'discounts' as const, firms: data?.discountedFirms ?? [] },
    { kind: 'special' as const, firms: data?.offeredFirms ?? [] },
  ];
  return (
    <>
      {rails.map(({ kind, firms }, index) => {
        const title = t(`offers.${kind}`);
        const all = (
          <Link className="home__all" to={paths.offers(kind)} aria-label={t('offers.all', { title })}>
            {t('section.all')}
          </Link>
        );
        if (home.isError)
          return (
            <HomeSection key={kind} id={`home-offers-${kind}`} title={title}>
              <SectionError onRetry={() => void home.refetch()} />
            </HomeSection>
          );
        if (!pending && firms.length === 0) return null;
        return (
          <HomeSection key={kind} id={`home-offers-${kind}`} title={title} all={pending ? undefined : all}>
            {pending ? <RailSkeleton /> : <FirmRail firms={firms} offers={new Map(firms.map((f) => [f.id, f]))} label={title} priority={index === 0} />}
          </HomeSection>
        );
      })}
      {data?.compilations
        .filter((c) => c.firms.length > 0)
        .map((c) => (
          <HomeSection key={c.key} id={`home-compilation-${c.key}`} title={c.title}>
            <FirmRail firms={c.firms} label={c.title} />
          </HomeSection>
        ))}
    </>
  );
}

function Compilations() {
  const { t } = useTranslation('home');
  const ads = useAdCompilations();
  const compilations = useDeferredValue(ads.data);
  // An advert that failed to load is left out quietly: the rest of the page is what matters.
  if (ads.isError) return null;
  if (compilations === undefined)
    return (
      <div className="home__section" aria-hidden>
        <span className="skeleton home__title-skeleton" />
        <RailSkeleton />
      </div>
    );
  return compilations
    .filter((c) => c.firms.length > 0)
    .map((c) => (
      <HomeSection key={c.key} id={`home-ad-${c.key}`} title={c.title} className="home__ad">
        <p className="home__ad-label">{t('ads.label')}</p>
        <FirmRail firms={c.firms} label={c.title} />
      </HomeSection>
    ));
}

/** The salons the client opened lately (stored on this device; gone on logout), newest first. */
function Recent() {
  const { t } = useTranslation('home');
  const { ids } = useRecentFirms();
  const recent = useRecentFirmsQuery(ids);
  const firms = useDeferredValue(recent.data);
  if (ids.length === 0 || (recent.isSuccess && recent.data.length === 0)) return null;
  return (
    <HomeSection id="home-recent" title={t('recent.title')}>
      {recent.isError ? (
        <SectionError onRetry={() => void recent.refetch()} />
      ) : firms === undefined ? (
        <RailSkeleton />
      ) : (
        <FirmRail firms={firms} label={t('recent.title')} />
      )}
    </HomeSection>
  );
}

function Favorites() {
  const { t } = useTranslation('home');
  const signedIn = useCurrentUser() !== null;
  const favorites = useFavoriteFirmsQuery();
  const firms = useDeferredValue(favorites.data);
  if (!signedIn) return null;
  return (
    <HomeSection id="home-favorites" title={t('favorites.title')}>
      {favorites.isError ? (
        <SectionError onRetry={() => void favorites.refetch()} />
      ) : firms === undefined ? (
        <RailSkeleton />
      ) : firms.length === 0 ? (
        <p className="home__empty">{t('favorites.empty')}</p>
      ) : (
        <FirmRail firms={firms} label={t('favorites.title')} />
      )}
    </HomeSection>
  );
}
