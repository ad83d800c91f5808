// The steps of booking and which of them a draft can show: the step is in the URL (?step=time), so the
// browser's Back goes to the previous step and a reload returns to the same one.
import type { SavedReservation } from '@salonbook/sdk';

/**
 * Whether a number is a valid mobile one: lib/phone's isMobilePhone, passed in, because that module carries
 * libphonenumber's metadata (39 kB gzip), which the booking's first steps do not need.
 */
export type MobileCheck = (phone: string) => boolean;

export const STEPS = ['services', 'masters', 'time', 'details', 'preview', 'code'] as const;
export type Step = (typeof STEPS)[number];

export function parseStep(raw: string | null): Step {
  return (STEPS as readonly string[]).includes(raw ?? '') ? (raw as Step) : 'services';
}

/** The details a preview needs are filled in. */
export function detailsComplete(draft: SavedReservation, isMobile: MobileCheck): boolean {
  return draft.clientName.trim() !== '' && isMobile(draft.clientPhone);
}

/** The furthest step the draft has what it needs for. */
export function furthestStep(draft: SavedReservation, isMobile: MobileCheck): Step {
  if (draft.services.length === 0) return 'services';
  if (!draft.startTime) return 'time';
  if (!detailsComplete(draft, isMobile)) return 'details';
  return 'code';
}

/** Whether `allowedStep` needs the mobile check: a step after the details, asked for by a draft with a time. */
export function needsMobileCheck(requested: Step, draft: SavedReservation): boolean {
  return STEPS.indexOf(requested) > STEPS.indexOf('details') && draft.services.length > 0 && draft.startTime !== null;
}

/**
 * The step to show: the one asked for, or the furthest the draft allows when it asks for more. Undefined while
 * the answer needs the mobile check and `isMobile` is not here yet (needsMobileCheck); every other step is known
 * without it.
 */
export function allowedStep(requested: Step, draft: SavedReservation, isMobile?: MobileCheck): Step | undefined {
  if (!isMobile && needsMobileCheck(requested, draft)) return undefined;
  // Without the check, the draft's furthest step can be the details at most: enough for any step up to them.
  const furthest = furthestStep(draft, isMobile ?? (() => false));
  return STEPS.indexOf(requested) <= STEPS.indexOf(furthest) ? requested : furthest;
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
