import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import type { i18n as I18n } from 'i18next';
import type { BookingSdk } from '@salonbook/sdk';
import type { Analytics } from '../lib/analytics';
import { AnalyticsProvider } from '../lib/analyticsContext';
import { BootScreen } from './BootScreen';
import { SdkProvider } from '../lib/sdk';

export interface AppServices {
  sdk: BookingSdk;
  i18n: I18n;
  queryClient: QueryClient;
  analytics: Analytics;
  store?: ReturnType<typeof createStore>;
}

/** Everything a screen reads from context: SDK, jotai store, react-query, i18next, analytics. */
export function AppProviders({
  services,
  children,
  fallback = <BootScreen />,
}: {
  services: AppServices;
  children: ReactNode;
  /** What shows while a text module or a screen loads; null: no boundary here (the document's, app/root.tsx). */
  fallback?: ReactNode;
}) {
  return (
    <SdkProvider sdk={services.sdk}>
      <JotaiProvider store={services.store}>
        <QueryClientProvider client={services.queryClient}>
          <I18nextProvider i18n={services.i18n}>
            <AnalyticsProvider analytics={services.analytics}>
              {fallback === null ? children : <Suspense fallback={fallback}>{children}</Suspense>}
            </AnalyticsProvider>
          </I18nextProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </SdkProvider>
  );
}
