import type { components } from './generated/schema.js';

type Schemas = components['schemas'];

/** The part of the Web Storage API the SDK needs; localStorage satisfies it. */
export interface WebStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The reservation draft kept under `saved-reservation` (SPEC.md section 3), so a booking survives a reload. */
export interface SavedReservation {
  /** Chosen masters per service id, and the chosen date (yyyy-MM-dd). */
  params: { masters?: Record<string, number | null>; date?: string };
  peopleCount: number;
  awaitingTime: number;
  isDeleted: boolean;
  isTemporary: boolean;
  /** Service ids; a set, kept as an array without duplicates. */
  services: number[];
  comment: string;
  clientPhone: string;
  clientName: string;
  firm: Schemas['FirmShort'] | null;
  /** ISO 8601 with the Asia/Aqtau offset, e.g. 2026-12-01T14:30:00+05:00. */
  startTime: string | null;
  /**
   * The create's attempt, kept until the booking is known: its Idempotency-Key and the request it was made for, so
   * a retry after a lost answer, even after a reload, sends the same key.
   */
  attempt?: { input: string; key: string };
}

/** Every key the client stores, with the type of its value (SPEC.md section 3). */
export interface StoredValues {
  currentUser: Schemas['User'];
  accessToken: string;
  refreshToken: string;
  /** Lifetime of the access token in seconds. */
  expiresIn: number;
  /** When the tokens were stored, epoch milliseconds. */
  setTokenDate: number;
  'menu-tab': string;
  firms: Schemas['FirmShort'][];
  userLocation: { lat: number; lng: number };
  currentUsersCity: { id: number; name?: string };
  currentUsersCountry: { isoCode: string; name?: string; id?: number };
  'saved-reservation': SavedReservation;
  'user-referrer': string;
}

export type StorageKey = keyof StoredValues;

type Check = (value: unknown) => boolean;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString: Check = (value) => typeof value === 'string';
const isNumber: Check = (value) => typeof value === 'number' && Number.isFinite(value);
const hasNumericId: Check = (value) => isObject(value) && isNumber(value.id);
const isNumberArray: Check = (value) => Array.isArray(value) && value.every(isNumber);

/**
 * The shape each stored value must have to be believed: a value that fails is removed and
 * treated as absent, so bad data (another app's, an old release's, a hand edit) never reaches the UI.
 */
const SHAPES: Record<StorageKey, Check> = {
  currentUser: hasNumericId,
  accessToken: isString,
  refreshToken: isString,
  expiresIn: isNumber,
  setTokenDate: isNumber,
  'menu-tab': isString,
  firms: (value) => Array.isArray(value) && value.every(hasNumericId),
  userLocation: (value) => isObject(value) && isNumber(value.lat) && isNumber(value.lng),
  currentUsersCity: hasNumericId,
  currentUsersCountry: (value) => isObject(value) && isString(value.isoCode),
  'saved-reservation': (value) =>
    isObject(value) &&
    isNumberArray(value.services) &&
    (value.params === undefined || isObject(value.params)) &&
    (value.firm === undefined || value.firm === null || hasNumericId(value.firm)) &&
    (value.attempt === undefined || (isObject(value.attempt) && isString(value.attempt.input) && isString(value.attempt.key))),
  'user-referrer': isString,
};

/** Every key the client stores. */
export const STORAGE_KEYS = Object.keys(SHAPES) as readonly StorageKey[];

/** True when `value` has the shape stored under `key`. */
export function isStoredShape<K extends StorageKey>(key: K, value: unknown): value is StoredValues[K] {
  return SHAPES[key](value);
}

/** Typed JSON storage over a Web-Storage-like backend. */
export interface TypedStorage {
  get<K extends StorageKey>(key: K): StoredValues[K] | undefined;
  set<K extends StorageKey>(key: K, value: StoredValues[K]): void;
  remove(...keys: StorageKey[]): void;
  /** Called with the key that changed, here or in another tab; `null` when everything may have changed. */
  subscribe(listener: (key: StorageKey | null) => void): () => void;
}

/** Storage that lives only as long as the page: used in widget mode. */
export function createMemoryStorage(): WebStorageLike {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
  };
}

/** True when the app runs inside a frame (widget mode); a frame whose parent we may not read counts too. */
export function isWidgetMode(win: Window | undefined = globalThis.window): boolean {
  if (!win) return false;
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}

/** localStorage in a page of its own; memory in widget mode, outside a browser, or where localStorage is refused. */
export function defaultStorage(win: Window | undefined = globalThis.window): WebStorageLike {
  if (!win || isWidgetMode(win)) return createMemoryStorage();
  try {
    const probe = '__salonbook_probe__';
    win.localStorage.setItem(probe, probe);
    win.localStorage.removeItem(probe);
    return win.localStorage;
  } catch {
    return createMemoryStorage();
  }
}

/**
 * Calls every listener with `value`; one that throws is reported (console.error) and never stops the others, nor
 * the write or the logout that called them.
 */
export function notify<T>(listeners: Iterable<(value: T) => void>, value: T): void {
  for (const listener of listeners) {
    try {
      listener(value);
    } catch (error) {
      console.error('@salonbook/sdk: a listener threw', error);
    }
  }
}

function isStorageKey(key: string): key is StorageKey {
  return (STORAGE_KEYS as readonly string[]).includes(key);
}

/**
 * What the typed storages over one backend share: their listeners (two SDK instances on one storage hear
 * each other) and the values the backend refused (a full or refused localStorage), kept in memory instead.
 */
interface Shared {
  listeners: Set<(key: StorageKey | null) => void>;
  memory: Map<string, string>;
  warned?: boolean;
}
const shared = new WeakMap<WebStorageLike, Shared>();

/** The SDK's own handle on its storage: `dispose()` detaches it from the window and from its peers. */
export interface TypedStorageController extends TypedStorage {
  /**
   * Writes these values as a whole or not at all (the session's keys): when the backend refuses one, what
   * was written is rolled back and all of them are kept in memory instead. Never throws.
   */
  setAll(values: { [K in StorageKey]?: StoredValues[K] }): void;
  /** The backend with the same memory fallback (for the time-limited records): its setItem never throws. */
  resilient: WebStorageLike;
  dispose(): void;
}

export function createTypedStorage(backend: WebStorageLike, win: Window | undefined = globalThis.window): TypedStorageController {
  const listeners = new Set<(key: StorageKey | null) => void>();
  const emit = (key: StorageKey | null) => notify(listeners, key);
  // Parsed values by key, reused while the stored text is unchanged: every request reads several keys,
  // and an unchanged value keeps its identity (cheap change detection for the session store).
  const parsed = new Map<StorageKey, { raw: string; value: unknown }>();

  // Another SDK instance in this page wrote the same backend: tell our listeners too.
  let state = shared.get(backend);
  if (!state) shared.set(backend, (state = { listeners: new Set(), memory: new Map() }));
  const { memory } = state;
  state.listeners.add(emit);
  const emitAll = (key: StorageKey | null) => shared.get(backend)?.listeners.forEach((peer) => peer(key));

  const read = (key: string) => memory.get(key) ?? backend.getItem(key);
  /**
   * Writes these texts as a whole or not at all. When the backend refuses one (QuotaExceededError...), what
   * was written is put back and the whole batch lives in memory for this page, with one warning.
   */
  const commit = (entries: (readonly [string, string])[]) => {
    const written: [string, string | null][] = [];
    try {
      for (const [key, text] of entries) {
        written.push([key, backend.getItem(key)]);
        backend.setItem(key, text);
      }
      for (const [key] of entries) memory.delete(key);
    } catch {
      for (const [key, previous] of written) {
        try {
          if (previous === null) backend.removeItem(key);
          else backend.setItem(key, previous);
        } catch {
          backend.removeItem(key);
        }
      }
      for (const [key, text] of entries) memory.set(key, text);
      if (!state.warned) console.warn(`@salonbook/sdk: storage refused ${entries[0]![0]}; kept in memory for this page`);
      state.warned = true;
    }
  };
  const removeItem = (key: string) => {
    memory.delete(key);
    backend.removeItem(key);
  };

  // Another tab changed the same localStorage: tell our listeners (the session store among them).
  let detach = () => {};
  if (win && typeof win.addEventListener === 'function' && safeLocalStorage(win) === backend) {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== backend) return;
      if (event.key === null) emit(null);
      else if (isStorageKey(event.key)) emit(event.key);
    };
    win.addEventListener('storage', onStorage);
    detach = () => win.removeEventListener('storage', onStorage);
  }

  return {
    get<K extends StorageKey>(key: K) {
      const raw = read(key);
      if (raw === null) return undefined;
      const cached = parsed.get(key);
      if (cached?.raw === raw) return cached.value as StoredValues[K];
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch {
        value = undefined;
      }
      if (!isStoredShape(key, value)) {
        // Not what we store: forget it rather than believe it.
        parsed.delete(key);
        removeItem(key);
        return undefined;
      }
      parsed.set(key, { raw, value });
      return value;
    },
    set(key, value) {
      commit([[key, JSON.stringify(value)]]);
      emitAll(key);
    },
    setAll(values) {
      const keys = (Object.keys(values) as StorageKey[]).filter((key) => values[key] !== undefined);
      commit(keys.map((key) => [key, JSON.stringify(values[key])]));
      keys.forEach(emitAll);
    },
    remove(...keys) {
      for (const key of keys) removeItem(key);
      for (const key of keys) emitAll(key);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    resilient: { getItem: read, setItem: (key, text) => commit([[key, text]]), removeItem },
    dispose() {
      detach();
      shared.get(backend)?.listeners.delete(emit);
      listeners.clear();
    },
  };
}

function safeLocalStorage(win: Window): Storage | undefined {
  try {
    return win.localStorage;
  } catch {
    return undefined;
  }
}
