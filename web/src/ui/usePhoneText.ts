// A stored phone number (E.164) shown formatted for its country, for pages that only show a phone (the footer, a
// visit): the phone module (lib/phone: libphonenumber-js and its mobile metadata, about 24 kB gzipped, a long task to
// evaluate on a phone) is loaded once the number comes near the screen, not with the page (the footer's number is at
// the bottom of every page); until then the number shows as stored.
import { useEffect, useState } from 'react';
import type * as Phone from '../lib/phone';
import { useHydrated } from '../lib/hydration';
import { useNearScreen } from './useNearScreen';

type PhoneModule = typeof Phone;

let loaded: PhoneModule | undefined;
let loading: Promise<PhoneModule> | undefined;

/** Loads the phone module once; resolves with it. */
export function loadPhoneModule(): Promise<PhoneModule> {
  return (loading ??= import('../lib/phone').then((module) => (loaded = module)));
}

/**
 * The phone formatted for its country ('+77021234567' → '+7 702 123 45 67') once the element given `ref` has come
 * near the screen and the module is loaded; as given until then, and while the client hydrates the server's HTML (the
 * server shows it as given: whether the client has the module already, loaded by another part of the page, is not
 * the server's to know).
 */
export function usePhoneText(phone: string): { ref: ReturnType<typeof useNearScreen>[0]; text: string } {
  const hydrated = useHydrated();
  const [ref, near] = useNearScreen();
  const [, setReady] = useState(false);
  useEffect(() => {
    if (loaded || !near) return;
    let live = true;
    void loadPhoneModule().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [near]);
  return { ref, text: hydrated && loaded ? loaded.formatPhone(phone) : phone };
}
