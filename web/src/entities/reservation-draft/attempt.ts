// The booking's create attempt kept with the saved-reservation draft (SDK storage, which the jotai atom of lib/state
// follows): its Idempotency-Key outlives a reload, so a retry after a lost answer sends the same key and the server
// answers with the reservation the first request made. It goes when the booking is known (the draft goes then too).
import type { BookingSdk } from '@salonbook/sdk';
import type { AttemptStore } from '../../lib/idempotency';

export function draftAttempt(sdk: BookingSdk): AttemptStore {
  return {
    get: () => sdk.storage.get('saved-reservation')?.attempt ?? null,
    set(attempt) {
      const draft = sdk.storage.get('saved-reservation');
      if (!draft) return;
      const { attempt: _previous, ...rest } = draft;
      sdk.storage.set('saved-reservation', attempt ? { ...rest, attempt } : rest);
    },
  };
}
