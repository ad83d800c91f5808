import { useEffect, useState } from 'react';

/**
 * False on a component's first render, true once the browser has painted it. A screen uses it to show its
 * first screenful at once and the rest (below the fold) right after, rather than making the first paint wait
 * for all of it.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
