import { OffersScreen } from '../../features/discovery/OffersScreen';
import { page } from '../page';
import { prefetchOffersPage } from '../../features/discovery/api';
import type { MetaContext, PageMeta } from '../meta';
import { OFFER_KINDS } from '../../config/paths';

/** The special offers' page: its kind's name ('Скидки', 'Акции и подарки'). */
function offersMeta({ params, t }: MetaContext): PageMeta {
  const kind = OFFER_KINDS.find((known) => known === params.kind);
  return kind ? { title: `${t(`offers.${kind}.title`, { ns: 'discovery' })} · Salonbook` } : {};
}

const screen = page({ title: 'offers', ns: ['discovery'], data: prefetchOffersPage, meta: offersMeta });
export const handle = screen.handle;
export const loader = screen.loader;
export const clientLoader = screen.clientLoader;
export const meta = screen.meta;
export const headers = screen.headers;
export const ErrorBoundary = screen.ErrorBoundary;
export default OffersScreen;
