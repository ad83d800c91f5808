// Buy now, pay later: /bnpl says what it is (the gift cards' screens are features/gift-cards).
export { BnplScreen } from './BnplScreen';
