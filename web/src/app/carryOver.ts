// What a visitor did in the HTML's first screen before the app took it over (app/prerender.tsx writes it; React
// replaces it on its first commit, createRoot, not hydration): a language chosen, a search typed or sent, a button
// tapped (the city). Without this the app would paint its own first screen over the visitor's choice and lose it.
// Fields, buttons and forms are matched by their place in the screen (the markup is the same by construction:
// prerender.test), not by id (useId differs between react-dom/server and the client), and handed to React as the
// visitor's own events, so the screen's handlers run as if the visitor had acted on the app's page (the language
// switch switches, the search box keeps the text, the city dialog opens).

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface Carried {
  index: number;
  tag: string;
  type: string;
  value: string;
  checked: boolean;
}

const FIELDS = 'input, select, textarea';

/** Set on <html> by the page's first script while the HTML's first screen is shown (app/firstRequest.ts). */
export const FIRST_SCREEN_MARKS = ['data-first-screen', 'data-signed-in', 'data-banner-closed'] as const;

const fieldsOf = (root: ParentNode) => [...root.querySelectorAll<Field>(FIELDS)];

const typeOf = (field: Field) => (field instanceof HTMLSelectElement ? 'select' : field.type);

/** The fields whose value differs from the markup's own. */
function changedFields(root: ParentNode): Carried[] {
  return fieldsOf(root).flatMap((field, index) => {
    const base = { index, tag: field.tagName, type: typeOf(field) };
    if (field instanceof HTMLSelectElement) {
      const initial = [...field.options].findIndex((option) => option.defaultSelected);
      return field.selectedIndex !== Math.max(initial, 0) ? [{ ...base, value: field.value, checked: false }] : [];
    }
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
      return field.checked !== field.defaultChecked ? [{ ...base, value: field.value, checked: field.checked }] : [];
    return field.value !== field.defaultValue ? [{ ...base, value: field.value, checked: false }] : [];
  });
}

/** Sets a value the way the browser does when the visitor types, so React's onChange sees it. */
function replay(field: Field, carried: Carried) {
  if (field instanceof HTMLInputElement && (carried.type === 'checkbox' || carried.type === 'radio')) {
    if (field.checked !== carried.checked) field.click();
    return;
  }
  const prototype = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (setter) setter.call(field, carried.value);
  else field.value = carried.value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** What the page's first script keeps of the visitor's taps until the app takes over (app/firstRequest.ts). */
export const FIRST_SCREEN_TAPS = '__salonbookFirstScreen';
export interface FirstScreenTaps {
  pressed: number;
  submitted: number;
}

/**
 * Starts watching the first screen in `root` (call it before the app's first render): returns the function to call
 * once the app has committed into `root` (a layout effect of the app's root). It hands the app's fields what the
 * visitor changed meanwhile and puts the focus back; if the screen's fields are not there yet (a part of the screen
 * still loading), it waits for them, until the visitor acts on the app's own page. `early`: the taps the page's
 * first script keeps (it listens until the app's screen is in); without it (no such script) this listens itself.
 */
export function carryOverFirstScreen(root: HTMLElement, early?: FirstScreenTaps): () => void {
  let carried: Carried[] = [];
  let focused = -1;
  const read = () => {
    carried = changedFields(root);
    focused = document.activeElement instanceof Element ? fieldsOf(root).indexOf(document.activeElement as Field) : -1;
  };
  read();
  // A tap on one of the screen's buttons (the city, the app banner's close…) or a search sent: the HTML's buttons
  // have no handlers yet, so the last one is kept and done again on the app's screen; a form is not sent natively
  // (that would reload the page and lose what was typed). The page's first script does the same when it is there.
  const taps: FirstScreenTaps = early ?? { pressed: -1, submitted: -1 };
  const press = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && root.contains(button) && button.type !== 'submit') taps.pressed = [...root.querySelectorAll('button')].indexOf(button);
  };
  const submit = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    taps.submitted = [...root.querySelectorAll('form')].indexOf(event.target);
  };
  const events = ['input', 'change', 'focusin'] as const;
  for (const type of events) root.addEventListener(type, read, true);
  if (!early) {
    root.addEventListener('click', press, true);
    root.addEventListener('submit', submit, true);
  }
  let started = false;

  const apply = (): boolean => {
    const fields = fieldsOf(root);
    const buttons = root.querySelectorAll('button');
    const forms = root.querySelectorAll('form');
    const needed = Math.max(focused, ...carried.map((item) => item.index));
    const { pressed, submitted } = taps;
    if (needed >= fields.length || pressed >= buttons.length || submitted >= forms.length) return false;
    for (const item of carried) {
      const field = fields[item.index];
      if (field && field.tagName === item.tag && typeOf(field) === item.type) replay(field, item);
    }
    if (focused >= 0 && document.activeElement === document.body) fields[focused]?.focus();
    // After React has taken in the fields' values (their updates wait for the commit this runs in).
    const form = submitted >= 0 ? forms[submitted] : undefined;
    const button = pressed >= 0 ? buttons[pressed] : undefined;
    if (form || button) setTimeout(() => (form ? form.requestSubmit() : button?.click()));
    return true;
  };

  return () => {
    if (started) return;
    started = true;
    for (const type of events) root.removeEventListener(type, read, true);
    root.removeEventListener('click', press, true);
    root.removeEventListener('submit', submit, true);
    // The marks the page's first script set on the HTML's screen (app/firstRequest.ts): the app's screen is in now.
    for (const mark of FIRST_SCREEN_MARKS) document.documentElement.removeAttribute(mark);
    if (apply()) return;
    const stop = () => {
      observer.disconnect();
      root.removeEventListener('input', stop, true);
    };
    const observer = new MutationObserver(() => apply() && stop());
    observer.observe(root, { childList: true, subtree: true });
    root.addEventListener('input', stop, true);
  };
}
