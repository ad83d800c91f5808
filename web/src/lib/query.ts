import { QueryClient } from '@tanstack/react-query';

/**
 * Server state. SPEC.md section 8: effectively no automatic retry happens, so retries are off; data stays
 * fresh for a minute and is not refetched on window focus (the SDK's 401 policy already retries once).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
