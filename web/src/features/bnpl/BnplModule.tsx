// One module serves /bnpl and /gift-cards (SPEC.md section 2).
import { PlaceholderScreen } from '../../ui/PlaceholderScreen';

export function BnplScreen() {
  return <PlaceholderScreen ns="bnpl" />;
}

export function GiftCardsScreen() {
  return <PlaceholderScreen ns="gift-cards" />;
}
