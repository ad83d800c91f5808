import { PageSkeleton } from '../ui/PageSkeleton';
import { Logo } from './shell/Header';
import './shell/shell.css';

/** The first frame, before the first screen's code and texts arrive: the same header box, no text to translate. */
export function BootScreen() {
  return (
    <div className="shell" aria-busy="true">
      <header className="header">
        <div className="header__inner">
          <span className="logo">
            <Logo />
          </span>
        </div>
      </header>
      <main className="shell__main">
        <PageSkeleton />
      </main>
    </div>
  );
}
