// What a visitor did in the HTML's first screen before the app took it over (app/prerender.tsx writes it; React
// replaces it on its first commit, createRoot, not hydration): a language chosen, a search typed. Without this the
// app would paint its own first screen over the visitor's choice and lose it. The fields are matched by their place
// among the screen's fields (the markup is the same by construction: prerender.test), not by id (useId differs
// between react-dom/server and the client), and handed to React as the visitor's own input and change events, so the
// screen's handlers run as if the visitor had acted on the app's page (the language switch switches, the search box
// keeps the text and opens its suggestions).

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

/**
 * Starts watching the first screen in `root` (call it before the app's first render): returns the function to call
 * once the app has committed into `root` (a layout effect of the app's root). It hands the app's fields what the
 * visitor changed meanwhile and puts the focus back; if the screen's fields are not there yet (a part of the screen
 * still loading), it waits for them, until the visitor acts on the app's own page.
 */
export function carryOverFirstScreen(root: HTMLElement): () => void {
  let carried: Carried[] = [];
  let focused = -1;
  const read = () => {
    carried = changedFields(root);
    focused = document.activeElement instanceof Element ? fieldsOf(root).indexOf(document.activeElement as Field) : -1;
  };
  read();
  const events = ['input', 'change', 'focusin'] as const;
  for (const type of events) root.addEventListener(type, read, true);
  let started = false;

  const apply = (): boolean => {
    const fields = fieldsOf(root);
    const needed = Math.max(focused, ...carried.map((item) => item.index));
    if (needed >= fields.length) return false;
    for (const item of carried) {
      const field = fields[item.index];
      if (field && field.tagName === item.tag && typeOf(field) === item.type) replay(field, item);
    }
    if (focused >= 0 && document.activeElement === document.body) fields[focused]?.focus();
    return true;
  };

  return () => {
    if (started) return;
    started = true;
    for (const type of events) root.removeEventListener(type, read, true);
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
