// App-wide client state: jotai atoms over the SDK's session store and storage, so React and plain code
// (the SDK's policies, other tabs) see one truth. Writes go through sdk.storage, which is in-memory in
// widget mode, so nothing here touches localStorage directly.
import { atom, useAtom, useAtomValue, type Atom, type WritableAtom } from 'jotai';
import type { BookingSdk, Session, StoredValues } from '@salonbook/sdk';
import { useSdk } from './sdk';

type StoredKey = keyof StoredValues;
export type Stored<K extends StoredKey> = StoredValues[K] | null;
export type StoredAtom<K extends StoredKey> = WritableAtom<Stored<K>, [Stored<K>], void>;
export type CurrentUser = Extract<Session, { status: 'authenticated' }>['user'];

export interface AppAtoms {
  session: Atom<Session>;
  currentUser: Atom<CurrentUser | null>;
  city: StoredAtom<'currentUsersCity'>;
  country: StoredAtom<'currentUsersCountry'>;
  menuTab: StoredAtom<'menu-tab'>;
  firms: StoredAtom<'firms'>;
  userLocation: StoredAtom<'userLocation'>;
  savedReservation: StoredAtom<'saved-reservation'>;
  userReferrer: StoredAtom<'user-referrer'>;
}

function sessionAtom(sdk: BookingSdk): Atom<Session> {
  const base = atom<Session>(sdk.session.get());
  base.onMount = (set) => {
    set(sdk.session.get());
    return sdk.session.subscribe(() => set(sdk.session.get()));
  };
  return atom((get) => get(base));
}

function storedAtom<K extends StoredKey>(sdk: BookingSdk, key: K): StoredAtom<K> {
  const read = (): Stored<K> => (sdk.storage.get(key) ?? null) as Stored<K>;
  const base = atom<Stored<K>>(read());
  base.onMount = (set) => {
    set(read());
    return sdk.storage.subscribe((changed?: string | null) => {
      if (changed === key || changed == null) set(read());
    });
  };
  return atom(
    (get) => get(base),
    (_get, set, value: Stored<K>) => {
      if (value === null || value === undefined) sdk.storage.remove(key);
      else sdk.storage.set(key, value as StoredValues[K]);
      set(base, value);
    },
  );
}

const cache = new WeakMap<BookingSdk, AppAtoms>();

/** The atoms of one SDK instance (made once, then cached). */
export function appAtoms(sdk: BookingSdk): AppAtoms {
  let atoms = cache.get(sdk);
  if (!atoms) {
    const session = sessionAtom(sdk);
    atoms = {
      session,
      currentUser: atom((get) => {
        const s = get(session);
        return s.status === 'authenticated' ? s.user : null;
      }),
      city: storedAtom(sdk, 'currentUsersCity'),
      country: storedAtom(sdk, 'currentUsersCountry'),
      menuTab: storedAtom(sdk, 'menu-tab'),
      firms: storedAtom(sdk, 'firms'),
      userLocation: storedAtom(sdk, 'userLocation'),
      savedReservation: storedAtom(sdk, 'saved-reservation'),
      userReferrer: storedAtom(sdk, 'user-referrer'),
    };
    cache.set(sdk, atoms);
  }
  return atoms;
}

export const useAppAtoms = () => appAtoms(useSdk());
export const useSession = () => useAtomValue(useAppAtoms().session);
export const useCurrentUser = () => useAtomValue(useAppAtoms().currentUser);
export const useCity = () => useAtom(useAppAtoms().city);
export const useCountry = () => useAtom(useAppAtoms().country);
export const useMenuTab = () => useAtom(useAppAtoms().menuTab);
/** `firms`: the salons the client opened lately, newest first (entities/firm/recent.ts keeps it; cleared on logout). */
export const useViewedFirms = () => useAtom(useAppAtoms().firms);
export const useUserLocation = () => useAtom(useAppAtoms().userLocation);
export const useSavedReservation = () => useAtom(useAppAtoms().savedReservation);
