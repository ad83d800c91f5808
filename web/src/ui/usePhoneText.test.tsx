import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { loadPhoneModule, usePhoneText } from './usePhoneText';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Phone() {
  return <span>{usePhoneText('+77021234567')}</span>;
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
