// App-wide client state: jotai atoms over the SDK's session store and storage, so React and plain code
// (the SDK's policies, other tabs) see one truth. Writes go through sdk.storage, which is in-memory in
// widget mode, so nothing here touches localStorage directly.
import { atom, useAtom, useAtomValue, type Atom, type WritableAtom } from 'jotai';
import type { BookingSdk, Session, StoredValues } from '@salonbook/sdk';
import { useSdk } from './sdk';
import { useAfterHydration, type ServerView } from './hydration';

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

const ANONYMOUS: Session = { status: 'anonymous' };
/** The server renders without a session: so does the client's first render of the server's HTML (lib/hydration.tsx). */
export const useSession = () => useAfterHydration(useAtomValue(useAppAtoms().session), () => ANONYMOUS);
export const useCurrentUser = () => useAfterHydration(useAtomValue(useAppAtoms().currentUser), () => null);

/** A stored value as the page shows it: the server's view of it while the client hydrates the server's HTML. */
function useStored<K extends StoredKey>(pick: (atoms: AppAtoms) => StoredAtom<K>, serverValue: (view: ServerView) => Stored<K> = () => null) {
  const [value, set] = useAtom(pick(useAppAtoms()));
  return [useAfterHydration(value, serverValue), set] as const;
}

export const useCity = () =>
  useStored(
    (a) => a.city,
    (view) => view.currentUsersCity ?? null,
  );
export const useCountry = () =>
  useStored(
    (a) => a.country,
    (view) => view.currentUsersCountry ?? null,
  );
export const useMenuTab = () => useStored((a) => a.menuTab);
/** `firms`: the salons the client opened lately, newest first (entities/firm/recent.ts keeps it; cleared on logout). */
export const useViewedFirms = () => useStored((a) => a.firms);
export const useUserLocation = () => useStored((a) => a.userLocation);
export const useSavedReservation = () => useStored((a) => a.savedReservation);
