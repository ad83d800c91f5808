// The home page's categories: the menu tabs (Beauty, Health, For men) and the categories of the chosen one.
import { useDeferredValue, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAnalytics } from '../../lib/analyticsContext';
import { paths } from '../../config/paths';
import { useMenuTab } from '../../lib/state';
import { ImageOr } from '../../ui/ImageOr';
import { useCategories, useMenuTabs, storedMenuTabId, type Category, type MenuTab } from './api';
import { HomeSection } from './HomeSection';
import { SectionError } from '../../ui/Section';

/**
 * The menu tabs over the categories: "all" and the city's tabs (WAI-ARIA tabs: arrows move between them).
 * The chosen one is remembered as `menu-tab` (cleared on logout, as the spec says).
 */
export function MenuTabs({ tabs, selected, onSelect }: { tabs: MenuTab[]; selected: number | null; onSelect: (id: number | null) => void }) {
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

export function Categories() {
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
