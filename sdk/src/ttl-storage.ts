import { DEFAULT_TTL_SECONDS } from './config.js';
import type { WebStorageLike } from './storage.js';

/** A time-limited stored record (SPEC.md section 3): expires once older than timeToLive seconds. */
export interface TimeLimitedRecord<T = unknown> {
  storageKey: string;
  timeToLive: number;
  /** When it was stored, epoch milliseconds. */
  time: number;
  value: T;
}

export interface TimeLimitedStorage {
  set<T>(storageKey: string, value: T, timeToLive?: number): void;
  get<T>(storageKey: string): T | undefined;
  remove(storageKey: string): void;
  /** The keys of the records that have not expired (e.g. to remove every `created-reservation-…` at logout). */
  keys(): string[];
  /** Removes every expired record; returns how many went. */
  cleanup(): number;
}

/** The one backend key that holds every time-limited record, so that clean-up can find them all. */
export const TTL_RECORDS_KEY = 'time-limited-records';

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A record as the SDK writes it; anything else found in storage (`null`, a hand edit, an old release's) is dropped. */
function isRecord(value: unknown): value is TimeLimitedRecord {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return typeof record.storageKey === 'string' && isFiniteNumber(record.timeToLive) && isFiniteNumber(record.time);
}

export function createTimeLimitedStorage(backend: WebStorageLike, now: () => number): TimeLimitedStorage {
  const read = (): TimeLimitedRecord[] => {
    try {
      const parsed: unknown = JSON.parse(backend.getItem(TTL_RECORDS_KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isRecord) : [];
    } catch {
      return [];
    }
  };
  const write = (records: TimeLimitedRecord[]) => {
    if (records.length === 0) backend.removeItem(TTL_RECORDS_KEY);
    else backend.setItem(TTL_RECORDS_KEY, JSON.stringify(records));
  };
  /**
   * Older than its time to live, or stored "in the future": the clock was set back since (or the record was written
   * under a wrong clock), so its age says nothing and the record must not outlive its time by the difference.
   */
  const expired = (record: TimeLimitedRecord) => {
    const age = now() - record.time;
    return age < 0 || age >= record.timeToLive * 1000;
  };

  const remove = (storageKey: string) => write(read().filter((record) => record.storageKey !== storageKey));
  // No `this` anywhere: the methods work detached (`const { get } = sdk.ttl`).
  return {
    set(storageKey, value, timeToLive = DEFAULT_TTL_SECONDS) {
      const others = read().filter((record) => record.storageKey !== storageKey);
      write([...others, { storageKey, timeToLive, time: now(), value }]);
    },
    get<T>(storageKey: string) {
      const record = read().find((r) => r.storageKey === storageKey);
      if (!record) return undefined;
      if (expired(record)) {
        remove(storageKey);
        return undefined;
      }
      return record.value as T;
    },
    remove,
    keys() {
      return read()
        .filter((record) => !expired(record))
        .map((record) => record.storageKey);
    },
    cleanup() {
      const records = read();
      const kept = records.filter((record) => !expired(record));
      write(kept);
      return records.length - kept.length;
    },
  };
}
