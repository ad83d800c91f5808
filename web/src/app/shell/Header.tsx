import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '../../ui/icons';
import { paths } from '../../config/paths';
import { useNavItems } from './BottomNav';
import { AccountMenu } from './AccountMenu';
import { CityButton } from './CityButton';
import { LanguageSwitcher } from './LanguageSwitcher';

export function Logo() {
  return (
    <>
      <LogoMark />
      <span className="logo__text">Salonbook</span>
    </>
  );
}

export function Header() {
  const { t } = useTranslation();
  const items = useNavItems();
  return (
    <header className="header">
      <div className="header__inner">
        <Link to={paths.home()} className="logo" aria-label={t('nav.logo')}>
          <Logo />
        </Link>
        <nav className="header__nav" aria-label={t('nav.label')}>
          {items.map(({ to, key, end }) => (
            <NavLink key={to} to={to} end={end} className="header__link">
              {t(key)}
            </NavLink>
          ))}
        </nav>
        <div className="header__controls">
          <CityButton />
          <LanguageSwitcher />
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
