import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarIcon, GiftIcon, HomeIcon, SearchIcon } from '../../ui/icons';
import { paths } from '../../config/paths';
import { leadsToOff, useClientConfig } from '../../entities/client-config/config';

/** The main links; gift cards only while the client configuration has them on. */
export const NAV_ITEMS = [
  { to: paths.home(), key: 'nav.home', Icon: HomeIcon, end: true },
  { to: paths.search(), key: 'nav.search', Icon: SearchIcon, end: false },
  { to: paths.reservationHistory(), key: 'nav.bookings', Icon: CalendarIcon, end: false },
  { to: paths.giftCards(), key: 'nav.giftCards', Icon: GiftIcon, end: false },
] as const;

/** The main links without those of switched-off features. */
export function useNavItems() {
  const config = useClientConfig();
  return NAV_ITEMS.filter(({ to }) => !leadsToOff(to, config.data?.features));
}

/** The tab bar at the bottom of phones (hidden from 768px, where the header carries the same links). */
export function BottomNav() {
  const { t } = useTranslation();
  const items = useNavItems();
  return (
    <nav className="bottom-nav" aria-label={t('nav.label')}>
      <ul className="bottom-nav__list">
        {items.map(({ to, key, Icon, end }) => (
          <li key={to}>
            <NavLink to={to} end={end} className="bottom-nav__link">
              <Icon width={22} height={22} />
              <span>{t(key)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
