// 'Save the card for the next payments': unticked until the client ticks it, and then remembered on this device (a
// time-limited record, sdk.ttl, a year) so the next payment offers it ticked; unticking forgets it. A logout forgets
// it too (app/forgetOnLogout.ts): on a shared phone the next client chooses for themselves.
import { useState } from 'react';
import type { BookingSdk } from '@salonbook/sdk';
import { useSdk } from '../../lib/sdk';

export const SAVE_CARD_CHOICE = 'save-card';
const REMEMBER_SECONDS = 365 * 24 * 3600;

export const savedCardChoice = (sdk: BookingSdk) => sdk.ttl.get<boolean>(SAVE_CARD_CHOICE) === true;

/** The box's state and its setter, which remembers a tick (and forgets an untick) on this device. */
export function useSaveCardChoice(): [boolean, (save: boolean) => void] {
  const sdk = useSdk();
  const [save, setSave] = useState(() => savedCardChoice(sdk));
  const choose = (next: boolean) => {
    setSave(next);
    if (next) sdk.ttl.set(SAVE_CARD_CHOICE, true, REMEMBER_SECONDS);
    else sdk.ttl.remove(SAVE_CARD_CHOICE);
  };
  return [save, choose];
}
