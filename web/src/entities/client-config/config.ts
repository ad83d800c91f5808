// The client configuration (v2/configs): read once per start, then kept for the session (support contacts,
// feature switches, the default city, the lowest app version the service still supports).
import { useQuery } from '@tanstack/react-query';
import type { BookingSdk, components } from '@salonbook/sdk';
import { CLIENT_VERSION } from '@salonbook/sdk';
import { createQueryHelpers } from '@salonbook/sdk/react';
import { useSdk } from '../../lib/sdk';

export type ClientConfig = components['schemas']['ClientConfig'];
export type Feature = keyof ClientConfig['features'];

/**
 * The failures the contract declares for v2/configs (404 from an older server, 429, 500, 502–504), which the SDK's
 * 404 rule would otherwise send to /not-found: the configuration only tunes the app, so its failure is handled here
 * (the defaults stay) and never moves the client off their page.
 */
const CONFIG_FAILURES = [404, 429, 500, 502, 503, 504] as const;

/** The configuration's query: every page's shell reads it, so the server asks for it with each page's data. */
export const clientConfigQuery = (sdk: BookingSdk) =>
  createQueryHelpers(sdk).queryOptions('get', '/rest/clients-app/v2/configs', { handles: CONFIG_FAILURES }, { staleTime: Infinity, gcTime: Infinity });

export function useClientConfig() {
  return useQuery(clientConfigQuery(useSdk()));
}

/**
 * Whether a feature is on. While the config loads, or when it failed, everything stays as built (on): a missing
 * config never hides what the client came for.
 */
export function useFeature(feature: Feature): boolean {
  const config = useClientConfig();
  return config.data?.features[feature] ?? true;
}

/** 15.0.0 < 15.1.0 < 16.0.0 (numeric parts; a missing part is 0). */
export function isOlderVersion(version: string, than: string): boolean {
  const a = version.split('.').map((n) => Number.parseInt(n, 10) || 0);
  const b = than.split('.').map((n) => Number.parseInt(n, 10) || 0);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d < 0;
  }
  return false;
}

/** True when this build is older than the config's minAppVersion (the shell then asks for a reload). */
export function useOutdated(): boolean {
  const min = useClientConfig().data?.minAppVersion;
  return min ? isOlderVersion(CLIENT_VERSION, min) : false;
}

/** The app's links to screens a feature switch can turn off. */
export const FEATURE_PATHS: Array<[prefix: string, feature: Feature]> = [
  ['/gift-cards', 'giftCards'],
  ['/bnpl', 'bnpl'],
  ['/raffleprize', 'raffle'],
];

/** Whether a link (an in-app path) leads to a switched-off feature. */
export function leadsToOff(link: string | undefined, features: ClientConfig['features'] | undefined): boolean {
  if (!link || !features) return false;
  return FEATURE_PATHS.some(([prefix, feature]) => (link === prefix || link.startsWith(`${prefix}/`) || link.startsWith(`${prefix}?`)) && !features[feature]);
}
