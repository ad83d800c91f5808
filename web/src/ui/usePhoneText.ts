// A stored phone number (E.164) shown formatted for its country, for pages that only show a phone (the footer, the
// salon's contacts, a visit). The phone module (lib/phone: libphonenumber-js and its mobile metadata, about 24 kB
// gzipped, a long task to evaluate on a phone) never comes with such a page:
// - the server formats the numbers it renders and the page carries their texts (PageState.phones), so the browser
//   shows and hydrates the same text without the module;
// - a number the page did not carry (a screen opened in the browser) is formatted once it comes near the screen and
//   the module is loaded, and shows as stored until then.
import { createContext, useContext, useEffect, useState } from 'react';
import type * as Phone from '../lib/phone';
import { useWhileHydrating } from '../lib/hydration';
import { useNearScreen } from './useNearScreen';

type PhoneModule = typeof Phone;

let loaded: PhoneModule | undefined;
let loading: Promise<PhoneModule> | undefined;

/** Loads the phone module once; resolves with it. */
export function loadPhoneModule(): Promise<PhoneModule> {
  return (loading ??= import('../lib/phone').then((module) => (loaded = module)));
}

/**
 * The phone texts a page has: the server's `format` (which records each text it writes into `texts`), the browser's
 * `texts` the page carried.
 */
export interface PhoneTexts {
  texts: Record<string, string>;
  format?: (phone: string) => string;
}

export const PhoneTextsContext = createContext<PhoneTexts>({ texts: {} });

/**
 * The phone formatted for its country ('+77021234567' → '+7 702 123 45 67'): the server's text, else once the element
 * given `ref` has come near the screen and the module is loaded; as given until then, and while the client hydrates
 * a page whose server had no text for it.
 */
export function usePhoneText(phone: string): { ref: ReturnType<typeof useNearScreen>[0]; text: string } {
  const known = useContext(PhoneTextsContext);
  const text = known.format?.(phone) ?? known.texts[phone];
  const [ref, near] = useNearScreen();
  const [, setReady] = useState(false);
  const wanted = text === undefined && near;
  useEffect(() => {
    if (loaded || !wanted) return;
    let live = true;
    void loadPhoneModule().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [wanted]);
  // While React hydrates, what the server wrote; then the client's text. The same text when the page carried it, and
  // then hydration's end does not render the component again.
  return { ref, text: useWhileHydrating(text ?? (loaded ? loaded.formatPhone(phone) : phone), text ?? phone) };
}
