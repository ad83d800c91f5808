import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Names the page after what it shows ('Салон красоты «Жасмин» · Salonbook'). The shell sets the route's
 * generic title in its own effect, which runs after the screen's (parents after children) and again on a
 * language change; the name is written once those effects are done, so it wins.
 */
export function usePageTitle(name: string | null | undefined) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!name) return;
    let live = true;
    queueMicrotask(() => {
      if (live) document.title = `${name} · Salonbook`;
    });
    return () => {
      live = false;
    };
  }, [name, i18n.language]);
}
