// Where the mobile app is installed from: VITE_APP_STORE_URL and VITE_GOOGLE_PLAY_URL (the app's store pages) when
// the build sets them, else the stores' searches for Salonbook.
const env = import.meta.env as unknown as Record<string, string | undefined>;

export const appStores = {
  appStore: env.VITE_APP_STORE_URL?.trim() || 'https://apps.apple.com/kz/search?term=Salonbook',
  googlePlay: env.VITE_GOOGLE_PLAY_URL?.trim() || 'https://play.google.com/store/search?q=Salonbook&c=apps',
} as const;

export type Store = keyof typeof appStores;

/** The phone's store first (iPhone, iPad: App Store; Android: Google Play); both on a computer. */
export function storeOrder(userAgent: string): Store[] {
  if (/android/i.test(userAgent)) return ['googlePlay', 'appStore'];
  return ['appStore', 'googlePlay'];
}

/** A phone or tablet with a store of its own (iOS, Android): it gets its store's button, not a code to scan. */
export function phoneStore(userAgent: string): Store | null {
  if (/android/i.test(userAgent)) return 'googlePlay';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'appStore';
  return null;
}
