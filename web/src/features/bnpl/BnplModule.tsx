// One module serves /bnpl and /gift-cards (SPEC.md section 2): the gift cards' screens live beside it.
export { GiftCardsScreen } from './GiftCardsScreen';
export { GiftCardScreen } from './GiftCardScreen';
export { GiftCardLinkScreen } from './GiftCardLinkScreen';
export { MyGiftCardsScreen } from './MyGiftCardsScreen';
export { BnplScreen } from './BnplScreen';
