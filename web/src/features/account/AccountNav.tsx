import { useLayoutEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accountPaths } from '../../entities/session';

export const ACCOUNT_LINKS = [
  { to: accountPaths.profile(), key: 'nav.profile' },
  { to: accountPaths.favorites(), key: 'nav.favorites' },
  { to: accountPaths.cards(), key: 'nav.cards' },
  { to: accountPaths.payments(), key: 'nav.payments' },
  { to: accountPaths.cashbacks(), key: 'nav.cashbacks' },
] as const;

/** The account's sections, a scrollable row of links on phones; the current one is scrolled into sight. */
export function AccountNav() {
  const { t } = useTranslation('account');
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const row = nav.current;
    if (!row) return;
    const reveal = () => {
      const active = row.querySelector<HTMLElement>('[aria-current="page"]');
      if (!active) return;
      const outer = row.getBoundingClientRect();
      const inner = active.getBoundingClientRect();
      // Only the row scrolls (scrollIntoView would move the page too).
      if (inner.left < outer.left || inner.right > outer.right) row.scrollLeft += inner.left - outer.left - (outer.width - inner.width) / 2;
    };
    reveal();
    // On a first load the page is laid out after it mounts (the row has no size yet): reveal again once it has one.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(reveal);
    observer.observe(row);
    return () => observer.disconnect();
  }, [pathname]);
  return (
    <nav ref={nav} className="account-nav" aria-label={t('nav.label')}>
      {ACCOUNT_LINKS.map(({ to, key }) => (
        <NavLink key={to} to={to} className="account-nav__link">
          {t(key)}
        </NavLink>
      ))}
    </nav>
  );
}
