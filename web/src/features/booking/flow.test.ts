// Which step a booking draft may show (flow.ts), generated: random drafts (services or none, a time or none, a name
// or none, a phone that is a mobile number, a landline, a half-typed one or none) and every step asked for. The
// answer without the phone module's mobile check is either "not known yet" or the answer with it, never another
// step; it is unknown only for a step after the details. Fixed seed, so a failure replays.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SavedReservation } from '@salonbook/sdk';
import { isMobilePhone } from '../../lib/phone';
import { makeDraft } from '../../entities/reservation-draft/draft';
import { allowedStep, needsMobileCheck, STEPS, type Step } from './flow';

const SEED = 20261129;
const FIRM = { id: 101, name: 'Салон красоты «Жасмин»' } as Parameters<typeof makeDraft>[0];

const draft = fc
  .record({
    services: fc.uniqueArray(fc.integer({ min: 301, max: 306 }), { maxLength: 3 }),
    startTime: fc.option(fc.constant('2026-12-01T11:00:00+05:00'), { nil: null }),
    clientName: fc.constantFrom('', '  ', 'Алия'),
    // A Kazakh mobile, a Russian one, an Almaty landline, half a number, none.
    clientPhone: fc.constantFrom('+7 701 123 45 67', '+7 916 123 45 67', '+7 727 250 00 00', '+7 701 12', ''),
  })
  .map(({ services, startTime, clientName, clientPhone }): SavedReservation => ({ ...makeDraft(FIRM, services), startTime, clientName, clientPhone }));
const step = fc.constantFrom<Step>(...STEPS);

describe('the step a draft may show', () => {
  it('without the mobile check is not known only after the details, and otherwise the same as with it', () => {
    fc.assert(
      fc.property(draft, step, (d, requested) => {
        const checked = allowedStep(requested, d, isMobilePhone);
        const unchecked = allowedStep(requested, d);
        expect(checked).toBeDefined();
        if (unchecked === undefined) {
          expect(needsMobileCheck(requested, d)).toBe(true);
          expect(STEPS.indexOf(requested)).toBeGreaterThan(STEPS.indexOf('details'));
        } else expect(unchecked).toBe(checked);
      }),
      { seed: SEED, numRuns: 500 },
    );
  });

  it('a landline or half a number stops at the details, a mobile number with a name goes on', () => {
    const ready = { ...makeDraft(FIRM, [301]), startTime: '2026-12-01T11:00:00+05:00', clientName: 'Алия' };
    expect(allowedStep('preview', { ...ready, clientPhone: '+7 701 123 45 67' }, isMobilePhone)).toBe('preview');
    expect(allowedStep('preview', { ...ready, clientPhone: '+7 727 250 00 00' }, isMobilePhone)).toBe('details');
    expect(allowedStep('code', { ...ready, clientPhone: '+7 701 12' }, isMobilePhone)).toBe('details');
    expect(allowedStep('preview', { ...ready, startTime: null })).toBe('time');
    expect(allowedStep('preview', { ...ready, clientPhone: '+7 701 123 45 67' })).toBeUndefined();
  });
});
