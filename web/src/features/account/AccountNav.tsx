import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { accountPaths } from '../../entities/session';

export const ACCOUNT_LINKS = [
  { to: accountPaths.profile(), key: 'nav.profile' },
  { to: accountPaths.favorites(), key: 'nav.favorites' },
  { to: accountPaths.cards(), key: 'nav.cards' },
  { to: accountPaths.payments(), key: 'nav.payments' },
  { to: accountPaths.cashbacks(), key: 'nav.cashbacks' },
] as const;

/** The account's sections, a scrollable row of links on phones. */
export function AccountNav() {
  const { t } = useTranslation('account');
  return (
    <nav className="account-nav" aria-label={t('nav.label')}>
      {ACCOUNT_LINKS.map(({ to, key }) => (
        <NavLink key={to} to={to} className="account-nav__link">
          {t(key)}
        </NavLink>
      ))}
    </nav>
  );
}
