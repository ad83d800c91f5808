import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { PageSkeleton } from '../ui/PageSkeleton';
import { useHydrated } from '../lib/hydration';
import { useAnchorScroll } from './anchorScroll';
import type { PageHandle } from './page';
import { BottomNav } from './shell/BottomNav';
import { Footer, OutdatedNotice } from './shell/Footer';
import { Header } from './shell/Header';
import './shell/shell.css';

/**
 * `children` once the page is the client's, `fallback` while React hydrates the server's HTML. Only this component
 * renders again when hydration ends: the shell and a server-rendered screen do not.
 */
function AfterHydration({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useHydrated() ? children : fallback;
}

/** The main shell of '/': header, the current child screen, the phone tab bar. */
export function AppShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { reset } = useQueryErrorResetBoundary();
  const matches = useMatches();
  // A screen of the client's own (PageHandle.clientOnly): the server's HTML, and the render that continues it, has its skeleton.
  const clientOnly = matches.some((m) => (m.handle as PageHandle | undefined)?.clientOnly);
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
            {clientOnly ? (
              <AfterHydration fallback={<PageSkeleton />}>
                <Outlet />
              </AfterHydration>
            ) : (
              <Outlet />
            )}
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <BottomNav />
    </div>
  );
}
