import { useLayoutEffect, useState } from 'react';
import { act } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { carryOverFirstScreen, type FirstScreenTaps } from './carryOver';

/** A screen like the home page's: the language switch and the search box, controlled by React. */
function Screen({ onState }: { onState: (state: { lng: string; text: string; sent?: string; city?: boolean }) => void }) {
  const [lng, setLng] = useState('RU');
  const [text, setText] = useState('');
  const [sent, setSent] = useState<string>();
  const [city, setCity] = useState(false);
  onState({ lng, text, ...(sent === undefined ? {} : { sent }), ...(city ? { city } : {}) });
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        setSent(text);
      }}
    >
      <button type="button" onClick={() => setCity(true)}>
        Актау
      </button>
      <select aria-label="lang" value={lng} onChange={(event) => setLng(event.target.value)}>
        <option value="RU">Рус</option>
        <option value="KZ">Қаз</option>
      </select>
      <input aria-label="search" value={text} onChange={(event) => setText(event.target.value)} />
      <input aria-label="remember" type="checkbox" />
      <button type="submit">Найти</button>
    </form>
  );
}

function App({ carryOver, onState, loading = false }: { carryOver: () => void; onState: Parameters<typeof Screen>[0]['onState']; loading?: boolean }) {
  useLayoutEffect(() => carryOver(), [carryOver]);
  return loading ? <p>…</p> : <Screen onState={onState} />;
}

type State = Parameters<Parameters<typeof Screen>[0]['onState']>[0];

let container: HTMLElement;
let root: Root | null = null;
afterEach(() => {
  if (root) act(() => root!.unmount());
  root = null;
  container.remove();
});

/**
 * The HTML's first screen (the build's static render), then what the visitor does before the app takes over;
 * `early`: the taps the page's first script kept.
 */
function firstScreen(
  visitor: (fields: { select: HTMLSelectElement; input: HTMLInputElement; box: HTMLInputElement; city: HTMLButtonElement; form: HTMLFormElement }) => void,
  early?: FirstScreenTaps,
) {
  container = document.createElement('div');
  container.innerHTML = renderToStaticMarkup(<Screen onState={() => {}} />);
  document.body.append(container);
  const carryOver = carryOverFirstScreen(container, early);
  const [select, input, box] = [...container.querySelectorAll('select, input')] as [HTMLSelectElement, HTMLInputElement, HTMLInputElement];
  visitor({ select, input, box, city: container.querySelector('button')!, form: container.querySelector('form')! });
  return carryOver;
}

/** The app takes the screen over (its first commit runs carryOver), and a tap replayed runs in the next task. */
async function takeOver(carryOver: () => void): Promise<() => State> {
  let state: State = { lng: '', text: '' };
  const app = createRoot(container);
  root = app;
  await act(async () => app.render(<App carryOver={carryOver} onState={(s) => (state = s)} />));
  await act(() => new Promise((done) => setTimeout(done)));
  return () => state;
}

describe('the first screen carried over to the app', () => {
  it('hands the app the language chosen, the text typed and the focus, as the visitor’s own input', async () => {
    const carryOver = firstScreen(({ select, input }) => {
      select.value = 'KZ';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      input.focus();
      input.value = 'стрижка';
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const state = await takeOver(carryOver);
    expect(state()).toEqual({ lng: 'KZ', text: 'стрижка' });
    expect(container.querySelector('select')!.value).toBe('KZ');
    expect(document.activeElement).toBe(container.querySelector('input[aria-label="search"]'));
  });

  it('changes nothing the visitor left alone, and takes the first screen’s marks off <html>', async () => {
    document.documentElement.setAttribute('data-first-screen', '');
    document.documentElement.setAttribute('data-signed-in', '');
    const carryOver = firstScreen(() => {});
    const state = await takeOver(carryOver);
    expect(state()).toEqual({ lng: 'RU', text: '' });
    expect(container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(false);
    expect(document.documentElement.hasAttribute('data-first-screen') || document.documentElement.hasAttribute('data-signed-in')).toBe(false);
  });

  it('a button tapped in the HTML is tapped again on the app’s screen (the city dialog opens)', async () => {
    const state = await takeOver(firstScreen(({ city }) => city.click()));
    expect(state()).toEqual({ lng: 'RU', text: '', city: true });
  });

  it('a tap the page’s first script kept before any module ran is done again too', async () => {
    const state = await takeOver(firstScreen(() => {}, { pressed: 0, submitted: -1 }));
    expect(state()).toEqual({ lng: 'RU', text: '', city: true });
  });

  it('a search sent in the HTML is not sent natively (no reload) but by the app’s form, with its text', async () => {
    let native = true;
    const carryOver = firstScreen(({ input, form }) => {
      input.value = 'маникюр';
      input.dispatchEvent(new Event('input', { bubbles: true }));
      const event = new Event('submit', { bubbles: true, cancelable: true });
      form.dispatchEvent(event);
      native = !event.defaultPrevented;
    });
    expect(native).toBe(false);
    const state = await takeOver(carryOver);
    expect(state()).toEqual({ lng: 'RU', text: 'маникюр', sent: 'маникюр' });
  });

  it('waits for the screen’s fields when the app’s first commit does not have them yet', async () => {
    const carryOver = firstScreen(({ box }) => box.click());
    let state: State = { lng: '', text: '' };
    const app = createRoot(container);
    root = app;
    await act(async () => app.render(<App carryOver={carryOver} onState={(s) => (state = s)} loading />));
    expect(container.querySelector('input')).toBeNull();
    await act(async () => app.render(<App carryOver={carryOver} onState={(s) => (state = s)} />));
    await act(async () => {});
    expect(container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(true);
    expect(state.lng).toBe('RU');
  });
});
