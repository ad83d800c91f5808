// The attempt limits the backend must enforce against guessing (README: 'What the backend must enforce'), with their
// numbers in one place, and the counters behind them: on the sandbox clock (so tests move time, never wait for it),
// bound to the state (reset, which makes a new state, forgets them all).
import type { State } from './state';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export interface Rule {
  /** Events (wrong tries, SMS sent) allowed within `windowMs`. */
  max: number;
  windowMs: number;
  /**
   * With a lock: the event that reaches `max` locks the key this long (given how many locks it had before) and the
   * count starts again. Without: the key waits until its oldest event in the window is `windowMs` old (sliding).
   */
  lockMs?: (locksBefore: number) => number;
  /** How long a key is remembered after its last event: its growing lock starts over after that. */
  memoryMs?: number;
}

/** Sign-in by password (signIn): wrong passwords, including for a phone without an account. */
export const PASSWORD_LIMITS = {
  /** One caller on one phone: 5 wrong, then a lock of 1 minute, doubling with each further lock up to an hour. */
  phoneAndCaller: { max: 5, windowMs: 15 * MINUTE, lockMs: (locks: number) => Math.min(HOUR, 2 ** locks * MINUTE), memoryMs: 24 * HOUR },
  /** Every caller on one phone: 20 wrong in 15 minutes lock the phone's password sign-in for 5 minutes, never longer. */
  phone: { max: 20, windowMs: 15 * MINUTE, lockMs: () => 5 * MINUTE },
  /** One caller over all phones: 30 wrong in 15 minutes, then it waits until the oldest of them is 15 minutes old. */
  caller: { max: 30, windowMs: 15 * MINUTE },
} satisfies Record<string, Rule>;

/**
 * The password rules' counters for one try: `phone`'s (digits) and the caller's. Sign-in and a password change (the old
 * password) count wrong passwords on the same counters, so a stolen session guesses no faster than a sign-in form.
 */
export const passwordRules = (phone: string, caller: string) =>
  [
    [`password:${phone}:${caller}`, PASSWORD_LIMITS.phoneAndCaller],
    [`password:${phone}`, PASSWORD_LIMITS.phone],
    [`password:*:${caller}`, PASSWORD_LIMITS.caller],
  ] as const;

/** Sending an SMS code (requestSms, sendReservationSmsCode). */
export const SMS_SEND_LIMITS = {
  /** One phone and purpose: not again before `resendAfterSeconds` (what the answer says). */
  resend: { max: 1, windowMs: 60 * SECOND },
  /** One phone, every purpose and caller: 10 codes in 24 hours (what one phone's SMS may cost a day). */
  day: { max: 10, windowMs: 24 * HOUR },
  /** One phone and one caller: 5 codes in 24 hours, so a stranger on one address spends at most half of the phone's day. */
  dayPerCaller: { max: 5, windowMs: 24 * HOUR },
} satisfies Record<string, Rule>;

/** What requestSms and sendReservationSmsCode answer as `resendAfterSeconds`. */
export const RESEND_AFTER_SECONDS = SMS_SEND_LIMITS.resend.windowMs / SECOND;

/** Wrong SMS codes (every operation that takes one: routes/sms-codes.ts). */
export const SMS_CODE_LIMITS = {
  /** One caller on one phone: 5 wrong in 15 minutes, whatever codes were sent meanwhile. */
  phoneAndCaller: { max: 5, windowMs: 15 * MINUTE },
  /** One caller over all phones: 20 wrong in 15 minutes. */
  caller: { max: 20, windowMs: 15 * MINUTE },
} satisfies Record<string, Rule>;

/** Wrong tries, from every caller together, that spend one code sent: then a new code must be sent. */
export const SMS_CODE_TRIES_PER_CODE = 10;

/**
 * Wrong gift-card codes tried over prepayments: per reservation (whoever tries) and per caller (the bearer's user, else
 * the client's address) over all reservations; beyond either, every code (the right one too) waits until the oldest
 * wrong try leaves the window.
 */
export const GIFT_CODE_LIMITS = {
  reservation: { max: 5, windowMs: 15 * MINUTE },
  caller: { max: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, Rule>;

/** Account deletion requests per phone (wrong codes count): 5 in 10 minutes. */
export const DELETION_LIMIT: Rule = { max: 5, windowMs: 10 * MINUTE };

interface Counter {
  at: number[];
  lockedUntil: number;
  locks: number;
  last: number;
}

const countersByState = new WeakMap<State, Map<string, Counter>>();

/** The counters of `state`, each under a key that names its rule and what it counts (`password:77011234567:10.0.0.1`). */
export function limits(state: State, now: number) {
  let counters = countersByState.get(state);
  if (!counters) countersByState.set(state, (counters = new Map()));
  const table = counters;
  /** The key's counter with what has left the window dropped (an event ahead of `now`, from a request's own clock, stays). */
  const counter = (key: string, rule: Rule): Counter | undefined => {
    const c = table.get(key);
    if (!c) return undefined;
    if (now - c.last >= (rule.memoryMs ?? rule.windowMs) && c.lockedUntil <= now) {
      table.delete(key);
      return undefined;
    }
    c.at = c.at.filter((at) => now - at < rule.windowMs);
    return c;
  };
  const secondsUntil = (ms: number) => Math.max(1, Math.ceil((ms - now) / SECOND));

  return {
    /** Seconds the key must wait before its next try, 0 when it may try now. */
    wait(key: string, rule: Rule): number {
      const c = counter(key, rule);
      if (!c) return 0;
      if (c.lockedUntil > now) return secondsUntil(c.lockedUntil);
      if (!rule.lockMs && c.at.length >= rule.max) return secondsUntil(Math.min(...c.at) + rule.windowMs);
      return 0;
    },
    /** Tries the key has before it must wait. */
    left(key: string, rule: Rule): number {
      const c = counter(key, rule);
      if (!c) return rule.max;
      return c.lockedUntil > now ? 0 : Math.max(0, rule.max - c.at.length);
    },
    /** Counts one event (a wrong try, an SMS sent); with a lock rule, the one that reaches `max` locks the key. */
    count(key: string, rule: Rule): void {
      const c = counter(key, rule) ?? { at: [], lockedUntil: 0, locks: 0, last: now };
      table.set(key, c);
      c.at.push(now);
      c.last = now;
      if (rule.lockMs && c.at.length >= rule.max) {
        c.lockedUntil = now + rule.lockMs(c.locks);
        c.locks += 1;
        c.at = [];
      }
    },
    /** Forgets the key (a right password or code: the caller has shown they know it). */
    clear(key: string): void {
      table.delete(key);
    },
  };
}
