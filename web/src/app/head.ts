// A page's title and the picture of a page without one of its own (the routes' meta: app/page.tsx).
import type { TFunction } from 'i18next';

/** The picture of a page without one of its own. */
export const SITE_IMAGE = '/media/banners/41.webp';

/** The page's title as the tab shows it: the home and company pages' own, every other '<title> · Salonbook'. */
export function documentTitle(t: TFunction, key: string, own?: string): string {
  const title = own ?? t(`titles.${key}`);
  return key === 'home' || key === 'company' || own ? title : `${title} · Salonbook`;
}
