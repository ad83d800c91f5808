import { useRouteError } from 'react-router';
import { ErrorState } from '../ui/ErrorState';
import { Logo } from './shell/Header';
import './shell/shell.css';

/** Last line of defence: the shell itself failed (e.g. a screen's code could not be downloaded). */
export function RootError() {
  const error = useRouteError();
  console.error('[salonbook] route failed', error);
  return (
    <div className="shell">
      <header className="header">
        <div className="header__inner">
          <a className="logo" href="/">
            <Logo />
          </a>
        </div>
      </header>
      <main className="shell__main">
        <ErrorState onRetry={() => window.location.reload()} />
      </main>
    </div>
  );
}
