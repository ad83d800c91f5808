// Recently viewed salons: the stored `firms` key (SPEC.md section 3) holds the salons the client opened, newest
// first, at most RECENT_LIMIT. The SDK clears it on logout. Lists read fresh cards for these ids (firms/list).
import { useCallback } from 'react';
import { useSdk } from '../../lib/sdk';
import { useViewedFirms } from '../../lib/state';
import type { FirmShort } from './FirmCard';

export const RECENT_LIMIT = 10;

/** The list with `firm` first (once), cut to RECENT_LIMIT. */
export function withViewed(list: FirmShort[] | null, firm: FirmShort): FirmShort[] {
  const { id, name, address, location, rating, reviewCount, photoUrl } = firm;
  const short: FirmShort = { id, name, address, location, rating, reviewCount, ...(photoUrl ? { photoUrl } : {}) };
  return [short, ...(list ?? []).filter((f) => f.id !== id)].slice(0, RECENT_LIMIT);
}

/** The ids of the recently viewed salons (newest first) and a way to record a visit to one. */
export function useRecentFirms() {
  const [list, setList] = useViewedFirms();
  const sdk = useSdk();
  // From the stored list as it is now (the page's first render may show the server's view, which knows none).
  const remember = useCallback((firm: FirmShort) => setList(withViewed(sdk.storage.get('firms') ?? null, firm)), [sdk, setList]);
  return { ids: (list ?? []).map((f) => f.id), remember };
}
