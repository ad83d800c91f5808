// A form whose check or whose server answer found problems shows the first one: the first invalid field (in the
// order of the page) gets the focus and is scrolled to the middle of the screen, so its error under it is seen and
// read; a form-level error (an alert, no field) is scrolled to. Called when the problems are set, it acts after
// that render, once per call: typing that clears or changes an error never moves the focus.
import { useCallback, useEffect, useRef, useState } from 'react';

const FIRST_PROBLEM = '[aria-invalid="true"], .field__error, [role="alert"]';

/** Focuses and scrolls to the first problem inside `root`; returns the element it showed, or null. */
export function revealFirstError(root: HTMLElement | null): HTMLElement | null {
  const first = root?.querySelector<HTMLElement>(FIRST_PROBLEM) ?? null;
  if (!first) return null;
  // An error under a field belongs to it: its field takes the focus.
  const field = first.matches('[aria-invalid="true"]') || !first.id ? first : root!.querySelector<HTMLElement>(`[aria-describedby~="${CSS.escape(first.id)}"]`);
  const target = field?.matches('[aria-invalid="true"]') ? field : first;
  const smooth = typeof window.matchMedia === 'function' && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView?.({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
  if (target.matches('input, select, textarea, button, [tabindex]')) target.focus({ preventScroll: true });
  return target;
}

/** `ref` goes on the form; `reveal()` after setting its problems shows the first one once they are rendered. */
export function useRevealFirstError<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked > 0) revealFirstError(ref.current);
  }, [asked]);
  const reveal = useCallback(() => setAsked((n) => n + 1), []);
  return { ref, reveal };
}
