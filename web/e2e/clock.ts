// The suite's clock. The sandbox and every browser of the e2e run share one moment that does not depend on when the
// suite runs: a Tuesday at 10:00 in Asia/Aqtau by default, ticking at the real pace from when the servers start (so
// waits, countdowns and token lifetimes behave as they would). `E2E_CLOCK` moves the whole run: `20:30` or `23:50`
// (that time on the same Tuesday) or a full ISO date-time with an offset.
// A test about a particular moment asks for it with `test.use({ at: '20:30' })` (fixtures.ts): its browser and its
// requests then run that far ahead of the shared clock (the sandbox's x-sandbox-clock-advance header for its requests,
// Playwright's clock for its pages), while the other worker's tests keep the shared one.

/** The suite's day: a Tuesday, an ordinary working day of every seeded salon. */
export const SUITE_DAY = '2026-12-01';
const DEFAULT_TIME = '10:00';
const OFFSET = '+05:00'; // Asia/Aqtau, no daylight saving
const DAY_MS = 24 * 3600_000;

/** The instant `E2E_CLOCK` names (or the default: the suite's day at 10:00 in Aqtau), epoch ms. */
export function suiteOrigin(value = process.env.E2E_CLOCK): number {
  const text = value?.trim() || DEFAULT_TIME;
  const iso = /^\d{1,2}:\d{2}$/.test(text) ? `${SUITE_DAY}T${text.padStart(5, '0')}:00${OFFSET}` : text;
  const ms = Date.parse(iso);
  if (!/T\d\d:\d\d/.test(iso) || Number.isNaN(ms))
    throw new Error(`E2E_CLOCK: expected HH:MM or an ISO date-time with an offset, got ${JSON.stringify(value)}`);
  return ms;
}

/** Set once by the global setup (servers.ts), read by the workers: where the shared clock started, and when. */
const ORIGIN_ENV = 'E2E_CLOCK_ORIGIN';
const STARTED_ENV = 'E2E_CLOCK_STARTED';

/** Fixes the shared clock for this run: returns the sandbox's `now` option. */
export function startSuiteClock(): () => number {
  const origin = suiteOrigin();
  const started = Date.now();
  process.env[ORIGIN_ENV] = String(origin);
  process.env[STARTED_ENV] = String(started);
  return () => origin + (Date.now() - started);
}

/** The shared clock now, epoch ms (in a worker: from what the global setup fixed). */
export function suiteNow(): number {
  const origin = Number(process.env[ORIGIN_ENV]);
  const started = Number(process.env[STARTED_ENV]);
  if (!origin || !started) throw new Error(`${ORIGIN_ENV} is not set: the e2e global setup (servers.ts) fixes the suite's clock`);
  return origin + (Date.now() - started);
}

/**
 * How many whole seconds ahead of the shared clock the next `HH:MM` in Aqtau is (0 for null): a test that runs
 * `at` 20:30 sees 20:30 of the shared clock's day, or of the next day once the shared clock has passed it.
 */
export function secondsUntil(at: string | null, now = suiteNow()): number {
  if (at === null) return 0;
  const match = /^(\d{1,2}):(\d{2})$/.exec(at);
  if (!match) throw new Error(`at: expected HH:MM, got ${at}`);
  const local = now + 5 * 3600_000;
  const midnight = local - (local % DAY_MS);
  let target = midnight + (Number(match[1]) * 60 + Number(match[2])) * 60_000;
  if (target < local) target += DAY_MS;
  return Math.floor((target - local) / 1000);
}
