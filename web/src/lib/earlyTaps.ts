// Taps before the app has taken the server's page over. The page paints from the server's HTML long before its code
// has arrived and hydrated it on a slow phone; a control tapped meanwhile would change on the page (a ticked box)
// with no handler to see it. A few lines in the document's head (EARLY_TAPS_SCRIPT, before any of the app's code)
// hold each such tap, and the app taps the same controls again once it has the page (replayEarlyTaps, app/root.tsx):
// the first tap counts. React replays the events of parts it is still hydrating itself, but not those that came
// before its code ran at all. Written here rather than taken from a library: the libraries that do this (jsaction,
// Qwik's) are whole event systems, for what is one listener here.

import { inlineCall } from './inlineScript';

/** The controls whose taps wait for the app; links are links without it, text fields stay inert (global.css). */
const CONTROLS = 'button, input[type="checkbox"], input[type="radio"], label, summary';

declare global {
  interface Window {
    /** The controls tapped before the app had the page, in order (EARLY_TAPS_SCRIPT). */
    __earlyTaps?: Element[];
  }
}

/** Runs inline, alone, before the app (lib/inlineScript.ts). */
function holdEarlyTaps(controls: string) {
  const taps: Element[] = [];
  window.__earlyTaps = taps;
  document.addEventListener(
    'click',
    (event) => {
      if (document.documentElement.hasAttribute('data-hydrated') || !(event.target instanceof Element)) return;
      const control = event.target.closest(controls);
      if (!control) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      taps.push(control);
    },
    true,
  );
}

/** The inline script of the document's head. */
export const EARLY_TAPS_SCRIPT = inlineCall(holdEarlyTaps, CONTROLS);

/** Whether React has taken the element over: it keeps the element's props on it then (its '__reactProps$…' key). */
const taken = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/**
 * Whether a tap on the control would reach the app: React has it, and it is not disabled (a control the app disables
 * while it learns its state, as the salon's favourite mark does while the salon is asked again for the signed-in
 * client, takes the tap once it knows).
 */
const ready = (element: Element) => taken(element) && !(element as Partial<HTMLButtonElement>).disabled;

/**
 * Once the app has the page: the held taps, again, in order, each on its control once React has taken that control
 * over (a screen's parts may hydrate after the document's shell: a tap before would be lost) and it is enabled, and
 * not on a control no longer there. The first waits one check too: the task that ends hydration renders again what
 * differs in the client's own state (the signed-in client), and a handler from before would act for the server's view.
 * `wait` paces the checks (FRAME_MS apart, at most TRIES of them a control, then it is tapped anyway).
 */
export function replayEarlyTaps(page: Pick<Window, '__earlyTaps'> = window, wait: (next: () => void) => void = (next) => setTimeout(next, FRAME_MS)): void {
  const taps = page.__earlyTaps ?? [];
  page.__earlyTaps = [];
  const replay = (index: number, tries: number) => {
    const control = taps[index];
    if (!control) return;
    if (control.isConnected && !ready(control) && tries < TRIES) return wait(() => replay(index, tries + 1));
    if (control.isConnected && control instanceof HTMLElement) control.click();
    replay(index + 1, 0);
  };
  wait(() => replay(0, 0));
}

const FRAME_MS = 50;
const TRIES = 100;
