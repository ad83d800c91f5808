import { createContext, useContext, type ReactNode } from 'react';
import { createBookingSdk, type BookingSdk } from '@salonbook/sdk';
import type { AppConfig } from './config';

const SdkContext = createContext<BookingSdk | null>(null);

export function SdkProvider({ sdk, children }: { sdk: BookingSdk; children: ReactNode }) {
  return <SdkContext.Provider value={sdk}>{children}</SdkContext.Provider>;
}

/** The BookingSdk of the app (one per page; tests pass their own to <AppProviders>). */
export function useSdk(): BookingSdk {
  const sdk = useContext(SdkContext);
  if (!sdk) throw new Error('useSdk() outside <SdkProvider>');
  return sdk;
}

/** The app's SDK: same-origin API (or VITE_API_BASE_URL), router navigation for the 404 policy. */
export function createAppSdk(config: AppConfig, navigate: (path: string, state?: unknown) => void): BookingSdk {
  return createBookingSdk({
    baseUrl: config.apiBaseUrl,
    credentials: config.credentials,
    navigate,
  });
}
