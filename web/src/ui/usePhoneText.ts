// A stored phone number (E.164) shown formatted for its country, for pages that only show a phone (the footer, the
// salon's contacts, a visit): the phone module (lib/phone: libphonenumber-js and its mobile metadata, about 24 kB
// gzipped) is loaded on first use rather than with such a page, and until it is there the number shows as stored.
import { useEffect, useState } from 'react';
import type * as Phone from './phone';
import { useHydrated } from './hydration';

type PhoneModule = typeof Phone;

let loaded: PhoneModule | undefined;
let loading: Promise<PhoneModule> | undefined;

/** Loads the phone module once; resolves with it. */
export function loadPhoneModule(): Promise<PhoneModule> {
  return (loading ??= import('./phone').then((module) => (loaded = module)));
}

/**
 * The phone formatted for its country ('+77021234567' → '+7 702 123 45 67'); as given until the module is loaded, and
 * while the client hydrates the server's HTML (the server shows it as given: whether the client has the module already,
 * loaded by another part of the page, is not the server's to know).
 */
export function usePhoneText(phone: string): string {
  const hydrated = useHydrated();
  const [, setReady] = useState(false);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    void loadPhoneModule().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return hydrated && loaded ? loaded.formatPhone(phone) : phone;
}
