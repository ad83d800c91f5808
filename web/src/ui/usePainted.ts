import { startTransition, useEffect, useState } from 'react';

/**
 * False on a component's first render, true once the browser has painted it. A screen uses it to show its
 * first screenful at once and the rest (below the fold) right after, rather than making the first paint wait
 * for all of it. The rest renders as a transition: React yields to the browser every few milliseconds while it
 * builds it (a tap is answered meanwhile), instead of one long task of the whole lower page.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
