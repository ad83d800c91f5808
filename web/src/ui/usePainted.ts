import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useHydrated } from '../lib/hydration';

/**
 * False on a component's first render, true once the browser has painted it. A screen uses it to show its
 * first screenful at once and the rest (below the fold) right after, rather than making the first paint wait
 * for all of it. The rest renders as a transition: React yields to the browser every few milliseconds while it
 * builds it (a tap is answered meanwhile), instead of one long task of the whole lower page. On the server, and when
 * the client continues the server's page, it is all there at once: the server's HTML has the whole screen. A screen
 * reads it through `AfterPaint`, not at its own top (see there).
 */
export function usePainted(): boolean {
  const hydrated = useHydrated();
  const [painted, setPainted] = useState(!hydrated);
  useEffect(() => {
    if (painted) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
    // Once, on mount: a screen painted at once stays so.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return painted;
}

/**
 * `children` once the browser has painted the screen around them, `fallback` before (usePainted). Only this component
 * renders again when hydration ends, not the screen that holds it: hydration's end is a synchronous render, and a
 * screen rendered again then is one long task of all of it.
 */
export function AfterPaint({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return usePainted() ? children : fallback;
}
