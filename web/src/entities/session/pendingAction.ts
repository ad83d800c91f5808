// An action the visitor asked for before signing in (save this salon in favourites), kept in the SDK's
// time-limited storage (SPEC.md: records expire after 300 s) and done by the screen that offered it once
// the user is back there signed in.
import { useEffect, useRef } from 'react';
import type { BookingSdk } from '@salonbook/sdk';
import { useSdk } from '../../lib/sdk';
import { useCurrentUser } from '../../lib/state';

export const PENDING_ACTION_KEY = 'pending-action';

export interface PendingAction {
  /** What to do, e.g. 'favorite'. */
  kind: string;
  /** On what, e.g. the firm id. */
  target: string;
}

export function setPendingAction(sdk: Pick<BookingSdk, 'ttl'>, action: PendingAction): void {
  sdk.ttl.set(PENDING_ACTION_KEY, action);
}

/** The pending action if it is this one (and removes it), else undefined. */
export function takePendingAction(sdk: Pick<BookingSdk, 'ttl'>, kind: string, target: string): PendingAction | undefined {
  const action = sdk.ttl.get<PendingAction>(PENDING_ACTION_KEY);
  if (!action || action.kind !== kind || action.target !== target) return undefined;
  sdk.ttl.remove(PENDING_ACTION_KEY);
  return action;
}

/**
 * Runs `run` once when the user is signed in and the pending action is (kind, target): the screen that
 * offered an action to an anonymous visitor calls this, so coming back signed in finishes it.
 */
export function usePendingAction(kind: string, target: string | number, run: () => void, ready = true): void {
  const sdk = useSdk();
  const user = useCurrentUser();
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    if (!user || !ready) return;
    if (takePendingAction(sdk, kind, String(target))) latest.current();
  }, [sdk, user, kind, target, ready]);
}
