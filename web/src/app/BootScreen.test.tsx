import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BootScreen } from './BootScreen';

const html = readFileSync(resolve(dirname(new URL(import.meta.url).pathname), '../../index.html'), 'utf8');

describe('the boot screen', () => {
  it('is in index.html as static markup, so the page paints its shell before any script has run', () => {
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(html)?.[1] ?? '';
    const squash = (markup: string) => markup.replace(/<!--[\s\S]*?-->/g, '').replace(/>\s+</g, '><').trim();
    expect(squash(root)).toBe(renderToStaticMarkup(<BootScreen />));
  });
});
