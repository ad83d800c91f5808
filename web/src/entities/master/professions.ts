// The masters' professions (with how many masters each has): the professions index lists them, a master's page links
// a master's profession to its page; one query, so each reads what the other asked for.
import { useQuery } from '@tanstack/react-query';
import type { BookingSdk } from '@salonbook/sdk';
import { createQueryHelpers } from '@salonbook/sdk/react';
import { useSdk } from '../../lib/sdk';

export const professionsQuery = (sdk: BookingSdk) =>
  createQueryHelpers(sdk).queryOptions('get', '/rest/clients-app/v1/masters/professions', undefined, { staleTime: 10 * 60_000 });

export function useProfessions() {
  return useQuery(professionsQuery(useSdk()));
}
