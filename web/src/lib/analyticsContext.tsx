import { createContext, useContext, type ReactNode } from 'react';
import { createAnalytics, type Analytics } from './analytics';

const AnalyticsContext = createContext<Analytics>(createAnalytics(null));

export function AnalyticsProvider({ analytics, children }: { analytics: Analytics; children: ReactNode }) {
  return <AnalyticsContext.Provider value={analytics}>{children}</AnalyticsContext.Provider>;
}

/** analytics.track('open_firm', { firmId }) from any screen; a no-op when analytics is off. */
export const useAnalytics = () => useContext(AnalyticsContext);
