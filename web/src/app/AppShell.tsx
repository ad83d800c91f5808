import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { PageSkeleton } from '../ui/PageSkeleton';
import { useAnchorScroll } from './anchorScroll';
import { BottomNav } from './shell/BottomNav';
import { Footer, OutdatedNotice } from './shell/Footer';
import { Header } from './shell/Header';
import './shell/shell.css';

/** The main shell of '/': header, the current child screen, the phone tab bar. */
export function AppShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { reset } = useQueryErrorResetBoundary();
  useAnchorScroll();

  return (
    <div className="shell">
      <button type="button" className="skip-link" onClick={() => document.getElementById('main')?.focus()}>
        {t('a11y.skipToContent')}
      </button>
      <Header />
      <OutdatedNotice />
      <main id="main" className="shell__main" tabIndex={-1}>
        <ErrorBoundary resetKey={pathname} onReset={reset}>
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <BottomNav />
    </div>
  );
}
