// The master page's server calls: the master, their reviews (paged) and the promotions of masters.
import type { components } from '@salonbook/sdk';
import { offsetPaging } from '@salonbook/sdk/react';
import { useApi } from '../../lib/sdk';
import { PAGE_SIZE } from '../../entities/firm/queries';

export type Master = components['schemas']['Master'];
export type MasterPromotion = components['schemas']['MasterPromotion'];

export function useMaster(masterId: number) {
  return useApi().useQuery('get', '/rest/clients-app/v1/masters/{masterId}/profile', { params: { path: { masterId } } });
}

export function useMasterReviews(masterId: number) {
  return useApi().useInfiniteQuery(
    'get',
    '/rest/clients-app/v1/masters/{masterId}/reviews',
    { params: { path: { masterId }, query: { limit: PAGE_SIZE } } },
    offsetPaging,
  );
}

export function useMasterPromotions() {
  return useApi().useQuery('get', '/rest/clients-app/v1/master-promotions');
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
export function useProfessions() {
  return useApi().useQuery('get', '/rest/clients-app/v1/masters/professions', undefined, { staleTime: 10 * 60_000 });
}

/**
 * The master's standing in the masters' contest. A master outside any contest answers 404: the page then shows
 * no contest, so the call handles that status itself (the SDK would otherwise go to /not-found).
 */
export function useMasterContest(masterId: number) {
  return useApi().useQuery('get', '/rest/clients-app/v1/contest/master/{masterId}', { params: { path: { masterId } }, handles: [404] });
}

/**
 * The master's next free time for services of theirs (the date strip's call for one day from the server's today:
 * its `nextFreeTime` looks ahead to the end of the booking calendar), asked only when `enabled`.
 */
export function useMasterNextFree(firmId: number, serviceIds: number[], masterId: number, enabled: boolean) {
  return useApi().useQuery(
    'get',
    '/rest/clients-app/v1/reservations/reservation-times',
    { params: { query: { firmId, serviceIds, masterIds: serviceIds.map(() => masterId), days: 1 } } },
    { enabled },
  );
}
