import { createContext, useContext, type ReactNode } from 'react';
import type { BookingSdk } from '@salonbook/sdk';

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
