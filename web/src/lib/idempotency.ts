// Nothing booked or paid twice. Every operation that creates or pays something (the contract's `Idempotency-Key`:
// create a reservation, an express one, save a card, every pay and buy operation) is sent with a key made for the
// attempt; the server answers a repeated key with the first answer and does nothing again. So:
//
// - one attempt, one key: the key is made when the client first confirms these inputs and kept until the attempt
//   succeeds or the inputs change; a Retry after a dropped connection sends the same key (and gets the first answer
//   if the first request did arrive);
// - one attempt at a time: the confirm button is guarded synchronously (a ref, set before anything renders), so a
//   double tap, or a tap and an Enter, send one request even before the button shows it is busy;
// - a request that got no answer is asked again once, with the same key, before the client is offered Retry
//   (`askAgainOnce`): a replayed answer says what became of it.
//
// Usage, in a feature's api.ts: the mutation takes `{ body, key }` and sends `params: { header: idempotencyHeader(key) }`;
// in the screen: `const action = useIdempotentAction(); action.run(body, (key) => create.mutateAsync({ body, key }, …))`.
import { useMemo, useRef } from 'react';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A random UUID (v4) for one attempt. */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  // Older browsers (randomUUID needs a secure context and Safari 15.4+): the same from getRandomValues.
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The header parameter of a call (`params: { header: idempotencyHeader(key) }`). */
export const idempotencyHeader = (key: string) => ({ [IDEMPOTENCY_HEADER]: key }) as { 'Idempotency-Key': string };

/**
 * Whether a call's rejection means "no answer" (the connection dropped, the server said nothing) rather than the
 * client giving up (an abort). An SDK call resolves with every answer the server gives, so it rejects only then.
 */
export function isNoAnswer(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name !== 'AbortError';
}

/**
 * Sends `send()` and, when it got no answer (a network failure), sends it once more: with the same key the server
 * answers what became of the first (its first answer, or it does it now if the first never arrived). A second
 * failure is the caller's (the client is then offered Retry, with the same key).
 */
export async function askAgainOnce<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!isNoAnswer(error)) throw error;
    return send();
  }
}

export interface IdempotentAction {
  /**
   * Runs `action` with the key of the attempt for `input` (a new key when `input` differs from the last attempt's,
   * or the last attempt succeeded), unless an action is still running: then nothing is done and it returns false.
   * The action's rejection is the caller's to show (e.g. through the mutation's onError); it is not rethrown here.
   */
  run(input: unknown, action: (key: string) => Promise<unknown>): boolean;
  /** Whether an action is running (synchronous; for the button's disabled state use the mutation's isPending too). */
  readonly running: boolean;
}

/** One attempt: its key and the request (a fingerprint) it was made for. */
export interface Attempt {
  input: string;
  key: string;
}

/**
 * Where an attempt is kept when it must outlive the page (the booking's: with the saved draft, so a reload after a
 * lost answer resends the same key). Without one, the attempt lives as long as the component.
 */
export interface AttemptStore {
  get(): Attempt | null;
  set(attempt: Attempt | null): void;
}

/** Whether `input` is the request the kept attempt was made for. */
export const isAttemptFor = (attempt: Attempt | null | undefined, input: unknown) => attempt != null && attempt.input === (JSON.stringify(input) ?? '');

/** One confirm button's attempts: the synchronous guard and the key kept across Retry of the same attempt. */
export function useIdempotentAction(store?: AttemptStore): IdempotentAction {
  const running = useRef(false);
  const local = useRef<Attempt | null>(null);
  const kept = useRef(store);
  kept.current = store;
  return useMemo(() => {
    const attempt = {
      get current() {
        return kept.current ? kept.current.get() : local.current;
      },
      set current(value: Attempt | null) {
        if (kept.current) kept.current.set(value);
        else local.current = value;
      },
    };
    return {
      run(input: unknown, action: (key: string) => Promise<unknown>) {
        if (running.current) return false;
        const fingerprint = JSON.stringify(input) ?? '';
        // Kept before sending (the store writes it at once): a reload while it is on its way resends this key.
        if (attempt.current?.input !== fingerprint) attempt.current = { input: fingerprint, key: newIdempotencyKey() };
        const current = attempt.current!;
        running.current = true;
        let result: Promise<unknown>;
        try {
          result = Promise.resolve(action(current.key));
        } catch (error) {
          result = Promise.reject(error);
        }
        result
          .then(
            () => {
              // Done: the next confirm (another card, another visit) is a new attempt.
              if (attempt.current?.key === current.key) attempt.current = null;
            },
            () => {},
          )
          .finally(() => {
            running.current = false;
          });
        return true;
      },
      get running() {
        return running.current;
      },
    };
  }, []);
}
