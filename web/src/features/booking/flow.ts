// The steps of booking and which of them a draft can show: the step is in the URL (?step=time), so the
// browser's Back goes to the previous step and a reload returns to the same one.
import type { SavedReservation } from '@salonbook/sdk';
import { isMobilePhone, phoneDigits } from '../../lib/phone';

export const STEPS = ['services', 'masters', 'time', 'details', 'preview', 'code'] as const;
export type Step = (typeof STEPS)[number];

export function parseStep(raw: string | null): Step {
  return (STEPS as readonly string[]).includes(raw ?? '') ? (raw as Step) : 'services';
}

/** The details a preview needs are filled in. */
export function detailsComplete(draft: SavedReservation): boolean {
  return draft.clientName.trim() !== '' && isMobilePhone(draft.clientPhone);
}

/** The furthest step the draft has what it needs for. */
export function furthestStep(draft: SavedReservation): Step {
  if (draft.services.length === 0) return 'services';
  if (!draft.startTime) return 'time';
  if (!detailsComplete(draft)) return 'details';
  return 'code';
}

/** The step to show: the one asked for, or the furthest the draft allows when it asks for more. */
export function allowedStep(requested: Step, draft: SavedReservation): Step {
  const furthest = furthestStep(draft);
  return STEPS.indexOf(requested) <= STEPS.indexOf(furthest) ? requested : furthest;
}

/**
 * Whether confirming will ask for an SMS code: anonymous, or signed in and booking for another phone than the
 * account's (the sandbox's and the server's rule; the preview's smsCodeRequired has the last word).
 */
export function codeExpected(draft: SavedReservation, user: { phone?: string | null } | null | undefined): boolean {
  if (!user) return true;
  return !user.phone || phoneDigits(user.phone) !== phoneDigits(draft.clientPhone);
}

/**
 * The step counter's numbers: five steps whoever books. The SMS code, when one is asked for, confirms the last step
 * (the check) and carries its number, so the count never changes in the middle of a flow (a signed-in client's
 * phone makes the code unnecessary, another phone makes it needed).
 */
export const STEP_COUNT = STEPS.indexOf('preview') + 1;
export function stepNumber(step: Step): number {
  return Math.min(STEPS.indexOf(step) + 1, STEP_COUNT);
}
