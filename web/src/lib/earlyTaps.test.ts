import { describe, expect, it } from 'vitest';
import { EARLY_TAPS_SCRIPT, replayEarlyTaps } from './earlyTaps';

describe('taps before the app has the page', () => {
  it('are held, then tapped again once, in order, on the controls still there; links and later taps are not touched', () => {
    // A page of its own: the script's listener lives as long as its document.
    const page = document.implementation.createHTMLDocument();
    const window: Pick<Window, '__earlyTaps'> = {};
    page.body.innerHTML = `
      <label id="service"><input type="checkbox" /> Женская стрижка</label>
      <button id="book" type="button">Записаться</button>
      <button id="gone" type="button">Gone</button>
      <a id="link" href="#next">Главная</a>`;
    const seen: string[] = [];
    const box = page.querySelector<HTMLInputElement>('#service input')!;
    box.addEventListener('change', () => seen.push(`service:${box.checked}`));
    page.querySelector('#book')!.addEventListener('click', () => seen.push('book'));
    page.querySelector('#gone')!.addEventListener('click', () => seen.push('gone'));
    page.querySelector('#link')!.addEventListener('click', (event) => {
      event.preventDefault();
      seen.push(`link:${event.defaultPrevented}`);
    });
    new Function('document', 'window', EARLY_TAPS_SCRIPT)(page, window);

    page.querySelector<HTMLElement>('#service')!.click();
    page.querySelector<HTMLElement>('#book')!.click();
    page.querySelector<HTMLElement>('#gone')!.click();
    page.querySelector<HTMLElement>('#link')!.click();
    expect(box.checked).toBe(false);
    expect(seen).toEqual(['link:true']);

    page.querySelector('#gone')!.remove();
    page.documentElement.setAttribute('data-hydrated', '');
    // Each control is tapped once React has taken it over (its props on the element), the later ones after it.
    const checks: Array<() => void> = [];
    replayEarlyTaps(window, (next) => checks.push(next));
    expect(seen).toEqual(['link:true']);
    checks.shift()!(); // the task that ends hydration
    expect(seen).toEqual(['link:true']);
    for (const id of ['service', 'book']) Object.assign(page.querySelector(`#${id}`)!, { __reactProps$test: {} });
    checks.shift()!();
    expect(checks).toHaveLength(0);
    expect(box.checked).toBe(true);
    expect(seen).toEqual(['link:true', 'service:true', 'book']);

    // Once the app has the page, a tap is the app's own, and nothing is tapped twice.
    replayEarlyTaps(window);
    page.querySelector<HTMLElement>('#book')!.click();
    expect(seen).toEqual(['link:true', 'service:true', 'book', 'book']);
  });

  it('wait for a control the app has disabled while it learns its state, and reach it once enabled', () => {
    const page = document.implementation.createHTMLDocument();
    const window: Pick<Window, '__earlyTaps'> = {};
    page.body.innerHTML = `<button id="favorite" type="button" aria-pressed="false">В избранное</button>`;
    const button = page.querySelector<HTMLButtonElement>('#favorite')!;
    const seen: string[] = [];
    button.addEventListener('click', () => seen.push('favorite'));
    new Function('document', 'window', EARLY_TAPS_SCRIPT)(page, window);
    button.click();
    page.documentElement.setAttribute('data-hydrated', '');

    const checks: Array<() => void> = [];
    replayEarlyTaps(window, (next) => checks.push(next));
    Object.assign(button, { __reactProps$test: {} });
    button.disabled = true; // the salon asked again for the signed-in client
    checks.shift()!();
    checks.shift()!();
    expect(seen).toEqual([]);
    button.disabled = false;
    checks.shift()!();
    expect(seen).toEqual(['favorite']);
    expect(checks).toHaveLength(0);
  });
});
