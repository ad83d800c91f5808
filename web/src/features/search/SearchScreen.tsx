import { PlaceholderScreen } from '../../ui/PlaceholderScreen';

/** Placeholder until its issue builds the screen: a translated heading of its own, never a blank page. */
export function SearchScreen() {
  return <PlaceholderScreen ns="search" />;
}
