// The money rules of every pay button (the prepayment page, a gift card's page), in one place:
//   - one attempt at a time: `run` is guarded synchronously (lib/idempotency's useIdempotentAction), so a double tap
//     sends one request; each attempt carries its Idempotency-Key, and its Retry sends the same key;
//   - a request that got no answer is asked again once with the same key (never one the server answered, a 409 or a
//     5xx: that is its answer), and if that fails too the
//     server is asked whether it is paid (`isPaid`) before Retry is offered;
//   - once paid, or sent to a hosted page, nothing else starts (the page is moving on).
// The screen says what a result and a refusal mean (`onResult`, `refusal`); the flow keeps the error, the check in
// progress, the busy state and the 3-D Secure step that PaymentPanel shows.
import { useRef, useState } from 'react';
import { ApiError, type components } from '@salonbook/sdk';
import { isNoAnswer, useIdempotentAction } from '../../lib/idempotency';

/**
 * Sends once more with the same key only when the first got no answer (a network failure): an answer the server gave
 * (an ApiError: a 409, a 5xx) is the answer, and asking again would only repeat it.
 */
async function askAgainIfUnanswered<R>(send: () => Promise<R>): Promise<R> {
  try {
    return await send();
  } catch (failure) {
    if (failure instanceof ApiError || !isNoAnswer(failure)) throw failure;
    return send();
  }
}

/** The bank's 3-D Secure page an answer asks for (a prepayment's, a gift card's, a certificate's). */
export type ThreeDsStep = NonNullable<components['schemas']['ThreeDsChallenge']>;

/** What the pay form says after an attempt: why it did not pay, and (when it may) Retry with the same key. */
export interface PayProblem {
  text: string;
  retry?: () => void;
  /** The button's words instead of 'Retry' ('Check again'). */
  again?: string;
  /** Not a refusal: the payment may still arrive (said as a status, not an alert). */
  pending?: boolean;
}

export interface PayFlowOptions {
  /** Paid: the screen moves on (the outcome page, the card's page). */
  onPaid: () => void;
  /** Whether it got paid after all (after a lost answer, or the bank's page): asks the server. */
  isPaid: () => Promise<boolean>;
  /** A refusal the server answered: 'paid' (it was already), or what to say (with `retry` when trying again may help). */
  refusal: (failure: ApiError, retry: () => void) => PayProblem | 'paid';
  /** The text of a lost answer that did not pay. */
  noAnswer: string;
}

export interface PayFlow {
  /**
   * One attempt for `input` (the same input keeps its key until it succeeds): `send(key)` makes the call, `onResult`
   * says what its answer means (nothing to say: it is handled). Resolves when the attempt has answered or failed.
   */
  run<R>(input: unknown, send: (key: string) => Promise<R>, onResult: (result: R) => PayProblem | void): Promise<void>;
  /** The bank's page or a redirect came back unsure: ask the server, else say `otherwise` (`unknown` when it did not answer). */
  settle(otherwise: PayProblem, unknown?: PayProblem): Promise<void>;
  paid(): void;
  /** The client is sent to a hosted page: nothing else starts, the buttons keep waiting. */
  leave(): void;
  fail(problem: PayProblem | null): void;
  /** The bank's page to show (an answer asked for 3-D Secure), or null when it is over. */
  challenge(step: ThreeDsStep | null): void;
  step: ThreeDsStep | null;
  error: PayProblem | null;
  checking: boolean;
  busy: boolean;
}

export function usePayFlow(options: PayFlowOptions): PayFlow {
  const action = useIdempotentAction();
  const finished = useRef(false);
  const latest = useRef(options);
  latest.current = options;
  const [error, setError] = useState<PayProblem | null>(null);
  const [checking, setChecking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [away, setAway] = useState(false);
  const [step, setStep] = useState<ThreeDsStep | null>(null);

  const paid = () => {
    finished.current = true;
    latest.current.onPaid();
  };

  const leave = () => {
    finished.current = true;
    setAway(true);
  };

  const settle = async (otherwise: PayProblem, unknown: PayProblem = otherwise) => {
    setError(null);
    setChecking(true);
    try {
      if (await latest.current.isPaid()) return paid();
      setError(otherwise);
    } catch {
      setError(unknown);
    } finally {
      setChecking(false);
    }
  };

  const run = <R>(input: unknown, send: (key: string) => Promise<R>, onResult: (result: R) => PayProblem | void) => {
    const attempt = (): Promise<void> =>
      new Promise<void>((done) => {
        if (finished.current) return done();
        const started = action.run(input, async (key) => {
          setError(null);
          setBusy(true);
          try {
            const result = await askAgainIfUnanswered(() => send(key));
            const problem = onResult(result);
            if (problem) setError(problem);
          } catch (failure) {
            const retry = () => void attempt();
            if (failure instanceof ApiError) {
              const said = latest.current.refusal(failure, retry);
              if (said === 'paid') paid();
              else setError(said);
            } else {
              await settle({ text: latest.current.noAnswer, retry });
            }
            // A failed attempt rejects, so its Retry keeps the attempt's key.
            throw failure;
          } finally {
            setBusy(false);
            done();
          }
        });
        if (!started) done();
      });
    return attempt();
  };

  return { run, settle, paid, leave, fail: setError, challenge: setStep, step, error, checking, busy: busy || away };
}
