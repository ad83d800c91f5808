import type { components } from './generated/schema.js';
import { notify, type StorageKey, type TypedStorageController } from './storage.js';

export type User = components['schemas']['User'];
export type AuthSession = components['schemas']['AuthSession'];
export type TokenRefresh = components['schemas']['TokenRefresh'];

/** Anonymous, or authenticated: a current user is stored (SPEC.md section 6). */
export type Session =
  | { status: 'anonymous' }
  | {
      status: 'authenticated';
      user: User;
      accessToken: string | undefined;
      refreshToken: string | undefined;
      /** Lifetime of the access token in seconds. */
      expiresIn: number | undefined;
      /** When the tokens were stored, epoch milliseconds. */
      setTokenDate: number | undefined;
    };

/** What frontends see of the session: one truth for React and plain code. */
export interface SessionStore {
  get(): Session;
  subscribe(listener: (session: Session) => void): () => void;
}

/** The SDK's own handle on the session: the only code that writes it. */
export interface SessionController extends SessionStore {
  /** Stores tokens, user and token date together (sign-in, sign-up). */
  save(auth: AuthSession, now: number): void;
  /** Stores a refreshed token; keeps the refresh token and expiry when the answer has none. */
  saveRefreshed(tokens: TokenRefresh, now: number): void;
  /** Removes the user, tokens, token date, expiry, menu tab, firms and the user's location. */
  clear(): void;
}

const SESSION_KEYS: readonly StorageKey[] = ['currentUser', 'accessToken', 'refreshToken', 'expiresIn', 'setTokenDate'];
/** The referrer (`user-referrer`) stays: it is attribution, not the person; the location is personal. */
const CLEARED_ON_LOGOUT: StorageKey[] = [...SESSION_KEYS, 'menu-tab', 'firms', 'userLocation'];

export function createSessionStore(storage: TypedStorageController): SessionController {
  const read = (): Session => {
    const user = storage.get('currentUser');
    if (!user) return { status: 'anonymous' };
    return {
      status: 'authenticated',
      user,
      accessToken: storage.get('accessToken'),
      refreshToken: storage.get('refreshToken'),
      expiresIn: storage.get('expiresIn'),
      setTokenDate: storage.get('setTokenDate'),
    };
  };

  let snapshot = read();
  const listeners = new Set<(session: Session) => void>();

  /** True when `next` holds the same stored values as `previous` (unchanged values keep their identity). */
  const same = (previous: Session, next: Session) =>
    previous.status === 'anonymous' || next.status === 'anonymous'
      ? previous.status === next.status
      : previous.user === next.user &&
        previous.accessToken === next.accessToken &&
        previous.refreshToken === next.refreshToken &&
        previous.expiresIn === next.expiresIn &&
        previous.setTokenDate === next.setTokenDate;

  /**
   * Re-reads the stored session; the snapshot object changes only when the session did, so React's
   * useSyncExternalStore sees a stable value. Reading storage (not a cache) matters across tabs: after
   * the refresh lock is ours, another tab's new tokens are in storage before its storage event arrives.
   */
  const current = (): Session => {
    const next = read();
    if (!same(snapshot, next)) snapshot = next;
    return snapshot;
  };

  // Every change of a session key, here or in another tab, tells the subscribers.
  storage.subscribe((key) => {
    if (key !== null && !SESSION_KEYS.includes(key)) return;
    const before = snapshot;
    if (current() !== before) notify(listeners, snapshot);
  });

  return {
    get: current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    save(auth, now) {
      // As a whole or not at all: a storage that refuses one key keeps the whole session in memory.
      storage.setAll({
        accessToken: auth.accessToken,
        refreshToken: auth.refreshToken,
        expiresIn: auth.expiresIn,
        setTokenDate: now,
        currentUser: auth.user,
      });
    },
    saveRefreshed(tokens, now) {
      // The refresh token and expiry stay when the answer has none (undefined values are not written).
      storage.setAll({
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken || undefined,
        expiresIn: tokens.expiresIn,
        setTokenDate: now,
      });
    },
    clear() {
      storage.remove(...CLEARED_ON_LOGOUT);
    },
  };
}
