import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BootScreen } from './BootScreen';
import { renderBootScreen } from './prerender';

describe('the boot screen', () => {
  it("is what the build puts into index.html's #root for the routes without a first screen of their own (app/prerender.tsx)", () => {
    expect(renderBootScreen()).toBe(renderToStaticMarkup(<BootScreen />));
    expect(renderBootScreen()).toContain('aria-busy="true"');
  });
});
