import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { unwrap, type components } from '@salonbook/sdk';
import { useSdk } from '../../app/sdk';
import { nextOffset, PAGE_SIZE } from '../../entities/firm/queries';

export type Master = components['schemas']['Master'];
export type MasterPromotion = components['schemas']['MasterPromotion'];

export const masterKeys = {
  profile: (masterId: number) => ['master', masterId] as const,
  reviews: (masterId: number) => ['master', masterId, 'reviews'] as const,
  promotions: () => ['master-promotions'] as const,
};

export function useMaster(masterId: number) {
  const sdk = useSdk();
  return useQuery({
    queryKey: masterKeys.profile(masterId),
    queryFn: () => unwrap(sdk.api.GET('/rest/clients-app/v1/masters/{masterId}/profile', { params: { path: { masterId } } })),
  });
}

export function useMasterReviews(masterId: number) {
  const sdk = useSdk();
  return useInfiniteQuery({
    queryKey: masterKeys.reviews(masterId),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    queryFn: ({ pageParam }) =>
      unwrap(
        sdk.api.GET('/rest/clients-app/v1/masters/{masterId}/reviews', {
          params: { path: { masterId }, query: { offset: pageParam, limit: PAGE_SIZE } },
        }),
      ),
  });
}

export function useMasterPromotions() {
  const sdk = useSdk();
  return useQuery({
    queryKey: masterKeys.promotions(),
    queryFn: () => unwrap(sdk.api.GET('/rest/clients-app/v1/master-promotions')),
  });
}

/** The master's own promotions, or else those of masters of the same firm. */
export function promotionsFor(master: Pick<Master, 'id' | 'firmId'> & { firm?: { id: number } }, all: MasterPromotion[]) {
  const own = all.filter((p) => p.master.id === master.id);
  if (own.length > 0) return { scope: 'master' as const, items: own };
  const firmId = master.firm?.id ?? master.firmId;
  const firm = firmId === undefined ? [] : all.filter((p) => p.master.firmId === firmId);
  return { scope: 'firm' as const, items: firm };
}
