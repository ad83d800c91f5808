import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

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
 * Anchor scrolling (SPEC.md section 2): when the URL has a fragment, scroll to it with a 64px offset,
 * waiting a little for lazy screens to render it. No scroll restoration otherwise.
 */
export function useAnchorScroll(): void {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    if (!hash) return;
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
