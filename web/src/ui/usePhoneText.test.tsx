import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { loadPhoneModule, usePhoneText } from './usePhoneText';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Phone() {
  const { ref, text } = usePhoneText('+77021234567');
  return <span ref={ref}>{text}</span>;
}

describe('usePhoneText', () => {
  it('continues the server’s number as stored while hydrating, though another part of the page loaded the module, then formats it', async () => {
    await loadPhoneModule();
    const container = document.createElement('div');
    container.innerHTML = '<span>+77021234567</span>'; // the server's HTML: the server never has the module
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Phone />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('+7 702 123 45 67');
  });
});

describe('usePhoneText far from the screen', () => {
  it('shows the number as stored and loads nothing until it comes near the screen, then formats it', async () => {
    const observers: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.resetModules();
    const { usePhoneText: fresh } = await import('./usePhoneText');
    function Far() {
      const { ref, text } = fresh('+77021234567');
      return <span ref={ref}>{text}</span>;
    }
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(<Far />);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.textContent).toBe('+77021234567');
    expect(observers).toHaveLength(1);
    await act(async () => {
      observers[0]!([{ isIntersecting: true }]);
    });
    await vi.waitFor(() => expect(container.textContent).toBe('+7 702 123 45 67'));
    vi.unstubAllGlobals();
  });
});

describe('usePhoneText with the text the server carried', () => {
  it('hydrates the server’s formatted number as it is, with no phone module, and renders it once', async () => {
    vi.resetModules();
    const fresh = await import('./usePhoneText');
    let renders = 0;
    function Carried() {
      renders += 1;
      const { ref, text } = fresh.usePhoneText('+77021234567');
      return <span ref={ref}>{text}</span>;
    }
    const container = document.createElement('div');
    container.innerHTML = '<span>+7 702 123 45 67</span>'; // the server formatted it
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <fresh.PhoneTextsContext.Provider value={{ texts: { '+77021234567': '+7 702 123 45 67' } }}>
          <Carried />
        </fresh.PhoneTextsContext.Provider>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('+7 702 123 45 67');
    // Hydration's end renders it no second time (a synchronous render of the footer on every page).
    expect(renders).toBe(1);
  });
});
