import { GiftCardLinkScreen } from '../../features/gift-cards/GiftCardModule';
import { page } from '../page';
import { prefetchGiftCardLinkPage } from '../../features/gift-cards/giftCardsApi';
import { money, type MetaContext, type PageMeta, type Schemas } from '../meta';

/** A gift card's recipient page: whose it is and its design; a link that opens no card is a 404. */
function giftCardLinkMeta({ data, status, t, lng }: MetaContext): PageMeta | null {
  if (status('/rest/clients-app/v2/gift-cards/get-by-token') === 404) return { status: 404 };
  const card = data<Schemas['GiftCard']>('/rest/clients-app/v2/gift-cards/get-by-token');
  if (!card) return null;
  return {
    title: t('meta.giftCard', { name: card.recipientName }),
    description: t('meta.giftCardText', { amount: money(card.amount, card.currency, lng) }),
    ...(card.design.imageUrl && { image: card.design.imageUrl }),
  };
}

const screen = page({ title: 'giftCards', ns: ['gift-cards'], data: prefetchGiftCardLinkPage, meta: giftCardLinkMeta });
export const handle = screen.handle;
export const loader = screen.loader;
export const clientLoader = screen.clientLoader;
export const meta = screen.meta;
export const headers = screen.headers;
export const ErrorBoundary = screen.ErrorBoundary;
export default GiftCardLinkScreen;
