import { useCallback, useState } from 'react';

/**
 * Whether an element has come within a screen's height of the viewport; once true it stays true. A part far down
 * a page renders, and loads its code, only then (the home page's reviews bring date-fns and the time-zone data, a
 * long task on a phone). Without IntersectionObserver (a test's DOM) it is true at once; on the server, false.
 */
export function useNearScreen(): [ref: (node: Element | null) => (() => void) | undefined, near: boolean] {
  // On the server nothing is near (the page continues with the same render); in a test's DOM everything is.
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (node: Element | null) => {
      if (!node || near) return undefined;
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '100% 0px' });
      observer.observe(node);
      return () => observer.disconnect();
    },
    [near],
  );
  return [ref, near];
}
