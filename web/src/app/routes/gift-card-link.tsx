import { GiftCardLinkScreen } from '../../features/gift-cards/GiftCardModule';
import { page } from '../page';
import { prefetchGiftCardLinkPage } from '../../features/gift-cards/giftCardsApi';
import { giftCardLinkMeta } from '../meta';

const screen = page({ title: 'giftCards', ns: ['gift-cards'], data: prefetchGiftCardLinkPage, meta: giftCardLinkMeta });
export const handle = screen.handle;
export const loader = screen.loader;
export const clientLoader = screen.clientLoader;
export const meta = screen.meta;
export const headers = screen.headers;
export const ErrorBoundary = screen.ErrorBoundary;
export default GiftCardLinkScreen;
