import { createContext, useContext, type ReactNode } from 'react';
import type { BookingSdk } from '@salonbook/sdk';
import { createQueryHelpers, type QueryHelpers } from '@salonbook/sdk/react';

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

/**
 * The typed react-query helpers over the app's SDK (`@salonbook/sdk/react`), the same object for the
 * same SDK: `useApi().useQuery('get', '/rest/…', init)`, `useApi().queryOptions(…)`, `useApi().useMutation(…)`.
 */
export function useApi(): QueryHelpers {
  return createQueryHelpers(useSdk());
}
