import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export const ANCHOR_OFFSET = 64;

/** Scrolls to the element a URL fragment names, 64px below the top; false when it is not there (yet). */
export function scrollToAnchor(hash: string, doc: Document = document, offset = ANCHOR_OFFSET): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return false;
  const target = doc.getElementById(id) ?? doc.getElementsByName(id)[0];
  if (!target) return false;
  const view = doc.defaultView ?? window;
  const top = target.getBoundingClientRect().top + view.scrollY - offset;
  view.scrollTo({ top: Math.max(0, top), behavior: 'auto' });
  return true;
}

/**
 * Where a page opens (SPEC.md section 2): at its anchor, 64px below the top, when the URL has a fragment (waiting a
 * little for lazy screens to render it); otherwise a new page (another path) opens at the top, never at the previous
 * page's scroll position. No scroll restoration: Back and Forward open at the top too. A change of the query only
 * (filters, booking steps) leaves the scroll alone.
 */
export function useAnchorScroll(): void {
  const { hash, pathname } = useLocation();
  const lastPath = useRef(pathname);
  useEffect(() => {
    const newPage = lastPath.current !== pathname;
    lastPath.current = pathname;
    if (!hash) {
      if (newPage) window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
      return;
    }
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      if (scrollToAnchor(hash) || ++tries > 20) return;
      timer = setTimeout(attempt, 100);
    };
    attempt();
    return () => clearTimeout(timer);
  }, [hash, pathname]);
}
