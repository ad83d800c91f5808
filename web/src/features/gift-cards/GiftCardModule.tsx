// The gift cards' screens: /gift-cards, a card's page, the buyer's cards and the recipient's link.
export { GiftCardsScreen } from './GiftCardsScreen';
export { GiftCardScreen } from './GiftCardScreen';
export { GiftCardLinkScreen } from './GiftCardLinkScreen';
export { MyGiftCardsScreen } from './MyGiftCardsScreen';
