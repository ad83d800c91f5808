// The master page's server calls: the master, their reviews (paged) and the promotions of masters.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { BookingSdk, components } from '@salonbook/sdk';
import { createQueryHelpers, offsetPaging } from '@salonbook/sdk/react';
import { parseId } from '../../config/paths';
import type { PageDataContext } from '../../lib/query';
import { useSdk } from '../../lib/sdk';
import { PAGE_SIZE } from '../../entities/firm/queries';
import { professionsQuery } from '../../entities/master/professions';

export type Master = components['schemas']['Master'];
export type MasterPromotion = components['schemas']['MasterPromotion'];

/** The master page's queries. */
export const masterQueries = {
  profile: (sdk: BookingSdk, masterId: number) =>
    createQueryHelpers(sdk).queryOptions('get', '/rest/clients-app/v1/masters/{masterId}/profile', { params: { path: { masterId } } }),
  reviews: (sdk: BookingSdk, masterId: number) =>
    createQueryHelpers(sdk).infiniteQueryOptions(
      'get',
      '/rest/clients-app/v1/masters/{masterId}/reviews',
      { params: { path: { masterId }, query: { limit: PAGE_SIZE } } },
      offsetPaging,
    ),
  promotions: (sdk: BookingSdk) => createQueryHelpers(sdk).queryOptions('get', '/rest/clients-app/v1/master-promotions'),
  /**
   * The master's standing in the masters' contest. A master outside any contest answers 404: the page then shows
   * no contest, so the call handles that status itself (the SDK would otherwise go to /not-found).
   */
  contest: (sdk: BookingSdk, masterId: number) =>
    createQueryHelpers(sdk).queryOptions('get', '/rest/clients-app/v1/contest/master/{masterId}', { params: { path: { masterId } }, handles: [404] }),
  /**
   * The master's next free time for services of theirs (the date strip's call for one day from the server's today:
   * its `nextFreeTime` looks ahead to the end of the booking calendar).
   */
  nextFree: (sdk: BookingSdk, firmId: number, serviceIds: number[], masterId: number) =>
    createQueryHelpers(sdk).queryOptions('get', '/rest/clients-app/v1/reservations/reservation-times', {
      params: { query: { firmId, serviceIds, masterIds: serviceIds.map(() => masterId), days: 1 } },
    }),
};

/**
 * The master page's data, asked on the server all at once; once the profile is in, the next free time of the
 * master's first service (what the page shows before the client chooses).
 */
export async function prefetchMasterPage({ sdk, queryClient, params, notFound }: PageDataContext): Promise<void> {
  const masterId = parseId(params.masterId);
  if (masterId === null) return notFound();
  await Promise.all([
    queryClient.fetchQuery(masterQueries.profile(sdk, masterId)).then(
      (master) => {
        const first = master.services[0];
        if (master.firm && first) return queryClient.prefetchQuery(masterQueries.nextFree(sdk, master.firm.id, [first.id], master.id));
      },
      () => undefined,
    ),
    queryClient.prefetchInfiniteQuery(masterQueries.reviews(sdk, masterId)),
    queryClient.prefetchQuery(masterQueries.promotions(sdk)),
    queryClient.prefetchQuery(professionsQuery(sdk)),
    queryClient.prefetchQuery(masterQueries.contest(sdk, masterId)),
  ]);
}

export function useMaster(masterId: number) {
  return useQuery(masterQueries.profile(useSdk(), masterId));
}

export function useMasterReviews(masterId: number) {
  return useInfiniteQuery(masterQueries.reviews(useSdk(), masterId));
}

export function useMasterPromotions() {
  return useQuery(masterQueries.promotions(useSdk()));
}

/** The master's own promotions, or else those of masters of the same firm. */
export function promotionsFor(master: Pick<Master, 'id' | 'firmId'> & { firm?: { id: number } }, all: MasterPromotion[]) {
  const own = all.filter((p) => p.master.id === master.id);
  if (own.length > 0) return { scope: 'master' as const, items: own };
  const firmId = master.firm?.id ?? master.firmId;
  const firm = firmId === undefined ? [] : all.filter((p) => p.master.firmId === firmId);
  return { scope: 'firm' as const, items: firm };
}

/** The masters' professions (the same query as the professions index, so it is usually cached). */
export { useProfessions } from '../../entities/master/professions';

export function useMasterContest(masterId: number) {
  return useQuery(masterQueries.contest(useSdk(), masterId));
}

/** The master's next free time for services of theirs, asked only when `enabled`. */
export function useMasterNextFree(firmId: number, serviceIds: number[], masterId: number, enabled: boolean) {
  return useQuery({ ...masterQueries.nextFree(useSdk(), firmId, serviceIds, masterId), enabled });
}
