// The group sizes a basket can be booked for: what the server's date strip says (designed `groups`, computed by the
// booking's one rule, so a size offered here is offered free times), never a list of 1..maxPeopleCount.
import type { components, SavedReservation } from '@salonbook/sdk';
import { useApi } from '../../lib/sdk';
import { stripInit } from './queries';

type Groups = NonNullable<components['schemas']['ReservationTimes']['groups']>;
export type GroupLimit = Groups['largerReason'];

type DraftPart = Pick<SavedReservation, 'services' | 'params' | 'peopleCount' | 'firm'>;

/**
 * The date strip asked for one person: the sizes do not depend on the draft's own count, so the choice keeps its
 * options while the count changes, and the time step's strip of one person (the usual case) is the same query.
 */
export function groupsInit(draft: DraftPart) {
  return stripInit({ ...draft, peopleCount: 1 });
}

/** One option of the people choice: a size, and whether it can be chosen. */
export interface PeopleOption {
  count: number;
  offered: boolean;
}

/** What the people choice shows. `limit` is null while the sizes are unknown (asked, or the server did not say). */
export interface PeopleChoice {
  options: PeopleOption[];
  /** Why a group one person larger than `largest` cannot book online. */
  limit: GroupLimit | null;
  largest: number;
}

/**
 * The people choice for the server's `groups` (undefined while unknown): the sizes offered, and the draft's own
 * count too when it is not one of them (a draft kept from before), shown but not offered, so the choice never
 * pretends the draft says something else. While the sizes are unknown only the draft's count is there.
 */
export function peopleChoice(groups: Groups | undefined, current: number): PeopleChoice {
  if (!groups) return { options: [{ count: current, offered: true }], limit: null, largest: current };
  const options = groups.peopleCounts.map((count) => ({ count, offered: true }));
  if (!groups.peopleCounts.includes(current)) options.push({ count: current, offered: false });
  options.sort((a, b) => a.count - b.count);
  const largest = groups.peopleCounts.at(-1) ?? 0;
  return { options, limit: largest > 0 ? groups.largerReason : null, largest };
}

/** The people choice of a draft's basket (asked only when `enabled`: the salon takes more than one person). */
export function usePeopleChoice(draft: DraftPart, enabled: boolean): PeopleChoice {
  const strip = useApi().useQuery('get', '/rest/clients-app/v1/reservations/reservation-times', groupsInit(draft), { enabled });
  return peopleChoice(strip.data?.groups, draft.peopleCount);
}
