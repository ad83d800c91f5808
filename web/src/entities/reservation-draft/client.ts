// The draft and the client's phone: the draft as the booking sends it, and a draft made from a past visit. Apart from
// draft.ts, which the salon and master pages load: libphonenumber-js and its metadata (24 kB gzip, a long task to
// evaluate on a phone) come with the booking's steps and the visits, not with every page that writes a draft.
import type { SavedReservation } from '@salonbook/sdk';
import { formatPhone, phoneE164 } from '../../lib/phone';
import type { FirmShort } from '../firm/queries';
import { chosenMaster, makeDraft } from './draft';

/** The contract's ReservationDraft of a saved draft (for preview and create). */
export function draftBody(draft: SavedReservation) {
  return {
    firmId: draft.firm?.id ?? 0,
    services: draft.services.map((serviceId) => ({ serviceId, masterId: chosenMaster(draft, serviceId) })),
    startTime: draft.startTime ?? '',
    peopleCount: draft.peopleCount,
    comment: draft.comment || undefined,
    clientName: draft.clientName.trim(),
    // The contract wants E.164 (+77011234567, +998901234567); the draft keeps what the field shows.
    clientPhone: phoneE164(draft.clientPhone) ?? draft.clientPhone,
  };
}

/**
 * Book again: a new draft at the same firm with the same services and, for each, the same master (null when the
 * firm had not assigned one), for the same client; no time yet, so the booking opens at the time step.
 */
export function draftFromReservation(reservation: {
  firm: FirmShort;
  services: ReadonlyArray<{ service: { id: number }; master?: { id: number } | null }>;
  peopleCount?: number;
  clientName?: string;
  clientPhone?: string;
}): SavedReservation {
  const masters = Object.fromEntries(reservation.services.map((s) => [String(s.service.id), s.master?.id ?? null]));
  const draft = makeDraft(
    reservation.firm,
    reservation.services.map((s) => s.service.id),
    masters,
  );
  return {
    ...draft,
    peopleCount: reservation.peopleCount ?? 1,
    clientName: reservation.clientName ?? '',
    clientPhone: reservation.clientPhone ? formatPhone(reservation.clientPhone) : '',
  };
}
