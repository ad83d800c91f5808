// The header's person button: 'Sign in' (back to this page afterwards) for visitors, the account menu for
// signed-in users (their sections, bookings, sign-out). A disclosure button: Escape and a click outside close it.
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accountPaths, useCaptureReferrer, useLoginUrl, useLogout } from '../../entities/session';
import { useCurrentUser } from '../../lib/state';
import { paths } from '../../config/paths';

const PersonIcon = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
  </svg>
);

export function AccountMenu() {
  useCaptureReferrer();
  const { t } = useTranslation();
  const user = useCurrentUser();
  const loginUrl = useLoginUrl();
  const { pathname } = useLocation();
  if (!user) {
    if (pathname === accountPaths.login()) return null;
    return (
      <Link to={loginUrl} className="account-button account-button--sign-in" data-testid="sign-in-button">
        <PersonIcon />
        <span className="account-button__text">{t('nav.signIn')}</span>
      </Link>
    );
  }
  return <SignedInMenu name={user.name} />;
}

function SignedInMenu({ name }: { name: string }) {
  const { t, ready } = useTranslation(['account', 'common'], { useSuspense: false });
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onClick = (event: MouseEvent) => root.current && !root.current.contains(event.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  const signOut = useLogout();
  const logout = async () => {
    setOpen(false);
    await signOut();
  };

  const links = [
    { to: accountPaths.profile(), key: 'nav.profile' },
    { to: paths.reservationHistory(), key: 'menu.reservations' },
    { to: accountPaths.favorites(), key: 'nav.favorites' },
    { to: accountPaths.cards(), key: 'nav.cards' },
    { to: paths.myGiftCards(), key: 'nav.myGiftCards' },
    { to: accountPaths.payments(), key: 'nav.payments' },
    { to: accountPaths.cashbacks(), key: 'nav.cashbacks' },
  ];
  return (
    <div className="account-menu" ref={root}>
      <button
        type="button"
        className="account-button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={t('common:nav.account', { name })}
        data-testid="account-menu-button"
        onClick={() => setOpen((v) => !v)}
      >
        <PersonIcon />
        <span className="account-button__text" aria-hidden>
          {name}
        </span>
      </button>
      {open && ready && (
        <div id={id} className="account-menu__panel">
          <p className="account-menu__name">{name}</p>
          <ul className="account-menu__list">
            {links.map(({ to, key }) => (
              <li key={to}>
                <Link to={to} className="account-menu__item" onClick={() => setOpen(false)}>
                  {t(key)}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" className="account-menu__item" onClick={() => void logout()}>
                {t('logout')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
